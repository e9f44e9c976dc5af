// The promotions a game category's page announces (spec §7 games announcements): a strip of small cards
// above the games, each opening its promotion, and a link to every promotion. Nothing at all when the
// category has no open promotion, so a page without one looks as it did.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { Icon } from '../../../components/icon.tsx';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useGamesAnnouncements } from '../api/games-announcements.api.ts';
import { detailHref } from '../promotion-href.ts';
import { PromoImage } from './promo-image.tsx';

export function GamesAnnouncements({ gameType }: { gameType: CategoryId }) {
  const { t, i18n } = useTranslation();
  const shown = useModules().has('PROMOTION');
  const { data } = useGamesAnnouncements(gameType, i18n.language, shown);
  const promotions = data?.promotion ?? [];
  if (!shown || promotions.length === 0) return null;
  return (
    <Strip aria-labelledby={`games-promo-${gameType}`} data-testid="games-announcements">
      <Head>
        <h2 id={`games-promo-${gameType}`}>
          <Icon name="gift" size={18} />
          {t('games.announced.title', { category: t(`category.${gameType}`) })}
        </h2>
        <Link to="/promotions">
          {t('games.announced.all')}
          <Icon name="chevronRight" size={14} />
        </Link>
      </Head>
      <List>
        {promotions.map((p) => (
          <li key={p.id}>
            <Item to={detailHref(p.id)} data-testid="games-announcement" data-id={p.id}>
              <Art>
                <PromoImage id={p.id} category={p.category} imageUrl={p.imageUrl} />
              </Art>
              <span className="text">
                <strong>{p.title}</strong>
                <span>{p.summary}</span>
              </span>
            </Item>
          </li>
        ))}
      </List>
    </Strip>
  );
}

const Strip = styled.section`
  margin-top: 20px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 10px;
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 17px;
    font-weight: 800;
    color: var(--c-text);
  }
  h2 svg {
    color: var(--c-primary);
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    flex-shrink: 0;
    font-size: 13px;
    font-weight: 600;
    color: var(--c-primary);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  padding: 8px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: var(--c-primary);
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-size: 15px;
    line-height: 1.3;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .text span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-size: 13px;
    line-height: 1.4;
    color: var(--c-text-muted);
  }
`;

const Art = styled.div`
  width: 112px;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: calc(var(--radius, 8px) * 0.75);
`;
