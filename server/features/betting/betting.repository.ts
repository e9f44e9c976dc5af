// The only place that queries vendor sessions, vendor transactions and game rounds. Every query is
// scoped to one tenant (the reconciliation job: to rounds it claims). Construct it on a transaction
// to make its writes part of a money movement.
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { BettingTables, VendorTxKind, VendorTxStatus } from './betting.table.ts';

type BettingDb = Kysely<Database & BettingTables>;

export interface VendorSession {
  memberId: number;
  vendor: string;
  gameCode: string;
  currency: string;
  trial: boolean;
}

export interface StoredVendorTx {
  kind: VendorTxKind;
  memberId: number;
  roundId: string;
  amount: number;
  status: VendorTxStatus;
  refTxId: string | null;
  response: unknown;
}

export interface RoundChange {
  tenantId: string;
  vendor: string;
  roundId: string;
  memberId: number;
  gameCode: string;
  gameType: string;
  currency: string;
  trial: boolean;
  /** Added to bet_total (negative for a rollback). */
  bet?: number;
  win?: number;
  jackpot?: number;
  close?: boolean;
}

export interface RoundRecord {
  id: number;
  vendor: string;
  roundId: string;
  gameCode: string;
  gameType: string;
  currency: string;
  bet: number;
  win: number;
  jackpot: number;
  status: 'open' | 'closed';
  openedAt: Date;
  closedAt: Date | null;
}

export interface WinRecord {
  vendor: string;
  gameCode: string;
  gameType: string;
  account: string;
  win: number;
  currency: string;
  wonAt: Date;
}

export interface RoundFilter {
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string;
  vendor?: string;
}

export class BettingRepository {
  readonly #db: BettingDb;

  constructor(db: Db) {
    this.#db = db as unknown as BettingDb;
  }

  async insertSession(tenantId: string, tokenHash: string, s: VendorSession, expiresAt: Date): Promise<void> {
    await this.#db
      .insertInto('vendor_sessions')
      .values({ tenant_id: tenantId, token_hash: tokenHash, member_id: BigInt(s.memberId), vendor: s.vendor, game_code: s.gameCode, currency: s.currency, trial: s.trial, expires_at: expiresAt })
      .execute();
  }

  /** An unexpired session of this vendor. */
  async findSession(tenantId: string, vendor: string, tokenHash: string): Promise<VendorSession | null> {
    const row = await this.#db
      .selectFrom('vendor_sessions')
      .where('tenant_id', '=', tenantId)
      .where('token_hash', '=', tokenHash)
      .where('vendor', '=', vendor)
      .where('expires_at', '>', sql<Date>`now()`)
      .select(['member_id', 'vendor', 'game_code', 'currency', 'trial'])
      .executeTakeFirst();
    return row ? { memberId: Number(row.member_id), vendor: row.vendor, gameCode: row.game_code, currency: row.currency, trial: row.trial } : null;
  }

  /** Whether the member's last session with this vendor was a trial one (wins and rollbacks come without a session). */
  async lastSessionTrial(tenantId: string, vendor: string, memberId: number): Promise<boolean | null> {
    const row = await this.#db
      .selectFrom('vendor_sessions')
      .where('tenant_id', '=', tenantId)
      .where('vendor', '=', vendor)
      .where('member_id', '=', BigInt(memberId))
      .orderBy('created_at', 'desc')
      .select('trial')
      .limit(1)
      .executeTakeFirst();
    return row ? row.trial : null;
  }

  /** Whether the member's latest round with this vendor was a trial one; null when they never played it. */
  async lastRoundTrial(tenantId: string, vendor: string, memberId: number): Promise<boolean | null> {
    const row = await this.#db
      .selectFrom('game_rounds')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(memberId))
      .where('vendor', '=', vendor)
      .orderBy('opened_at', 'desc')
      .select('trial')
      .limit(1)
      .executeTakeFirst();
    return row ? row.trial : null;
  }

  /** Serialises jackpot payouts of one tenant until the caller's transaction ends (each reads the pool the last one left). */
  async lockJackpot(tenantId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`jackpot_pool:${tenantId}`}))`.execute(this.#db);
  }

  async deleteExpiredSessions(olderThan: Date): Promise<number> {
    const result = await this.#db.deleteFrom('vendor_sessions').where('expires_at', '<', olderThan).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Claims a vendor transaction id: true when this call inserted it. A concurrent twin waits on the
   * key until the first commits or rolls back, then sees its row (READ COMMITTED).
   */
  async claimTx(tenantId: string, vendor: string, txId: string, tx: Omit<StoredVendorTx, 'response'>): Promise<boolean> {
    const inserted = await this.#db
      .insertInto('vendor_transactions')
      .values({
        tenant_id: tenantId, vendor, tx_id: txId, kind: tx.kind, member_id: BigInt(tx.memberId), round_id: tx.roundId,
        amount: BigInt(tx.amount), status: tx.status, ref_tx_id: tx.refTxId, response: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('tx_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async findTx(tenantId: string, vendor: string, txId: string, forUpdate = false): Promise<StoredVendorTx | null> {
    let q = this.#db
      .selectFrom('vendor_transactions')
      .where('tenant_id', '=', tenantId)
      .where('vendor', '=', vendor)
      .where('tx_id', '=', txId)
      .select(['kind', 'member_id', 'round_id', 'amount', 'status', 'ref_tx_id', 'response']);
    if (forUpdate) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    return row
      ? { kind: row.kind, memberId: Number(row.member_id), roundId: row.round_id, amount: Number(row.amount), status: row.status, refTxId: row.ref_tx_id, response: row.response }
      : null;
  }

  async finishTx(tenantId: string, vendor: string, txId: string, response: unknown, status?: VendorTxStatus): Promise<void> {
    await this.#db
      .updateTable('vendor_transactions')
      .set(status ? { response: JSON.stringify(response), status } : { response: JSON.stringify(response) })
      .where('tenant_id', '=', tenantId)
      .where('vendor', '=', vendor)
      .where('tx_id', '=', txId)
      .execute();
  }

  async setTxStatus(tenantId: string, vendor: string, txId: string, status: VendorTxStatus): Promise<void> {
    await this.#db.updateTable('vendor_transactions').set({ status }).where('tenant_id', '=', tenantId).where('vendor', '=', vendor).where('tx_id', '=', txId).execute();
  }

  /** Opens the round on first sight and adds the amounts; closing is final (a late win still adds). */
  async changeRound(c: RoundChange): Promise<void> {
    const close = c.close ?? false;
    await this.#db
      .insertInto('game_rounds')
      .values({
        tenant_id: c.tenantId, vendor: c.vendor, round_id: c.roundId, member_id: BigInt(c.memberId), game_code: c.gameCode, game_type: c.gameType,
        currency: c.currency, trial: c.trial, bet_total: BigInt(Math.max(0, c.bet ?? 0)), win_total: BigInt(c.win ?? 0), jackpot_win: BigInt(c.jackpot ?? 0),
        status: close ? 'closed' : 'open', closed_by: close ? 'vendor' : null, closed_at: close ? new Date() : null,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'vendor', 'round_id', 'member_id']).doUpdateSet({
          bet_total: sql`greatest(game_rounds.bet_total + ${BigInt(c.bet ?? 0)}, 0)`,
          win_total: sql`game_rounds.win_total + ${BigInt(c.win ?? 0)}`,
          jackpot_win: sql`game_rounds.jackpot_win + ${BigInt(c.jackpot ?? 0)}`,
          status: close ? 'closed' : sql`game_rounds.status`,
          closed_by: close ? sql`coalesce(game_rounds.closed_by, 'vendor')` : sql`game_rounds.closed_by`,
          closed_at: close ? sql`coalesce(game_rounds.closed_at, now())` : sql`game_rounds.closed_at`,
        }),
      )
      .execute();
  }

  /** Closes rounds left open longer than `olderThan` (no win came: the stake stays lost). Safe on every instance. */
  async closeStaleRounds(olderThan: Date, limit: number): Promise<number> {
    const result = await sql<{ n: string }>`
      with stale as (
        select tenant_id, id from game_rounds where status = 'open' and opened_at < ${olderThan}
        order by opened_at limit ${limit} for update skip locked)
      update game_rounds r set status = 'closed', closed_by = 'reconciliation', closed_at = now()
      from stale where r.tenant_id = stale.tenant_id and r.id = stale.id`.execute(this.#db);
    return Number(result.numAffectedRows ?? 0n);
  }

  /** Latest real-money rounds that won more than they staked, with the winner's account. */
  async recentWins(tenantId: string, currency: string, gameType: string | undefined, limit: number): Promise<WinRecord[]> {
    let q = this.#db
      .selectFrom('game_rounds as r')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'r.tenant_id').onRef('m.id', '=', 'r.member_id'))
      .where('r.tenant_id', '=', tenantId)
      .where('r.currency', '=', currency)
      .where('r.status', '=', 'closed')
      .where(sql<boolean>`r.win_total > r.bet_total`)
      .where('r.trial', '=', false);
    if (gameType) q = q.where('r.game_type', '=', gameType);
    const rows = await q
      .select(['r.vendor', 'r.game_code', 'r.game_type', 'm.account', 'r.win_total', 'r.currency', 'r.closed_at'])
      .orderBy('r.closed_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ vendor: r.vendor, gameCode: r.game_code, gameType: r.game_type, account: r.account, win: Number(r.win_total), currency: r.currency, wonAt: r.closed_at! }));
  }

  /** Latest jackpot hits of real-money rounds. */
  async recentJackpots(tenantId: string, currency: string, limit: number): Promise<WinRecord[]> {
    const rows = await this.#db
      .selectFrom('game_rounds as r')
      .innerJoin('members as m', (j) => j.onRef('m.tenant_id', '=', 'r.tenant_id').onRef('m.id', '=', 'r.member_id'))
      .where('r.tenant_id', '=', tenantId)
      .where('r.currency', '=', currency)
      .where('r.jackpot_win', '>', 0n)
      .where('r.trial', '=', false)
      .select(['r.vendor', 'r.game_code', 'r.game_type', 'm.account', 'r.jackpot_win', 'r.currency', 'r.closed_at', 'r.opened_at'])
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ vendor: r.vendor, gameCode: r.game_code, gameType: r.game_type, account: r.account, win: Number(r.jackpot_win), currency: r.currency, wonAt: r.closed_at ?? r.opened_at }));
  }

  async memberRounds(tenantId: string, f: RoundFilter, pageNo: number, pageSize: number): Promise<{ rows: RoundRecord[]; total: number }> {
    const rows = await this.#roundFilter(tenantId, f)
      .select(['id', 'vendor', 'round_id', 'game_code', 'game_type', 'currency', 'bet_total', 'win_total', 'jackpot_win', 'status', 'opened_at', 'closed_at', sql<string>`count(*) over ()`.as('total')])
      .orderBy('opened_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return {
      rows: rows.map((r) => ({
        id: Number(r.id), vendor: r.vendor, roundId: r.round_id, gameCode: r.game_code, gameType: r.game_type, currency: r.currency,
        bet: Number(r.bet_total), win: Number(r.win_total), jackpot: Number(r.jackpot_win), status: r.status, openedAt: r.opened_at, closedAt: r.closed_at,
      })),
      total: rows.length ? Number(rows[0].total) : pageNo > 1 ? await this.#countRounds(tenantId, f) : 0,
    };
  }

  /** How many rounds pass the filter (a page past the end still reports the page count). */
  async #countRounds(tenantId: string, f: RoundFilter): Promise<number> {
    const { n } = await this.#roundFilter(tenantId, f).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Stake, winnings and round count per category over the filter. */
  async memberTotals(tenantId: string, f: RoundFilter): Promise<Array<{ gameType: string; rounds: number; bet: number; win: number }>> {
    const rows = await this.#roundFilter(tenantId, f)
      .select(['game_type', sql<string>`count(*)`.as('rounds'), sql<string>`coalesce(sum(bet_total), 0)`.as('bet'), sql<string>`coalesce(sum(win_total), 0)`.as('win')])
      .groupBy('game_type')
      .orderBy('game_type')
      .execute();
    return rows.map((r) => ({ gameType: r.game_type, rounds: Number(r.rounds), bet: Number(r.bet), win: Number(r.win) }));
  }

  async roundsSince(tenantId: string, since: Date, keys: ReadonlyArray<{ vendor: string; gameCode: string }>): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (keys.length === 0) return out;
    const rows = await this.#db
      .selectFrom('game_rounds')
      .where('tenant_id', '=', tenantId)
      .where('opened_at', '>=', since)
      .where(sql<boolean>`vendor || ':' || game_code = any(${sql.val(keys.map((k) => `${k.vendor}:${k.gameCode}`))}::text[])`)
      .select(['vendor', 'game_code', sql<string>`count(*)`.as('n')])
      .groupBy(['vendor', 'game_code'])
      .execute();
    for (const r of rows) out.set(`${r.vendor}:${r.game_code}`, Number(r.n));
    return out;
  }

  #roundFilter(tenantId: string, f: RoundFilter) {
    let q = this.#db
      .selectFrom('game_rounds')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', BigInt(f.memberId))
      .where('opened_at', '>=', f.from)
      .where('opened_at', '<', f.to);
    if (f.gameType) q = q.where('game_type', '=', f.gameType);
    if (f.vendor) q = q.where('vendor', '=', f.vendor);
    return q;
  }
}
