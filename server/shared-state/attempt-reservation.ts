// Failed-attempt limits that hold under simultaneous guesses. Reading a counter before the secret is
// checked and raising it afterwards lets N requests sent at once all pass the read; instead each
// attempt is counted first (an atomic increment in the shared state), so N simultaneous requests see
// N different counts and only those within the limit go on to the check. A failure keeps its count;
// an attempt that was refused or never reached the check, or that succeeded, gives it back.
import type { SharedState } from './shared-state.ts';

export class AttemptReservation {
  #open = true;

  constructor(
    private readonly state: SharedState,
    private readonly keys: readonly string[],
    /** The count of each key including this attempt, in the order given. */
    readonly counts: readonly number[],
  ) {}

  /** The attempt failed: its counts stay for the rest of the window. */
  keep(): void {
    this.#open = false;
  }

  /** The attempt does not count: gives every count back, once (later calls do nothing). */
  async release(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    await Promise.all(this.keys.map((key) => this.state.decr(key)));
  }
}

/** Counts one attempt on every key (windows of `windowMs` from each key's first attempt). */
export async function reserveAttempt(state: SharedState, keys: readonly string[], windowMs: number): Promise<AttemptReservation> {
  const counts = await Promise.all(keys.map((key) => state.incr(key, windowMs)));
  return new AttemptReservation(state, keys, counts);
}
