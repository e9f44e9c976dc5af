// PUT /wps/limits/:kind/:period: a new amount (lower at once, higher after the 24-hour cooling-off).
import type { LimitKind, LimitPeriod, LimitsValue } from '../../../../schemas/generated/limits.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const setLimit = (kind: LimitKind, period: LimitPeriod, amount: number) => apiPut<LimitsValue>(`/wps/limits/${kind}/${period}`, { amount });
