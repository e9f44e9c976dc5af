// GET /wps/system/setting/register: the brand's registration field rules (the tenant's register block,
// not inlined in the page). They change only with the tenant file, so one fetch per page load is plenty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterRules } from '../../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';

export const registerKeys = {
  all: ['register'] as const,
  settings: () => [...registerKeys.all, 'settings'] as const,
};

export function fetchRegisterSettings(signal?: AbortSignal): Promise<RegisterRules> {
  return apiGet<RegisterRules>('/wps/system/setting/register', { signal });
}

export function registerSettingsQueryOptions() {
  return queryOptions({
    queryKey: registerKeys.settings(),
    queryFn: ({ signal }) => fetchRegisterSettings(signal),
    staleTime: Infinity,
  });
}

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
