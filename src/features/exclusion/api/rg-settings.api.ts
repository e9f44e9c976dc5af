// PUT /wps/member/responsible-gaming/settings: reality-check interval and session time limit (null: none).
import type { RgState, SettingsRequest } from '../../../../schemas/generated/exclusion.ts';
import { apiPut } from '../../../lib/api/api-client.ts';

export const saveRgSettings = (body: SettingsRequest) => apiPut<RgState>('/wps/member/responsible-gaming/settings', body);
