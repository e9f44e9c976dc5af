// The desktop navigation row: Home, categories (each with its vendor dropdown), Promotions, Download.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { Dropdown } from '../../../components/dropdown.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { NavItem } from '../../navigation/main-nav.ts';
import { VendorMenu } from './vendor-menu.tsx';

export function MainNavBar({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('nav.mainMenu')}>
      <Items>
        {items.map((item, index) => (
          <li key={item.id}>
            {item.category ? (
              <Dropdown
                openOnHover
                align={index > items.length / 2 ? 'end' : 'start'}
                panelLabel={t('nav.vendorsOf', { category: t(item.labelKey) })}
                trigger={({ toggleProps, open }) => (
                  <Item data-open={open}>
                    <ItemLink to={item.href}>
                      <Icon name={item.icon} size={17} />
                      {t(item.labelKey)}
                    </ItemLink>
                    <Toggle {...toggleProps} aria-label={t('nav.vendorsOf', { category: t(item.labelKey) })}>
                      <Icon name="chevronDown" size={14} />
                    </Toggle>
                  </Item>
                )}
              >
                {({ close }) => <VendorMenu item={item} onNavigate={close} />}
              </Dropdown>
            ) : (
              <Item>
                <ItemLink to={item.href} end={item.id === 'home'}>
                  <Icon name={item.icon} size={17} />
                  {t(item.labelKey)}
                </ItemLink>
              </Item>
            )}
          </li>
        ))}
      </Items>
    </Bar>
  );
}

const Bar = styled.nav`
  background: var(--c-nav-bg);
  color: var(--c-header-text);
  border-top: 1px solid rgb(255 255 255 / 0.06);
  box-shadow: inset 0 -1px 0 rgb(0 0 0 / 0.25);
`;

const Items = styled.ul`
  display: flex;
  align-items: stretch;
  justify-content: safe center;
  max-width: ${({ theme }) => theme.sizes.container}px;
  margin: 0 auto;
  padding: 0 16px;
  height: 48px;
  > li {
    display: flex;
  }
`;

const Item = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  &::after {
    content: '';
    position: absolute;
    left: 12px;
    right: 12px;
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: var(--c-accent);
    transform: scaleX(0);
    transition: transform 0.2s;
  }
  &:hover::after,
  &[data-open='true']::after,
  &:has(a.active)::after {
    transform: scaleX(1);
  }
`;

const ItemLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 7px;
  padding: 0 4px 0 12px;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  letter-spacing: 0.01em;
  color: color-mix(in srgb, var(--c-header-text) 90%, transparent);
  svg {
    opacity: 0.8;
  }
  &:last-child {
    padding-right: 12px;
  }
  &:hover,
  &.active {
    color: var(--c-header-text);
    svg {
      opacity: 1;
      color: var(--c-accent);
    }
  }
  @media (max-width: 1439px) {
    svg {
      display: none;
    }
    font-size: 13px;
    padding-left: 10px;
  }
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  padding: 0 8px 0 2px;
  border: 0;
  background: none;
  color: inherit;
  opacity: 0.7;
  &:hover,
  &[aria-expanded='true'] {
    opacity: 1;
    color: var(--c-header-text);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  svg {
    transition: transform 0.2s;
  }
`;
