// Work that the first paint never needs starts here: carousels after the page has painted and the main
// thread is idle, or at once on the visitor's first interaction, whichever comes first (runAfterFirstPaint);
// code only a visitor using the page needs (the rest of the catalogue, the header's login logic) on first
// use alone (runOnFirstUse). Nothing in this file runs during render, so server output and the first client
// render stay identical; the enhancement takes over after mount.
import { useEffect, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../media/use-media-query.ts';

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

/**
 * Signs that a visitor is using the page, not just looking at it: any interaction of runAfterFirstPaint, a
 * mouse moving over the page, or focus reaching a control (keyboard and assistive technology users).
 */
const FIRST_USE = [...INTERACTIONS, 'pointermove', 'focusin'] as const;

interface FirstUseState {
  used: boolean;
  waiting: Set<() => void>;
}

/** Per window (tests stub their own): whether the page has been used yet, and what waits for it. */
const firstUseOf = new WeakMap<object, FirstUseState>();

/**
 * Runs `task` once the visitor first uses the page (see FIRST_USE), at once when that has already happened
 * in this page; never when the page is only looked at. For code of controls nobody needs until they reach
 * for them (the header's login logic), so a visitor who only reads downloads none of it. Returns a cancel
 * function.
 */
export function runOnFirstUse(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const win = window;
  let state = firstUseOf.get(win);
  if (!state) {
    const fresh: FirstUseState = { used: false, waiting: new Set() };
    const markUsed = () => {
      fresh.used = true;
      for (const type of FIRST_USE) win.removeEventListener(type, markUsed, true);
      const tasks = [...fresh.waiting];
      fresh.waiting.clear();
      for (const waiting of tasks) waiting();
    };
    for (const type of FIRST_USE) win.addEventListener(type, markUsed, { capture: true, passive: true });
    firstUseOf.set(win, (state = fresh));
  }
  if (state.used) {
    task();
    return () => {};
  }
  const waiting = state.waiting;
  waiting.add(task);
  return () => void waiting.delete(task);
}

/** False on the server and in the first client render; true once the visitor has used the page (runOnFirstUse). */
export function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => runOnFirstUse(() => setUsed(true)), []);
  return used;
}

/** False on the server and in the first client render; true once idle after the first paint or on interaction. */
export function useAfterFirstPaint(options?: AfterPaintOptions): boolean {
  const [ready, setReady] = useState(false);
  const minDelayMs = options?.minDelayMs;
  const idleTimeoutMs = options?.idleTimeoutMs;
  useEffect(() => runAfterFirstPaint(() => setReady(true), { minDelayMs, idleTimeoutMs }), [minDelayMs, idleTimeoutMs]);
  return ready;
}

/**
 * Whether a looping animation of `ref`'s element should run: only after the first paint when idle, only
 * while the element is on screen, never under prefers-reduced-motion. False on the server and in the
 * first client render (the markup then carries the paused state, and CSS keeps the first frame).
 */
export function useAnimateWhenVisible(ref: RefObject<Element | null>): boolean {
  const ready = useAfterFirstPaint();
  const [visible, setVisible] = useState(false);
  const reduced = usePrefersReducedMotion();
  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, ref]);
  return ready && visible && !reduced;
}
