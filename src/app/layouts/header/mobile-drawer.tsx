// The narrow-screen menu drawer (its own chunk, loaded when the hamburger is first pressed): focus
// trapped, Escape closes; the whole menu, each category's vendors behind a disclosure, language, theme
// and the account buttons.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '../../../components/icon.tsx';
import { Modal } from '../../../components/modal.tsx';
import { HeaderAccountArea } from '../../../features/accounts/components/header-account-area.tsx';
import { RecentlyViewedList } from '../../../features/games/components/recently-viewed-list.tsx';
import type { NavItem } from '../../navigation/main-nav.ts';
import { useLanguageChoice } from './language-switcher.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { BrandLogo } from './brand-logo.tsx';

export default function MobileDrawer({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      placement="left"
      width={340}
      title={t('nav.mainMenu')}
      closeLabel={t('header.closeMenu')}
      onClose={onClose}
      headerContent={<BrandLogo height={32} />}
    >
      <DrawerBody items={items} />
    </Modal>
  );
}

function DrawerBody({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { supported, current, choose } = useLanguageChoice();
  return (
    <Body>
      <HeaderAccountArea layout="stack" />
      <nav aria-label={t('nav.mainMenu')}>
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.category ? (
                <CategoryEntry item={item} />
              ) : (
                <Entry to={item.href}>
                  <Icon name={item.icon} size={18} />
                  {t(item.labelKey)}
                </Entry>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {supported.length > 1 ? (
        <Section>
          <h3>{t('header.language')}</h3>
          <Langs>
            {supported.map((lang) => (
              <button key={lang} type="button" aria-pressed={lang === current} onClick={() => choose(lang)}>
                {t(`language.${lang}`)}
              </button>
            ))}
          </Langs>
        </Section>
      ) : null}
      <Section data-row="true">
        <h3>{t('header.theme')}</h3>
        <ThemeSwitch />
      </Section>
      <Section>
        <h3>{t('sidemenu.recentlyViewed')}</h3>
        <RecentlyViewedList />
      </Section>
    </Body>
  );
}

function CategoryEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const vendors = item.vendorColumns?.flat() ?? [];
  return (
    <>
      <Row>
        <Entry to={item.href}>
          <Icon name={item.icon} size={18} />
          {t(item.labelKey)}
        </Entry>
        {vendors.length > 0 ? (
          <Expand
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('nav.vendorsOf', { category: t(item.labelKey) })}
            onClick={() => setOpen((v) => !v)}
          >
            <Icon name="chevronDown" size={18} />
          </Expand>
        ) : null}
      </Row>
      <Vendors id={panelId} hidden={!open}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={vendor.href}>{vendor.displayName}</Link>
          </li>
        ))}
      </Vendors>
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: 18px;
  nav ul {
    display: grid;
  }
  nav li {
    border-bottom: 1px solid var(--c-border);
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
`;

const Entry = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 13px 4px;
  font-weight: 700;
  font-size: 15px;
  svg {
    color: var(--c-primary);
  }
`;

const Expand = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 8px;
  background: var(--c-surface-alt);
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Vendors = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 2px 12px;
  padding: 0 4px 12px 34px;
  &[hidden] {
    display: none;
  }
  a {
    display: block;
    padding: 6px 0;
    color: var(--c-text-muted);
    font-size: 14px;
  }
  a:hover {
    color: var(--c-primary);
  }
`;

const Section = styled.section`
  display: grid;
  gap: 10px;
  h3 {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--c-text-muted);
  }
  &[data-row='true'] {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const Langs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    padding: 8px 12px;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    background: var(--c-surface-alt);
    font-size: 13px;
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    border-color: var(--c-primary);
  }
`;
