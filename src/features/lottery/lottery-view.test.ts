// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countdownText,
  drawsOnDay,
  normaliseSelection,
  readFavourites,
  refreshSeconds,
  secondsToLock,
  shownOpenNumber,
  toggleFavourite,
  verifyPath,
  winningDate,
} from './lottery-view.ts';

describe('lottery view', () => {
  beforeEach(() => localStorage.clear());

  it('when the countdown is estimated, then it is now + remainTime − half the round trip − lockTime', () => {
    // answer received at t=1000 after a 400 ms round trip: 60 s to the draw, 5 s lock
    expect(secondsToLock({ remainTime: 60, lockTime: 5 }, 1000, 400, 1000)).toBe(54);
    expect(secondsToLock({ remainTime: 60, lockTime: 5 }, 1000, 400, 11_000)).toBe(44);
    expect(secondsToLock({ remainTime: 3, lockTime: 5 }, 1000, 0, 1000)).toBe(0);
  });

  it('when the next refresh is chosen, then it is the smallest remaining time bounded 7 (if 0 or less) to 30 seconds', () => {
    expect(refreshSeconds([{ remainTime: 12 }, { remainTime: 50 }])).toBe(12);
    expect(refreshSeconds([{ remainTime: 0 }])).toBe(7);
    expect(refreshSeconds([{ remainTime: 3 }])).toBe(7);
    expect(refreshSeconds([{ remainTime: 300 }])).toBe(30);
    expect(refreshSeconds([])).toBe(30);
  });

  it('when numbers and dates are shown, then the open number has at most 6 digits and the date is YYYY.MM.DD', () => {
    expect(shownOpenNumber('1234567')).toBe('234567');
    expect(shownOpenNumber(null)).toBe('');
    expect(winningDate(new Date(2026, 10, 27, 18, 15).toISOString())).toBe('2026.11.27');
    expect(countdownText(75)).toBe('01:15');
    expect(countdownText(20_956)).toBe('5:49:16');
    expect(drawsOnDay('1,3,5', 3)).toBe(true);
    expect(drawsOnDay('1,3,5', 2)).toBe(false);
  });

  it('when favourites are toggled, then they are kept per username in LOTTFAV and persist', () => {
    expect(toggleFavourite('ann', 101)).toEqual([101]);
    expect(toggleFavourite('ann', 203)).toEqual([101, 203]);
    expect(toggleFavourite('bob', 101)).toEqual([101]);
    expect(toggleFavourite('ann', 101)).toEqual([203]);
    expect(readFavourites('ann')).toEqual([203]);
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!)).toEqual({ ann: [203], bob: [101] });
  });

  it('when a parlay is typed in any order or with spaces, then it is sent as ascending two-digit numbers', () => {
    expect(normaliseSelection('xien3', ' 81, 07 45 ')).toBe('07,45,81');
    expect(normaliseSelection('xien4', '9,12;45,3')).toBe('03,09,12,45');
    expect(normaliseSelection('bao3', ' 345 ')).toBe('345');
  });

  it('when a draw is to be verified, then its link is the verification page with the game and draw in the query', () => {
    expect(verifyPath('vn-north', '20261127')).toBe('/lottery/verify?gameCode=vn-north&numero=20261127');
  });
});
