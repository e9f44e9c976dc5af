// Side menu: a collapsible "Recently viewed" panel on the left edge (spec §2), fed by the persisted store.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { Img } from '../../../components/img.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useRecentlyViewedStore } from '../stores/recently-viewed.store.ts';

/** The entries, newest first; "No data" when there are none. Also used by the narrow-screen menu. */
export function RecentlyViewedList() {
  const { t } = useTranslation();
  const entries = useRecentlyViewedStore((s) => s.entries);
  if (entries.length === 0) {
    return (
      <Empty>
        <Icon name="history" size={32} strokeWidth={1.4} />
        <p>{t('common.noData')}</p>
      </Empty>
    );
  }
  return (
    <List>
      {entries.map((entry) => (
        <li key={`${entry.vassalage}-${entry.gameCode}`}>
          <Img src={entry.iconUrl ?? '/art/default-game.svg'} alt="" width={44} height={44} />
          <div>
            <strong>{entry.name}</strong>
            <small>{entry.vassalage}</small>
          </div>
        </li>
      ))}
    </List>
  );
}

export function RecentlyViewedPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Side data-open={open}>
      <Tab
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('sidemenu.closePanel') : t('sidemenu.open')}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="history" size={18} />
        <TabText>{t('sidemenu.recentlyViewed')}</TabText>
      </Tab>
      <Panel id={panelId} hidden={!open} aria-label={t('sidemenu.recentlyViewed')} role="region">
        <PanelHead>
          <h2>{t('sidemenu.recentlyViewed')}</h2>
          <Close type="button" onClick={() => setOpen(false)} aria-label={t('sidemenu.closePanel')}>
            <Icon name="chevronLeft" size={18} />
          </Close>
        </PanelHead>
        <RecentlyViewedList />
      </Panel>
    </Side>
  );
}

const Side = styled.aside`
  position: fixed;
  left: 0;
  top: 50%;
  z-index: ${({ theme }) => theme.zIndices.sideMenu};
  display: flex;
  align-items: flex-start;
  transform: translateY(-50%);
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
  &[data-open='true'] {
    flex-direction: row-reverse;
  }
  ${media.belowMd} {
    display: none;
  }
`;

const Tab = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 12px 7px;
  border: 1px solid color-mix(in srgb, var(--c-primary) 40%, var(--c-border));
  border-left: 0;
  border-radius: 0 12px 12px 0;
  color: var(--c-header-text);
  background: linear-gradient(180deg, var(--c-header-bg), color-mix(in srgb, var(--c-header-bg) 75%, var(--c-primary)));
  box-shadow: 4px 6px 18px rgb(0 0 0 / 0.2);
  &:hover {
    color: var(--c-primary);
  }
  [data-open='true'] > & {
    display: none;
  }
`;

const TabText = styled.span`
  writing-mode: vertical-rl;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Panel = styled.div`
  width: 260px;
  max-height: 70vh;
  display: flex;
  flex-direction: column;
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  border-left: 0;
  border-radius: 0 14px 14px 0;
  box-shadow: 8px 10px 32px rgb(0 0 0 / 0.28);
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 10px 12px 16px;
  color: var(--c-header-text);
  background: var(--c-header-bg);
  h2 {
    font-size: 14px;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  color: inherit;
  background: rgb(255 255 255 / 0.08);
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 36px 16px;
  color: var(--c-text-muted);
`;

const List = styled.ul`
  overflow: auto;
  padding: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px;
    border-radius: 8px;
  }
  li + li {
    border-top: 1px solid var(--c-border);
  }
  img {
    width: 44px;
    height: 44px;
    border-radius: 8px;
    object-fit: cover;
  }
  strong {
    display: block;
    font-size: 13px;
  }
  small {
    color: var(--c-text-muted);
    font-size: 11px;
  }
`;
