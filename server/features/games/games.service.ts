// The story of the games feature (spec §3 "Vendor", "Game", §4 games list, §7 Games): vendor lanes,
// the brand's catalogue with filters and paging, hot games, favourites, recently played, PVP rooms
// and launching a game. No Express, no SQL.
import type {
  FavouriteIdsValue,
  FavouriteListValue,
  FavouriteToggleBody,
  GameItem,
  GameListQuery,
  GamePage,
  GameVendorCard,
  GameVendorValue,
  HotGamesValue,
  LaunchValue,
  RecentGamesValue,
  RoomListValue,
  VassGameTypeValue,
} from '../../../schemas/generated/games.ts';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { minBetLadder, stakeScaleOf } from '../../../schemas/rules/stakes.ts';
import { pickCdn, vendorIconUrl } from '../../../schemas/rules/vendor-icon.ts';
import { AppError } from '../../http/app-error.ts';
import { TRIAL_ACCOUNT_TYPE, type ActiveSession } from '../../http/session-locals.ts';
import { vendorCatalogue } from '../../providers/games/vendor-catalogue.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { catalogueScope } from './catalogue-scope.ts';
import { localizedName } from '../../providers/games/catalogue-game.ts';
import { gameItemMapper, launchModeOf } from './game-items.ts';
import type { CatalogueScope, GameFilter, GamesRepository } from './games.repository.ts';
import type { GameRow } from './games.table.ts';
import { findVendor } from '../../providers/games/vendor-registry.ts';

export const PAGE_SIZE = 15;
const HOT_LIMIT = 15;
/** Spec §2: a third-party vendor's page opens in a new window of this size. */
export const LAUNCH_WINDOW = { width: 1300, height: 900 } as const;

/** What launching needs from the betting feature: a vendor session for the member. */
export interface GamesPorts {
  openVendorSession(args: { tenant: TenantContext; session: ActiveSession; vendor: string; gameCode: string; gameType: string }): Promise<string>;
  /** Rounds played per `VENDOR:gameCode` in the last hour (PVP rooms show how busy they are). */
  roundsLastHour(tenantId: string, keys: ReadonlyArray<{ vendor: string; gameCode: string }>): Promise<Map<string, number>>;
}

/** Totals of the games list are kept this long per brand and filter (only the page count can be stale). */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_LIMIT = 5_000;

const toMinor = (tenant: TenantContext, major: number) => Math.round(major * 10 ** (tenant.config.currency.minorUnits ?? 2));
const pages = (total: number, size: number) => Math.ceil(total / size);

/** The min-bet filter in minor units; only the brand's own options (spec §9 ladder times its stake scale) are accepted. */
function brandMinBet(tenant: TenantContext, major: number): number {
  const minor = toMinor(tenant, major);
  if (!minBetLadder(stakeScaleOf(tenant.config.games)).includes(minor)) {
    throw new AppError(400, 'validation', { fields: [{ field: 'minBet', code: 'enum', messageKey: 'validation.enum', params: { field: 'minBet' } }] });
  }
  return minor;
}

export class GamesService {
  readonly #counts = new Map<string, { total: number; until: number }>();

  constructor(
    private readonly repo: GamesRepository,
    private readonly ports: GamesPorts,
  ) {}

  /** Id and name (in `language`) of the named games, keyed `VENDOR:gameCode`: what other features show beside a round or a win. */
  async gameNames(
    tenantId: string,
    keys: ReadonlyArray<{ vendor: string; gameCode: string }>,
    language: string | undefined,
  ): Promise<Map<string, { id: number; name: string }>> {
    const rows = await this.repo.namesOf(tenantId, keys);
    return new Map([...rows].map(([key, row]) => [key, { id: row.id, name: localizedName(row.names, language) }]));
  }

  /** Imports every configured vendor's game list into the brand's catalogue (idempotent). */
  async importCatalogue(tenant: TenantContext): Promise<number> {
    let count = 0;
    for (const code of new Set(tenant.config.games.categories.flatMap((c) => c.vendors))) {
      const vendor = findVendor(code);
      if (!vendor) continue;
      // Stakes in the brand's currency (schemas/rules/stakes.ts).
      const scale = stakeScaleOf(tenant.config.games);
      const games = vendorCatalogue(vendor).map((g) => ({ ...g, minBet: g.minBet * scale }));
      await this.repo.importGames(tenant.id, games);
      count += games.length;
    }
    await this.reorderCatalogue(tenant);
    return count;
  }

  /** The brand's order and ranks again, for games already imported: after a change of which categories are on. */
  async reorderCatalogue(tenant: TenantContext): Promise<void> {
    await this.repo.reorder(catalogueScope(tenant));
    this.#counts.clear();
  }

  /**
   * Lanes in the tenant's category order, vendors in its order; a category whose module is off is
   * left out. A vendor is hot when the tenant lists it in games.hotVendors, or, when the tenant lists
   * none, when the registry marks it hot.
   */
  vendorLanes(tenant: TenantContext): GameVendorValue {
    const { categories } = tenant.config.games;
    const lanes = categories
      .filter((category) => tenant.enabled.has(category.id))
      .map((category) => ({ title: category.id, gameType: category.id, cards: category.vendors.flatMap((code) => this.#vendorCard(tenant, code)) }));
    return { lanes };
  }

  #vendorCard(tenant: TenantContext, code: string): GameVendorCard[] {
    const vendor = findVendor(code);
    if (!vendor) return []; // validation refuses unknown codes; this keeps the type honest
    const hot = tenant.config.games.hotVendors;
    return [
      {
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        isHot: hot ? (hot.includes(vendor.vassalage) ? 1 : 0) : vendor.isHot,
        showIcon: 1,
        nodeId: vendor.accountTypeId,
        accountTypeId: vendor.accountTypeId,
      },
    ];
  }

  /** One page of the brand's games that pass the filters (spec §3 game list query). */
  async list(tenant: TenantContext, q: GameListQuery): Promise<GamePage> {
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? PAGE_SIZE;
    const name = q.gameName?.trim().toLowerCase();
    const scope = catalogueScope(tenant);
    const filter = {
      gameType: q.gameType,
      vendor: q.vassalage,
      classify: q.gameClassify,
      name: name || undefined,
      minBet: q.minBet === undefined ? undefined : brandMinBet(tenant, q.minBet),
      minLines: q.minLineNum || undefined,
      isTop: q.isTop === undefined ? undefined : q.isTop === 1,
    };
    const [rows, total] = await Promise.all([this.repo.page(scope, filter, pageNo, pageSize), this.#count(scope, filter)]);
    return { games: rows.map(gameItemMapper(tenant, q.language)), totalPages: pages(total, pageSize), pageNo, total };
  }

  /** The filter's total, from a short-lived cache: counting is half the work of a page at 20,000 games. */
  async #count(scope: CatalogueScope, filter: GameFilter): Promise<number> {
    const key = `${scope.tenantId}|${scope.vendors.join(',')}|${scope.hidden.length}|${JSON.stringify(filter)}`;
    const now = Date.now();
    const hit = this.#counts.get(key);
    if (hit && hit.until > now) return hit.total;
    const total = await this.repo.count(scope, filter);
    if (this.#counts.size >= COUNT_CACHE_LIMIT) this.#counts.clear();
    this.#counts.set(key, { total, until: now + COUNT_TTL_MS });
    return total;
  }

  /** Hot games (one page, spec §4 "hot uses preloaded hot games") and the brand's hot vendors. */
  async hot(tenant: TenantContext, q: { vassalage?: string; gameType?: CategoryId; language?: string }): Promise<HotGamesValue> {
    const rows = await this.repo.hot(catalogueScope(tenant), q.vassalage, HOT_LIMIT * 3);
    const list = rows
      .filter((r) => !q.gameType || r.gameType === q.gameType)
      .slice(0, HOT_LIMIT)
      .map(gameItemMapper(tenant, q.language));
    const imgUrl = pickCdn(tenant.config.cdn?.image ?? []);
    const footer = this.vendorLanes(tenant)
      .lanes.flatMap((lane) => lane.cards)
      .filter((card) => card.isHot === 1 && (!q.gameType || card.gameType === q.gameType))
      .map((card): GameItem => ({
        nodeId: card.nodeId,
        gameCode: card.vassalage.toLowerCase(),
        gameName: card.displayName,
        gameType: card.gameType,
        vendor: card.vassalage,
        vendorName: card.displayName,
        isGame: 'VASSALAGE',
        gameClassify: null,
        minBet: 0,
        lines: 0,
        isTop: 0,
        hot: 1,
        iconUrl: vendorIconUrl(
          { vassalage: card.vassalage, gameType: card.gameType, lang: q.language ?? tenant.config.languages.default },
          imgUrl,
          tenant.config.languageRules,
        ),
        launch: launchModeOf(card.vassalage),
      }));
    return { list, footer };
  }

  /** A shown vendor's category and the classifications its games use here (the slot filters). */
  async vassGameType(tenant: TenantContext, vassalage: string): Promise<VassGameTypeValue> {
    const scope = catalogueScope(tenant);
    const vendor = findVendor(vassalage);
    if (!vendor || !scope.vendors.includes(vassalage)) throw new AppError(404, 'gameNotFound');
    return { vassalage, gameType: vendor.gameType, classifies: (await this.repo.classifications(scope, vassalage)) as VassGameTypeValue['classifies'] };
  }

  async favouriteIds(tenant: TenantContext, memberId: number): Promise<FavouriteIdsValue> {
    return { content: await this.repo.favouriteIds(catalogueScope(tenant), memberId) };
  }

  async favouriteList(
    tenant: TenantContext,
    memberId: number,
    q: { gameType?: CategoryId; pageNo?: number; pageSize?: number; language?: string },
  ): Promise<FavouriteListValue> {
    const size = q.pageSize ?? PAGE_SIZE;
    const { rows, total } = await this.repo.favourites(catalogueScope(tenant), memberId, q.gameType, q.pageNo ?? 1, size);
    return { content: rows.map(gameItemMapper(tenant, q.language)), totalPages: pages(total, size) };
  }

  /** Adds or removes a favourite; the node must be a shown game of that vendor and type (no cross-brand ids). */
  async setFavourite(tenant: TenantContext, memberId: number, body: FavouriteToggleBody, on: boolean): Promise<FavouriteIdsValue> {
    const game = await this.#shownGame(tenant, body.nodeId);
    if (game.vendor !== body.vendor || game.gameType !== body.gameType) throw new AppError(404, 'gameNotFound');
    if (on) await this.repo.addFavourite(tenant.id, memberId, game.id);
    else await this.repo.removeFavourite(tenant.id, memberId, game.id);
    return this.favouriteIds(tenant, memberId);
  }

  async recent(
    tenant: TenantContext,
    memberId: number,
    q: { vassalage?: string; gameType?: CategoryId; pageNo?: number; pageSize?: number; language?: string },
  ): Promise<RecentGamesValue> {
    const size = q.pageSize ?? PAGE_SIZE;
    const { rows, total } = await this.repo.recent(catalogueScope(tenant), memberId, q.gameType, q.pageNo ?? 1, size);
    const list = rows.filter((r) => !q.vassalage || r.vendor === q.vassalage).map(gameItemMapper(tenant, q.language));
    return { list, totalPages: pages(total, size) };
  }

  /** PVP tables (GLS2_roomList): the brand's card games with their stakes and how busy they were this hour. */
  async rooms(tenant: TenantContext, q: { vassalage?: string; language?: string }): Promise<RoomListValue> {
    const rows = await this.repo.page(catalogueScope(tenant), { gameType: 'PVP', vendor: q.vassalage }, 1, 50);
    const busy = await this.ports.roundsLastHour(tenant.id, rows);
    const item = gameItemMapper(tenant, q.language);
    return {
      rooms: rows.map((row) => ({
        roomId: row.id,
        gameCode: row.gameCode,
        vendor: row.vendor,
        name: localizedName(row.names, q.language),
        minBet: row.minBet,
        iconUrl: item(row).iconUrl,
        roundsLastHour: busy.get(`${row.vendor}:${row.gameCode}`) ?? 0,
      })),
    };
  }

  /**
   * Starts a game (spec §4): a shown game of a connected vendor, a vendor session for the member, the
   * game remembered as recently played. Trial accounts play only the built-in studio's games (their
   * demo balance is for those); a third-party vendor's real-money game answers in_need_true_account.
   */
  async launch(tenant: TenantContext, session: ActiveSession, q: { vendor: string; gameCode: string; language?: string }): Promise<LaunchValue> {
    const scope = catalogueScope(tenant);
    const game = await this.repo.findByCode(scope, q.vendor, q.gameCode);
    if (!game) throw new AppError(404, 'gameNotFound');
    const mode = launchModeOf(game.vendor);
    if (mode === 'none') throw new AppError(409, 'vendorUnavailable');
    if (session.type === TRIAL_ACCOUNT_TYPE && mode !== 'frame') throw new AppError(403, 'trialAccount', { messageKey: 'errors.in_need_true_account' });
    const token = await this.ports.openVendorSession({ tenant, session, vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType });
    await this.repo.touchRecent(tenant.id, session.memberId, game.id);
    const params = new URLSearchParams({ token, lang: q.language ?? tenant.config.languages.default });
    return { url: `/studio/${encodeURIComponent(game.vendor)}/${encodeURIComponent(game.gameCode)}?${params}`, mode, ...LAUNCH_WINDOW };
  }

  async #shownGame(tenant: TenantContext, id: number): Promise<GameRow> {
    const game = await this.repo.findById(catalogueScope(tenant), id);
    if (!game) throw new AppError(404, 'gameNotFound');
    return game;
  }
}
