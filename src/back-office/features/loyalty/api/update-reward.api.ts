// PUT /bo/api/brands/:tenant/loyalty/rewards/:rewardId: a reward's new content (retired stays as it is; promotions.write,
// audited); saved through useSaveReward.
import type { LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import type { LoyaltyReward } from '../../../../../schemas/generated/tenant.ts';
import { apiPut } from '../../../../lib/api/api-client.ts';

export const updateReward = (tenantId: string, id: string, body: LoyaltyReward) =>
  apiPut<LoyaltyEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/rewards/${encodeURIComponent(id)}`, body);
