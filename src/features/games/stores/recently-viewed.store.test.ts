import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, withEntry, type RecentlyViewedEntry } from './recently-viewed.store.ts';

const entry = (gameCode: string, viewedAt: number): RecentlyViewedEntry => ({ gameCode, name: gameCode, vassalage: 'PG', gameType: 'RNG', viewedAt });

describe('withEntry', () => {
  it('when a game is viewed again, then it moves to the front without a duplicate', () => {
    const list = withEntry([entry('a', 1), entry('b', 2)], entry('b', 3));
    expect(list.map((e) => e.gameCode)).toEqual(['b', 'a']);
  });
  it('when the list is full, then the oldest entry drops out', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, i) => entry(`g${i}`, i));
    const list = withEntry(full, entry('new', 99));
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0].gameCode).toBe('new');
    expect(list.some((e) => e.gameCode === `g${RECENTLY_VIEWED_LIMIT - 1}`)).toBe(false);
  });
});
