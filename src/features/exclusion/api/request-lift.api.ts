// POST /wps/member/responsible-gaming/exclusion/lift: after a self-exclusion's end, lift it 24 hours later.
import type { ExclusionState } from '../../../../schemas/generated/exclusion.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const requestLift = () => apiPost<ExclusionState>('/wps/member/responsible-gaming/exclusion/lift');
