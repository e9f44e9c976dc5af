// The sandbox gateway's webhook signature, the scheme real gateways use (Stripe-like): header
// `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The timestamp inside the MAC
// bounds replays of a captured request to the tolerance window; the compare is constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhook(secret: string, rawBody: string | Buffer, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${nowSeconds}.`).update(rawBody).digest('hex');
  return `t=${nowSeconds},v1=${mac}`;
}

/** True when the header is a valid signature of exactly these bytes, made within the tolerance window. */
export function verifyWebhook(secret: string, rawBody: Buffer, header: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header || header.length > 200) return false;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
