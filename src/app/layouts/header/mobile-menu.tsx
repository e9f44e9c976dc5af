// Narrow screens: the hamburger button; the drawer itself is a lazy chunk.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { useAccountPopupOpen } from '../../../features/accounts/header/account-modals-open.ts';
import type { NavItem } from '../../navigation/main-nav.ts';

const MobileDrawer = lazy(() => import('./mobile-drawer.tsx'));

export function MobileMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  // An account popup opened from the drawer (log in, a centre, sign out) takes its place.
  const accountPopupOpen = useAccountPopupOpen();
  useEffect(() => {
    if (accountPopupOpen) setOpen(false);
  }, [accountPopupOpen]);
  return (
    <>
      <Hamburger type="button" aria-label={t('header.openMenu')} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="menu" size={22} />
      </Hamburger>
      {open ? (
        <Suspense fallback={null}>
          <MobileDrawer items={items} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const Hamburger = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border: 0;
  border-radius: 10px;
  color: inherit;
  background: color-mix(in srgb, currentColor 8%, transparent);
`;
