// The human check (spec §4 "human verification"): the server's self-hosted ALTCHA v1 proof of work.
// GET /wps/captcha/human hands out a signed challenge; the browser finds the number n with
// SHA-256(salt + n) = challenge and sends {algorithm, challenge, number, salt, signature} back as
// base64 JSON in the request's `humanCheck` field. Web Crypto does the hashing, in batches so the
// page stays responsive (about 25 000 hashes on average, well under a second).
import type { HumanCheckChallenge } from '../../../../schemas/generated/verification.ts';
import { fetchHumanCheckChallenge } from '../api/human-check-challenge.api.ts';

/** Hashes computed concurrently per step: large enough to keep Web Crypto busy, small enough to yield often. */
const BATCH = 1000;

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The payload for `challenge` (the same bytes tests/integration/helpers/human-check.ts builds with node:crypto). */
export async function solveChallenge(challenge: HumanCheckChallenge, signal?: AbortSignal): Promise<string> {
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) throw new DOMException('The human check was cancelled', 'AbortError');
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => sha256Hex(challenge.salt + n)));
    const index = hashes.indexOf(target);
    if (index >= 0) {
      const { algorithm, salt, signature } = challenge;
      // Key order matches the node helper so both produce identical payloads.
      const json = JSON.stringify({ algorithm, challenge: challenge.challenge, number: numbers[index], salt, signature });
      return btoa(String.fromCharCode(...encoder.encode(json)));
    }
  }
  throw new Error('The human check challenge has no solution up to maxnumber');
}

/** Fetches a fresh challenge and solves it: the value to send as `humanCheck` (registration, login, SMS). */
export async function solveHumanCheck(): Promise<string> {
  return solveChallenge(await fetchHumanCheckChallenge());
}
