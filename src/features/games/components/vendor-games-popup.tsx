// The popup list of one vendor's games (spec §4 "a vassalage game opens a popup list"): the vendor's
// games of the brand, 15 a page, each card starting its game as in the hall.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../../../components/modal.tsx';
import { useApiLanguage } from '../use-api-language.ts';
import { useGameList } from '../api/game-list.api.ts';
import { GAMES_PAGE_SIZE } from '../list/games-list-state.ts';
import { useVendorPopupStore } from '../stores/vendor-popup.store.ts';
import { useFavouriteToggle } from '../use-favourite-toggle.ts';
import { useLaunchGame } from '../use-launch-game.ts';
import { GameCard } from './game-card.tsx';
import { GamesPaginator } from './games-paginator.tsx';

export function VendorGamesPopup() {
  const vendor = useVendorPopupStore((s) => s.vendor);
  const close = useVendorPopupStore((s) => s.close);
  const { t } = useTranslation();
  if (!vendor) return null;
  return (
    <Modal open title={t('games.vendorPopup.title', { vendor: vendor.name })} onClose={close} closeLabel={t('common.close')} width={960}>
      <VendorGames key={vendor.vassalage} />
    </Modal>
  );
}

function VendorGames() {
  const vendor = useVendorPopupStore((s) => s.vendor)!;
  const close = useVendorPopupStore((s) => s.close);
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [pageNo, setPageNo] = useState(1);
  const list = useGameList({ gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo, pageSize: GAMES_PAGE_SIZE, language });
  const favourites = useFavouriteToggle();
  const launcher = useLaunchGame();
  const games = list.data?.games ?? [];
  return (
    <div data-testid={`vendor-popup-${vendor.vassalage}`}>
      {list.isPending ? (
        <p>{t('common.loading')}</p>
      ) : games.length === 0 ? (
        <p>{t('games.empty.normal')}</p>
      ) : (
        <Grid>
          {games.map((game) => (
            <GameCard
              key={game.nodeId}
              game={game}
              favourite={favourites.isFavourite(game.nodeId)}
              favouritePending={favourites.pendingNodeId === game.nodeId}
              launching={launcher.isLaunching(game)}
              onLaunch={(g) => {
                void launcher.launch(g).then(close);
              }}
              onToggleFavourite={favourites.toggle}
            />
          ))}
        </Grid>
      )}
      {(list.data?.totalPages ?? 0) > 1 ? (
        <GamesPaginator pageNo={pageNo} totalPages={list.data!.totalPages} onPage={setPageNo} controls={`vendor-popup-${vendor.vassalage}`} />
      ) : null}
    </div>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
`;
