// The games hall of the slot, fish and card pages (/rng, /fish, /pvp, /games/:games), spec §2 "Games list
// page" and §4 "Games list type": list tabs (all / hot / favourites / recent), the category's vendor
// tabs, classification, name and minimum-bet filters, the game cards and the paginator.
//
// State lives in this component, seeded from the address (?vassalage= preselects a vendor, ?page=hot|
// fav|recent a tab) and mirrored back into it with history.replaceState: a router navigation would
// scroll the page to the top and move focus on every filter click. A real navigation to the page (the
// header's vendor menu) remounts the hall with the new address.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { GameItem } from '../../../../schemas/generated/games.ts';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useTenantContext } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { LOGIN_PAGE } from '../../../lib/session/login-page.ts';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { useApiLanguage } from '../use-api-language.ts';
import { useFavouriteList } from '../api/favourite-list.api.ts';
import { useGameList } from '../api/game-list.api.ts';
import { useHotGames } from '../api/hot-games.api.ts';
import { useRecentGames } from '../api/recent-games.api.ts';
import { useVassGameType } from '../api/vass-game-type.api.ts';
import { useVendorLanes } from '../api/vendor-lanes.api.ts';
import {
  applyChange,
  effectiveVendor,
  GAMES_PAGE_SIZE,
  MEMBER_LIST_TYPES,
  searchFromState,
  stateFromSearch,
  visibleClassifies,
  type GameClassify,
  type GamesListChange,
  type GamesListState,
  type GamesListType,
  type MinBet,
} from '../list/games-list-state.ts';
import { useFavouriteToggle } from '../use-favourite-toggle.ts';
import { useLaunchGame } from '../use-launch-game.ts';
import { useMinBetOptions } from '../use-min-bet-options.ts';
import { GameCard, GameCardSkeleton } from './game-card.tsx';
import { GamesFilters, GamesSearch } from './games-filters.tsx';
import { GamesPaginator } from './games-paginator.tsx';
import { GamesTypeTabs } from './games-type-tabs.tsx';
import { GamesVendorTabs } from './games-vendor-tabs.tsx';

export function GamesList({ category }: { category: CategoryId }) {
  const location = useLocation();
  return <GamesHall key={`${category}:${location.key}`} category={category} initialSearch={location.search} />;
}

interface ListView {
  games: GameItem[];
  totalPages: number;
  pending: boolean;
  /** The previous page stays on screen while the next one loads: announced as busy, not replaced by skeletons. */
  updating?: boolean;
  error: unknown;
  retry: () => void;
}

function GamesHall({ category, initialSearch }: { category: CategoryId; initialSearch: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useApiLanguage();
  const signedIn = useSignedIn();
  const headingId = useId();
  const resultsId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const minBetOptions = useMinBetOptions();
  const [state, setState] = useState<GamesListState>(() => stateFromSearch(new URLSearchParams(initialSearch), minBetOptions));
  const change = useCallback((next: GamesListChange) => setState((current) => applyChange(current, next)), []);

  // Mirror the state into the address without a navigation (reload and shared links keep it).
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const query = searchFromState(state, new URLSearchParams(search)).toString();
    const next = `${pathname}${query ? `?${query}` : ''}${hash}`;
    if (next !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', next);
  }, [state]);

  const lanes = useVendorLanes();
  const vendors = useMemo(() => (lanes.data?.lanes ?? []).filter((lane) => lane.title === category).flatMap((lane) => lane.cards), [lanes.data, category]);
  const vendor = effectiveVendor(
    state.vendor,
    vendors.map((v) => v.vassalage),
  );

  const vassGameType = useVassGameType(vendor);
  const { tenant } = useTenantContext();
  const brandFilters = tenant.languageRules?.[language]?.slotFilters;
  const classifies = useMemo(() => visibleClassifies(vassGameType.data?.classifies, language, brandFilters), [vassGameType.data, language, brandFilters]);
  // Until the vendor's options are known, a classification from the address is kept as asked.
  const classify: GameClassify | null = vassGameType.isSuccess
    ? state.classify && classifies.includes(state.classify)
      ? state.classify
      : null
    : state.classify;

  const needsLogin = MEMBER_LIST_TYPES.includes(state.type) && !signedIn;
  const normal = useGameList(
    {
      gameType: category,
      vassalage: vendor ?? undefined,
      gameClassify: classify ?? undefined,
      gameName: state.name || undefined,
      minBet: state.minBet ?? undefined,
      pageNo: state.pageNo,
      pageSize: GAMES_PAGE_SIZE,
      language,
    },
    state.type === 'normal' && lanes.isSuccess,
  );
  const hot = useHotGames(category, language);
  const favourites = useFavouriteToggle();
  const favList = useFavouriteList({ gameType: category, pageNo: state.pageNo, pageSize: GAMES_PAGE_SIZE, language }, state.type === 'fav' && signedIn);
  const recent = useRecentGames(category, language, state.type === 'recent' && signedIn);
  const launcher = useLaunchGame();

  const view: ListView = (() => {
    switch (state.type) {
      case 'hot':
        // The category's hot vendors first (each opens its popup list), then the hot games.
        return {
          games: [...(hot.data?.footer ?? []), ...(hot.data?.list ?? [])],
          totalPages: 1,
          pending: hot.isPending,
          error: hot.error,
          retry: () => void hot.refetch(),
        };
      case 'fav': {
        // A star just switched off takes the game out of the list at once (the refetch follows).
        const games = (favList.data?.content ?? []).filter((game) => !favourites.loaded || favourites.isFavourite(game.nodeId));
        return {
          games,
          totalPages: favList.data?.totalPages ?? 0,
          pending: favList.isPending,
          updating: favList.isPlaceholderData,
          error: favList.error,
          retry: () => void favList.refetch(),
        };
      }
      case 'recent':
        return { games: recent.data ?? [], totalPages: 1, pending: recent.isPending, error: recent.error, retry: () => void recent.refetch() };
      default:
        return {
          games: normal.data?.games ?? [],
          totalPages: normal.data?.totalPages ?? 0,
          pending: normal.isPending || (!lanes.isSuccess && !lanes.isError),
          updating: normal.isPlaceholderData,
          error: normal.error ?? lanes.error,
          retry: () => void (lanes.isError ? lanes.refetch() : normal.refetch()),
        };
    }
  })();

  // A page beyond the end (an old link, a list that shrank) moves back to the last page.
  useEffect(() => {
    if (!view.pending && view.totalPages > 0 && state.pageNo > view.totalPages) change({ kind: 'page', pageNo: view.totalPages, totalPages: view.totalPages });
  }, [view.pending, view.totalPages, state.pageNo, change]);

  const selectType = (type: GamesListType) => {
    if (MEMBER_LIST_TYPES.includes(type) && !signedIn) {
      navigate(LOGIN_PAGE);
      return;
    }
    change({ kind: 'type', type });
  };

  const selectPage = (pageNo: number) => {
    change({ kind: 'page', pageNo, totalPages: view.totalPages });
    const top = sectionRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) sectionRef.current?.scrollIntoView({ block: 'start' });
  };

  const onSearch = useCallback((name: string) => change({ kind: 'name', name }), [change]);
  const onClassify = useCallback((value: GameClassify | null) => change({ kind: 'classify', classify: value }), [change]);
  const onMinBet = useCallback((value: MinBet | null) => change({ kind: 'minBet', minBet: value }), [change]);

  const launch = (game: GameItem) => void launcher.launch(game);
  const showPaging = state.type === 'normal' || state.type === 'fav';

  return (
    <Hall ref={sectionRef} aria-labelledby={headingId} data-testid="games-list">
      <VisuallyHidden as="h2" id={headingId}>
        {t('games.hall', { type: t(`category.${category}`) })}
      </VisuallyHidden>
      <TopBar>
        <GamesTypeTabs value={state.type} onSelect={selectType} controls={resultsId} />
        <GamesSearch value={state.name} onSearch={onSearch} />
      </TopBar>
      <GamesVendorTabs
        vendors={vendors}
        value={vendor}
        active={state.type === 'normal'}
        onSelect={(vassalage) => change({ kind: 'vendor', vendor: vassalage })}
      />
      <GamesFilters
        classifies={classifies}
        classify={classify}
        onClassify={onClassify}
        minBet={state.minBet}
        onMinBet={onMinBet}
        active={state.type === 'normal'}
      />
      <Results id={resultsId} aria-live="polite" aria-busy={view.pending || view.updating || undefined} data-testid="games-results">
        {needsLogin ? (
          <EmptyState icon={state.type === 'fav' ? 'star' : 'history'} text={t(state.type === 'fav' ? 'games.empty.loginFav' : 'games.empty.loginRecent')}>
            <Button as={Link} to={LOGIN_PAGE} $size="sm" mt={3}>
              <Icon name="login" size={16} />
              {t('header.login')}
            </Button>
          </EmptyState>
        ) : view.pending ? (
          <Grid>
            {Array.from({ length: state.type === 'hot' ? 10 : GAMES_PAGE_SIZE }, (_, i) => (
              <GameCardSkeleton key={i} />
            ))}
          </Grid>
        ) : view.error && view.games.length === 0 ? (
          <EmptyState icon="refresh" text={errorMessage(t, view.error)} role="alert">
            <Button type="button" $variant="outline" $size="sm" mt={3} onClick={view.retry}>
              <Icon name="refresh" size={16} />
              {t('common.refresh')}
            </Button>
          </EmptyState>
        ) : view.games.length === 0 ? (
          <EmptyState icon={EMPTY_ICON[state.type]} text={t(EMPTY_TEXT[state.type])} />
        ) : (
          <Grid>
            {view.games.map((game) => (
              <GameCard
                key={`${game.vendor}-${game.gameCode}-${game.nodeId}`}
                game={game}
                favourite={favourites.isFavourite(game.nodeId)}
                favouritePending={favourites.pendingNodeId === game.nodeId}
                launching={launcher.isLaunching(game)}
                onLaunch={launch}
                onToggleFavourite={favourites.toggle}
              />
            ))}
          </Grid>
        )}
      </Results>
      {showPaging && !needsLogin ? <GamesPaginator pageNo={state.pageNo} totalPages={view.totalPages} onPage={selectPage} controls={resultsId} /> : null}
    </Hall>
  );
}

const EMPTY_TEXT: Record<GamesListType, string> = {
  normal: 'games.empty.normal',
  hot: 'games.empty.hot',
  fav: 'games.empty.fav',
  recent: 'games.empty.recent',
};

const EMPTY_ICON: Record<GamesListType, IconName> = { normal: 'gamepad', hot: 'flame', fav: 'star', recent: 'history' };

function EmptyState({ icon, text, role, children }: { icon: IconName; text: string; role?: 'alert'; children?: ReactNode }) {
  return (
    <Empty role={role}>
      <Icon name={icon} size={36} strokeWidth={1.4} />
      <p>{text}</p>
      {children}
    </Empty>
  );
}

const Hall = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-top: 20px;
  padding: 12px;
  scroll-margin-top: 140px;
  border: 1px solid var(--c-border);
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  box-shadow: 0 8px 26px rgb(0 0 0 / 0.06);
  ${media.md} {
    margin-top: 28px;
    padding: 20px;
    gap: 16px;
  }
`;

const TopBar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  ${media.md} {
    grid-template-columns: minmax(0, 1.4fr) minmax(220px, 1fr);
    align-items: center;
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 560px) minmax(240px, 340px);
    justify-content: space-between;
  }
`;

const Results = styled.div`
  min-height: 200px;
`;

const Grid = styled.ul`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 12px;
  }
  ${media.xl} {
    gap: 16px;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 220px;
  padding: 24px 16px;
  text-align: center;
  color: var(--c-text-muted);
  border: 1px dashed var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface-alt);
  p {
    max-width: 420px;
    font-size: 14px;
  }
`;
