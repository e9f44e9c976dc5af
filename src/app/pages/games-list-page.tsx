// /games/:games (chunk game): the {games} parameter upper-cased into a game type (spec §2). A type that
// is unknown, or whose category is off for this brand, is a not-found page. Slot, fish and card types
// show the games hall; the others their vendor cards.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GamesList } from '../../features/games/components/games-list.tsx';
import { showsGamesList } from '../../features/games/list/games-list-state.ts';
import { useModules } from '../../lib/tenant/tenant-context.tsx';
import { gameTypeFromParam } from '../routes/route-table.ts';
import { CategoryVendors } from './category-vendors.tsx';
import { GamesAnnouncements } from '../../features/promotions/components/games-announcements.tsx';
import { PageFrame } from './page-frame.tsx';
import NotFoundPage from './not-found-page.tsx';

export default function GamesListPage() {
  const { t } = useTranslation();
  const modules = useModules();
  const type = gameTypeFromParam(useParams().games);
  if (!type || !modules.has(type)) return <NotFoundPage />;
  const hall = showsGamesList(type);
  return (
    <PageFrame title={t('page.games', { type: t(`category.${type}`) })} text={hall ? t('games.intro') : undefined}>
      <GamesAnnouncements gameType={type} />
      {hall ? <GamesList category={type} /> : <CategoryVendors categories={[type]} />}
    </PageFrame>
  );
}
