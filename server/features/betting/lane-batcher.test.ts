// The group-commit queue on its own, with recording runners in place of the database.
import { describe, expect, it } from 'vitest';
import { LaneBatcher, LaneFullError } from './lane-batcher.ts';

/** A runner whose batches finish only when the test says so. */
function recorder(fail: (calls: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const failures: number[] = [];
  const pending: Array<() => void> = [];
  const batcher = new LaneBatcher<number, string>({
    lanes: 2,
    maxBatch: 3,
    maxWaiting: 5,
    runBatch: (calls) =>
      new Promise((resolve, reject) => {
        batches.push(calls);
        pending.push(() => (fail(calls) ? reject(new Error('batch failed')) : resolve(calls.map((c) => `batch:${c}`))));
      }),
    runOne: async (call) => {
      singles.push(call);
      if (call < 0) throw new Error(`call ${call} failed`);
      return `one:${call}`;
    },
    alone: (call) => call >= 100,
    onBatchFailed: (_error, size) => failures.push(size),
  });
  /** Lets every batch finish, one after another, until all of `calls` are answered (or refused). */
  const settle = async (calls: Promise<unknown>[]) => {
    let done = false;
    void Promise.allSettled(calls).then(() => (done = true));
    for (let ticks = 0; !done && ticks < 1_000; ticks += 1) {
      await new Promise((r) => setTimeout(r, 0));
      pending.shift()?.();
    }
    expect(done).toBe(true);
  };
  return { batcher, batches, singles, failures, settle };
}

describe('lane batcher', () => {
  it('when a call finds its lane idle, then it runs at once and alone', async () => {
    const { batcher, batches, singles } = recorder();
    expect(await batcher.submit(0, 1)).toBe('one:1');
    expect(singles).toEqual([1]);
    expect(batches).toEqual([]);
  });

  it('when calls arrive while their lane is busy, then they run together afterwards, in order, at most maxBatch at a time, each getting its own answer', async () => {
    const { batcher, batches, singles, settle } = recorder();
    const first = batcher.submit(0, 1); // runs alone at once
    const queued = [2, 3, 4, 5, 6].map((c) => batcher.submit(0, c));
    await settle([first, ...queued]);
    expect(await first).toBe('one:1');
    expect(await Promise.all(queued)).toEqual(['batch:2', 'batch:3', 'batch:4', 'batch:5', 'batch:6']);
    expect(singles).toEqual([1]);
    expect(batches).toEqual([
      [2, 3, 4],
      [5, 6],
    ]);
  });

  it('when two lanes are busy, then each forms its own batches and no batch mixes lanes', async () => {
    const { batcher, batches, settle } = recorder();
    const all = [batcher.submit(0, 1), batcher.submit(1, 11), batcher.submit(0, 2), batcher.submit(1, 12), batcher.submit(0, 3), batcher.submit(3, 13)];
    await settle(all);
    expect(await Promise.all(all)).toEqual(['one:1', 'one:11', 'batch:2', 'batch:12', 'batch:3', 'batch:13']);
    expect(batches).toEqual([
      [2, 3],
      [12, 13],
    ]);
  });

  it('when a batch fails as a whole, then its calls run again one by one and only the call that fails alone is refused', async () => {
    const { batcher, singles, failures, settle } = recorder(() => true);
    const first = batcher.submit(0, 1);
    const good = batcher.submit(0, 2);
    const bad = batcher.submit(0, -3);
    const alsoGood = batcher.submit(0, 4);
    await settle([first, good, bad, alsoGood]);
    expect(await good).toBe('one:2');
    await expect(bad).rejects.toThrow('call -3 failed');
    expect(await alsoGood).toBe('one:4');
    expect(singles).toEqual([1, 2, -3, 4]);
    expect(failures).toEqual([3]);
  });

  it('when a call must be alone, then the batch before it stops short of it and it runs by itself in its place', async () => {
    const { batcher, batches, singles, settle } = recorder();
    const all = [1, 2, 3, 100, 4, 5].map((c) => batcher.submit(0, c));
    await settle(all);
    expect(await Promise.all(all)).toEqual(['one:1', 'batch:2', 'batch:3', 'one:100', 'batch:4', 'batch:5']);
    expect(singles).toEqual([1, 100]);
    expect(batches).toEqual([
      [2, 3],
      [4, 5],
    ]);
  });

  it('when a lane already holds maxWaiting calls, then a further call is refused at once and the waiting ones still run', async () => {
    const { batcher, batches, settle } = recorder();
    const running = batcher.submit(0, 1);
    const waiting = [2, 3, 4, 5, 6].map((c) => batcher.submit(0, c));
    await expect(batcher.submit(0, 7)).rejects.toBeInstanceOf(LaneFullError);
    expect(await batcher.submit(1, 8)).toBe('one:8'); // another lane is not affected
    await settle([running, ...waiting]);
    expect(await Promise.all(waiting)).toEqual(['batch:2', 'batch:3', 'batch:4', 'batch:5', 'batch:6']);
    expect(batches.flat()).not.toContain(7);
  });
});
