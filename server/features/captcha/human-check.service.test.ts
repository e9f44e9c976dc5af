import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemorySharedState } from '../../shared-state/memory-shared-state.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { HumanCheckChallenge } from '../../../schemas/generated/verification.ts';
import { decodeHumanCheck, HUMAN_CHECK_TTL_MS, HumanCheckService } from './human-check.service.ts';

const tenant = (id: string, sessionSecret = `${id}-session-secret-0123456789abcdef`) =>
  ({ id, config: { secrets: { sessionSecret } } }) as unknown as TenantContext;
const aurora = tenant('aurora');
const borealis = tenant('borealis');

function solve(c: HumanCheckChallenge, tamper: Partial<Record<'number' | 'signature' | 'salt' | 'algorithm', unknown>> = {}): string {
  let number = 0;
  while (hash('sha256', c.salt + number, 'hex') !== c.challenge) number++;
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature, ...tamper };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('HumanCheckService', () => {
  it('when a challenge is created, then it is ALTCHA v1 SHA-256 with maxnumber 50000 and an expiry in the salt', async () => {
    const c = await new HumanCheckService(new MemorySharedState()).challenge(aurora);
    expect(c).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 50_000,
      salt: expect.stringMatching(/\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('when a solved challenge is sent, then it passes once; the replay fails', async () => {
    const service = new HumanCheckService(new MemorySharedState());
    const payload = solve(await service.challenge(aurora));
    expect(await service.verify(aurora, payload)).toBe(true);
    expect(await service.verify(aurora, payload)).toBe(false);
  });

  it('when the same solution races itself, then only one passes', async () => {
    const service = new HumanCheckService(new MemorySharedState());
    const payload = solve(await service.challenge(aurora));
    const results = await Promise.all([1, 2, 3].map(() => service.verify(aurora, payload)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('when the number, signature or salt is forged, or another tenant signed it, then it fails and uses nothing up', async () => {
    const service = new HumanCheckService(new MemorySharedState());
    const c = await service.challenge(aurora);
    expect(await service.verify(aurora, solve(c, { signature: 'f'.repeat(64) }))).toBe(false);
    expect(await service.verify(aurora, solve(c, { number: 50_001 }))).toBe(false);
    expect(await service.verify(aurora, solve(c, { salt: c.salt.replace(/expires=\d+/, 'expires=9999999999') }))).toBe(false);
    expect(await service.verify(aurora, solve(c, { algorithm: 'SHA-1' }))).toBe(false);
    expect(await service.verify(borealis, solve(c))).toBe(false);
    expect(await service.verify(aurora, solve(c))).toBe(true);
  });

  it('when the challenge has expired, then its solution fails', async () => {
    let now = Date.now();
    const service = new HumanCheckService(new MemorySharedState(), { now: () => now });
    const payload = solve(await service.challenge(aurora));
    now += HUMAN_CHECK_TTL_MS + 1000;
    expect(await service.verify(aurora, payload)).toBe(false);
  });

  it('when the payload is missing, not base64 JSON or of the wrong shape, then it fails', async () => {
    const service = new HumanCheckService(new MemorySharedState());
    for (const bad of [undefined, '', '%%%', Buffer.from('null').toString('base64'), Buffer.from('[1]').toString('base64'), 'x'.repeat(3000)]) {
      expect(await service.verify(aurora, bad)).toBe(false);
    }
    expect(
      decodeHumanCheck(
        Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge: 'a'.repeat(64), number: 1.5, salt: 's', signature: 'b'.repeat(64) })).toString('base64'),
      ),
    ).toBeNull();
  });

  it('when the tenant has no session secret, then challenges are refused loudly instead of being signed with nothing', async () => {
    await expect(new HumanCheckService(new MemorySharedState()).challenge(tenant('x', ''))).rejects.toThrow(/sessionSecret/);
  });
});
