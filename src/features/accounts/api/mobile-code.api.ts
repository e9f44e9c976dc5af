// POST /wps/member/mobile/code (session): texts a 6-digit code to the number being bound.
import type { CodeSent, MobileCodeBody } from '../../../../schemas/generated/profile.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const sendMobileCode = (body: MobileCodeBody): Promise<CodeSent> => apiPost<CodeSent>('/wps/member/mobile/code', body);
