import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { ApiError } from '../../lib/api/api-client.ts';
import { issueText, issuesByField, serverFieldIssues } from './field-issue.ts';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({ lng: 'EN', resources: { EN: { translation: en } }, interpolation: { escapeValue: false } });
});

describe('field messages', () => {
  it('when the server refuses fields, then each field gets its first translated message and field-less errors are left out', () => {
    const error = new ApiError('Some fields are not valid.', 400, 'validation', [
      { field: 'username', message: 'This username is already taken.', code: 'taken' },
      { field: 'username', message: 'second', code: 'pattern' },
      { field: 'mobileNum', message: 'Please enter a valid mobile number', code: 'pattern' },
      { field: '', message: 'nowhere' },
    ]);
    const byField = serverFieldIssues(error);
    expect(Object.keys(byField)).toEqual(['username', 'mobileNum']);
    expect(issueText(t, byField.username)).toBe('This username is already taken.');
    expect(serverFieldIssues(new Error('x'))).toEqual({});
  });

  it('when a rule issue is shown, then key-valued params are translated and an unknown pattern id falls back to the default text', () => {
    const shown = issuesByField([
      { field: 'email', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.email' } },
      { field: 'wechat', code: 'pattern', messageKey: 'validation.pattern.nope', params: { min: 6, max: 20 } },
      { field: 'termsAccepted', code: 'terms', messageKey: 'errors.agreeTo', params: { 0: 'errors.termsAndAge', age: 21 } },
    ]);
    expect(issueText(t, shown.email)).toBe('E-mail is required');
    expect(issueText(t, shown.wechat)).toBe('Please enter 6 to 20 characters');
    expect(issueText(t, shown.termsAccepted)).toBe('Please agree to the terms and privacy policy, and confirm you are 21 or older');
    expect(issueText(t, undefined)).toBeUndefined();
  });
});
