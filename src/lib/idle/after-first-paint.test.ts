import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAfterFirstPaint, runOnFirstUse } from './after-first-paint.ts';

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/** A window with frames and timers on fake time; requestIdleCallback optional. */
function fakeWindow(idle?: Idle): EventTarget {
  const target = new EventTarget();
  Object.assign(target, {
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16) as unknown as number,
    cancelAnimationFrame: (handle: number) => clearTimeout(handle),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
    requestIdleCallback: idle,
    cancelIdleCallback: idle ? (handle: number) => clearTimeout(handle) : undefined,
  });
  return target;
}

describe('runAfterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when nothing happens, then the task runs once after two frames and an idle period, never during the call', () => {
    vi.stubGlobal(
      'window',
      fakeWindow((callback) => setTimeout(callback, 5) as unknown as number),
    );
    const task = vi.fn();
    runAfterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16 + 5);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('when the visitor interacts first, then the task runs at once and not again when idle', () => {
    const win = fakeWindow();
    vi.stubGlobal('window', win);
    const task = vi.fn();
    runAfterFirstPaint(task, { minDelayMs: 5000 });
    win.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('when a minimum delay is set, then idle alone does not start the task before it', () => {
    vi.stubGlobal('window', fakeWindow());
    const task = vi.fn();
    runAfterFirstPaint(task, { minDelayMs: 2500 });
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('when cancelled, then the task never runs', () => {
    const win = fakeWindow();
    vi.stubGlobal('window', win);
    const task = vi.fn();
    runAfterFirstPaint(task)();
    win.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('runOnFirstUse', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the page is only looked at, then the task never runs', () => {
    vi.stubGlobal('window', new EventTarget());
    const task = vi.fn();
    runOnFirstUse(task);
    expect(task).not.toHaveBeenCalled();
  });

  it.each(['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'])(
    'when the visitor first uses the page (%s), then every waiting task runs once',
    (type) => {
      const win = new EventTarget();
      vi.stubGlobal('window', win);
      const first = vi.fn();
      const second = vi.fn();
      runOnFirstUse(first);
      runOnFirstUse(second);
      win.dispatchEvent(new Event(type));
      win.dispatchEvent(new Event(type));
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);
    },
  );

  it('when the page was already used, then a later task runs at once', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    runOnFirstUse(() => {});
    win.dispatchEvent(new Event('keydown'));
    const late = vi.fn();
    runOnFirstUse(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('when a waiting task is cancelled, then first use does not run it', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const task = vi.fn();
    const cancel = runOnFirstUse(task);
    cancel();
    win.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });
});
