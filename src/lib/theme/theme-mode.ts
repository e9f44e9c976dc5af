// Light/dark: the colours are CSS custom properties per [data-theme] written by the server, so switching
// is one attribute on <html> (no re-render for colours) plus the stored choice (localStorage `theme`).
import { THEME_STORAGE_KEY } from '../../../schemas/rules/storage-keys.ts';
import { readStorage, writeStorage } from '../storage/safe-storage.ts';

export type ThemeMode = 'light' | 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** A stored value is used only when it is exactly 'light' or 'dark'; otherwise the brand default wins. */
export function resolveThemeMode(stored: string | null | undefined, brandDefault: ThemeMode | undefined): ThemeMode {
  if (isThemeMode(stored)) return stored;
  return isThemeMode(brandDefault) ? brandDefault : 'light';
}

export function readInitialThemeMode(brandDefault: ThemeMode | undefined): ThemeMode {
  const fromDocument = document.documentElement.dataset.theme;
  return resolveThemeMode(readStorage('local', THEME_STORAGE_KEY) ?? fromDocument, brandDefault);
}

export function applyThemeMode(mode: ThemeMode, persist: boolean): void {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  if (persist) writeStorage('local', THEME_STORAGE_KEY, mode);
}
