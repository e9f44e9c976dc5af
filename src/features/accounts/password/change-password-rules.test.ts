import { describe, expect, it } from 'vitest';
import { changePasswordBody, changePasswordFieldIssue, validateChangePassword } from './change-password-rules.ts';

const codes = (issues: Array<{ field: string; code: string }>) => issues.map((i) => `${i.field}:${i.code}`);

describe('change-password checks', () => {
  it('when the account has a password, then the current one is required; without one it is neither asked nor sent', () => {
    const values = { oldPassword: ' ', newPassword: 'better123', confirmNewPassword: 'better123' };
    expect(codes(validateChangePassword(values, true))).toEqual(['oldPassword:required']);
    expect(validateChangePassword(values, false)).toEqual([]);
    expect(changePasswordBody({ ...values, oldPassword: 'a123456' }, true)).toEqual({
      oldPassword: 'a123456',
      newPassword: 'better123',
      confirmNewPassword: 'better123',
    });
    expect(changePasswordBody({ ...values, oldPassword: 'a123456' }, false)).toEqual({ newPassword: 'better123', confirmNewPassword: 'better123' });
  });

  it('when the new password breaks §5 or the confirmation differs, then those fields say so', () => {
    const values = { oldPassword: 'a123456', newPassword: 'abc123', confirmNewPassword: 'abc12' };
    expect(codes(validateChangePassword(values, true))).toEqual(['newPassword:length', 'confirmNewPassword:inconsistent']);
    expect(changePasswordFieldIssue('confirmNewPassword', values, true)?.messageKey).toBe('validation.inconsistentTwice');
    expect(changePasswordFieldIssue('oldPassword', values, true)).toBeUndefined();
    expect(codes(validateChangePassword({ ...values, newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' }, true))).toEqual(['newPassword:pattern']);
  });

  it('when the new password contains the account name, then the popup says so before sending, as the server would', () => {
    const values = { oldPassword: 'old-pass-1', newPassword: 'Demo_Player99', confirmNewPassword: 'Demo_Player99' };
    expect(validateChangePassword(values, true, 'demo_player').map((i) => i.messageKey)).toEqual(['validation.passwordHasUsername']);
    expect(validateChangePassword(values, true, 'someone_else')).toEqual([]);
  });
});
