import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { nationalFormat, parseMobile, phoneMessages, requireMobile } from './mobile-number.ts';
import { codeMinutes } from './verification.service.ts';

const tenant = (config: object) => ({ id: 't', config }) as unknown as TenantContext;
const withCountries = (codes: string[], countryCode: string) =>
  tenant({ register: { countries: codes.map((c) => ({ countryCode: c === '+63' ? 'PH' : countryCode, countryDialingCode: c })) } });

describe('mobile number rule', () => {
  const th = withCountries(['+66'], 'TH');

  it('when a Thai player types 0872382688, then it is +66872382688, not +660872382688', () => {
    expect(parseMobile(th, '+66', '0872382688')).toEqual({ e164: '+66872382688', countryDialingCode: '+66', nationalNumber: '872382688' });
  });

  it('when the same phone is typed with and without the trunk 0, then both are the same E.164 number', () => {
    expect(parseMobile(th, '+66', '872382688')).toEqual(parseMobile(th, '+66', '0872382688'));
    const ph = withCountries(['+63'], 'PH');
    expect(requireMobile(ph, '+63', '09171234567').e164).toBe(requireMobile(ph, '+63', '9171234567').e164);
  });

  it('when the number is not a mobile number of the chosen country, then it is refused with the phone message', () => {
    // Too short, a Bangkok landline, too long.
    for (const digits of ['12345', '021234567', '08723826881234']) {
      expect(parseMobile(th, '+66', digits)).toEqual({
        field: 'mobileNum',
        code: 'invalid',
        messageKey: 'errors.invalidMobile',
        params: { field: 'mobileNum' },
      });
    }
    expect(() => requireMobile(th, '+66', '12345')).toThrow(AppError);
  });

  it('when the tenant lists countries, then only their dialling codes are accepted', () => {
    expect(parseMobile(withCountries(['+63', '+84'], 'VN'), '+84', '0912345678')).toMatchObject({ e164: '+84912345678' });
    expect(parseMobile(withCountries(['+63'], 'PH'), '+1', '2015550123')).toEqual({
      field: 'countryDialingCode',
      code: 'unsupportedCountry',
      messageKey: 'errors.invalidMobile',
      params: { field: 'countryDialingCode' },
    });
  });

  it('when a dialling code is shared by several countries, then a number of a country the tenant does not list is refused', () => {
    // +1 876 is Jamaica; the brand only lists the United States under +1.
    expect(parseMobile(withCountries(['+1'], 'US'), '+1', '8762101234')).toMatchObject({ field: 'mobileNum', code: 'unsupportedCountry' });
  });

  it('when the tenant lists no countries, then a valid mobile number of the dialling code is accepted', () => {
    expect(parseMobile(tenant({ register: {} }), '+66', '0872382688')).toMatchObject({ e164: '+66872382688' });
  });

  it('when a stored number is shown, then it is in the national format of its country', () => {
    expect(nationalFormat('+66872382688')).toBe('087 238 2688');
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
