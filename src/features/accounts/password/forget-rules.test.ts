import { describe, expect, it } from 'vitest';
import { forgetMethodsOf, validateEmailReset, validateMobileForCode, validatePhoneReset, validateVerificationCode } from './forget-rules.ts';

const fieldsOf = (issues: Array<{ field: string; code: string }>) => issues.map((i) => `${i.field}:${i.code}`);

describe('forgot-password checks', () => {
  it('when CHNGPASSVERIF3 is on, then mobile (default) and e-mail are offered; otherwise e-mail only', () => {
    expect(forgetMethodsOf(new Set(['CHNGPASSVERIF3']))).toEqual(['mobile', 'email']);
    expect(forgetMethodsOf(new Set())).toEqual(['email']);
  });

  it('when the e-mail form is empty or malformed, then each field says so', () => {
    expect(fieldsOf(validateEmailReset({ username: ' ', email: '' }))).toEqual(['username:required', 'email:required']);
    expect(fieldsOf(validateEmailReset({ username: 'x'.repeat(65), email: 'nope@' }))).toEqual(['username:length', 'email:pattern']);
    // Mobile-registered accounts start with digits: any account name is accepted here.
    expect(validateEmailReset({ username: '84912345678', email: 'a@b.co' })).toEqual([]);
  });

  it('when the phone form is checked, then dialling code, number, code and new password follow the shared rules', () => {
    expect(fieldsOf(validateMobileForCode({ countryDialingCode: '+84', mobileNum: '12' }))).toEqual(['mobileNum:length']);
    expect(fieldsOf(validateMobileForCode({ countryDialingCode: '', mobileNum: '0912345678' }))).toEqual(['countryDialingCode:required']);
    expect(validateVerificationCode('12ab')?.messageKey).toBe('errors.invalidVerificationCode');
    expect(validateVerificationCode('')?.code).toBe('required');
    expect(validateVerificationCode('123456')).toBeNull();
    expect(
      fieldsOf(
        validatePhoneReset({
          countryDialingCode: '+84',
          mobileNum: '0912345678',
          verificationCode: '123456',
          newPassword: 'abc123',
          confirmNewPassword: 'abc',
        }),
      ),
    ).toEqual(['newPassword:length', 'confirmNewPassword:inconsistent']);
    expect(
      validatePhoneReset({
        countryDialingCode: '+84',
        mobileNum: '0912345678',
        verificationCode: '123456',
        newPassword: 'abc1234',
        confirmNewPassword: 'abc1234',
      }),
    ).toEqual([]);
  });
});
