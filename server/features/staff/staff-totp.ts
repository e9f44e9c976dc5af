// TOTP (RFC 6238) for staff sign-in, with otplib: 6 digits, 30-second steps, one step of clock drift
// either way. The step a code matched is returned so the caller can refuse it a second time.
import { randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_PERIOD_S = 30;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(issuer: string, username: string, secret: string): string {
  return generateURI({ issuer, label: username, secret });
}

/** The QR code of the enrolment URI as an SVG document (rendered as an image by the back office). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

/** The time step the code belongs to (within the allowed drift), or null when it is not a good code. */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  // An empty secret is one that did not open (staff.repository.ts): nothing matches it.
  if (!secret || !/^[0-9]{6}$/.test(code)) return null;
  const result = verifySync({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: DRIFT_STEPS * TOTP_PERIOD_S });
  return result.valid ? stepAt(nowMs) + result.delta : null;
}

/** The code of a step (tests and the demo's README helper). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return generateSync({ secret, epoch: Math.floor(nowMs / 1000) });
}

/** Ten single-use recovery codes, shown once: 10 characters from 31 unambiguous ones in two groups (xxxxx-xxxxx). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are compared in one spelling: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');
