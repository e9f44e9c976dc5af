import { useEffect } from 'react';

/**
 * Marks the page live (`<html data-app-ready>`) once the tree around it has hydrated. It sits inside the
 * Suspense boundary of the page, last: React commits a boundary only when everything in it (layout,
 * header, page) has hydrated, while effects of components outside it run as soon as the shell commits —
 * a marker there said "ready" while the header was still server HTML that ignored clicks.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
