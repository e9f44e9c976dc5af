// Work that the first paint never needs (carousels, the rest of the catalogue, login logic) starts here:
// after the page has painted and the main thread is idle, or at once on the visitor's first interaction,
// whichever comes first. Nothing in this file runs during render, so server output and the first client
// render stay identical; the enhancement takes over after mount.
import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export interface AfterPaintOptions {
  /**
   * Do not start before this many ms after the call even when idle (an interaction still starts at once).
   * Used where nothing can change before then anyway (a carousel's first autoplay step).
   */
  minDelayMs?: number;
  /** Most ms to wait for an idle period once the delay is over (requestIdleCallback's timeout). */
  idleTimeoutMs?: number;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once, when idle after the next paint or on the first interaction; returns a cancel function. */
export function runAfterFirstPaint(task: () => void, { minDelayMs = 0, idleTimeoutMs = 2000 }: AfterPaintOptions = {}): () => void {
  if (typeof window === 'undefined') return () => {};
  const win = window as IdleWindow;
  let done = false;
  let frame = 0;
  let timer = 0;
  let idle = 0;
  const cleanup = () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    if (idle && win.cancelIdleCallback) win.cancelIdleCallback(idle);
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
  };
  function fire(): void {
    if (done) return;
    done = true;
    cleanup();
    task();
  }
  const whenIdle = () => {
    // Safari has no requestIdleCallback: a short timeout after the paint is the usual stand-in.
    if (win.requestIdleCallback) idle = win.requestIdleCallback(fire, { timeout: idleTimeoutMs });
    else timer = window.setTimeout(fire, 50);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, fire, { capture: true, passive: true, once: true });
  // Two frames: the callback of the first runs before that frame paints, the second after it.
  frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      if (minDelayMs > 0) timer = window.setTimeout(whenIdle, minDelayMs);
      else whenIdle();
    });
  });
  return () => {
    done = true;
    cleanup();
  };
}

/** False on the server and in the first client render; true once idle after the first paint or on interaction. */
export function useAfterFirstPaint(options?: AfterPaintOptions): boolean {
  const [ready, setReady] = useState(false);
  const minDelayMs = options?.minDelayMs;
  const idleTimeoutMs = options?.idleTimeoutMs;
  useEffect(() => runAfterFirstPaint(() => setReady(true), { minDelayMs, idleTimeoutMs }), [minDelayMs, idleTimeoutMs]);
  return ready;
}
