// The top area of the login popup (spec §2): a game-category menu (hot games, then each category the
// brand has on) and the chosen category's vendors. A hot vendor opens the slot hall on that vendor; in
// a category, slot (RNG) vendors open the slot hall with their vassalage, fishing goes to /fish, and
// any other vendor opens the login page in a new 1300×900 window (§9 login popup window).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { closeLoginModal } from '../../../features/accounts/login/login-modal.store.ts';
import type { VendorCard } from '../../../features/games/api/vendor-lanes.api.ts';
import { VendorLogo } from '../../../features/games/components/vendor-logo.tsx';
import { hotVendorCards } from '../../../features/games/hot-vendors.ts';
import { CATEGORY_PATH, vendorPath } from '../../../features/games/vendor-links.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useMainNav } from '../../navigation/use-main-nav.ts';

type Tab = 'HOT' | CategoryId;

export const LOGIN_WINDOW_FEATURES = 'popup,width=1300,height=900';

export default function LoginGamesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenant = useTenant();
  const { categories, lanes } = useMainNav();
  const hot = lanes ? hotVendorCards(lanes, tenant.games.hotVendors, 12) : [];
  const tabs: Tab[] = [...(hot.length > 0 ? (['HOT'] as const) : []), ...categories];
  const [tab, setTab] = useState<Tab | undefined>(undefined);
  const current = tab && tabs.includes(tab) ? tab : tabs[0];
  if (!current) return null;

  const cards: VendorCard[] =
    current === 'HOT' ? hot : (lanes?.find((lane) => lane.title === current)?.cards ?? []).map((card) => ({ ...card, gameType: card.gameType ?? current }));

  const go = (card: VendorCard) => {
    if (current === 'HOT') {
      closeLoginModal();
      navigate(vendorPath(card.vassalage, 'RNG'));
    } else if (current === 'RNG') {
      closeLoginModal();
      navigate(vendorPath(card.vassalage, 'RNG'));
    } else if (current === 'FISH') {
      closeLoginModal();
      navigate(CATEGORY_PATH.FISH);
    } else {
      window.open('/login', '_blank', LOGIN_WINDOW_FEATURES);
    }
  };

  return (
    <Wrap data-testid="login-games-menu">
      <Tabs role="tablist" aria-label={t('login.gamesMenu')}>
        {tabs.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={id === current} onClick={() => setTab(id)} data-testid={`login-games-tab-${id}`}>
            {t(`category.${id}`)}
          </button>
        ))}
      </Tabs>
      <Vendors role="tabpanel" aria-label={t(`category.${current}`)}>
        {cards.length === 0 ? <Empty>{lanes ? t('common.noData') : t('common.loading')}</Empty> : null}
        {cards.map((card) => (
          <li key={`${card.gameType}-${card.vassalage}`}>
            <button type="button" onClick={() => go(card)} data-testid={`login-games-vendor-${card.vassalage}`}>
              <VendorLogo vassalage={card.vassalage} gameType={card.gameType} alt="" width={72} height={32} />
              <span>{card.displayName || card.vassalage}</span>
            </button>
          </li>
        ))}
      </Vendors>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: 10px;
  border-radius: calc(var(--radius, 8px) * 1.25);
  background: var(--c-surface-alt);
  border: 1px solid var(--c-border);
`;

const Tabs = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding-bottom: 8px;
  scrollbar-width: thin;
  button {
    flex-shrink: 0;
    height: 32px;
    padding: 0 12px;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    background: var(--c-surface);
    color: var(--c-text);
    font-size: 13px;
    font-weight: 700;
    white-space: nowrap;
  }
  button[aria-selected='true'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    border-color: var(--c-primary);
  }
`;

// Narrow screens: one scrolling row, so the form stays in view; wider: a grid of up to two rows.
const Vendors = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 112px;
  gap: 8px;
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
  ${media.md} {
    grid-auto-flow: row;
    grid-template-columns: repeat(auto-fill, minmax(112px, 1fr));
    max-height: 150px;
    overflow-x: hidden;
    overflow-y: auto;
  }
  button {
    width: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    padding: 6px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    background: var(--c-surface);
    color: var(--c-text);
    font-size: 12px;
    font-weight: 600;
  }
  button:hover {
    border-color: var(--c-primary);
  }
  img {
    width: 72px;
    height: 32px;
  }
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Empty = styled.li`
  grid-column: 1 / -1;
  padding: 12px;
  text-align: center;
  color: var(--c-text-muted);
  font-size: 13px;
`;
