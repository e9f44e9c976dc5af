// The login form's own checks before anything is sent (spec §5: username and password required,
// trimmed; SMS login: mobile number in the right format and the code; the captcha when shown).
// Messages are keys with parameters, translated by the form.
import type { LoginMethod } from './login-methods.ts';

export interface LoginFields {
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha: string;
}

export type LoginField = keyof LoginFields;

export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** Digits only, 6–15 (the server's rule for the number without its dialling code). */
export const MOBILE_PATTERN = /^\d{6,15}$/;

export function mobileProblem(mobileNum: string): FieldProblem | null {
  const value = mobileNum.trim();
  if (!value) return { key: 'validation.required', params: { field: 'header.mobileNumber' } };
  return MOBILE_PATTERN.test(value) ? null : { key: 'errors.invalidMobile' };
}

export function validateLogin(method: LoginMethod, fields: LoginFields, captchaShown: boolean): Partial<Record<LoginField, FieldProblem>> {
  const problems: Partial<Record<LoginField, FieldProblem>> = {};
  const required = (field: LoginField, labelKey: string) => {
    if (!fields[field].trim()) problems[field] = { key: 'validation.required', params: { field: labelKey } };
  };
  if (method === 'username') {
    required('username', 'header.username');
    required('password', 'header.password');
  } else {
    const mobile = mobileProblem(fields.mobileNum);
    if (mobile) problems.mobileNum = mobile;
    if (!fields.countryDialingCode) problems.countryDialingCode = { key: 'validation.required', params: { field: 'login.countryCode' } };
    required('verificationCode', 'header.verificationCode');
  }
  if (captchaShown) required('captcha', 'login.captcha');
  return problems;
}
