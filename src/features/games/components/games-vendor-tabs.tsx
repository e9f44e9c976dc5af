// The vendor tabs of a games hall: the category's vendors in the brand's order, each a toggle button
// with its logo and name, in a row that scrolls sideways. With more than seven vendors (spec §2) left
// and right arrows page through the row; they turn off at either end. The chosen vendor is kept in
// view by scrolling the row only (never the page).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import type { VendorCard } from '../api/vendor-lanes.api.ts';
import { VendorLogo } from './vendor-logo.tsx';

/** Spec §2: arrows turn on when there are more than 7 vendors. */
export const VENDOR_ARROW_THRESHOLD = 7;

interface Props {
  vendors: readonly VendorCard[];
  value: string | null;
  onSelect: (vassalage: string) => void;
  /** Off while another list (hot, favourites, recent) is shown: the vendor is then only outlined. */
  active?: boolean;
}

export function GamesVendorTabs({ vendors, value, onSelect, active = true }: Props) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const arrows = vendors.length > VENDOR_ARROW_THRESHOLD;

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const max = row.scrollWidth - row.clientWidth;
    setEdges({ atStart: row.scrollLeft <= 4, atEnd: row.scrollLeft >= max - 4 });
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, vendors.length]);

  // Keep the chosen vendor visible inside the row.
  useLayoutEffect(() => {
    const row = rowRef.current;
    const chosen = row?.querySelector<HTMLElement>('[data-selected="true"]');
    if (!row || !chosen) return;
    const left = chosen.offsetLeft; // the row is the buttons' offset parent
    const right = left + chosen.offsetWidth;
    if (left < row.scrollLeft) row.scrollLeft = Math.max(0, left - 8);
    else if (right > row.scrollLeft + row.clientWidth) row.scrollLeft = right - row.clientWidth + 8;
  }, [value, vendors]);

  const page = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * Math.max(120, row.clientWidth * 0.8), behavior: reduced ? 'auto' : 'smooth' });
  };

  if (vendors.length === 0) return null;
  return (
    <Wrap data-arrows={arrows}>
      {arrows ? (
        <Arrow type="button" onClick={() => page(-1)} disabled={edges.atStart} aria-label={t('games.vendors.prev')} data-testid="games-vendors-prev">
          <Icon name="chevronLeft" size={18} strokeWidth={2.2} />
        </Arrow>
      ) : null}
      <Row ref={rowRef} role="group" aria-label={t('games.vendors.label')}>
        {vendors.map((vendor) => (
          <Tab
            key={vendor.vassalage}
            type="button"
            aria-pressed={active && vendor.vassalage === value}
            data-selected={vendor.vassalage === value}
            data-testid={`games-vendor-${vendor.vassalage}`}
            onClick={() => onSelect(vendor.vassalage)}
          >
            <VendorLogo vassalage={vendor.vassalage} gameType={vendor.gameType} alt="" width={88} height={44} />
            <span>{vendor.displayName || vendor.vassalage}</span>
          </Tab>
        ))}
      </Row>
      {arrows ? (
        <Arrow type="button" onClick={() => page(1)} disabled={edges.atEnd} aria-label={t('games.vendors.next')} data-testid="games-vendors-next">
          <Icon name="chevronRight" size={18} strokeWidth={2.2} />
        </Arrow>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  align-items: stretch;
  gap: 6px;
  min-width: 0;
`;

const Row = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 auto;
  gap: 8px;
  min-width: 0;
  padding: 4px 2px 6px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: 2px;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  display: flex;
  flex: 0 0 auto;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  width: 84px;
  padding: 5px 4px 4px;
  scroll-snap-align: start;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  color: var(--c-text-muted);
  background: var(--c-surface);
  transition:
    border-color 0.15s,
    box-shadow 0.15s,
    color 0.15s,
    transform 0.1s;
  img {
    width: 74px;
    height: 37px;
    object-fit: contain;
    border-radius: calc(var(--radius, 8px) * 0.5);
  }
  span {
    max-width: 100%;
    overflow: hidden;
    font-size: 11px;
    font-weight: 700;
    line-height: 1.2;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    border-color: color-mix(in srgb, var(--c-primary) 60%, var(--c-border));
    color: var(--c-text);
  }
  &[data-selected='true'] {
    border-color: color-mix(in srgb, var(--c-primary) 60%, var(--c-border));
  }
  &[aria-pressed='true'] {
    color: var(--c-primary);
    border-color: var(--c-primary);
    background: color-mix(in srgb, var(--c-primary) 10%, var(--c-surface));
    box-shadow:
      0 0 0 1px var(--c-primary),
      0 6px 16px color-mix(in srgb, var(--c-primary) 25%, transparent);
  }
  ${media.md} {
    width: 112px;
    img {
      width: 100px;
      height: 50px;
    }
    span {
      font-size: 12px;
    }
  }
`;

const Arrow = styled.button`
  display: grid;
  flex: 0 0 auto;
  place-items: center;
  width: 30px;
  margin: 4px 0 6px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  color: var(--c-text);
  background: var(--c-surface-alt);
  transition:
    color 0.15s,
    border-color 0.15s,
    opacity 0.15s;
  &:hover:not(:disabled) {
    color: var(--c-primary);
    border-color: var(--c-primary);
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;
