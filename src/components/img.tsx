// <img> that never shows a broken image: on error it swaps once to a fallback (default game art).
// It always has an onLoad handler, which tells React 19 not to hold a commit until the image has
// decoded ("suspensey images"): a navigation or a lazily revealed section shows at once, and the
// picture appears when ready inside the box its width/height already reserve.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_IMAGE = '/art/default-game.svg';

interface ImgProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

export function Img({ src, alt, fallbackSrc = DEFAULT_IMAGE, loading = 'lazy', decoding = 'async', onError, onLoad, ...rest }: ImgProps) {
  const [current, setCurrent] = useState(src);
  useEffect(() => setCurrent(src), [src]);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onLoad={(event) => onLoad?.(event)}
      onError={(event) => {
        if (current !== fallbackSrc) setCurrent(fallbackSrc);
        onError?.(event);
      }}
    />
  );
}
