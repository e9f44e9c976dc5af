import { describe, expect, it } from 'vitest';
import { clampPage, hasMorePages, pageItems, type PageItem } from './paginator.ts';

/** 1 … 4 5 6 … 10 as [1, '…', 4, 5, 6, '…', 10]. */
const render = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageItems (pageRange 3, marginPages 1)', () => {
  it('when there are no pages, then nothing is shown', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('when all pages fit, then every page is shown without an ellipsis', () => {
    expect(render(pageItems(1, 1))).toEqual([1]);
    expect(render(pageItems(2, 3))).toEqual([1, 2, 3]);
    expect(render(pageItems(1, 5))).toEqual([1, 2, 3, 4, 5]);
  });
  it('when the current page is in the middle, then a window of three pages sits between the margins', () => {
    expect(render(pageItems(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });
  it('when the current page is near the start, then the window starts at page 1', () => {
    expect(render(pageItems(1, 10))).toEqual([1, 2, 3, '…', 10]);
    expect(render(pageItems(2, 10))).toEqual([1, 2, 3, '…', 10]);
    expect(render(pageItems(3, 10))).toEqual([1, 2, 3, 4, '…', 10]);
  });
  it('when the current page is near the end, then the window ends at the last page', () => {
    expect(render(pageItems(10, 10))).toEqual([1, '…', 8, 9, 10]);
    expect(render(pageItems(9, 10))).toEqual([1, '…', 8, 9, 10]);
    expect(render(pageItems(8, 10))).toEqual([1, '…', 7, 8, 9, 10]);
  });
  it('when a gap would hide a single page, then that page is shown instead of an ellipsis', () => {
    expect(render(pageItems(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(render(pageItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('when the current page is outside 1..total, then it is clamped first', () => {
    expect(render(pageItems(99, 10))).toEqual(render(pageItems(10, 10)));
    expect(render(pageItems(-3, 10))).toEqual(render(pageItems(1, 10)));
  });
  it('when other ranges are asked for, then they are honoured', () => {
    expect(render(pageItems(10, 20, 5, 2))).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
  });
});

describe('clampPage', () => {
  it('when a page is asked for, then it stays inside 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('hasMorePages', () => {
  it('when totalPages is above pageNo, then there is more', () => {
    expect(hasMorePages(1, 2)).toBe(true);
    expect(hasMorePages(2, 2)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
