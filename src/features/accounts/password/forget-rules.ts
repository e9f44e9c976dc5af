// Checks of the forgot-password forms. The new password and the mobile number use the shared §5 rules;
// the e-mail form only needs both values present and an e-mail shape (the server answers the same
// either way, so there is nothing to enumerate).
import { fieldLabelKey, validateDialingCode, validateMobileNumber, validateNewPassword, type FieldIssue } from '../../../../schemas/rules/register-rules.ts';

export type ForgetMethod = 'email' | 'mobile';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_SHAPE = /^[0-9]{4,8}$/;
const MAX = 64;

const required = (field: string): FieldIssue => ({ field, code: 'required', messageKey: 'validation.required', params: { field: fieldLabelKey(field) } });

/** Methods offered: mobile (default) and e-mail with CHNGPASSVERIF3, else e-mail only (spec §4). */
export function forgetMethodsOf(modules: ReadonlySet<string>): ForgetMethod[] {
  return modules.has('CHNGPASSVERIF3') ? ['mobile', 'email'] : ['email'];
}

export interface EmailResetValues {
  username: string;
  email: string;
}

export function validateEmailReset(values: EmailResetValues): FieldIssue[] {
  const out: FieldIssue[] = [];
  const username = values.username.trim();
  const email = values.email.trim();
  if (!username) out.push(required('username'));
  else if (username.length > MAX)
    out.push({ field: 'username', code: 'length', messageKey: 'validation.maxLength', params: { field: fieldLabelKey('username'), limit: MAX } });
  if (!email) out.push(required('email'));
  else if (email.length > MAX || !EMAIL_SHAPE.test(email))
    out.push({ field: 'email', code: 'pattern', messageKey: 'validation.pattern.email', params: { min: 6, max: MAX } });
  return out;
}

export interface PhoneResetValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function validateMobileForCode(values: Pick<PhoneResetValues, 'countryDialingCode' | 'mobileNum'>): FieldIssue[] {
  const out: FieldIssue[] = [];
  const code = validateDialingCode(values.countryDialingCode.trim());
  if (code) out.push(code);
  const mobile = validateMobileNumber(values.mobileNum.trim());
  if (mobile) out.push(mobile);
  return out;
}

export function validateVerificationCode(value: string): FieldIssue | null {
  const code = value.trim();
  if (!code) return required('verificationCode');
  return CODE_SHAPE.test(code) ? null : { field: 'verificationCode', code: 'pattern', messageKey: 'errors.invalidVerificationCode', params: {} };
}

export function validatePhoneReset(values: PhoneResetValues): FieldIssue[] {
  const out = validateMobileForCode(values);
  const code = validateVerificationCode(values.verificationCode);
  if (code) out.push(code);
  out.push(...validateNewPassword(values.newPassword, values.confirmNewPassword));
  return out;
}
