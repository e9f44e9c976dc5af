// GET /bo/api/brands/:tenant/support/canned: the canned answers of the brand's default language (the panel's first
// view, before it knows the brand's languages); read through useCanned(tenant, null).
import type { CannedList } from '../../../../../schemas/generated/support.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';

export const fetchDefaultCanned = (tenantId: string, signal?: AbortSignal) =>
  apiGet<CannedList>(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/canned`, { signal });
