// Pure rules of the lottery screens (spec §4 lottery list, §3 local storage LOTTFAV).
import { readStorage, writeStorage } from '../../lib/storage/safe-storage.ts';

/** Seconds until betting closes, estimated as the spec says: remainTime − half the round trip − lockTime, counted from when the list arrived. */
export function secondsToLock(item: { remainTime: number; lockTime: number }, receivedAt: number, rttMs: number, nowMs: number): number {
  const closesAt = receivedAt + (item.remainTime - item.lockTime) * 1000 - rttMs / 2;
  return Math.max(0, Math.floor((closesAt - nowMs) / 1000));
}

/** The list's next refresh: the smallest remaining time among open draws, 7 s when that is 0 or less, never over 30 s. */
export function refreshSeconds(items: readonly { remainTime: number }[]): number {
  if (items.length === 0) return 30;
  const smallest = Math.min(...items.map((i) => i.remainTime));
  if (smallest <= 0) return 7;
  return Math.min(30, Math.max(7, smallest));
}

/** The open number shown: at most 6 digits (the last ones). */
export const shownOpenNumber = (n: string | null) => (n ?? '').slice(-6);

/** A draw's winning date as YYYY.MM.DD (from its ISO time, in the viewer's zone). */
export function winningDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
}

/** mm:ss of a countdown (h:mm:ss from an hour up). */
export function countdownText(seconds: number): string {
  const s = Math.max(0, seconds);
  const mmss = `${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss}` : mmss;
}

const FAV_KEY = 'LOTTFAV';

/** The favourite game ids of `username` (local storage LOTTFAV keeps every username's list). */
export function readFavourites(username: string): number[] {
  try {
    const all = JSON.parse(readStorage('local', FAV_KEY) ?? '{}') as Record<string, unknown>;
    const mine = all[username];
    return Array.isArray(mine) ? mine.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** Toggles a favourite: removed if it is one, else added; the stored list is updated after. */
export function toggleFavourite(username: string, gameId: number): number[] {
  let all: Record<string, unknown>;
  try {
    all = JSON.parse(readStorage('local', FAV_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    all = {};
  }
  const mine = readFavourites(username);
  const next = mine.includes(gameId) ? mine.filter((id) => id !== gameId) : [...mine, gameId];
  writeStorage('local', FAV_KEY, JSON.stringify({ ...all, [username]: next }));
  return next;
}

/** Whether a game draws on a day (Sunday 1 … Saturday 7) by its drawDayOfWeek list. */
export const drawsOnDay = (drawDayOfWeek: string, day: number) => drawDayOfWeek.split(',').map(Number).includes(day);

/** The two-digit numbers 00–99 of the VN grid. */
export const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** The verification page of a draw (/lottery/verify): where a result's or a ticket's verify link goes. */
export const verifyPath = (gameCode: string, numero: string) => `/lottery/verify?${new URLSearchParams({ gameCode, numero }).toString()}`;

/** What a player typed as a selection, as the server reads it: a parlay's numbers trimmed and in ascending order ("45, 07" → "07,45"). */
export function normaliseSelection(betType: string, typed: string): string {
  const text = typed.trim();
  if (!betType.startsWith('xien')) return text;
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((n) => (/^[0-9]$/.test(n) ? `0${n}` : n))
    .sort()
    .join(',');
}
