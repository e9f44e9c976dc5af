// The lottery provider's books (lottery.table.ts); it never queries the portal's tables. Settlement of a
// draw writes only its winners: one statement joins the draw's tickets with its table of winning
// selections and fixes the winning tickets' and slips' payouts. Losing slips are not rewritten: a slip
// still 'accepted' on a drawn draw is a losing one (settled, paid 0) — every read here says so — and their
// wallet rounds are closed by draw, in slip id pages (losers_due / losers_after).
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { drawSeedHash, newDrawSeed } from './lottery-engine.ts';
import type { DrawStatus, SlipStatus } from './lottery.table.ts';

export interface DrawKey {
  tenantId: string;
  gameCode: string;
  numero: string;
}

export interface DrawRow extends DrawKey {
  vendor: string;
  drawAt: Date;
  lockAt: Date;
  seed: string;
  seedHash: string;
  status: DrawStatus;
  result: unknown;
  openNumber: string | null;
  drawnAt: Date | null;
}

export interface NewLine {
  betType: string;
  selection: string;
  amount: number;
  oddsX100: number;
  /** What the odds are divided by (bao lô: its covered prizes); 1 when absent. */
  per?: number;
}

export interface SlipRow {
  tenantId: string;
  slipId: string;
  gameCode: string;
  numero: string;
  vendor: string;
  playerId: string;
  requestId: string;
  total: number;
  status: SlipStatus;
  payout: number | null;
  walletDone: boolean;
  createdAt: Date;
}

export interface TicketRow {
  slipId: string;
  line: number;
  betType: string;
  selection: string;
  amount: number;
  oddsX100: number;
  payout: number | null;
}

export type StaffDrawState = 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';

export interface StaffDrawRow {
  gameCode: string;
  numero: string;
  state: StaffDrawState;
  drawAt: Date;
  lockAt: Date;
  drawnAt: Date | null;
  seedHash: string;
  openNumber: string | null;
  slips: number;
  lines: number;
  stake: number;
  payout: number;
  refunded: number;
  walletDue: number;
}

type StaffDrawDbRow = {
  game_code: string;
  numero: string;
  draw_at: Date | string;
  lock_at: Date | string;
  drawn_at: Date | string | null;
  seed_hash: string;
  open_number: string | null;
  state: StaffDrawState;
  slips: string;
  lines: string;
  stake: string;
  payout: string;
  refunded: string;
  wallet_due: string;
};

export type PlaceOutcome = { status: 'placed' } | { status: 'twin' } | { status: 'closed' } | { status: 'locked' } | { status: 'capReached'; betKey: string };

const betKey = (l: { betType: string; selection: string }) => `${l.betType}|${l.selection}`;
/** The possible payout a line takes on its number: one hit at its odds. */
export const exposureOf = (l: NewLine) => (BigInt(l.amount) * BigInt(l.oddsX100)) / (100n * BigInt(l.per ?? 1));

type DrawDbRow = {
  tenant_id: string;
  game_code: string;
  numero: string;
  vendor: string;
  draw_at: Date;
  lock_at: Date;
  seed: string;
  seed_hash: string;
  status: DrawStatus;
  result: unknown;
  open_number: string | null;
  drawn_at: Date | null;
};

const toDraw = (r: DrawDbRow): DrawRow => ({
  tenantId: r.tenant_id,
  gameCode: r.game_code,
  numero: r.numero,
  vendor: r.vendor,
  drawAt: new Date(r.draw_at),
  lockAt: new Date(r.lock_at),
  seed: r.seed,
  seedHash: r.seed_hash,
  status: r.status,
  result: r.result,
  openNumber: r.open_number,
  drawnAt: r.drawn_at ? new Date(r.drawn_at) : null,
});

type SlipDbRow = {
  tenant_id: string;
  slip_id: string;
  game_code: string;
  numero: string;
  vendor: string;
  player_id: string;
  request_id: string;
  total: bigint;
  status: SlipStatus;
  payout: bigint | null;
  wallet_done: boolean;
  created_at: Date;
};

const toSlip = (r: SlipDbRow): SlipRow => ({
  tenantId: r.tenant_id,
  slipId: r.slip_id,
  gameCode: r.game_code,
  numero: r.numero,
  vendor: r.vendor,
  playerId: r.player_id,
  requestId: r.request_id,
  total: Number(r.total),
  status: r.status,
  payout: r.payout === null ? null : Number(r.payout),
  walletDone: r.wallet_done,
  createdAt: new Date(r.created_at),
});

export class LotteryRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repo: LotteryRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(trx === this.db ? this : new LotteryRepository(trx)));
  }

  /** The draw's row, created with a fresh committed seed when it is first needed (a twin's insert loses and reads the winner's). */
  async ensureDraw(d: DrawKey & { vendor: string; drawAt: Date; lockAt: Date }): Promise<DrawRow> {
    const seed = newDrawSeed();
    await this.db
      .insertInto('lottery_draws')
      .values({
        tenant_id: d.tenantId,
        game_code: d.gameCode,
        numero: d.numero,
        vendor: d.vendor,
        draw_at: d.drawAt,
        lock_at: d.lockAt,
        seed,
        seed_hash: drawSeedHash(seed),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await this.draw(d))!;
  }

  async draw(k: DrawKey, lock: 'update' | 'share' | null = null): Promise<DrawRow | undefined> {
    let q = this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('tenant_id', '=', k.tenantId)
      .where('game_code', '=', k.gameCode)
      .where('numero', '=', k.numero);
    if (lock === 'update') q = q.forUpdate();
    if (lock === 'share') q = q.forShare();
    const row = await q.executeTakeFirst();
    return row ? toDraw(row as DrawDbRow) : undefined;
  }

  /** The drawn draws of a game, newest first. */
  async drawnDraws(tenantId: string, gameCode: string, limit: number): Promise<DrawRow[]> {
    const rows = await this.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('game_code', '=', gameCode)
      .where('status', '=', 'drawn')
      .orderBy('draw_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => toDraw(r as DrawDbRow));
  }

  /** The latest drawn draw of each game (the open number in menus): one index probe per game, not a scan of their history. */
  async latestDrawn(tenantId: string, gameCodes: readonly string[]): Promise<Map<string, DrawRow>> {
    if (gameCodes.length === 0) return new Map();
    const rows = await sql<DrawDbRow>`
      select d.* from unnest(${[...gameCodes]}::text[]) as g(code)
      cross join lateral (
        select * from lottery_draws
        where tenant_id = ${tenantId} and game_code = g.code and status = 'drawn'
        order by draw_at desc limit 1
      ) d`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.game_code, toDraw(r)]));
  }

  /** ensureDraw for many draws at once: one insert of the missing ones, one read of them all. */
  async ensureDraws(tenantId: string, draws: readonly (Omit<DrawKey, 'tenantId'> & { vendor: string; drawAt: Date; lockAt: Date })[]): Promise<DrawRow[]> {
    if (draws.length === 0) return [];
    const rows = draws.map((d) => {
      const seed = newDrawSeed();
      return { game_code: d.gameCode, numero: d.numero, vendor: d.vendor, draw_at: d.drawAt, lock_at: d.lockAt, seed, seed_hash: drawSeedHash(seed) };
    });
    await sql`
      insert into lottery_draws (tenant_id, game_code, numero, vendor, draw_at, lock_at, seed, seed_hash)
      select ${tenantId}, r.game_code, r.numero, r.vendor, r.draw_at, r.lock_at, r.seed, r.seed_hash
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(game_code text, numero text, vendor text, draw_at timestamptz, lock_at timestamptz, seed text, seed_hash text)
      on conflict do nothing`.execute(this.db);
    const read = await sql<DrawDbRow>`
      select d.* from lottery_draws d
      join unnest(${rows.map((r) => r.game_code)}::text[], ${rows.map((r) => r.numero)}::text[]) as k(game_code, numero)
        on d.game_code = k.game_code and d.numero = k.numero
      where d.tenant_id = ${tenantId}`.execute(this.db);
    return read.rows.map(toDraw);
  }

  async slipByRequest(tenantId: string, playerId: string, requestId: string): Promise<SlipRow | undefined> {
    const row = await this.db
      .selectFrom('lottery_slips')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('player_id', '=', playerId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toSlip(row as SlipDbRow) : undefined;
  }

  /**
   * Places a slip, all or nothing, in one call of lottery_place_slip (server/db/functions): 'twin' when this
   * player's request id is already taken; the draw must be open and not locked at `now` (its row
   * share-locked, so the draw waits for the slip); the slip (pending) and its tickets are written, then each
   * line's possible payout is added to its number's exposure under the cap (numbers in one sorted order, so
   * two slips never deadlock; last, so a popular number's row is held only until the commit).
   */
  async placeSlip(
    s: DrawKey & { slipId: string; vendor: string; playerId: string; requestId: string; cap: bigint; now: Date },
    lines: readonly NewLine[],
  ): Promise<PlaceOutcome> {
    const byKey = new Map<string, bigint>();
    for (const l of lines) byKey.set(betKey(l), (byKey.get(betKey(l)) ?? 0n) + exposureOf(l));
    const keys = [...byKey.keys()].sort();
    try {
      const { rows } = await sql<{ status: 'placed' | 'twin' | 'closed' | 'locked' }>`
        select lottery_place_slip(${s.tenantId}, ${s.gameCode}, ${s.numero}, ${s.slipId}, ${s.vendor}, ${s.playerId}, ${s.requestId},
          ${s.now}, ${s.cap}, ${keys}::text[], ${keys.map((k) => byKey.get(k)!.toString())}::bigint[],
          ${lines.map((l) => l.betType)}::text[], ${lines.map((l) => l.selection)}::text[],
          ${lines.map((l) => String(l.amount))}::bigint[], ${lines.map((l) => String(l.oddsX100))}::bigint[]) as status`.execute(this.db);
      return { status: rows[0].status };
    } catch (err) {
      const e = err as { message?: string; detail?: string };
      if (e.message === 'lottery_cap_reached' && e.detail) return { status: 'capReached', betKey: e.detail };
      throw err;
    }
  }

  /** Accepts many pending slips (any brands) in one statement; answers, per slip in order, whether it was still pending. */
  async acceptSlips(slips: readonly { tenantId: string; slipId: string }[]): Promise<boolean[]> {
    const { rows } = await sql<{ tenant_id: string; slip_id: string }>`
      update lottery_slips s set status = 'accepted'
      from unnest(${slips.map((x) => x.tenantId)}::text[], ${slips.map((x) => x.slipId)}::text[]) as k(tenant_id, slip_id)
      where s.tenant_id = k.tenant_id and s.slip_id = k.slip_id and s.status = 'pending'
      returning s.tenant_id, s.slip_id`.execute(this.db);
    const done = new Set(rows.map((r) => `${r.tenant_id}\u001f${r.slip_id}`));
    return slips.map((x) => done.has(`${x.tenantId}\u001f${x.slipId}`));
  }

  /** A slip the wallet refused is taken back whole (slip, tickets, exposure), as if never placed; false when it is no longer pending. */
  async discardSlip(k: DrawKey, slipId: string, lines: readonly NewLine[]): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const gone = await trx
        .deleteFrom('lottery_slips')
        .where('tenant_id', '=', k.tenantId)
        .where('slip_id', '=', slipId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (gone.numDeletedRows === 0n) return false;
      await trx.deleteFrom('lottery_tickets').where('tenant_id', '=', k.tenantId).where('slip_id', '=', slipId).execute();
      const byKey = new Map<string, bigint>();
      for (const l of lines) byKey.set(betKey(l), (byKey.get(betKey(l)) ?? 0n) + exposureOf(l));
      for (const key of [...byKey.keys()].sort()) {
        await trx
          .updateTable('lottery_exposure')
          .set({ exposure: sql`greatest(exposure - ${byKey.get(key)!}, 0)` })
          .where('tenant_id', '=', k.tenantId)
          .where('game_code', '=', k.gameCode)
          .where('numero', '=', k.numero)
          .where('bet_key', '=', key)
          .execute();
      }
      return true;
    });
  }

  /**
   * Draws a draw in the caller's transaction, once: the row is locked (slips being placed finish first),
   * an open draw becomes drawn with its result (and its losers due in the wallet, if any); slips still pending are
   * voided (rolled back by the wallet sweep); then ONE statement settles the winners: accepted slips'
   * tickets joined with the winning (bet type, selection, hits, divisor) rows get amount × odds × hits /
   * (100 × divisor), their slips the sum and 'settled'. Every other accepted slip lost: it is left as it is
   * (its state follows from the draw), so the cost follows the winners, not the tickets.
   */
  async drawAndSettle(
    k: DrawKey,
    drawn: { result: unknown; openNumber: string; at: Date },
    winning: readonly { betType: string; selection: string; hits: number; per: number }[],
  ): Promise<{ status: DrawStatus; settled: number; voided: number; paid: number }> {
    const draw = await this.draw(k, 'update');
    if (!draw || draw.status !== 'open') return { status: draw?.status ?? 'cancelled', settled: 0, voided: 0, paid: 0 };
    await this.db
      .updateTable('lottery_draws')
      .set({ status: 'drawn', result: JSON.stringify(drawn.result), open_number: drawn.openNumber, drawn_at: drawn.at })
      .where('tenant_id', '=', k.tenantId)
      .where('game_code', '=', k.gameCode)
      .where('numero', '=', k.numero)
      .execute();
    const voided = await this.db
      .updateTable('lottery_slips')
      .set({ status: 'void' })
      .where('tenant_id', '=', k.tenantId)
      .where('game_code', '=', k.gameCode)
      .where('numero', '=', k.numero)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const settled = await sql<{ slips: string; paid: string | null }>`
      with w as (
        select * from jsonb_to_recordset(${JSON.stringify(winning)}::jsonb) as w("betType" text, selection text, hits integer, per integer)
      ),
      won as (
        update lottery_tickets t set payout = t.amount * t.odds_x100 * w.hits / (100 * w.per)
        from w, lottery_slips s
        where t.tenant_id = ${k.tenantId} and t.game_code = ${k.gameCode} and t.numero = ${k.numero}
          and t.bet_type = w."betType" and t.selection = w.selection
          and s.tenant_id = t.tenant_id and s.slip_id = t.slip_id and s.status = 'accepted'
        returning t.slip_id, t.payout
      ),
      per_slip as (select slip_id, sum(payout)::bigint as payout from won group by slip_id),
      done as (
        update lottery_slips s set status = 'settled', payout = p.payout
        from per_slip p
        where s.tenant_id = ${k.tenantId} and s.slip_id = p.slip_id and s.status = 'accepted'
        returning s.payout
      )
      select count(*)::text as slips, sum(payout)::text as paid from done`.execute(this.db);
    // losers left (accepted slips the statement did not settle): their rounds are due in the wallet
    await sql`update lottery_draws d set losers_due = true
      where d.tenant_id = ${k.tenantId} and d.game_code = ${k.gameCode} and d.numero = ${k.numero}
        and exists (select 1 from lottery_slips s where s.tenant_id = d.tenant_id and s.game_code = d.game_code and s.numero = d.numero and s.status = 'accepted')`.execute(
      this.db,
    );
    const row = settled.rows[0];
    return { status: 'drawn', settled: Number(row?.slips ?? 0), voided: Number(voided.numUpdatedRows), paid: Number(row?.paid ?? 0) };
  }

  /** Drawn draws whose losing slips still have wallet rounds to close, oldest first. */
  async drawsWithLosersDue(limit: number): Promise<(DrawKey & { vendor: string; losersAfter: string | null })[]> {
    const rows = await this.db
      .selectFrom('lottery_draws')
      .select(['tenant_id', 'game_code', 'numero', 'vendor', 'losers_after'])
      .where('losers_due', '=', true)
      .orderBy('drawn_at')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ tenantId: r.tenant_id, gameCode: r.game_code, numero: r.numero, vendor: r.vendor, losersAfter: r.losers_after }));
  }

  /** A page of a drawn draw's losing slips (still 'accepted') after `after` in slip id order. */
  async losers(k: DrawKey, after: string | null, limit: number): Promise<SlipRow[]> {
    let q = this.db
      .selectFrom('lottery_slips')
      .selectAll()
      .where('tenant_id', '=', k.tenantId)
      .where('game_code', '=', k.gameCode)
      .where('numero', '=', k.numero)
      .where('status', '=', 'accepted');
    if (after !== null) q = q.where('slip_id', '>', after);
    const rows = await q.orderBy('slip_id').limit(limit).execute();
    return rows.map((r) => ({ ...toSlip(r as SlipDbRow), status: 'settled' as const, payout: 0 }));
  }

  /** Every losing slip up to `last` has its round closed (never moved back by a slower twin); `done`: all of them. */
  async losersClosed(k: DrawKey, last: string | null, done: boolean): Promise<void> {
    await sql`update lottery_draws set
        losers_after = case when ${last}::text is not null and (losers_after is null or losers_after < ${last}::text) then ${last}::text else losers_after end,
        losers_due = losers_due and not ${done}
      where tenant_id = ${k.tenantId} and game_code = ${k.gameCode} and numero = ${k.numero}`.execute(this.db);
  }

  /** Cancels an open draw and every live slip of it (their stakes are refunded by the wallet sweep); false when not open. */
  async cancelDraw(k: DrawKey): Promise<{ cancelled: boolean; slips: number }> {
    return inTransaction(this.db, async (trx) => {
      const repo = new LotteryRepository(trx);
      const draw = await repo.draw(k, 'update');
      if (!draw || draw.status !== 'open') return { cancelled: false, slips: 0 };
      await trx
        .updateTable('lottery_draws')
        .set({ status: 'cancelled' })
        .where('tenant_id', '=', k.tenantId)
        .where('game_code', '=', k.gameCode)
        .where('numero', '=', k.numero)
        .execute();
      const r = await trx
        .updateTable('lottery_slips')
        .set({ status: 'cancelled' })
        .where('tenant_id', '=', k.tenantId)
        .where('game_code', '=', k.gameCode)
        .where('numero', '=', k.numero)
        .where('status', 'in', ['pending', 'accepted'])
        .executeTakeFirst();
      return { cancelled: true, slips: Number(r.numUpdatedRows) };
    });
  }

  /**
   * A page of a game's draws for staff, newest first, each with its slips' figures (live slips, ticket lines,
   * stake, payout of settled slips, refunds of void and cancelled ones, wallet calls still due — losers' rounds
   * not yet closed among them) and its state: open or locked (by `now` against its lock time) until drawn;
   * drawn until every wallet call is done, then settled; or cancelled. The page and the total are chosen on
   * the draws' own rows (a state filter by an index probe), the figures summed for the page's rows only.
   */
  async staffDraws(
    tenantId: string,
    gameCode: string,
    now: Date,
    page: { count: number; offset: number },
    state?: StaffDrawState,
  ): Promise<{ rows: StaffDrawRow[]; total: number }> {
    const walletDueSql = sql`(exists (
        select 1 from lottery_slips s where s.tenant_id = d.tenant_id and s.game_code = d.game_code and s.numero = d.numero
          and not s.wallet_done and s.status in ('settled', 'void', 'cancelled'))
      or d.losers_due and exists (
        select 1 from lottery_slips s where s.tenant_id = d.tenant_id and s.game_code = d.game_code and s.numero = d.numero
          and s.status = 'accepted' and s.slip_id > coalesce(d.losers_after, '')))`;
    const stateFilter = {
      open: sql`d.status = 'open' and d.lock_at > ${now}`,
      locked: sql`d.status = 'open' and d.lock_at <= ${now}`,
      cancelled: sql`d.status = 'cancelled'`,
      drawn: sql`d.status = 'drawn' and ${walletDueSql}`,
      settled: sql`d.status = 'drawn' and not ${walletDueSql}`,
    };
    const rows = await sql<StaffDrawDbRow & { total: string }>`
      with page as (
        select d.*, count(*) over () as total from lottery_draws d
        where d.tenant_id = ${tenantId} and d.game_code = ${gameCode} and d.draw_at <= ${new Date(now.getTime() + 8 * 86_400_000)}
          ${state ? sql`and ${stateFilter[state]}` : sql``}
        order by d.draw_at desc
        limit ${page.count} offset ${page.offset}
      )
      select d.game_code, d.numero, d.draw_at, d.lock_at, d.drawn_at, d.seed_hash, d.open_number, d.total::text as total,
        case
          when d.status = 'cancelled' then 'cancelled'
          when d.status = 'open' and d.lock_at > ${now} then 'open'
          when d.status = 'open' then 'locked'
          when coalesce(a.wallet_due, 0) > 0 then 'drawn'
          else 'settled' end as state,
        coalesce(a.slips, 0)::text as slips, coalesce(a.stake, 0)::text as stake, coalesce(a.payout, 0)::text as payout,
        coalesce(a.refunded, 0)::text as refunded, coalesce(a.wallet_due, 0)::text as wallet_due, coalesce(l.lines, 0)::text as lines
      from page d
      left join lateral (
        select count(*) as slips,
          sum(s.total) as stake,
          sum(s.payout) filter (where s.status = 'settled') as payout,
          sum(s.total) filter (where s.status in ('void', 'cancelled')) as refunded,
          count(*) filter (where not s.wallet_done and s.status in ('settled', 'void', 'cancelled')
            or d.losers_due and s.status = 'accepted' and s.slip_id > coalesce(d.losers_after, '')) as wallet_due
        from lottery_slips s
        where s.tenant_id = d.tenant_id and s.game_code = d.game_code and s.numero = d.numero and s.status not in ('pending', 'refused')
      ) a on true
      left join lateral (
        select count(*) as lines from lottery_tickets t where t.tenant_id = d.tenant_id and t.game_code = d.game_code and t.numero = d.numero
      ) l on true
      order by d.draw_at desc`.execute(this.db);
    let total = Number(rows.rows[0]?.total ?? 0);
    if (rows.rows.length === 0 && page.offset > 0) {
      // past the last page: the total still says how many there are
      const all = await this.staffDraws(tenantId, gameCode, now, { count: 1, offset: 0 }, state);
      total = all.total;
    }
    return {
      total,
      rows: rows.rows.map((r) => ({
        gameCode: r.game_code,
        numero: r.numero,
        state: r.state,
        drawAt: new Date(r.draw_at),
        lockAt: new Date(r.lock_at),
        drawnAt: r.drawn_at ? new Date(r.drawn_at) : null,
        seedHash: r.seed_hash,
        openNumber: r.open_number,
        slips: Number(r.slips),
        lines: Number(r.lines),
        stake: Number(r.stake),
        payout: Number(r.payout),
        refunded: Number(r.refunded),
        walletDue: Number(r.wallet_due),
      })),
    };
  }

  /** Slips whose last wallet call (win, or rollback of a void or cancelled slip) is not yet confirmed, oldest first. */
  async walletDue(limit: number): Promise<SlipRow[]> {
    const rows = await this.db
      .selectFrom('lottery_slips')
      .selectAll()
      .where('wallet_done', '=', false)
      .where('status', 'in', ['settled', 'void', 'cancelled'])
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((r) => toSlip(r as SlipDbRow));
  }

  async markWalletDone(tenantId: string, slipId: string): Promise<void> {
    await this.db.updateTable('lottery_slips').set({ wallet_done: true }).where('tenant_id', '=', tenantId).where('slip_id', '=', slipId).execute();
  }

  /** A player's slips, newest first, optionally of one game or draw, with their lines. */
  async playerSlips(
    tenantId: string,
    playerId: string,
    filter: { gameCode?: string; numero?: string },
    limit: number,
  ): Promise<(SlipRow & { lines: TicketRow[] })[]> {
    let q = this.db
      .selectFrom('lottery_slips as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('lottery_draws as d')
              .select(sql`1`.as('one'))
              .whereRef('d.tenant_id', '=', 's.tenant_id')
              .whereRef('d.game_code', '=', 's.game_code')
              .whereRef('d.numero', '=', 's.numero')
              .where('d.status', '=', 'drawn'),
          )
          .as('drawn'),
      )
      .where('s.tenant_id', '=', tenantId)
      .where('s.player_id', '=', playerId)
      .where('s.status', 'not in', ['pending', 'refused']);
    if (filter.gameCode) q = q.where('s.game_code', '=', filter.gameCode);
    if (filter.numero) q = q.where('s.numero', '=', filter.numero);
    // an accepted slip of a drawn draw lost (settlement writes only winners)
    const slips = (await q.orderBy('s.created_at', 'desc').limit(limit).execute()).map((r) =>
      r.drawn && r.status === 'accepted' ? { ...toSlip(r as SlipDbRow), status: 'settled' as const, payout: 0 } : toSlip(r as SlipDbRow),
    );
    if (slips.length === 0) return [];
    const tickets = await this.db
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where(
        'slip_id',
        'in',
        slips.map((s) => s.slipId),
      )
      .orderBy('slip_id')
      .orderBy('line')
      .execute();
    const bySlip = new Map<string, TicketRow[]>();
    for (const t of tickets) {
      const list = bySlip.get(t.slip_id) ?? [];
      list.push({
        slipId: t.slip_id,
        line: t.line,
        betType: t.bet_type,
        selection: t.selection,
        amount: Number(t.amount),
        oddsX100: Number(t.odds_x100),
        payout: t.payout === null ? null : Number(t.payout),
      });
      bySlip.set(t.slip_id, list);
    }
    return slips.map((s) => ({ ...s, lines: bySlip.get(s.slipId) ?? [] }));
  }

  /** Slips per game since `since` (the popular list). */
  async slipCounts(tenantId: string, since: Date): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('lottery_slips')
      .select(['game_code', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('created_at', '>=', since)
      .groupBy('game_code')
      .execute();
    return new Map(rows.map((r) => [r.game_code, Number(r.n)]));
  }

  /** The games a player bet on most recently, newest first. */
  async recentGames(tenantId: string, playerId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('lottery_slips')
      .select(['game_code', (eb) => eb.fn.max('created_at').as('last')])
      .where('tenant_id', '=', tenantId)
      .where('player_id', '=', playerId)
      .groupBy('game_code')
      .orderBy('last', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.game_code);
  }
}
