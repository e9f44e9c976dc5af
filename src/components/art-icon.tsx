// Monochrome art (category and social icons drawn with currentColor) painted through a CSS mask, so it
// takes any colour or gradient of the theme — an <img> would always render such SVGs black.
// The address and size are class rules, not a style attribute: the CSP allows no inline style
// attributes, and a server-rendered one would be dropped (React does not re-apply it on hydration).
import styled from 'styled-components';

interface ArtIconProps {
  src: string;
  size: number;
  /** Accessible name; decorative when absent. */
  label?: string;
  className?: string;
}

export function ArtIcon({ src, size, label, className }: ArtIconProps) {
  return (
    <Mask
      className={className}
      $art={`url("${src.replace(/["\\\n]/g, encodeURIComponent)}")`}
      $size={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

const Mask = styled.span<{ $art: string; $size: number }>`
  --art: ${({ $art }) => $art};
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  display: inline-block;
  flex-shrink: 0;
  background: currentColor;
  -webkit-mask: var(--art) center / contain no-repeat;
  mask: var(--art) center / contain no-repeat;
`;
