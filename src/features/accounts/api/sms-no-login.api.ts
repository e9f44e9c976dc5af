// POST /wps/verification/sms/noLogin: an SMS code for a visitor without a session. The scene says what
// the code is for (login, or resetPassword = CHNGPASSVERIF3); one endpoint, so one file for both. Every
// send needs a solved human check (SMS costs the operator money).
import type { SmsCodeValue, SmsNoLoginBody } from '../../../../schemas/generated/verification.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

const sendNoLoginSmsCode = (body: SmsNoLoginBody): Promise<SmsCodeValue> => apiPost<SmsCodeValue>('/wps/verification/sms/noLogin', body);

/** Scene login. */
export function sendLoginSmsCode(body: Omit<SmsNoLoginBody, 'scene'>): Promise<SmsCodeValue> {
  return sendNoLoginSmsCode({ ...body, scene: 'login' });
}

/** Scene resetPassword. */
export function sendResetSmsCode(mobileNum: string, countryDialingCode: string, humanCheck: string): Promise<SmsCodeValue> {
  return sendNoLoginSmsCode({ mobileNum, countryDialingCode, scene: 'resetPassword', humanCheck });
}
