import { describe, expect, it } from 'vitest';
import { isThemeMode, resolveThemeMode } from './theme-mode.ts';

describe('resolveThemeMode', () => {
  it('when dark is stored, then dark is used even if the brand default is light', () => {
    expect(resolveThemeMode('dark', 'light')).toBe('dark');
  });
  it('when light is stored, then light is used even if the brand default is dark', () => {
    expect(resolveThemeMode('light', 'dark')).toBe('light');
  });
  it('when the stored value is not a theme, then the brand default is used', () => {
    expect(resolveThemeMode('purple', 'dark')).toBe('dark');
    expect(resolveThemeMode('Dark', 'light')).toBe('light');
    expect(resolveThemeMode('', 'dark')).toBe('dark');
  });
  it('when nothing is stored and the brand has no valid default, then light is used', () => {
    expect(resolveThemeMode(null, undefined)).toBe('light');
  });
  it('when checking values, then only light and dark are themes', () => {
    expect(['light', 'dark', 'auto', 1, null].map(isThemeMode)).toEqual([true, true, false, false, false]);
  });
});
