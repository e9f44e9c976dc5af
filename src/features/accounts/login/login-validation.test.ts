import { describe, expect, it } from 'vitest';
import { validateLogin, type LoginFields } from './login-validation.ts';

const empty: LoginFields = { username: '', password: '', mobileNum: '', countryDialingCode: '+84', verificationCode: '', captcha: '' };

describe('validateLogin', () => {
  it('when username and password are blank or spaces, then both are required', () => {
    expect(Object.keys(validateLogin('username', { ...empty, username: '   ' }, false)).sort()).toEqual(['password', 'username']);
  });
  it('when the captcha is shown and empty, then it is required too; hidden, it is not', () => {
    const filled = { ...empty, username: 'demo', password: 'x' };
    expect(Object.keys(validateLogin('username', filled, true))).toEqual(['captcha']);
    expect(validateLogin('username', filled, false)).toEqual({});
  });
  it('when the mobile number has letters or too few digits, then it gets the invalid mobile message', () => {
    expect(validateLogin('sms', { ...empty, mobileNum: '12ab', verificationCode: '123456' }, false).mobileNum?.key).toBe('errors.invalidMobile');
    expect(validateLogin('sms', { ...empty, mobileNum: '12345', verificationCode: '123456' }, false).mobileNum?.key).toBe('errors.invalidMobile');
  });
  it('when an SMS login has a valid number and a code, then nothing is wrong', () => {
    expect(validateLogin('sms', { ...empty, mobileNum: '900000001', verificationCode: '123456' }, false)).toEqual({});
  });
  it('when the SMS code is missing, then only the code is required', () => {
    expect(Object.keys(validateLogin('sms', { ...empty, mobileNum: '900000001' }, false))).toEqual(['verificationCode']);
  });
});
