// The rules of the "get code" button (spec §4, §9), as a pure gate over an injected clock: clicks are
// throttled to one per 1000 ms, refused while a request is in flight and during the countdown; after a
// successful send the countdown is expiredMinutes × 60 s and ends at zero.
import { createThrottle } from './throttle.ts';

export const SMS_THROTTLE_MS = 1000;
export const SECONDS_PER_EXPIRED_MINUTE = 60;

export type SmsAttempt = 'go' | 'throttled' | 'sending' | 'counting';

export interface SmsCodeGate {
  /** Whether a click may go on to validation and the request ('go'), or why not. */
  attempt(): SmsAttempt;
  /** The request answered: count down expiredMinutes × 60 s from now. */
  sent(expiredMinutes: number): void;
  /** The request failed: the button is usable again (after the throttle). */
  failed(): void;
  /** The click was refused by validation: nothing in flight. */
  cancelled(): void;
  /** Whole seconds left in the countdown (0 when not counting). */
  secondsLeft(): number;
}

export function createSmsCodeGate(now: () => number = Date.now): SmsCodeGate {
  const throttle = createThrottle(SMS_THROTTLE_MS, now);
  let sending = false;
  let endsAt = 0;
  const secondsLeft = () => Math.max(0, Math.ceil((endsAt - now()) / 1000));
  return {
    attempt() {
      if (!throttle.tryAcquire()) return 'throttled';
      if (sending) return 'sending';
      if (secondsLeft() > 0) return 'counting';
      sending = true;
      return 'go';
    },
    sent(expiredMinutes) {
      sending = false;
      const minutes = Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 1;
      endsAt = now() + minutes * SECONDS_PER_EXPIRED_MINUTE * 1000;
    },
    failed() {
      sending = false;
    },
    cancelled() {
      sending = false;
    },
    secondsLeft,
  };
}
