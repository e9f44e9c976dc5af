// Side menu: a collapsible "Recently viewed" panel on the left edge (spec §2), fed by the persisted store.
// The tab comes on the visitor's first use of the page (root-layout.tsx); the list (and the stored entries
// it reads) is its own chunk, loaded when the panel first opens, so no render depends on storage before.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';

const RecentlyViewedList = lazy(() => import('./recently-viewed-list.tsx').then((m) => ({ default: m.RecentlyViewedList })));

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
        {open ? (
          <Suspense fallback={null}>
            <RecentlyViewedList />
          </Suspense>
        ) : null}
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
