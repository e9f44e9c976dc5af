// <img> that never shows a broken image: on error it swaps once to a fallback (default game art).
import { useEffect, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_IMAGE = '/art/default-game.svg';

interface ImgProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

export function Img({ src, alt, fallbackSrc = DEFAULT_IMAGE, loading = 'lazy', decoding = 'async', onError, ...rest }: ImgProps) {
  const [current, setCurrent] = useState(src);
  useEffect(() => setCurrent(src), [src]);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (current !== fallbackSrc) setCurrent(fallbackSrc);
        onError?.(event);
      }}
    />
  );
}
