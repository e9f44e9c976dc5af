// POST /wps/member/responsible-gaming/exclusion: a time-out or self-exclusion; the server ends every session.
import type { ExclusionRequest, ExclusionState } from '../../../../schemas/generated/exclusion.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const takeExclusion = (body: ExclusionRequest) => apiPost<ExclusionState>('/wps/member/responsible-gaming/exclusion', body);
