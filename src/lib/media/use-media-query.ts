// Whether a CSS media query matches now, following changes (for parts that must not even mount on
// some widths, such as the header's inline login form, and for motion the visitor asked to reduce).
// The server renders as "no match": a hydrating page starts from that too, then updates.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The visitor asked for less motion (false on the server and during hydration, then the real answer). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
