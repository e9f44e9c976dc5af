import { createGlobalStyle } from 'styled-components';
import { media } from './styled-theme.ts';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Parts drawn for one theme only (logo, theme switch icon): the server renders both. */
  :root[data-theme='dark'] [data-theme-only='light'], :root[data-theme='light'] [data-theme-only='dark'] { display: none !important; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 128px; }
  body {
    margin: 0;
    min-width: 320px;
    background: var(--c-background);
    color: var(--c-text);
    font-family: var(--font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
    font-size: 14px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  button { cursor: pointer; }
  a { color: inherit; text-decoration: none; }
  h1, h2, h3, h4, p, ul, ol, figure { margin: 0; }
  ul, ol { padding: 0; list-style: none; }
  :focus-visible {
    outline: 2px solid var(--c-accent);
    outline-offset: 2px;
    border-radius: 4px;
  }
  ::selection { background: color-mix(in srgb, var(--c-primary) 35%, transparent); }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
