// PUT /wps/member/info/icon (session): chooses a preset of the generated set.
import type { AvatarPresetBody, AvatarView } from '../../../../schemas/generated/profile.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const chooseAvatarPreset = (body: AvatarPresetBody): Promise<AvatarView> => apiPut<AvatarView>('/wps/member/info/icon', body);
