// The back office's colours: the design system's tokens (--c-*, see src/lib/theme/styled-theme.ts) with a
// sober staff palette in light and dark, instead of a brand's. Contrast checked with axe in e2e.
import { createGlobalStyle } from 'styled-components';

export const StaffPalette = createGlobalStyle`
  :root, :root[data-theme='light'] {
    --c-primary: #1f5fbf; --c-on-primary: #ffffff; --c-secondary: #4a5568; --c-accent: #1f5fbf;
    --c-background: #f3f5f8; --c-surface: #ffffff; --c-surface-alt: #eef1f5; --c-text: #1a202c; --c-text-muted: #4a5568;
    --c-border: #cbd2dc; --c-header-bg: #ffffff; --c-header-text: #1a202c; --c-nav-bg: #1c2533; --c-footer-bg: #1c2533;
    --c-footer-text: #e2e8f0; --c-success: #1e7a46; --c-warning: #8a5a00; --c-danger: #b42318; --c-jackpot: #8a5a00;
    --radius: 6px;
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    --c-primary: #7fb0ff; --c-on-primary: #0b1320; --c-secondary: #a0aec0; --c-accent: #7fb0ff;
    --c-background: #0f141b; --c-surface: #18202b; --c-surface-alt: #202a37; --c-text: #e8edf3; --c-text-muted: #a9b4c2;
    --c-border: #334155; --c-header-bg: #18202b; --c-header-text: #e8edf3; --c-nav-bg: #0b1016; --c-footer-bg: #0b1016;
    --c-footer-text: #cbd5e1; --c-success: #5fd08f; --c-warning: #f2c14e; --c-danger: #ff8a80; --c-jackpot: #f2c14e;
    color-scheme: dark;
  }
`;
