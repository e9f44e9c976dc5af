// "At most once per interval" for user-triggered requests (captcha refresh 1 s, SMS code 1000 ms;
// spec §4, §9). A pure gate over an injected clock, so the rule is tested without timers.

export interface Throttle {
  /** True (and the interval starts) when the previous accepted call is at least `intervalMs` ago. */
  tryAcquire(): boolean;
}

export function createThrottle(intervalMs: number, now: () => number = Date.now): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire() {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      return true;
    },
  };
}
