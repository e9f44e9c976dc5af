import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { ApiError } from '../../lib/api/api-client.ts';
import { errorMessage } from './error-message.ts';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({ lng: 'EN', resources: { EN: { translation: en } }, interpolation: { escapeValue: false } });
});

describe('error message', () => {
  it('when a call fails, then the server text is used, else the text for its code, else the network text', () => {
    expect(errorMessage(t, new ApiError('Invalid invitation code', 400, 'invalidInvitationCode'))).toBe('Invalid invitation code');
    expect(errorMessage(t, new ApiError('', 429, 'tooManyRequests'))).toBe('Too many requests. Please wait a moment and try again.');
    expect(errorMessage(t, new TypeError('offline'))).toBe('Network link is abnormal, please try again');
  });
});
