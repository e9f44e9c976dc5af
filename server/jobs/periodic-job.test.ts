import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { startPeriodicJob } from './periodic-job.ts';

const logger = pino({ level: 'silent' });

describe('startPeriodicJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Times (fake ms since start) of each run, with `found[i]` as what run i reports. */
  async function runTimes(found: number[], everyMs: number, idleMaxMs?: number): Promise<number[]> {
    const at: number[] = [];
    const start = Date.now();
    const job = startPeriodicJob('test', everyMs, async () => (at.push(Date.now() - start), found[at.length - 1] ?? 0), logger, { idleMaxMs });
    while (at.length < found.length) await vi.advanceTimersByTimeAsync(50);
    await job.stop();
    return at;
  }

  it('when runs find nothing, then the pause doubles up to idleMaxMs, and a run that finds work brings it back to everyMs', async () => {
    const at = await runTimes([0, 0, 0, 0, 0, 3, 0], 250, 1_000);
    const pauses = at.slice(1).map((t, i) => t - at[i]);
    expect(pauses).toEqual([500, 1_000, 1_000, 1_000, 1_000, 250]);
  });

  it('when no idleMaxMs is given, then the job runs every everyMs whatever it finds', async () => {
    const at = await runTimes([0, 0, 0, 2], 300);
    expect(at).toEqual([0, 300, 600, 900]);
  });

  it('when a run fails, then it is retried after everyMs and the job keeps running', async () => {
    const at: number[] = [];
    const start = Date.now();
    const job = startPeriodicJob(
      'failing',
      200,
      async () => {
        at.push(Date.now() - start);
        if (at.length === 1) throw new Error('boom');
        return 0;
      },
      logger,
      { idleMaxMs: 5_000 },
    );
    while (at.length < 3) await vi.advanceTimersByTimeAsync(50);
    await job.stop();
    expect(at).toEqual([0, 200, 600]);
  });

  it('when stopped, then no further run starts', async () => {
    let runs = 0;
    const job = startPeriodicJob('stopping', 100, async () => (runs++, 0), logger);
    await vi.advanceTimersByTimeAsync(0);
    await job.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
  });
});
