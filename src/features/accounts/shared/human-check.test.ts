import { createHash } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import type { HumanCheckChallenge } from '../../../../schemas/generated/verification.ts';
import { solveChallenge } from './human-check.ts';

// What tests/integration/helpers/human-check.ts sends, with node:crypto: the browser must match it byte for byte.
function nodePayload(c: HumanCheckChallenge): string {
  for (let number = 0; number <= c.maxnumber; number++) {
    if (
      createHash('sha256')
        .update(c.salt + number)
        .digest('hex') === c.challenge
    ) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');
    }
  }
  throw new Error('no solution');
}

const hmacKey = 'test-human-check-key';

async function realChallenge(maxnumber = 5_000): Promise<HumanCheckChallenge> {
  const c = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber, expires: new Date(Date.now() + 600_000) });
  return { algorithm: 'SHA-256', challenge: c.challenge, maxnumber, salt: c.salt, signature: c.signature };
}

describe('solveChallenge (Web Crypto)', () => {
  it("when given a real ALTCHA challenge, then its payload verifies and equals the node helper's", async () => {
    const challenge = await realChallenge();
    const payload = await solveChallenge(challenge);
    expect(payload).toBe(nodePayload(challenge));
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    expect(await verifySolution(decoded, hmacKey, true)).toBe(true);
  });

  it('when the challenge has no solution up to maxnumber, then it rejects', async () => {
    const challenge = { ...(await realChallenge()), challenge: 'f'.repeat(64), maxnumber: 1500 };
    await expect(solveChallenge(challenge)).rejects.toThrow(/no solution/);
  });

  it('when the signal is aborted, then it stops', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(await realChallenge(), controller.signal)).rejects.toThrow(/cancelled/);
  });
});
