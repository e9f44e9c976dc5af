// A grid of vendor cards (logo, name, hot badge) linking by the vendor rule of spec §2; a vendor whose
// games are not shown in a hall opens the popup list of its games instead.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { media } from '../../../lib/theme/styled-theme.ts';
import type { VendorCard } from '../api/vendor-lanes.api.ts';
import { useVendorPopupStore } from '../stores/vendor-popup.store.ts';
import { opensVendorPopup, vendorPath } from '../vendor-links.ts';
import { VendorLogo } from './vendor-logo.tsx';

export function VendorCardGrid({ cards, dense = false }: { cards: readonly VendorCard[]; dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <Grid data-dense={dense}>
      {cards.map((card) => (
        <li key={`${card.gameType}-${card.vassalage}`}>
          <CardTarget card={card}>
            {card.isHot === 1 ? <Hot>{t('games.hot')}</Hot> : null}
            <LogoBox>
              <VendorLogo vassalage={card.vassalage} gameType={card.gameType} alt="" width={120} height={56} />
            </LogoBox>
            <Name>{card.displayName || card.vassalage}</Name>
            <Type>{t(`category.${card.gameType}`)}</Type>
          </CardTarget>
        </li>
      ))}
    </Grid>
  );
}

function CardTarget({ card, children }: { card: VendorCard; children: ReactNode }) {
  const openPopup = useVendorPopupStore((s) => s.open);
  if (!opensVendorPopup(card.gameType)) return <CardLink to={vendorPath(card.vassalage, card.gameType)}>{children}</CardLink>;
  return (
    <CardButton
      type="button"
      aria-haspopup="dialog"
      onClick={() => openPopup({ vassalage: card.vassalage, gameType: card.gameType, name: card.displayName || card.vassalage })}
      data-testid={`vendor-card-${card.vassalage}`}
    >
      {children}
    </CardButton>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 14px;
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  &[data-dense='true'] {
    ${media.lg} {
      grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    }
  }
`;

const cardStyle = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  height: 100%;
  padding: 14px 10px 12px;
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.05);
  transition:
    transform 0.18s,
    border-color 0.18s,
    box-shadow 0.18s;
  &:hover {
    transform: translateY(-2px);
    border-color: var(--c-primary);
    box-shadow: 0 10px 24px rgb(0 0 0 / 0.12);
  }
`;

const CardLink = styled(Link)`
  ${cardStyle}
`;

const CardButton = styled.button`
  ${cardStyle}
  width: 100%;
  font: inherit;
  color: inherit;
  cursor: pointer;
`;

const LogoBox = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 56px;
  img {
    max-width: 120px;
    width: 100%;
    height: 56px;
  }
`;

const Name = styled.span`
  max-width: 100%;
  font-weight: 700;
  font-size: 13px;
  text-align: center;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Type = styled.span`
  font-size: 11px;
  color: var(--c-text-muted);
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Hot = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 2px 7px;
  border-radius: 999px;
  font-size: 10px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: #fff;
  background: linear-gradient(90deg, var(--c-danger), var(--c-warning));
`;
