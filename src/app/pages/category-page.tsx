// Category pages (chunk egame: /rng /live /fish /pvp /sports /esports /cockfight): frame + content. The
// slot, fish and card pages show the games hall; the other categories their vendor cards, each opening
// the popup list of its games.
import { useTranslation } from 'react-i18next';
import { GamesList } from '../../features/games/components/games-list.tsx';
import { showsGamesList } from '../../features/games/list/games-list-state.ts';
import { opensVendorPopup } from '../../features/games/vendor-links.ts';
import { useLaunchGame } from '../../features/games/use-launch-game.ts';
import { JackpotTicker } from '../../features/jackpot/jackpot-ticker.tsx';
import { useModules } from '../../lib/tenant/tenant-context.tsx';
import { GamesAnnouncements } from '../../features/promotions/components/games-announcements.tsx';
import { PageFrame } from './page-frame.tsx';
import { CategoryVendors } from './category-vendors.tsx';
import { useRouteEntry } from '../routes/use-route-entry.ts';

export default function CategoryPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const category = entry?.category;
  const modules = useModules();
  const { launch } = useLaunchGame();
  // The slots page's strip carries the jackpot counter (spec §2 /rng): the pool grows with slot stakes.
  const ticker =
    category === 'RNG' && modules.has('JACKPOT') ? (
      <JackpotTicker
        onPlay={(w) =>
          void launch({ vendor: w.vendor, gameCode: w.gameCode, gameName: w.gameName, gameType: w.gameType, iconUrl: w.iconUrl, launch: w.launch })
        }
      />
    ) : null;
  if (category && showsGamesList(category)) {
    return (
      <PageFrame text={t('games.intro')}>
        {ticker}
        <GamesAnnouncements gameType={category} />
        <GamesList category={category} />
      </PageFrame>
    );
  }
  return (
    <PageFrame text={category && opensVendorPopup(category) ? t('games.vendorsIntro') : undefined}>
      {category ? <GamesAnnouncements gameType={category} /> : null}
      {category ? <CategoryVendors categories={[category]} /> : null}
    </PageFrame>
  );
}
