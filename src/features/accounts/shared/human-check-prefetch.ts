// Solving the human check takes a moment; a form starts it when the visitor begins typing, so the
// answer is usually ready by the time they submit. Each solution is used once; one older than the
// challenge's lifetime (10 min, less a margin) is solved again.
import { solveHumanCheck } from './human-check.ts';

const MAX_AGE_MS = 8 * 60_000;

export interface HumanCheckPrefetch {
  /** Starts solving if nothing is prepared. */
  prepare(): void;
  /** The prepared solution (or a fresh one); the next take solves again. */
  take(): Promise<string>;
}

export function createHumanCheckPrefetch(solve: () => Promise<string> = solveHumanCheck, now: () => number = Date.now): HumanCheckPrefetch {
  let pending: { at: number; value: Promise<string> } | null = null;
  const start = () => {
    const value = solve();
    value.catch(() => {
      if (pending?.value === value) pending = null;
    });
    pending = { at: now(), value };
  };
  return {
    prepare() {
      if (!pending || now() - pending.at > MAX_AGE_MS) start();
    },
    take() {
      if (!pending || now() - pending.at > MAX_AGE_MS) start();
      const { value } = pending!;
      pending = null;
      return value;
    },
  };
}
