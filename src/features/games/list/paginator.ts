// The numbered part of the games paginator (spec §9: pageRange 3, marginPages 1): a window of
// `pageRange` pages around the current one, `marginPages` pages at each end, and an ellipsis for every
// gap. A gap of exactly one page shows that page instead of an ellipsis that would hide nothing.

export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** A page number kept inside 1..totalPages (page 1 when there are no pages at all). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, wanted), last);
}

export function pageItems(current: number, totalPages: number, pageRange = PAGE_RANGE, marginPages = MARGIN_PAGES): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages) || 0);
  if (total === 0) return [];
  const page = clampPage(current, total);
  const range = Math.max(1, pageRange);

  // The window: centred on the current page, pushed back inside 1..total at either end.
  const before = Math.floor((range - 1) / 2);
  const start = Math.max(1, Math.min(page - before, total - range + 1));
  const end = Math.min(total, start + range - 1);

  const shown = new Set<number>();
  for (let p = start; p <= end; p++) shown.add(p);
  for (let i = 1; i <= marginPages; i++) {
    if (i <= total) shown.add(i);
    if (total - i + 1 >= 1) shown.add(total - i + 1);
  }

  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** Spec §4: there is more to load while totalPages > pageNo. */
export const hasMorePages = (pageNo: number, totalPages: number): boolean => totalPages > pageNo;
