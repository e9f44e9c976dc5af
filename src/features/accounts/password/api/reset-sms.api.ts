// POST /wps/verification/sms/noLogin with scene resetPassword (CHNGPASSVERIF3); needs a solved human check.
import { apiPost } from '../../../../lib/api/api-client.ts';

export function sendResetSmsCode(mobileNum: string, countryDialingCode: string, humanCheck: string): Promise<{ expiredMinutes: number }> {
  return apiPost<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode, scene: 'resetPassword', humanCheck });
}
