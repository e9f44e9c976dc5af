import { describe, expect, it } from 'vitest';
import type { LotteryGame } from '../../../../schemas/generated/tenant.ts';
import { dayOfWeek, drawByNumero, drawsAround, nextDraw } from './lottery-schedule.ts';

const base = {
  gameId: 1,
  vendor: 'LOTT',
  tag: 'FAST',
  names: { EN: 'x' },
  unit: 1,
  maxBet: 100,
  liabilityCap: 1000,
  betTypes: [{ type: '2D', oddsX100: 9000 }] as LotteryGame['betTypes'],
};
const fast: LotteryGame = { ...base, gameCode: 'ELOTT1', kind: 'fast', digits: 3, intervalSeconds: 60, lockSeconds: 5 };
const north: LotteryGame = {
  ...base,
  gameCode: 'VN_NORTH',
  kind: 'vn',
  region: 'north',
  drawTime: '18:15',
  drawDayOfWeek: [1, 2, 3, 4, 5, 6, 7],
  lockSeconds: 900,
};
const sundayOnly: LotteryGame = { ...north, gameCode: 'VN_SUN', drawDayOfWeek: [1] };
const TZ = 'Asia/Ho_Chi_Minh';

describe('lottery schedule', () => {
  it('when it is 10:00:30 local, then the 1-minute game draws next at 10:01 as draw 601 of the day, locked 5 s before', () => {
    const at = new Date('2026-11-27T03:00:30Z'); // 10:00:30 in Ho Chi Minh City (UTC+7)
    const d = nextDraw(fast, TZ, at);
    expect(d.numero).toBe('202611270601');
    expect(d.drawAt.toISOString()).toBe('2026-11-27T03:01:00.000Z');
    expect(d.lockAt.toISOString()).toBe('2026-11-27T03:00:55.000Z');
    expect(d.opensAt.toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('when draws around local midnight are listed, then numbering rolls over to the next day', () => {
    const at = new Date('2026-11-27T16:59:30Z'); // 23:59:30 local
    const slots = drawsAround(fast, TZ, at, 1, 2);
    expect(slots.map((s) => s.numero)).toEqual(['202611271439', '202611271440', '202611280001']);
  });

  it('when a VN game draws on Sundays only, then the next draw after a Friday is that Sunday (day 1)', () => {
    expect(dayOfWeek('2026-11-29')).toBe(1);
    const d = nextDraw(sundayOnly, TZ, new Date('2026-11-27T03:00:00Z'));
    expect(d.numero).toBe('20261129');
    expect(d.drawAt.toISOString()).toBe('2026-11-29T11:15:00.000Z');
    expect(d.lockAt.toISOString()).toBe('2026-11-29T11:00:00.000Z');
  });

  it('when a numero is looked up, then only draws the game really has are found', () => {
    expect(drawByNumero(fast, TZ, '202611270601')?.drawAt.toISOString()).toBe('2026-11-27T03:01:00.000Z');
    expect(drawByNumero(fast, TZ, '202611271441')).toBeUndefined();
    expect(drawByNumero(fast, TZ, '20261127')).toBeUndefined();
    expect(drawByNumero(sundayOnly, TZ, '20261129')?.numero).toBe('20261129');
    expect(drawByNumero(sundayOnly, TZ, '20261128')).toBeUndefined();
    expect(drawByNumero(north, TZ, '20261131')).toBeUndefined();
  });
});
