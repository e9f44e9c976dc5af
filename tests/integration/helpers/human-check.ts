// Solves the human check (ALTCHA v1 proof of work) the way a browser does, with node:crypto, so
// integration tests can send a valid `humanCheck`.
import { hash } from 'node:crypto';
import type { HumanCheckChallenge } from '../../../schemas/generated/verification.ts';
import type { TestApp } from './test-app.ts';

/**
 * The base64 JSON payload for `challenge`: the number n with SHA-256(salt + n) = challenge. One-shot
 * crypto.hash, about ten times faster than a createHash object per try (a solve is ~25 000 tries, and
 * some tests solve hundreds).
 */
export function solveHumanCheck(challenge: HumanCheckChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (hash('sha256', challenge.salt + number, 'hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('the human check challenge has no solution up to maxnumber');
}

/** Fetches a challenge from GET /wps/captcha/human of `host` (default: the app's host) and solves it. */
export async function humanCheckFor(t: TestApp, host?: string): Promise<string> {
  const res = await t.get('/wps/captcha/human', host ? { host } : {});
  if (res.status !== 200) throw new Error(`GET /wps/captcha/human answered ${res.status}: ${res.text}`);
  return solveHumanCheck(res.json().value);
}
