import { describe, expect, it } from 'vitest';
import { endedPeriods, periodAt, periodOfKey, rangeOf, rollupKeysOf, slotOf } from './agent-periods.ts';

const at = new Date('2026-11-27T04:07:30Z');

describe('agent periods', () => {
  it('when an instant is given, then its 5-minute slot and hour are the UTC buckets that hold it', () => {
    expect(slotOf(at).toISOString()).toBe('2026-11-27T04:05:00.000Z');
    expect(periodAt('M5', at, 'UTC')).toMatchObject({ key: 'M5:2026-11-27T04:05:00.000Z', end: new Date('2026-11-27T04:10:00Z') });
    expect(periodAt('HOUR', at, 'UTC').key).toBe('HOUR:2026-11-27T04:00:00.000Z');
  });

  it('when the brand is in Manila, then day, week, half-month and month follow its local calendar', () => {
    const tz = 'Asia/Manila';
    expect(periodAt('D', at, tz)).toMatchObject({ key: 'D:2026-11-27', start: new Date('2026-11-26T16:00:00Z') });
    expect(periodAt('W', at, tz).key).toBe('W:2026-11-23');
    expect(periodAt('H', at, tz)).toMatchObject({ key: 'H:2026-11-16', end: new Date('2026-11-30T16:00:00Z') });
    expect(periodAt('H', new Date('2026-11-10T00:00:00Z'), tz).key).toBe('H:2026-11-01');
    expect(periodAt('M', at, tz)).toMatchObject({ key: 'M:2026-11-01', end: new Date('2026-11-30T16:00:00Z') });
  });

  it('when a key is read back, then it gives the same bounds, and a made-up key gives none', () => {
    for (const p of ['D', 'W', 'H', 'M', 'HOUR', 'M5'] as const) {
      const b = periodAt(p, at, 'Asia/Ho_Chi_Minh');
      expect(periodOfKey(b.key, 'Asia/Ho_Chi_Minh')).toEqual(b);
    }
    expect(periodOfKey('W:2026-11-24', 'UTC')).toBeNull();
    expect(periodOfKey('X:1', 'UTC')).toBeNull();
  });

  it('when periods have ended, then they come oldest first and end where the current one starts', () => {
    const ended = endedPeriods('M5', at, 'UTC', 3);
    expect(ended.map((p) => p.key)).toEqual(['M5:2026-11-27T03:50:00.000Z', 'M5:2026-11-27T03:55:00.000Z', 'M5:2026-11-27T04:00:00.000Z']);
  });

  it('when the overview asks for yesterday or a custom range, then the bounds are whole local days', () => {
    expect(rangeOf('yesterday', at, 'UTC')).toEqual({ from: new Date('2026-11-26T00:00:00Z'), to: new Date('2026-11-27T00:00:00Z') });
    expect(rangeOf('custom', at, 'UTC', { from: '2026-11-01', to: '2026-11-02' })).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-03T00:00:00Z'),
    });
  });

  it('when the overview reads the team rollup, then a range is its local day rows and the row that counts its active members', () => {
    expect(rollupKeysOf('today', at, 'Asia/Manila')).toEqual({ days: ['D:2026-11-27'], active: 'D:2026-11-27' });
    expect(rollupKeysOf('yesterday', at, 'UTC')).toEqual({ days: ['D:2026-11-26'], active: 'D:2026-11-26' });
    const week = rollupKeysOf('week', at, 'UTC');
    expect(week.active).toBe('W:2026-11-23');
    expect(week.days).toEqual(['D:2026-11-23', 'D:2026-11-24', 'D:2026-11-25', 'D:2026-11-26', 'D:2026-11-27', 'D:2026-11-28', 'D:2026-11-29']);
    const month = rollupKeysOf('month', at, 'UTC');
    expect([month.active, month.days.length, month.days[0], month.days.at(-1)]).toEqual(['M:2026-11-01', 30, 'D:2026-11-01', 'D:2026-11-30']);
    expect(rollupKeysOf('custom', at, 'UTC', { from: '2026-11-01', to: '2026-11-02' })).toEqual({ days: ['D:2026-11-01', 'D:2026-11-02'], active: null });
  });
});
