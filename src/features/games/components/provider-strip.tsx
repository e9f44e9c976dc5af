// Footer provider strip (spec §2, §9): every vendor of the enabled categories as a logo. The swiper
// carousel is its own chunk, fetched only when idle after the first paint (or on the first interaction);
// until it arrives the same logos sit in a static row of the same height (also what the server renders).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { VendorCard, VendorLane } from '../api/vendor-lanes.api.ts';
import { useAfterFirstPaint } from '../../../lib/idle/after-first-paint.ts';
import { vendorPath } from '../vendor-links.ts';
import { VendorLogo } from './vendor-logo.tsx';

const ProviderCarousel = lazy(() => import('./provider-carousel.tsx'));

/** One card per vendor code, in lane order. */
export function uniqueVendors(lanes: readonly VendorLane[]): VendorCard[] {
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      out.push(card);
    }
  }
  return out;
}

export function ProviderLogoLink({ card }: { card: VendorCard }) {
  return (
    <Chip to={vendorPath(card.vassalage, card.gameType)} aria-label={card.displayName || card.vassalage} title={card.displayName}>
      <VendorLogo vassalage={card.vassalage} gameType={card.gameType} alt="" width={120} height={40} />
    </Chip>
  );
}

export function ProviderStrip({ lanes }: { lanes: readonly VendorLane[] | undefined }) {
  const { t } = useTranslation();
  const cards = uniqueVendors(lanes ?? []);
  const enhance = useAfterFirstPaint({ minDelayMs: 1000 });
  if (cards.length === 0) return null;
  const fallback = (
    <StaticRow>
      {cards.slice(0, 10).map((card) => (
        <li key={card.vassalage}>
          <ProviderLogoLink card={card} />
        </li>
      ))}
    </StaticRow>
  );
  return (
    <Strip aria-label={t('footer.providers')}>
      {enhance ? (
        <Suspense fallback={fallback}>
          <ProviderCarousel cards={cards} />
        </Suspense>
      ) : (
        fallback
      )}
    </Strip>
  );
}

const Strip = styled.nav`
  min-height: 56px;
`;

const StaticRow = styled.ul`
  display: flex;
  gap: 10px;
  overflow: hidden;
  li {
    flex: 0 0 calc((100% - 90px) / 10);
    min-width: 96px;
  }
`;

export const Chip = styled(Link)`
  display: grid;
  place-items: center;
  height: 56px;
  padding: 8px 10px;
  border-radius: var(--radius, 8px);
  background: color-mix(in srgb, var(--c-footer-text) 6%, transparent);
  border: 1px solid color-mix(in srgb, var(--c-footer-text) 12%, transparent);
  transition:
    background-color 0.2s,
    border-color 0.2s;
  img {
    width: 100%;
    height: 40px;
    filter: grayscale(0.35);
    opacity: 0.85;
    transition:
      filter 0.2s,
      opacity 0.2s;
  }
  &:hover {
    border-color: color-mix(in srgb, var(--c-primary) 60%, transparent);
    background: color-mix(in srgb, var(--c-footer-text) 10%, transparent);
    img {
      filter: none;
      opacity: 1;
    }
  }
`;
