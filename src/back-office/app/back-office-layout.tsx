// The frame of every back-office page: the side menu (only what the role allows), and the top bar with
// the brand choice (on brand pages), language, theme, who is signed in, and sign-out. On a narrow
// screen the menu folds into a button.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import type { SessionValue, StaffMe } from '../../../schemas/generated/staff.ts';
import { media } from '../../lib/theme/styled-theme.ts';
import { useThemeModeStore } from '../../lib/theme/theme-mode.store.ts';
import { sessionKeys } from '../features/session/api/session-keys.ts';
import { signOut } from '../features/session/api/sign-out.api.ts';
import { currentStaffLanguage, isStaffLanguage, STAFF_LANGUAGES, switchStaffLanguage } from './back-office-i18n.ts';
import type { StaffPageEntry } from './back-office-pages.ts';
import { effectiveBrand, useBrandChoice } from './brand-choice.store.ts';

export interface LayoutOutlet {
  brandId: string | null;
}

export function BackOfficeLayout({ staff, pages }: { staff: StaffMe; pages: readonly StaffPageEntry[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mode = useThemeModeStore((s) => s.mode);
  const toggleTheme = useThemeModeStore((s) => s.toggle);
  const chosen = useBrandChoice((s) => s.brandId);
  const choose = useBrandChoice((s) => s.choose);
  const brandId = effectiveBrand(chosen, staff.brands);
  const current = pages.find((p) => location.pathname === `/${p.path}` || location.pathname.startsWith(`/${p.path}/`));

  const leave = async () => {
    try {
      await signOut();
    } finally {
      client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
      client.setQueryData<SessionValue>(sessionKeys.current(), { staff: null });
    }
  };

  return (
    <Shell>
      <SkipLink href="#bo-main">{t('layout.skip')}</SkipLink>
      <Side data-open={menuOpen ? 'true' : undefined}>
        <Brand>{t('layout.title')}</Brand>
        <nav aria-label={t('layout.menu')}>
          <ul>
            {pages.map((p) => (
              <li key={p.path}>
                <NavLink to={`/${p.path}`} onClick={() => setMenuOpen(false)} data-testid={`bo-nav-${p.path}`}>
                  {t(p.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Side>
      <Main>
        <Top>
          <MenuButton type="button" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
            {t('layout.menu')}
          </MenuButton>
          {current?.brandScoped && staff.brands.length > 0 ? (
            <label>
              <span>{t('layout.brand')}</span>
              <select value={brandId ?? ''} onChange={(e) => choose(e.target.value)} data-testid="bo-brand">
                {staff.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Spacer />
          <label>
            <span>{t('layout.language')}</span>
            <select
              value={currentStaffLanguage()}
              onChange={(e) => {
                // Answers the server words in the staff language (promotion titles, messages) are fetched again.
                if (isStaffLanguage(e.target.value)) void switchStaffLanguage(e.target.value).then(() => client.invalidateQueries());
              }}
              data-testid="bo-language"
            >
              {STAFF_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`language.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <TopButton type="button" onClick={toggleTheme} aria-pressed={mode === 'dark'} data-testid="bo-theme">
            {mode === 'dark' ? t('layout.lightTheme') : t('layout.darkTheme')}
          </TopButton>
          <Who data-testid="bo-who">
            {staff.username} · {t(`roles.${staff.role}`)}
          </Who>
          <TopButton type="button" onClick={() => void leave()} data-testid="bo-sign-out">
            {t('layout.signOut')}
          </TopButton>
        </Top>
        {staff.recoveryCodesLeft <= 2 ? <Warn role="status">{t('layout.fewRecoveryCodes', { count: staff.recoveryCodesLeft })}</Warn> : null}
        <Content id="bo-main" tabIndex={-1}>
          <Outlet context={{ brandId } satisfies LayoutOutlet} />
        </Content>
      </Main>
    </Shell>
  );
}

const Shell = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 10;
    padding: 8px 12px;
    background: var(--c-surface);
  }
`;

const Side = styled.aside`
  display: none;
  background: var(--c-nav-bg);
  color: var(--c-footer-text);
  padding: 16px 12px;
  &[data-open='true'] {
    display: block;
  }
  ${media.lg} {
    display: block;
    min-height: 100vh;
  }
  ul {
    display: grid;
    gap: 2px;
  }
  a {
    display: block;
    padding: 8px 12px;
    border-radius: var(--radius);
    color: var(--c-footer-text);
  }
  a:hover {
    background: rgb(255 255 255 / 0.08);
  }
  a[aria-current='page'] {
    background: rgb(255 255 255 / 0.14);
    font-weight: 700;
  }
`;

const Brand = styled.div`
  font-weight: 800;
  font-size: 16px;
  padding: 4px 12px 16px;
`;

const Main = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  padding: 10px 16px;
  background: var(--c-header-bg);
  color: var(--c-header-text);
  border-bottom: 1px solid var(--c-border);
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    font-size: 13px;
  }
  select {
    height: 32px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const TopButton = styled.button`
  height: 32px;
  padding: 0 12px;
  border-radius: var(--radius);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  color: var(--c-text);
`;

const MenuButton = styled(TopButton)`
  ${media.lg} {
    display: none;
  }
`;

const Who = styled.span`
  font-size: 13px;
  color: var(--c-text-muted);
`;

const Warn = styled.p`
  margin: 12px 16px 0;
  padding: 8px 12px;
  border-radius: var(--radius);
  color: var(--c-warning);
  border: 1px solid currentColor;
`;

const Content = styled.main`
  padding: 16px;
  min-width: 0;
  outline: none;
  ${media.md} {
    padding: 24px;
  }
`;
