// The text shown for a failed API call. Its own module, apart from the form rules of field-issue.ts, so the
// pages and hooks that only report a failed call (launching a game, a favourite) do not carry the
// registration rules into the first load.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-client.ts';

/** A message for a failed call: the server's translated text, else the catalogue's text for the code. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && error.code !== 'validation' && !error.message) return t(`errors.${error.code}`, { defaultValue: t('errors.internal') });
    return error.message || t('errors.internal');
  }
  return t('errors.network');
}
