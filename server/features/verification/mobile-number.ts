// The one parser of mobile numbers (spec §5 "mobile-number format rule", issue 14 finding 2): the
// player types the national number (with or without the trunk 0) and picks a dialling code; the
// number is parsed with libphonenumber-js's mobile metadata, so only numbers that can receive an SMS
// pass, and kept as E.164 (+66872382688). The tenant's register.countries are the allowed countries
// (the first one with the chosen dialling code is the default region). Messages are
// errors.invalidMobile (spec §8).
import type { ErrorRequestHandler } from 'express';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { AppError, type FieldProblem } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

export const MOBILE_FIELDS = ['mobileNum', 'countryDialingCode'] as const;
export const INVALID_MOBILE = 'errors.invalidMobile';

export interface MobileNumber {
  /** +<country code><national significant number>: what is stored, looked up and texted. */
  e164: string;
  /** '+66' */
  countryDialingCode: string;
  /** The national significant number, without the trunk 0: '872382688'. */
  nationalNumber: string;
}

const problem = (field: (typeof MOBILE_FIELDS)[number], code: string): FieldProblem => ({ field, code, messageKey: INVALID_MOBILE, params: { field } });

/**
 * The number as E.164, or the field problem. Allowed countries are the tenant's register.countries
 * when set (the number must belong to one of them, not only share its dialling code: +1 is many
 * countries); without a list any country whose mobile numbers it matches.
 */
export function parseMobile(tenant: TenantContext, countryDialingCode: string, mobileNum: string): MobileNumber | FieldProblem {
  const countries = tenant.config.register?.countries ?? [];
  const allowed = countries.filter((c) => c.countryDialingCode === countryDialingCode).map((c) => c.countryCode as CountryCode);
  if (countries.length > 0 && allowed.length === 0) return problem('countryDialingCode', 'unsupportedCountry');
  if (!/^\+[0-9]{1,4}$/.test(countryDialingCode) || !/^[0-9]{1,17}$/.test(mobileNum)) return problem('mobileNum', 'pattern');
  const parsed =
    allowed.length > 0
      ? parsePhoneNumberFromString(mobileNum, { defaultCountry: allowed[0], defaultCallingCode: countryDialingCode.slice(1) })
      : parsePhoneNumberFromString(mobileNum, { defaultCallingCode: countryDialingCode.slice(1) });
  // The dialling code must be the one chosen: typed digits never switch country.
  if (!parsed || `+${parsed.countryCallingCode}` !== countryDialingCode || !parsed.isValid()) return problem('mobileNum', 'invalid');
  if (allowed.length > 0 && !(parsed.country && allowed.includes(parsed.country))) return problem('mobileNum', 'unsupportedCountry');
  return { e164: parsed.number, countryDialingCode, nationalNumber: parsed.nationalNumber };
}

/** parseMobile, or AppError 400 validation with the phone message. */
export function requireMobile(tenant: TenantContext, countryDialingCode: string, mobileNum: string): MobileNumber {
  const parsed = parseMobile(tenant, countryDialingCode, mobileNum);
  if ('e164' in parsed) return parsed;
  throw new AppError(400, 'validation', { fields: [parsed] });
}

/** How a stored number is shown to its player: the national format of its country (087 238 2688). */
export function nationalFormat(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/** Placed after validate(): schema problems with the number fields get the user-facing phone message. */
export const phoneMessages: ErrorRequestHandler = (err, _req, _res, next) => {
  if (!(err instanceof AppError) || err.code !== 'validation' || !err.details.fields) return next(err);
  const fields = err.details.fields.map((f) =>
    (MOBILE_FIELDS as readonly string[]).includes(f.field) ? { field: f.field, code: f.code, messageKey: INVALID_MOBILE, params: { field: f.field } } : f,
  );
  next(new AppError(err.status, err.code, { ...err.details, fields }));
};
