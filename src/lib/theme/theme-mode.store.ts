// The current theme mode for components that must render differently (logo variant, switch icon).
import { create } from 'zustand';
import { applyThemeMode, type ThemeMode } from './theme-mode.ts';

interface ThemeModeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

export const useThemeModeStore = create<ThemeModeState>((set, get) => ({
  mode: 'light',
  setMode: (mode) => {
    applyThemeMode(mode, true);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));

/** Called once at boot with the validated initial mode (not persisted: nothing was chosen yet). */
export function initThemeMode(mode: ThemeMode): void {
  applyThemeMode(mode, false);
  useThemeModeStore.setState({ mode });
}
