// Monochrome art (category and social icons drawn with currentColor) painted through a CSS mask, so it
// takes any colour or gradient of the theme — an <img> would always render such SVGs black.
import type { CSSProperties } from 'react';
import styled from 'styled-components';

interface ArtIconProps {
  src: string;
  size: number;
  /** Accessible name; decorative when absent. */
  label?: string;
  className?: string;
}

export function ArtIcon({ src, size, label, className }: ArtIconProps) {
  const style = { '--art': `url("${src.replace(/"/g, '%22')}")`, width: size, height: size } as CSSProperties;
  return <Mask className={className} style={style} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

const Mask = styled.span`
  display: inline-block;
  flex-shrink: 0;
  background: currentColor;
  -webkit-mask: var(--art) center / contain no-repeat;
  mask: var(--art) center / contain no-repeat;
`;
