// POST /wps/verification/sms/noLogin with scene resetPassword (CHNGPASSVERIF3).
import { apiPost } from '../../../../lib/api/api-client.ts';

export function sendResetSmsCode(mobileNum: string, countryDialingCode: string): Promise<{ expiredMinutes: number }> {
  return apiPost<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', { mobileNum, countryDialingCode, scene: 'resetPassword' });
}
