// What the middleware chain attaches to a request (res.locals), typed once for every handler.
import type { Request, Response } from 'express';
import type { LanguageCode } from '../../schemas/generated/tenant.ts';
import type { TenantContext } from '../tenancy/tenant-directory.ts';
import { isLanguageCode } from '../../schemas/rules/languages.ts';

declare global {
  namespace Express {
    interface Locals {
      /** CSP nonce of this response (security-headers.ts). */
      nonce: string;
      /** The brand of this host (tenant.middleware.ts); always set past that middleware. */
      tenant: TenantContext;
      /** Input that passed validate(): query, body and params after coercion and defaults. */
      input?: { query?: unknown; body?: unknown; params?: unknown };
    }
  }
}

/** Message language: `language` query parameter, else `x-language` header, else the tenant default, else EN. */
export function requestLanguage(req: Request, res: Response): LanguageCode {
  const validated = res.locals.input?.query as { language?: unknown } | undefined;
  if (isLanguageCode(validated?.language)) return validated.language;
  if (req.url.includes('language=')) {
    const fromQuery = (req.query as Record<string, unknown>).language;
    if (isLanguageCode(fromQuery)) return fromQuery;
  }
  const header = req.headers['x-language'];
  const code = typeof header === 'string' ? header.trim().toUpperCase() : undefined;
  if (isLanguageCode(code)) return code;
  return (res.locals.tenant as TenantContext | undefined)?.config.languages.default ?? 'EN';
}
