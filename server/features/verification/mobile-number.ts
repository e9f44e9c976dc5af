// The mobile number rule of SMS codes: dialling code +1…+9999 and 6–15 digits (schemas/api/
// verification.schema.json checks the shapes), and the dialling code must be one of the tenant's
// register.countries when that list is set. Messages are errors.invalidMobile (spec §8).
import type { ErrorRequestHandler } from 'express';
import { AppError, type FieldProblem } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

export const MOBILE_FIELDS = ['mobileNum', 'countryDialingCode'] as const;
export const INVALID_MOBILE = 'errors.invalidMobile';

/** Problems with a number whose shape is already valid, for this tenant. */
export function mobileProblems(tenant: TenantContext, countryDialingCode: string): FieldProblem[] {
  const countries = tenant.config.register.countries;
  if (!countries || countries.length === 0) return [];
  if (countries.some((c) => c.countryDialingCode === countryDialingCode)) return [];
  return [{ field: 'countryDialingCode', code: 'unsupportedCountry', messageKey: INVALID_MOBILE, params: { field: 'countryDialingCode' } }];
}

export function assertValidMobile(tenant: TenantContext, countryDialingCode: string): void {
  const problems = mobileProblems(tenant, countryDialingCode);
  if (problems.length > 0) throw new AppError(400, 'validation', { fields: problems });
}

/** Placed after validate(): schema problems with the number fields get the user-facing phone message. */
export const phoneMessages: ErrorRequestHandler = (err, _req, _res, next) => {
  if (!(err instanceof AppError) || err.code !== 'validation' || !err.details.fields) return next(err);
  const fields = err.details.fields.map((f) =>
    (MOBILE_FIELDS as readonly string[]).includes(f.field) ? { field: f.field, code: f.code, messageKey: INVALID_MOBILE, params: { field: f.field } } : f,
  );
  next(new AppError(err.status, err.code, { ...err.details, fields }));
};
