// Human check: a self-hosted ALTCHA proof of work (spec §4: the login and registration "human
// verification"). The client gets a signed challenge, finds the number n with
// SHA-256(salt + n) = challenge, and sends the payload back base64-encoded as `humanCheck`.
// The challenge format is ALTCHA v1 ({algorithm, challenge, maxnumber, salt, signature}), which
// altcha-lib 2.x still provides under altcha-lib/v1.
import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { HumanCheckChallenge } from '../../../schemas/generated/verification.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';

interface HumanCheckPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Browsers try about 25 000 hashes on average: well under a second, still a cost per attempt for a bot. */
export const HUMAN_CHECK_MAX_NUMBER = 50_000;
export const HUMAN_CHECK_TTL_MS = 10 * 60_000;
const MAX_PAYLOAD_LENGTH = 2000;
const HEX64 = /^[0-9a-f]{64}$/;

/** The signing key: derived from the tenant's session secret, so it is never used raw for two jobs. */
function signingKey(tenant: TenantContext): string {
  const secret = tenant.config.secrets.sessionSecret;
  if (!secret) throw new Error(`tenant ${tenant.id} has no secrets.sessionSecret; the human check cannot sign challenges`);
  return createHmac('sha256', secret).update('portal:human-check:v1').digest('hex');
}

/** The base64 JSON payload, if it has exactly the expected shape. */
export function decodeHumanCheck(payload: unknown, maxNumber = HUMAN_CHECK_MAX_NUMBER): HumanCheckPayload | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const p = data as Record<string, unknown>;
  const ok =
    p.algorithm === 'SHA-256' &&
    typeof p.challenge === 'string' &&
    HEX64.test(p.challenge) &&
    typeof p.signature === 'string' &&
    HEX64.test(p.signature) &&
    typeof p.salt === 'string' &&
    p.salt.length <= 200 &&
    Number.isInteger(p.number) &&
    (p.number as number) >= 0 &&
    (p.number as number) <= maxNumber;
  return ok
    ? { algorithm: 'SHA-256', challenge: p.challenge as string, number: p.number as number, salt: p.salt as string, signature: p.signature as string }
    : null;
}

export class HumanCheckService {
  readonly #now: () => number;
  readonly #maxNumber: number;

  constructor(
    private readonly state: SharedState,
    options: { now?: () => number; maxNumber?: number } = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#maxNumber = options.maxNumber ?? HUMAN_CHECK_MAX_NUMBER;
  }

  async challenge(tenant: TenantContext): Promise<HumanCheckChallenge> {
    const c = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: signingKey(tenant),
      maxnumber: this.#maxNumber,
      expires: new Date(this.#now() + HUMAN_CHECK_TTL_MS),
    });
    return { algorithm: 'SHA-256', challenge: c.challenge, maxnumber: this.#maxNumber, salt: c.salt, signature: c.signature };
  }

  /**
   * True when `payload` solves an unexpired challenge this tenant signed and that was not used
   * before; a solved challenge is then used up. Forged or malformed payloads use up nothing.
   */
  async verify(tenant: TenantContext, payload: string | undefined): Promise<boolean> {
    const solution = decodeHumanCheck(payload, this.#maxNumber);
    if (!solution) return false;
    const expiresAt = Number(extractParams(solution).expires) * 1000;
    const now = this.#now();
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return false;
    // Expiry was checked above against our clock; the library checks challenge and signature.
    if (!(await verifySolution(solution, signingKey(tenant), false))) return false;
    // Remember the signature until the challenge expires; incr is atomic, so a replay racing the
    // first use loses too.
    return (await this.state.incr(`human:used:${tenant.id}:${solution.signature}`, expiresAt - now + 1000)) === 1;
  }
}
