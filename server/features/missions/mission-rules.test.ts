// Property: a mission completes exactly when its condition holds over the events that count for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Mission } from '../../../schemas/generated/tenant.ts';
import { advance, contribution, isComplete, missionPeriod, SIGNED_IN, type MissionEvent, type MissionState } from './mission-rules.ts';

const name = { EN: 'm' };
const base = new Date('2026-03-02T00:00:00Z').getTime();
const DAY = 86_400_000;

const run = (mission: Mission, events: MissionEvent[]) => {
  let state: MissionState = { progress: 0, lastDay: null };
  let completed = false;
  for (const e of events) {
    const amount = contribution(mission, e, 'PHP');
    if (amount === null) continue;
    state = advance(mission, state, amount, e.occurredAt.toISOString().slice(0, 10));
    completed ||= isComplete(mission, state);
  }
  return completed;
};

const event = fc.record({
  type: fc.constantFrom('bet.settled', 'deposit.credited', SIGNED_IN, 'reward.granted'),
  day: fc.integer({ min: 0, max: 20 }),
  amount: fc.integer({ min: 1, max: 1_000 }),
  gameType: fc.constantFrom('RNG', 'LIVE'),
  gameCode: fc.constantFrom('g1', 'g2'),
  currency: fc.constantFrom('PHP', 'USD'),
});

describe('mission rules', () => {
  it('when random events arrive, then a bet, deposit or rounds mission completes exactly when the counted sum reaches the target', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.integer({ min: 1, max: 5_000 }), fc.constantFrom('bet', 'deposit', 'rounds'), (raw, target, task) => {
        const mission: Mission = { id: 'm', period: 'once', task: task as Mission['task'], target, score: 1, name, category: 'RNG', gameCode: 'g1' };
        const events = raw.map((r) => ({
          type: r.type,
          occurredAt: new Date(base + r.day * DAY),
          payload: { bet: r.amount, amount: r.amount, gameType: r.gameType, gameCode: r.gameCode, currency: r.currency },
        }));
        const counted = raw.filter((r) => r.currency === 'PHP');
        const sum =
          task === 'deposit'
            ? counted.filter((r) => r.type === 'deposit.credited').reduce((s, r) => s + r.amount, 0)
            : task === 'bet'
              ? counted.filter((r) => r.type === 'bet.settled' && r.gameType === 'RNG').reduce((s, r) => s + r.amount, 0)
              : counted.filter((r) => r.type === 'bet.settled' && r.gameType === 'RNG' && r.gameCode === 'g1').length;
        expect(run(mission, events)).toBe(sum >= target);
      }),
    );
  });

  it('when sign-ins fall on random days (in order), then a streak mission completes exactly when some run of consecutive days reaches the target', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 30 }), fc.integer({ min: 1, max: 6 }), (rawDays, target) => {
        const days = [...rawDays].sort((a, b) => a - b);
        const mission: Mission = { id: 's', period: 'once', task: 'loginStreak', target, score: 1, name };
        const events = days.map((d) => ({ type: SIGNED_IN, occurredAt: new Date(base + d * DAY + 3_600_000), payload: {} }));
        const distinct = [...new Set(days)];
        let best = 0;
        let runLength = 0;
        distinct.forEach((d, i) => {
          runLength = i > 0 && d === distinct[i - 1] + 1 ? runLength + 1 : 1;
          best = Math.max(best, runLength);
        });
        expect(run(mission, events)).toBe(best >= target);
      }),
    );
  });

  it('when a moment is given, then the daily period is its local day and the weekly one starts on its local Monday', () => {
    const at = new Date('2026-03-01T20:00:00Z'); // Sunday in UTC, Monday 04:00 in Manila
    expect(missionPeriod('daily', at, 'UTC')).toBe('2026-03-01');
    expect(missionPeriod('daily', at, 'Asia/Manila')).toBe('2026-03-02');
    expect(missionPeriod('weekly', at, 'UTC')).toBe('W2026-02-23');
    expect(missionPeriod('weekly', at, 'Asia/Manila')).toBe('W2026-03-02');
    expect(missionPeriod('once', at, 'UTC')).toBe('once');
  });
});
