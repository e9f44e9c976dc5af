// PUT /wps/member/email (session): binds the address with the mailed code (and the login password).
import type { BindEmailBody, ProfileView } from '../../../../schemas/generated/profile.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const bindEmail = (body: BindEmailBody): Promise<ProfileView> => apiPut<ProfileView>('/wps/member/email', body);
