// The countries a brand accepts for mobile numbers (register settings: countries and
// defaultCountryDialingCode) and the code a picker starts from (spec §2: the visitor's current
// country when known — the server's location, else the browser's locales — else the brand default).
import { useMemo } from 'react';
import { useRegisterSettings } from '../api/register-settings.api.ts';
import { usePermission } from '../api/system-permission.api.ts';
import { defaultDialingCode, type DialingCountry } from './default-country.ts';

export interface DialingCountries {
  countries: readonly DialingCountry[];
  /** The code to start from, given what the form already holds. */
  startCode: (given?: string | null) => string;
  ready: boolean;
}

const NONE: readonly DialingCountry[] = [];

/** `enabled` false: nothing is fetched (a form that shows no mobile number yet). */
export function useDialingCountries(enabled = true): DialingCountries {
  const settings = useRegisterSettings(enabled);
  const permission = usePermission(enabled);
  const countries = settings.data?.countries ?? NONE;
  const brandDefault = settings.data?.defaultCountryDialingCode;
  const visitorCountry = permission.data?.location.countryCode;
  const ready = enabled && !settings.isPending && !permission.isPending;
  return useMemo(
    () => ({
      countries,
      ready,
      startCode: (given?: string | null) =>
        defaultDialingCode({ countries, given, visitorCountry, brandDefault, browserLocales: typeof navigator === 'undefined' ? [] : navigator.languages }),
    }),
    [countries, ready, visitorCountry, brandDefault],
  );
}
