// Signatures of seamless-wallet calls: hex HMAC-SHA256 over the exact request bytes with the vendor's
// secret, compared in constant time; the signed body carries a timestamp that must be recent.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_WINDOW_MS = 5 * 60_000;

export function signBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function signatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function timestampFresh(timestamp: number, now = Date.now()): boolean {
  return Math.abs(now - timestamp) <= TIMESTAMP_WINDOW_MS;
}
