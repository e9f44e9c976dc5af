// POST /wps/member/email/code (session): mails a 6-digit code to the address being bound.
import type { CodeSent, EmailCodeBody } from '../../../../schemas/generated/profile.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export const sendEmailCode = (body: EmailCodeBody): Promise<CodeSent> => apiPost<CodeSent>('/wps/member/email/code', body);
