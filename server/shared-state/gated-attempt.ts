// A failure limit for a secret its honest owner may present several times at once (the payment password:
// a player confirming withdrawals in two tabs, a client retrying). A single counter bumped before each
// check (attempt-reservation.ts) keeps guesses under the limit but would also refuse right answers that
// merely overlap. Here two counters tell them apart: `fail` holds the failures checked so far, `flight`
// the checks under way. A check may start only while failures + checks under way stay within the limit,
// so simultaneous guesses still never check more than the limit; one that finds no room yet waits for
// the checks under way to settle, and is refused as locked only once the failures alone reach the limit.
// A failure is counted before its check leaves `flight` (never under-counted by a reader in between).
import type { SharedState } from './shared-state.ts';

export interface GatedAttempt {
  /** Failures checked before this attempt (0 … limit − 1). */
  readonly failures: number;
  /** The secret was wrong: counted for the window; returns the failures including this one. */
  fail(): Promise<number>;
  /** The secret was right: the failures start again. */
  succeed(): Promise<void>;
  /** The attempt never reached its check. Safe to call after fail or succeed (does nothing then). */
  release(): Promise<void>;
}

export type GateRefusal = 'locked' | 'busy';

export interface GateOptions {
  limit: number;
  /** How long failures count (the lock's length). */
  windowMs: number;
  /** How long an attempt may wait for room before it is refused as busy. */
  waitMs?: number;
}

/** A check never takes this long; a crashed process's checks under way are forgotten after it. */
const FLIGHT_TTL_MS = 60_000;
const FIRST_RETRY_MS = 25;
const LAST_RETRY_MS = 400;

export async function enterGate(state: SharedState, key: string, options: GateOptions): Promise<GatedAttempt | GateRefusal> {
  const failKey = `${key}:fail`;
  const flightKey = `${key}:flight`;
  const deadline = Date.now() + (options.waitMs ?? 10_000);
  for (let retry = 0; ; retry++) {
    const flight = await state.incr(flightKey, FLIGHT_TTL_MS);
    const failures = Number((await state.get(failKey)) ?? 0);
    if (failures < options.limit && failures + flight <= options.limit) {
      let open = true;
      const leave = async () => {
        if (!open) return false;
        open = false;
        return true;
      };
      return {
        failures,
        fail: async () => {
          if (!(await leave())) return failures + 1;
          const counted = await state.incr(failKey, options.windowMs);
          await state.decr(flightKey);
          return counted;
        },
        succeed: async () => {
          if (!(await leave())) return;
          await state.del(failKey);
          await state.decr(flightKey);
        },
        release: async () => {
          if (await leave()) await state.decr(flightKey);
        },
      };
    }
    await state.decr(flightKey);
    if (failures >= options.limit) return 'locked';
    if (Date.now() >= deadline) return 'busy';
    // Room frees when a check under way settles (a hash takes tens of milliseconds). The pause grows, so
    // many waiters do not crowd out, on the shared state, the very checks they wait for.
    const pause = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** retry);
    await new Promise((resume) => setTimeout(resume, pause / 2 + Math.random() * pause));
  }
}
