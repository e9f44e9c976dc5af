import { describe, expect, it } from 'vitest';
import { createHumanCheckPrefetch } from './human-check-prefetch.ts';

describe('human check prefetch', () => {
  it('when prepared and taken, then the prepared solution is used once and the next take solves again', async () => {
    let n = 0;
    const prefetch = createHumanCheckPrefetch(async () => `s${++n}`);
    prefetch.prepare();
    prefetch.prepare();
    expect(n).toBe(1);
    await expect(prefetch.take()).resolves.toBe('s1');
    await expect(prefetch.take()).resolves.toBe('s2');
  });

  it('when the prepared solution is older than 8 minutes, then a new one is solved', async () => {
    let t = 0;
    let n = 0;
    const prefetch = createHumanCheckPrefetch(
      async () => `s${++n}`,
      () => t,
    );
    prefetch.prepare();
    t = 8 * 60_000 + 1;
    await expect(prefetch.take()).resolves.toBe('s2');
  });

  it('when solving failed, then the next take tries again instead of reusing the failure', async () => {
    let n = 0;
    const prefetch = createHumanCheckPrefetch(async () => {
      n++;
      if (n === 1) throw new Error('offline');
      return 'ok';
    });
    prefetch.prepare();
    await new Promise((r) => setTimeout(r, 0));
    await expect(prefetch.take()).resolves.toBe('ok');
  });
});
