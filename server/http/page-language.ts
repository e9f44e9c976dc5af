// The language of a page the server renders for a visitor: the one they chose in the app (the app
// writes it to a cookie, schemas/rules/server-render.ts), as long as the brand offers it.
import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import type { LanguageCode } from '../../schemas/generated/tenant.ts';
import { isLanguageCode } from '../../schemas/rules/languages.ts';
import { LANGUAGE_COOKIE } from '../../schemas/rules/server-render.ts';
import type { TenantContext } from '../tenancy/tenant-directory.ts';

const offered = (value: unknown, tenant: TenantContext): value is LanguageCode => isLanguageCode(value) && tenant.config.languages.supported.includes(value);

/** The language the visitor last chose (the cookie the app writes), if the brand offers it. */
export function cookieLanguage(req: Request, tenant: TenantContext): LanguageCode | null {
  const header = req.headers.cookie;
  if (!header || !header.includes(`${LANGUAGE_COOKIE}=`)) return null;
  const value = parseCookies(header)[LANGUAGE_COOKIE]?.toUpperCase();
  return offered(value, tenant) ? value : null;
}

/**
 * A page outside the app (the sandbox gateway's payment page): `?language=` when a link names one, else
 * the visitor's chosen language, else an `x-language` header (API clients), else the brand's default.
 */
export function pageLanguage(req: Request, tenant: TenantContext): LanguageCode {
  const query = typeof req.query.language === 'string' ? req.query.language.toUpperCase() : undefined;
  if (offered(query, tenant)) return query;
  const header = req.headers['x-language'];
  const fromHeader = typeof header === 'string' ? header.trim().toUpperCase() : undefined;
  return cookieLanguage(req, tenant) ?? (offered(fromHeader, tenant) ? fromHeader : tenant.config.languages.default);
}
