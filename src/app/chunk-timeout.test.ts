import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, isChunkTimeout, withChunkTimeout, withChunkTimeouts } from './chunk-timeout.ts';

describe('chunk time-out (spec §9: 120 000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a chunk has not arrived after the time-out, then loading fails with the time-out error', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<string>(() => undefined));
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(isChunkTimeout(error)).toBe(true);
  });

  it('when a chunk arrives in time or fails on its own, then that result is kept', async () => {
    vi.useFakeTimers();
    const loaders = withChunkTimeouts({
      ok: () => Promise.resolve('page'),
      broken: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(loaders.ok()).resolves.toBe('page');
    const error = await loaders.broken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(isChunkTimeout(error)).toBe(false);
    // Nothing fires later for a settled load.
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
  });
});
