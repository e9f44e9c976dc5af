// The countries a brand accepts for mobile numbers (register settings: countries and
// defaultCountryDialingCode) and the code a picker starts from (spec §2: the visitor's current
// country when known — the server's location, else the browser's locales — else the brand default).
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionValue } from '../../../../schemas/generated/system.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { registerSettingsQueryOptions } from './api/register-settings.api.ts';
import { defaultDialingCode, type DialingCountry } from './default-country.ts';

/** GET /wps/system/permission: here only for location.countryCode (set when the host knows it). */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'] as const,
    queryFn: ({ signal }) => apiGet<PermissionValue>('/wps/system/permission', { params: { url: window.location.host }, signal }),
    staleTime: 5 * 60_000,
  });

export interface DialingCountries {
  countries: readonly DialingCountry[];
  /** The code to start from, given what the form already holds. */
  startCode: (given?: string | null) => string;
  ready: boolean;
}

const NONE: readonly DialingCountry[] = [];

/** `enabled` false: nothing is fetched (a form that shows no mobile number yet). */
export function useDialingCountries(enabled = true): DialingCountries {
  const settings = useQuery({ ...registerSettingsQueryOptions(), enabled });
  const permission = useQuery({ ...permissionQueryOptions(), enabled });
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
