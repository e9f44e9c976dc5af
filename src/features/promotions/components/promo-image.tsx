// A promotion's picture in a box of fixed proportions (2:1), so nothing moves when it loads: the
// operator's image, or the drawn art when there is none or it fails to load.
import { useState } from 'react';
import styled from 'styled-components';
import type { PromotionCategory } from '../../../../schemas/generated/promotions.ts';
import { PromoArt } from './promo-art.tsx';

interface PromoImageProps {
  id: string;
  category: PromotionCategory;
  imageUrl?: string;
  /** The first screenful (the detail page's picture) loads at once; cards further down lazily. */
  eager?: boolean;
}

export function PromoImage({ id, category, imageUrl, eager = false }: PromoImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {imageUrl && !failed ? (
        <img
          src={imageUrl}
          alt=""
          width={400}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => {}}
          onError={() => setFailed(true)}
        />
      ) : (
        <PromoArt id={id} category={category} />
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 2 / 1;
  overflow: hidden;
  background: var(--c-surface-alt);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
