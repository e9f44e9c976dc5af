// POST /bo/api/brands/:tenant/loyalty/rewards: a new reward (promotions.write, audited); saved through useSaveReward.
import type { LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import type { LoyaltyReward } from '../../../../../schemas/generated/tenant.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';

export const createReward = (tenantId: string, body: LoyaltyReward) =>
  apiPost<LoyaltyEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/loyalty/rewards`, body);
