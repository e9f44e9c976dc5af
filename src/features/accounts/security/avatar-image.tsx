// The member's avatar: the chosen picture, or the default figure when there is none or it fails to load
// (spec §8: a broken avatar falls back to the default image). The default is drawn inline, so it cannot break.
import { useState } from 'react';
import styled from 'styled-components';

export function AvatarImage({ url, size, alt }: { url: string | undefined; size: number; alt: string }) {
  // The URL that failed: a new URL (another choice) is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url || brokenUrl === url)
    return (
      <Default role="img" aria-label={alt} style={{ width: size, height: size }} data-testid="avatar-default">
        <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
          <circle cx="32" cy="24" r="12" fill="currentColor" opacity="0.85" />
          <path d="M10 58c2-12 11-19 22-19s20 7 22 19" fill="currentColor" opacity="0.85" />
        </svg>
      </Default>
    );
  return <Img src={url} alt={alt} width={size} height={size} onError={() => setBrokenUrl(url)} data-testid="avatar-image" />;
}

const Default = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: 50%;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 16%, var(--c-surface));
`;

const Img = styled.img`
  flex-shrink: 0;
  border-radius: 50%;
  object-fit: cover;
  background: var(--c-surface-alt);
`;
