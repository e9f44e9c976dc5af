// PUT /wps/member/profile (session): saves nickname, date of birth, address and nationality (spec §5).
import type { ProfileUpdateBody, ProfileView } from '../../../../schemas/generated/profile.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const updateProfile = (body: ProfileUpdateBody): Promise<ProfileView> => apiPut<ProfileView>('/wps/member/profile', body);
