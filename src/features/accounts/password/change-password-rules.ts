// Checks of the change-password popup (spec §4, §5): the current password only when the account has
// one, then the shared new-password rule and its confirmation — the same function the server runs.
import type { ChangePasswordBody } from '../../../../schemas/generated/auth.ts';
import { fieldLabelKey, validateNewPassword, type FieldIssue } from '../../../../schemas/rules/register-rules.ts';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** `account`: the member's account name, which the new password must not contain (shared rule). */
export function validateChangePassword(values: ChangePasswordValues, needsOld: boolean, account?: string): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (needsOld && values.oldPassword.trim() === '') {
    out.push({ field: 'oldPassword', code: 'required', messageKey: 'validation.required', params: { field: fieldLabelKey('oldPassword') } });
  }
  out.push(...validateNewPassword(values.newPassword, values.confirmNewPassword, account));
  return out;
}

/** One field's check on blur: only that field's issue. */
export function changePasswordFieldIssue(
  field: ChangePasswordField,
  values: ChangePasswordValues,
  needsOld: boolean,
  account?: string,
): FieldIssue | undefined {
  return validateChangePassword(values, needsOld, account).find((i) => i.field === field);
}

/** The request body: the current password only when it is asked for; secrets as typed. */
export function changePasswordBody(values: ChangePasswordValues, needsOld: boolean): ChangePasswordBody {
  return {
    ...(needsOld ? { oldPassword: values.oldPassword } : {}),
    newPassword: values.newPassword,
    confirmNewPassword: values.confirmNewPassword,
  };
}

/** Server refusals that belong under one field rather than in a dialog. */
export const CHANGE_PASSWORD_CODE_FIELDS: Readonly<Record<string, ChangePasswordField>> = {
  oldPasswordWrong: 'oldPassword',
  passwordUnchanged: 'newPassword',
  passwordTooWeak: 'newPassword',
};
