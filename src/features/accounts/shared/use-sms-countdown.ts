// React state over the SMS code gate: the seconds left (re-rendered every second while counting) and
// whether a request is in flight.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createSmsCodeGate, type SmsAttempt, type SmsCodeGate } from './sms-code-gate.ts';

export interface SmsCountdown {
  secondsLeft: number;
  sending: boolean;
  counting: boolean;
  attempt: () => SmsAttempt;
  sent: (expiredMinutes: number) => void;
  failed: () => void;
  cancelled: () => void;
}

export function useSmsCountdown(now: () => number = Date.now): SmsCountdown {
  const gate: SmsCodeGate = useMemo(() => createSmsCodeGate(now), [now]);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  // The seconds come from the gate's deadline, so a late timer (background tab) never slows the count.
  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setSecondsLeft(gate.secondsLeft()), 250);
    return () => window.clearInterval(timer);
  }, [counting, gate]);

  const attempt = useCallback(() => {
    const result = gate.attempt();
    if (result === 'go') setSending(true);
    return result;
  }, [gate]);
  const sent = useCallback(
    (expiredMinutes: number) => {
      gate.sent(expiredMinutes);
      setSending(false);
      setSecondsLeft(gate.secondsLeft());
    },
    [gate],
  );
  const failed = useCallback(() => {
    gate.failed();
    setSending(false);
  }, [gate]);
  const cancelled = useCallback(() => {
    gate.cancelled();
    setSending(false);
  }, [gate]);

  return { secondsLeft, sending, counting, attempt, sent, failed, cancelled };
}
