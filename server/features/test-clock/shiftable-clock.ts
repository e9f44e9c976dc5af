// The business clock of a server started for end-to-end tests (TEST_CLOCK=1): real time plus an offset the
// test sets. Settlement of a daily contract or a monthly VIP evaluation happens at the end of a period; an e2e
// run cannot wait a day, so it moves this clock instead. The offset may go either way because each clock-driven
// spec sets the time it needs (e.g. "yesterday", so that a contract starting tomorrow starts today in real
// time, when the bets of the test are made); the period jobs claim each period once, so moving back never
// runs a period twice. Production refuses TEST_CLOCK (server/env.ts).
import type { Clock } from '../../jobs/period-job.ts';

export class ShiftableClock implements Clock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  set(offsetMs: number): void {
    this.#offsetMs = offsetMs;
  }
}
