// The only place that queries the catalogue, favourites and recently played games. Every query is
// scoped to one tenant and to the vendors the brand shows (its config decides, the service passes them).
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { CatalogueGame } from '../../providers/games/catalogue-game.ts';
import type { GameRow } from './games.table.ts';

/** What a brand shows and in which order (from its config). */
export interface CatalogueScope {
  tenantId: string;
  /** Vendors shown, in the brand's order (category order, then vendor order). */
  vendors: readonly string[];
  /** `VENDOR:gameCode` of games the brand hides. */
  hidden: readonly string[];
  /** `VENDOR:gameCode` of games the brand lists first, in this order. */
  pinned: readonly string[];
}

export interface GameFilter {
  gameType?: string;
  vendor?: string;
  classify?: string;
  /** Lower-cased text searched in every language's name. */
  name?: string;
  minBet?: number;
  minLines?: number;
  isTop?: boolean;
}

const COLUMNS = ['games.id', 'vendor', 'game_code', 'game_type', 'classify', 'names', 'min_bet', 'lines', 'is_top', 'hot'] as const;

type Selected = {
  id: bigint;
  vendor: string;
  game_code: string;
  game_type: string;
  classify: string | null;
  names: Record<string, string>;
  min_bet: bigint;
  lines: number;
  is_top: boolean;
  hot: boolean;
};

const toRow = (r: Selected): GameRow => ({
  id: Number(r.id),
  vendor: r.vendor,
  gameCode: r.game_code,
  gameType: r.game_type,
  classify: r.classify,
  names: r.names,
  minBet: Number(r.min_bet),
  lines: r.lines,
  isTop: r.is_top,
  hot: r.hot,
});

/** LIKE pattern of a literal text (its % _ and \ escaped). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class GamesRepository {
  constructor(private readonly db: Db) {}

  /** Adds the vendor's games to the brand's catalogue, or updates them from the vendor's list. */
  async importGames(tenantId: string, games: readonly CatalogueGame[]): Promise<void> {
    if (games.length === 0) return;
    const rows = games.map((g) => ({
      tenant_id: tenantId,
      vendor: g.vendor,
      game_code: g.gameCode,
      game_type: g.gameType,
      classify: g.classify,
      names: JSON.stringify(g.names),
      search_text: [...new Set(Object.values(g.names))].join('\n').toLowerCase(),
      min_bet: BigInt(g.minBet),
      lines: g.lines,
      is_top: g.isTop,
      hot: g.hot,
      sort: g.sort,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto('games')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'vendor', 'game_code']).doUpdateSet((eb) => ({
            game_type: eb.ref('excluded.game_type'),
            classify: eb.ref('excluded.classify'),
            names: eb.ref('excluded.names'),
            search_text: eb.ref('excluded.search_text'),
            min_bet: eb.ref('excluded.min_bet'),
            lines: eb.ref('excluded.lines'),
            is_top: eb.ref('excluded.is_top'),
            hot: eb.ref('excluded.hot'),
            sort: eb.ref('excluded.sort'),
          })),
        )
        .execute();
    }
  }

  /**
   * Writes each game's place in the brand's order (after an import or a config change): position over
   * all its games, and type_rank / vendor_rank among the games it shows, within category and vendor.
   */
  async reorder(scope: CatalogueScope): Promise<void> {
    await sql`
      update games g set position = r.pos, type_rank = r.type_rank, vendor_rank = r.vendor_rank
      from (
        select id, pos,
          case when shown then (row_number() over (partition by game_type, shown order by pos))::int end as type_rank,
          case when shown then (row_number() over (partition by vendor, shown order by pos))::int end as vendor_rank
        from (
          select id, game_type, vendor,
            vendor = any(${sql.val([...scope.vendors])}::text[]) and vendor || ':' || game_code <> all(${sql.val([...scope.hidden])}::text[]) as shown,
            (row_number() over (
              order by array_position(${sql.val([...scope.pinned])}::text[], vendor || ':' || game_code) asc nulls last,
                       is_top desc, array_position(${sql.val([...scope.vendors])}::text[], vendor) asc nulls last, sort, id))::int as pos
          from games where tenant_id = ${scope.tenantId}) ordered) r
      where g.tenant_id = ${scope.tenantId} and g.id = r.id
        and (g.position, g.type_rank, g.vendor_rank) is distinct from (r.pos, r.type_rank, r.vendor_rank)`.execute(this.db);
  }

  /**
   * One page of the brand's games that pass the filter, in the brand's order. A category or a vendor
   * with no other filter is a range of ranks (O(page size) however deep); anything else is an index
   * walk on position with OFFSET.
   */
  async page(scope: CatalogueScope, filter: GameFilter, pageNo: number, pageSize: number): Promise<GameRow[]> {
    if (scope.vendors.length === 0) return [];
    const { vendor, gameType, ...narrowing } = filter;
    const ranked = Object.values(narrowing).every((v) => v === undefined) && (vendor || gameType);
    if (ranked) {
      const rank = vendor ? 'vendor_rank' : 'type_rank';
      // The scope's own conditions too: between a config change and its reorder, ranks may still count a game just hidden.
      const rows = await this.#filtered(scope, filter)
        .where(rank, '>', (pageNo - 1) * pageSize)
        .where(rank, '<=', pageNo * pageSize)
        .select(COLUMNS)
        .orderBy(rank)
        .execute();
      return rows.map(toRow);
    }
    const rows = await this.#filtered(scope, filter)
      .select(COLUMNS)
      .orderBy('position')
      .orderBy('games.id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return rows.map(toRow);
  }

  /** How many of the brand's games pass the filter. */
  async count(scope: CatalogueScope, filter: GameFilter): Promise<number> {
    if (scope.vendors.length === 0) return 0;
    const { n } = await this.#filtered(scope, filter)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  #filtered(scope: CatalogueScope, filter: GameFilter) {
    let q = this.#scoped(scope);
    if (filter.gameType) q = q.where('game_type', '=', filter.gameType);
    if (filter.vendor) q = q.where('vendor', '=', filter.vendor);
    if (filter.classify) q = q.where('classify', '=', filter.classify);
    if (filter.name) q = q.where(sql<boolean>`search_text like ${containsPattern(filter.name)}`);
    if (filter.minBet !== undefined) q = q.where('min_bet', '=', BigInt(filter.minBet));
    if (filter.minLines !== undefined) q = q.where('lines', '>=', filter.minLines);
    if (filter.isTop !== undefined) q = q.where('is_top', '=', filter.isTop);
    return q;
  }

  /** The brand's hot games (optionally of one vendor), in the brand's order. */
  async hot(scope: CatalogueScope, vendor: string | undefined, limit: number): Promise<GameRow[]> {
    if (scope.vendors.length === 0) return [];
    let q = this.#scoped(scope).where('hot', '=', true);
    if (vendor) q = q.where('vendor', '=', vendor);
    const rows = await q.select(COLUMNS).orderBy('position').limit(limit).execute();
    return rows.map(toRow);
  }

  /** The classifications a vendor's games use in this brand. */
  async classifications(scope: CatalogueScope, vendor: string): Promise<string[]> {
    const rows = await this.#scoped(scope).where('vendor', '=', vendor).where('classify', 'is not', null).select('classify').distinct().execute();
    return rows.map((r) => r.classify!).sort();
  }

  async findById(scope: CatalogueScope, id: number): Promise<GameRow | null> {
    const row = await this.#scoped(scope).where('games.id', '=', BigInt(id)).select(COLUMNS).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  async findByCode(scope: CatalogueScope, vendor: string, gameCode: string): Promise<GameRow | null> {
    const row = await this.#scoped(scope).where('vendor', '=', vendor).where('game_code', '=', gameCode).select(COLUMNS).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  /** Any catalogue game of the tenant, shown or not (records and the winner board name games that were played). */
  async namesOf(tenantId: string, keys: ReadonlyArray<{ vendor: string; gameCode: string }>): Promise<Map<string, GameRow>> {
    const out = new Map<string, GameRow>();
    if (keys.length === 0) return out;
    const rows = await this.db
      .selectFrom('games')
      .where('tenant_id', '=', tenantId)
      .where(sql<boolean>`vendor || ':' || game_code = any(${sql.val(keys.map((k) => `${k.vendor}:${k.gameCode}`))}::text[])`)
      .select(COLUMNS)
      .execute();
    for (const r of rows) out.set(`${r.vendor}:${r.game_code}`, toRow(r));
    return out;
  }

  // ── favourites ────────────────────────────────────────────────────────────

  async addFavourite(tenantId: string, memberId: number, gameId: number): Promise<void> {
    await this.db
      .insertInto('game_favourites')
      .values({ tenant_id: tenantId, member_id: BigInt(memberId), game_id: BigInt(gameId) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async removeFavourite(tenantId: string, memberId: number, gameId: number): Promise<void> {
    await this.db
      .deleteFrom('game_favourites')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('game_id', '=', BigInt(gameId))
      .execute();
  }

  /** The member's favourite game ids among the games the brand shows. */
  async favouriteIds(scope: CatalogueScope, memberId: number): Promise<number[]> {
    const rows = await this.#scoped(scope)
      .innerJoin('game_favourites as f', (j) => j.onRef('f.tenant_id', '=', 'games.tenant_id').onRef('f.game_id', '=', 'games.id'))
      .where('f.member_id', '=', BigInt(memberId))
      .select('games.id')
      .orderBy('f.created_at', 'desc')
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async favourites(
    scope: CatalogueScope,
    memberId: number,
    gameType: string | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: GameRow[]; total: number }> {
    return this.#memberList(scope, 'game_favourites', 'created_at', memberId, gameType, pageNo, pageSize);
  }

  // ── recently played ───────────────────────────────────────────────────────

  async touchRecent(tenantId: string, memberId: number, gameId: number): Promise<void> {
    await this.db
      .insertInto('game_recent')
      .values({ tenant_id: tenantId, member_id: BigInt(memberId), game_id: BigInt(gameId), played_at: new Date() })
      .onConflict((oc) => oc.columns(['tenant_id', 'member_id', 'game_id']).doUpdateSet({ played_at: new Date() }))
      .execute();
  }

  async recent(
    scope: CatalogueScope,
    memberId: number,
    gameType: string | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: GameRow[]; total: number }> {
    return this.#memberList(scope, 'game_recent', 'played_at', memberId, gameType, pageNo, pageSize);
  }

  async #memberList(
    scope: CatalogueScope,
    table: 'game_favourites' | 'game_recent',
    orderColumn: 'created_at' | 'played_at',
    memberId: number,
    gameType: string | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: GameRow[]; total: number }> {
    if (scope.vendors.length === 0) return { rows: [], total: 0 };
    // Both tables have the same key columns; the name is typed as one of them for the join.
    const joined = `${table} as m` as 'game_favourites as m';
    let q = this.#scoped(scope)
      .innerJoin(joined, (j) => j.onRef('m.tenant_id', '=', 'games.tenant_id').onRef('m.game_id', '=', 'games.id'))
      .where('m.member_id', '=', BigInt(memberId));
    if (gameType) q = q.where('game_type', '=', gameType);
    const rows = await q
      .select([...COLUMNS, sql<string>`count(*) over ()`.as('total')])
      .orderBy(sql.ref(`m.${orderColumn}`), 'desc')
      .orderBy('games.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return { rows: rows.map(toRow), total: rows.length ? Number(rows[0].total) : 0 };
  }

  #scoped(scope: CatalogueScope): SelectQueryBuilder<Database, 'games', object> {
    let q = this.db
      .selectFrom('games')
      .where('games.tenant_id', '=', scope.tenantId)
      .where('vendor', '=', sql<string>`any(${sql.val([...scope.vendors])}::text[])`);
    if (scope.hidden.length) q = q.where(sql<boolean>`vendor || ':' || game_code <> all(${sql.val([...scope.hidden])}::text[])`);
    return q;
  }
}
