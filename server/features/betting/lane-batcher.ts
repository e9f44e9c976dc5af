// Group commit without timers. Work is submitted to a lane; a lane runs one thing at a time. A call
// that finds its lane idle runs at once, alone; calls that arrive while the lane is busy wait and then
// run together, as one batch (up to maxBatch), when it is free again. Under load, batches grow by
// themselves; when quiet, nothing waits. The seamless wallet uses one lane per set of house-account
// shards (a lane's lock in the database makes that hold across instances too).
// If a batch fails as a whole, its calls run again one by one in the lane, so that one call's failure
// is only that call's.
export interface LaneBatcherOptions<C, R> {
  lanes: number;
  maxBatch: number;
  /** Calls a lane may hold waiting; beyond that a call is refused at once (LaneFullError), not queued. */
  maxWaiting: number;
  /** Runs calls together; answers one result per call, in order, or throws having done nothing. */
  runBatch(calls: C[]): Promise<R[]>;
  /** Runs one call alone. */
  runOne(call: C): Promise<R>;
  /** Calls that must have a transaction of their own (they run alone, in their place in the lane). */
  alone?(call: C): boolean;
  /** Told when a batch failed as a whole (its calls are then run one by one). */
  onBatchFailed?(error: unknown, size: number): void;
}

/** The lane already holds maxWaiting calls: nothing was done; the caller may try again later. */
export class LaneFullError extends Error {
  constructor() {
    super('lane full');
  }
}

interface Waiting<C, R> {
  call: C;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export class LaneBatcher<C, R> {
  readonly #lanes: Array<{ queue: Waiting<C, R>[]; busy: boolean }>;

  constructor(private readonly options: LaneBatcherOptions<C, R>) {
    this.#lanes = Array.from({ length: options.lanes }, () => ({ queue: [], busy: false }));
  }

  submit(lane: number, call: C): Promise<R> {
    const line = this.#lanes[lane % this.#lanes.length];
    if (line.queue.length >= this.options.maxWaiting) return Promise.reject(new LaneFullError());
    const result = new Promise<R>((resolve, reject) => line.queue.push({ call, resolve, reject }));
    this.#pump(line);
    return result;
  }

  #pump(line: { queue: Waiting<C, R>[]; busy: boolean }): void {
    if (line.busy || line.queue.length === 0) return;
    const batch = line.queue.splice(0, this.#batchLength(line.queue));
    line.busy = true;
    void this.#run(batch).finally(() => {
      line.busy = false;
      this.#pump(line);
    });
  }

  /** How many of the queue's first calls go together: up to maxBatch, stopping before a call that must be alone. */
  #batchLength(queue: Waiting<C, R>[]): number {
    const alone = this.options.alone;
    if (!alone) return this.options.maxBatch;
    if (alone(queue[0].call)) return 1;
    let n = 1;
    while (n < queue.length && n < this.options.maxBatch && !alone(queue[n].call)) n += 1;
    return n;
  }

  async #run(batch: Waiting<C, R>[]): Promise<void> {
    if (batch.length > 1) {
      let results: R[] | undefined;
      try {
        results = await this.options.runBatch(batch.map((w) => w.call));
      } catch (err) {
        // Nothing of the batch was written: each call again, alone (below).
        this.options.onBatchFailed?.(err, batch.length);
      }
      if (results) {
        batch.forEach((w, i) => w.resolve(results[i]));
        return;
      }
    }
    for (const w of batch) {
      try {
        w.resolve(await this.options.runOne(w.call));
      } catch (err) {
        w.reject(err);
      }
    }
  }
}
