// GET /bo/api/brands/:tenant/support/canned/:language: the canned answers of a language (staff's where edited,
// else the tenant file's for the brand's default language, none for the others).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CannedList } from '../../../../../schemas/generated/support.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { fetchDefaultCanned } from './default-canned.api.ts';
import { supportKeys } from './support-keys.ts';

/** `language` null: the brand's default language (the panel's first view, before it knows the brand's languages). */
export const fetchCanned = (tenantId: string, language: LanguageCode | null, signal?: AbortSignal) =>
  language === null
    ? fetchDefaultCanned(tenantId, signal)
    : apiGet<CannedList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/canned/${encodeURIComponent(language)}`, { signal });

export const cannedQueryOptions = (tenantId: string, language: LanguageCode | null) =>
  queryOptions({ queryKey: supportKeys.canned(tenantId, language ?? ''), queryFn: ({ signal }) => fetchCanned(tenantId, language, signal), staleTime: 0 });

export function useCanned(tenantId: string, language: LanguageCode | null) {
  return useQuery(cannedQueryOptions(tenantId, language));
}
