// POST /wps/verification/sms/register: send the registration SMS code (REGMOBVERF3); needs a solved human check.
import type { SmsCodeValue } from '../../../../schemas/generated/verification.ts';
import { apiPost } from '../../../lib/api/api-client.ts';

export function sendRegisterSmsCode(mobileNum: string, countryDialingCode: string, humanCheck: string): Promise<SmsCodeValue> {
  return apiPost<SmsCodeValue>('/wps/verification/sms/register', { mobileNum, countryDialingCode, humanCheck });
}
