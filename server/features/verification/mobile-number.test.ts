import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { mobileProblems, phoneMessages } from './mobile-number.ts';
import { codeMinutes } from './verification.service.ts';

const tenant = (config: object) => ({ id: 't', config }) as unknown as TenantContext;
const withCountries = (codes: string[]) => tenant({ register: { countries: codes.map((c) => ({ countryCode: 'XX', countryDialingCode: c })) } });

describe('mobile number rule', () => {
  it('when the tenant lists countries, then only their dialling codes are accepted', () => {
    expect(mobileProblems(withCountries(['+63', '+84']), '+84')).toEqual([]);
    expect(mobileProblems(withCountries(['+63']), '+1')).toEqual([{ field: 'countryDialingCode', code: 'unsupportedCountry', messageKey: 'errors.invalidMobile', params: { field: 'countryDialingCode' } }]);
  });

  it('when the tenant lists no countries, then any well-formed dialling code is accepted', () => {
    expect(mobileProblems(withCountries([]), '+1')).toEqual([]);
    expect(mobileProblems(tenant({ register: {} }), '+1')).toEqual([]);
  });

  it('when schema validation fails on number fields, then they get the phone message and other fields keep theirs', () => {
    let out: unknown;
    const err = new AppError(400, 'validation', {
      fields: [
        { field: 'mobileNum', code: 'pattern', messageKey: 'validation.invalidFormat', fallbackKey: 'errors.badRequest', params: { field: 'mobileNum' } },
        { field: 'scene', code: 'enum', messageKey: 'validation.enum', params: { field: 'scene', values: 'login' } },
      ],
    });
    phoneMessages(err, {} as never, {} as never, (e?: unknown) => (out = e));
    expect((out as AppError).details.fields).toEqual([
      { field: 'mobileNum', code: 'pattern', messageKey: 'errors.invalidMobile', params: { field: 'mobileNum' } },
      { field: 'scene', code: 'enum', messageKey: 'validation.enum', params: { field: 'scene', values: 'login' } },
    ]);
    const other = new Error('boom');
    phoneMessages(other, {} as never, {} as never, (e?: unknown) => (out = e));
    expect(out).toBe(other);
  });

  it('when the code lifetime is configured, then it is clamped to 1…10 minutes with 5 by default', () => {
    expect([undefined, 1, 7, 10, 0, 99].map((m) => codeMinutes(tenant({ settings: { smsCodeMinutes: m } })))).toEqual([5, 1, 7, 10, 1, 10]);
  });
});
