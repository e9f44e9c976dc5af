// POST /wps/member/sessions/others (session): signs out every other session of the member; this one stays.
import type { OtherSessionsEnded } from '../../../../schemas/generated/profile.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const endOtherSessions = (): Promise<OtherSessionsEnded> => apiPost<OtherSessionsEnded>('/wps/member/sessions/others', {});
