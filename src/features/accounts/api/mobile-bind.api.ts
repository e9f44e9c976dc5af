// PUT /wps/member/mobile (session): binds the number with the texted code (and the login password).
import type { BindMobileBody, ProfileView } from '../../../../schemas/generated/profile.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const bindMobile = (body: BindMobileBody): Promise<ProfileView> => apiPut<ProfileView>('/wps/member/mobile', body);
