// GET /wps/captcha: a new image captcha. The value is the picture (an SVG data URL); the answer stays on
// the server, bound to this browser by the HttpOnly `cid` cookie (5 minutes, single use). Not cached:
// every request replaces the previous captcha.
import type { CaptchaValue } from '../../../../schemas/generated/verification.ts';
import { apiGet } from '../../../lib/api/api-client.ts';

export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaValue> {
  return apiGet<CaptchaValue>('/wps/captcha', { signal });
}
