import { describe, expect, it } from 'vitest';
import { startScreenOf } from './app-root.tsx';

describe('startScreenOf', () => {
  it('when the status is 1, then the maintenance page is shown', () => {
    expect(startScreenOf(1)).toBe('maintenance');
  });
  it('when the status is 2, then the region-block page is shown', () => {
    expect(startScreenOf(2)).toBe('region');
  });
  it('when the status is 0 or missing, then the app is shown', () => {
    expect(startScreenOf(0)).toBe('app');
    expect(startScreenOf(undefined)).toBe('app');
  });
});
