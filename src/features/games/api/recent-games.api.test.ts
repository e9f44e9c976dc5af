import { describe, expect, it, vi } from 'vitest';
import { loadAllPages } from './recent-games.api.ts';

describe('loadAllPages (recent games, spec §4)', () => {
  it('when there are three pages, then they are fetched in order and appended', async () => {
    const fetchPage = vi.fn(async (pageNo: number) => ({ items: [`p${pageNo}a`, `p${pageNo}b`], totalPages: 3 }));
    expect(await loadAllPages(fetchPage)).toEqual(['p1a', 'p1b', 'p2a', 'p2b', 'p3a', 'p3b']);
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });
  it('when there is one page or none, then only page 1 is fetched', async () => {
    const fetchPage = vi.fn(async () => ({ items: [] as string[], totalPages: 0 }));
    expect(await loadAllPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
  it('when the server keeps announcing more pages, then loading stops at the bound', async () => {
    const fetchPage = vi.fn(async (pageNo: number) => ({ items: [pageNo], totalPages: 999 }));
    expect(await loadAllPages(fetchPage, 4)).toEqual([1, 2, 3, 4]);
  });
});
