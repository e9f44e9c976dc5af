// Marks wallet-confirmed slips accepted, many per statement: while one update commits, the slips that arrive
// wait and go together in the next one (group commit without timers; alone when quiet). Placement is bound by
// commits (WAL flushes) on a busy database, and this was the third commit of every slip.
type Key = { tenantId: string; slipId: string };
type Waiter = Key & { done(accepted: boolean): void; fail(err: unknown): void };

export class SlipAcceptor {
  #queue: Waiter[] = [];
  #busy = false;

  constructor(
    private readonly accept: (slips: readonly Key[]) => Promise<boolean[]>,
    private readonly maxBatch = 200,
  ) {}

  /** True when the slip was still pending (now accepted); false when a draw voided it first. */
  submit(slip: Key): Promise<boolean> {
    return new Promise((done, fail) => {
      this.#queue.push({ ...slip, done, fail });
      void this.#flush();
    });
  }

  async #flush(): Promise<void> {
    if (this.#busy || this.#queue.length === 0) return;
    this.#busy = true;
    const batch = this.#queue.splice(0, this.maxBatch);
    try {
      const answers = await this.accept(batch);
      batch.forEach((w, i) => w.done(answers[i]));
    } catch (err) {
      // one statement: nothing of it was written, every caller is told
      for (const w of batch) w.fail(err);
    } finally {
      this.#busy = false;
      void this.#flush();
    }
  }
}
