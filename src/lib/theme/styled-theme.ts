// The styled-system theme. Colours are CSS custom properties (--c-<token>) that the server writes per
// [data-theme]; scales (space, type, breakpoints, radii, shadows) are the design system's own.
import type { ThemeTokens } from '../../../schemas/generated/tenant.ts';

type ColorName = keyof ThemeTokens;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const cssVar = (name: ColorName) => `var(--c-${kebab(name)})`;

const COLOR_NAMES: readonly ColorName[] = [
  'primary',
  'onPrimary',
  'secondary',
  'accent',
  'background',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'border',
  'headerBg',
  'headerText',
  'navBg',
  'footerBg',
  'footerText',
  'success',
  'warning',
  'danger',
  'jackpot',
];

export const colors = Object.fromEntries(COLOR_NAMES.map((name) => [name, cssVar(name)])) as Record<ColorName, string>;

/** Translucent variant of a token colour (color-mix), e.g. alpha('primary', 16). */
export function alpha(name: ColorName, percent: number): string {
  return `color-mix(in srgb, ${cssVar(name)} ${percent}%, transparent)`;
}

/** Mix of two token colours, e.g. mix('surface', 'primary', 8). */
export function mix(base: ColorName, other: ColorName, percentOther: number): string {
  return `color-mix(in srgb, ${cssVar(other)} ${percentOther}%, ${cssVar(base)})`;
}

export const breakpointPx = { sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;
const breakpoints = Object.assign(
  Object.values(breakpointPx).map((px) => `${px}px`),
  Object.fromEntries(Object.entries(breakpointPx).map(([k, px]) => [k, `${px}px`])),
);

export const media = {
  sm: `@media (min-width: ${breakpointPx.sm}px)`,
  md: `@media (min-width: ${breakpointPx.md}px)`,
  lg: `@media (min-width: ${breakpointPx.lg}px)`,
  xl: `@media (min-width: ${breakpointPx.xl}px)`,
  xxl: `@media (min-width: ${breakpointPx.xxl}px)`,
  belowLg: `@media (max-width: ${breakpointPx.lg - 1}px)`,
  belowMd: `@media (max-width: ${breakpointPx.md - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover) and (pointer: fine)',
} as const;

export const theme = {
  colors,
  breakpoints,
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96],
  fontSizes: [11, 12, 13, 14, 16, 18, 20, 24, 30, 36, 48],
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
  lineHeights: { tight: 1.15, snug: 1.3, normal: 1.5 },
  fonts: { body: 'var(--font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif)' },
  radii: {
    none: '0',
    sm: 'calc(var(--radius, 8px) * 0.5)',
    md: 'var(--radius, 8px)',
    lg: 'calc(var(--radius, 8px) * 1.5)',
    xl: 'calc(var(--radius, 8px) * 2)',
    pill: '999px',
    round: '50%',
  },
  shadows: {
    sm: '0 1px 2px rgb(0 0 0 / 0.12)',
    md: '0 4px 14px rgb(0 0 0 / 0.14)',
    lg: '0 12px 32px rgb(0 0 0 / 0.22)',
    glow: `0 0 0 1px ${alpha('primary', 45)}, 0 8px 24px ${alpha('primary', 28)}`,
  },
  sizes: { container: 1360 },
  zIndices: { base: 1, sticky: 100, rightBar: 150, sideMenu: 160, dropdown: 200, drawer: 300, modal: 400, alert: 500 },
} as const;

export type AppTheme = typeof theme;
