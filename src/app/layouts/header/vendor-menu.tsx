// A category's vendors in the header dropdown: columns of 10 (spec §9), icon + name.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { DropdownCard } from '../../../components/dropdown.tsx';
import { VendorLogo } from '../../../features/games/components/vendor-logo.tsx';
import type { NavItem } from '../../navigation/main-nav.ts';

export function VendorMenu({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const columns = item.vendorColumns;
  return (
    <Card>
      <Head>
        <strong>{t('nav.vendorsOf', { category: t(item.labelKey) })}</strong>
        <AllLink to={item.href} onClick={onNavigate}>
          {t('nav.viewAll')}
        </AllLink>
      </Head>
      {columns === undefined ? (
        <Loading>{t('common.loading')}</Loading>
      ) : columns.length === 0 ? (
        <Loading>{t('common.noData')}</Loading>
      ) : (
        <Columns>
          {columns.map((column, index) => (
            <ul key={index}>
              {column.map((vendor) => (
                <li key={vendor.vassalage}>
                  <VendorLink to={vendor.href} onClick={onNavigate}>
                    <LogoBox>
                      <VendorLogo vassalage={vendor.vassalage} gameType={vendor.category} alt="" width={40} height={24} />
                    </LogoBox>
                    <span>{vendor.displayName}</span>
                    {vendor.isHot ? <Hot>{t('games.hot')}</Hot> : null}
                  </VendorLink>
                </li>
              ))}
            </ul>
          ))}
        </Columns>
      )}
    </Card>
  );
}

const Card = styled(DropdownCard)`
  padding: 0;
  overflow: hidden;
  min-width: 260px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 10px 14px;
  border-bottom: 1px solid var(--c-border);
  background: var(--c-surface-alt);
  strong {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--c-text-muted);
  }
`;

const AllLink = styled(Link)`
  font-size: 12px;
  font-weight: 700;
  color: var(--c-primary);
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: flex;
  padding: 8px;
  ul {
    width: 220px;
  }
  ul + ul {
    border-left: 1px solid var(--c-border);
    padding-left: 8px;
    margin-left: 8px;
  }
`;

const VendorLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 8px;
  border-radius: 6px;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover {
    background: var(--c-surface-alt);
    color: var(--c-primary);
  }
`;

const LogoBox = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 28px;
  flex-shrink: 0;
  border-radius: 5px;
  background: var(--c-surface-alt);
  border: 1px solid var(--c-border);
  img {
    width: 40px;
    height: 24px;
  }
`;

const Hot = styled.em`
  margin-left: auto;
  padding: 1px 6px;
  border-radius: 999px;
  font-style: normal;
  font-size: 10px;
  font-weight: 800;
  text-transform: uppercase;
  color: #fff;
  background: var(--c-danger);
`;

const Loading = styled.p`
  padding: 16px;
  color: var(--c-text-muted);
`;
