// Whether this render runs in a live page: false on the server and while a server-rendered page
// hydrates (React uses the server snapshot then), true right after, and at once on a page the browser
// renders itself.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
