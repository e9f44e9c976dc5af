// DELETE /wps/limits/:kind/:period: asks to remove a limit (it ends after the 24-hour cooling-off).
import type { LimitKind, LimitPeriod, LimitsValue } from '../../../../schemas/generated/limits.ts';
import { apiDelete } from '../../../lib/api/api-client.ts';

export const removeLimit = (kind: LimitKind, period: LimitPeriod) => apiDelete<LimitsValue>(`/wps/limits/${kind}/${period}`);
