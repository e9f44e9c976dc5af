import { describe, expect, it } from 'vitest';
import { createSmsCodeGate } from './sms-code-gate.ts';

function clock(start = 10_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('SMS code gate', () => {
  it('when clicked twice within 1000 ms, then the second click is throttled', () => {
    const c = clock();
    const gate = createSmsCodeGate(c.now);
    expect(gate.attempt()).toBe('go');
    gate.cancelled();
    c.advance(999);
    expect(gate.attempt()).toBe('throttled');
    c.advance(1);
    expect(gate.attempt()).toBe('go');
  });

  it('when a request is in flight, then another click is refused', () => {
    const c = clock();
    const gate = createSmsCodeGate(c.now);
    expect(gate.attempt()).toBe('go');
    c.advance(1500);
    expect(gate.attempt()).toBe('sending');
  });

  it('when the code was sent with expiredMinutes 2, then it counts down 120 s and refuses clicks until zero', () => {
    const c = clock();
    const gate = createSmsCodeGate(c.now);
    gate.attempt();
    gate.sent(2);
    expect(gate.secondsLeft()).toBe(120);
    c.advance(60_500);
    expect(gate.secondsLeft()).toBe(60);
    expect(gate.attempt()).toBe('counting');
    c.advance(59_500);
    expect(gate.secondsLeft()).toBe(0);
    expect(gate.attempt()).toBe('go');
  });

  it('when the request failed, then the button works again after the throttle, without a countdown', () => {
    const c = clock();
    const gate = createSmsCodeGate(c.now);
    gate.attempt();
    gate.failed();
    expect(gate.secondsLeft()).toBe(0);
    c.advance(1000);
    expect(gate.attempt()).toBe('go');
  });
});
