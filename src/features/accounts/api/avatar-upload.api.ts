// POST /wps/member/info/icon (session): a PNG or JPEG up to 5 MB as the raw body; the server re-encodes it.
import type { AvatarView } from '../../../../schemas/generated/profile.ts';
import { apiUpload } from '../../../lib/api/api-client.ts';

export const uploadAvatar = (file: Blob): Promise<AvatarView> => apiUpload<AvatarView>('/wps/member/info/icon', file);
