// POST /wps/limits/:kind/:period/cancel: cancels a waiting increase or removal.
import type { LimitKind, LimitPeriod, LimitsValue } from '../../../../schemas/generated/limits.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const cancelLimitChange = (kind: LimitKind, period: LimitPeriod) => apiPost<LimitsValue>(`/wps/limits/${kind}/${period}/cancel`);
