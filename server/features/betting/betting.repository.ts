// The only place that queries vendor sessions, vendor transactions and game rounds. Every query is
// scoped to one tenant (the reconciliation job: to rounds it claims). A vendor's money call is one
// database function call (migration 2026_11_25_0600: seamless_bet, seamless_win, seamless_rollback,
// seamless_balance), alone or with others of its lane in one transaction (0620: seamless_batch).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VendorTxKind, VendorTxStatus } from './betting.table.ts';

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

/** What every vendor money call names. */
export interface VendorCall {
  tenantId: string;
  vendor: string;
  txId: string;
  /** The member id as the vendor sent it (canonical digits). */
  playerId: string;
  roundId: string;
  gameCode: string;
  gameType: string;
  currency: string;
  /** The member's house shard (ledger rowOf). */
  shard: number;
  /** The answer without its balance (and jackpot win), which the database adds. */
  answer: Record<string, unknown>;
}

/** What a vendor money call did. Only 'applied' wrote anything. */
export type SeamlessOutcome =
  | { status: 'applied'; response: unknown }
  /** The transaction id is already used: the stored call (a replay when it is the same call), and for a bet the member's balance. */
  | { status: 'taken'; stored: StoredVendorTx; balance: number | null }
  | { status: 'insufficientFunds'; balance: number }
  /** The player's own loss or wager limit (issue 22, stake_limit_check in game_stake) refused the stake: nothing written. */
  | { status: 'lossLimitReached' | 'wagerLimitReached'; balance: number }
  /** sessionExpired: no live session of this player (bet); playerUnknown: the player never launched this vendor; conflict: a rollback names another player's call; keyTaken: the ledger already has the movement's key. */
  | { status: 'sessionExpired' | 'playerUnknown' | 'conflict' | 'keyTaken' }
  /** excluded: the member is under a time-out or self-/operator exclusion (game_stake refused the stake; nothing written). */
  | { status: 'excluded' };

interface OutcomeRow {
  o_status: SeamlessOutcome['status'];
  o_balance: string | null;
  o_response: unknown;
  o_kind: VendorTxKind | null;
  o_member: string | null;
  o_round: string | null;
  o_amount: string | null;
  o_tx_status: VendorTxStatus | null;
  o_ref: string | null;
}

/** A vendor money call as the seamless functions take it (seamless_batch reads these names). */
export type SeamlessCall =
  | (VendorCall & { action: 'bet'; tokenHash: string; amount: number; contributionBps: number })
  | (VendorCall & { action: 'win'; amount: number; jackpot: boolean; close: boolean; winShareBps: number })
  | (VendorCall & { action: 'rollback'; refTxId: string });

function outcomeOf(row: OutcomeRow): SeamlessOutcome {
  switch (row.o_status) {
    case 'applied':
      return { status: 'applied', response: row.o_response };
    case 'taken':
      return {
        status: 'taken',
        stored: {
          kind: row.o_kind!,
          memberId: Number(row.o_member),
          roundId: row.o_round!,
          amount: Number(row.o_amount),
          status: row.o_tx_status!,
          refTxId: row.o_ref,
          response: row.o_response,
        },
        balance: row.o_balance === null ? null : Number(row.o_balance),
      };
    case 'insufficientFunds':
    case 'lossLimitReached':
    case 'wagerLimitReached':
      return { status: row.o_status, balance: Number(row.o_balance ?? 0) };
    default:
      return { status: row.o_status };
  }
}

export interface RoundRecord {
  id: number;
  memberId: number;
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
  /** One member, or several (an agent's downline, resolved by the agents feature). */
  memberId: number | readonly number[];
  /** [from, to) on the opening time; absent: no bound on that side. */
  from?: Date;
  to?: Date;
  gameType?: string;
  vendor?: string;
}

export class BettingRepository {
  constructor(private readonly db: Db) {}

  async insertSession(tenantId: string, tokenHash: string, s: VendorSession, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('vendor_sessions')
      .values({
        tenant_id: tenantId,
        token_hash: tokenHash,
        member_id: BigInt(s.memberId),
        vendor: s.vendor,
        game_code: s.gameCode,
        currency: s.currency,
        trial: s.trial,
        expires_at: expiresAt,
      })
      .execute();
  }

  async deleteExpiredSessions(olderThan: Date): Promise<number> {
    const result = await this.db.deleteFrom('vendor_sessions').where('expires_at', '<', olderThan).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Vendor money calls of one lane, whole and in order, in ONE transaction and round trip (seamless_batch,
   * migration 0620, over seamless_bet: session, claim, game_stake, round, answer; seamless_win: the trial
   * flag, claim, game_win with the jackpot, round, answer; seamless_rollback: claim, the bet cancelled or
   * refunded by game_refund, round, answer). Their outcomes in the same order. Throws when the batch
   * failed as a whole (then nothing of it was written).
   */
  async callAll(lane: number, calls: readonly SeamlessCall[]): Promise<SeamlessOutcome[]> {
    const { rows } = await sql<OutcomeRow>`select * from seamless_batch(${lane}::int4, ${JSON.stringify(calls)}::jsonb) order by o_index`.execute(this.db);
    if (rows.length !== calls.length) throw new Error(`seamless_batch answered ${rows.length} of ${calls.length} calls`);
    return rows.map(outcomeOf);
  }

  /** The player's balance for a vendor: by launch token (which names the player), or for a player who launched it. */
  async balance(
    tenantId: string,
    vendor: string,
    currency: string,
    by: { tokenHash?: string; playerId?: string },
  ): Promise<{ status: 'ok'; memberId: number; balance: number } | { status: 'sessionExpired' | 'playerUnknown' }> {
    const { rows } = await sql<{ o_status: 'ok' | 'sessionExpired' | 'playerUnknown'; o_member: string | null; o_balance: string | null }>`
      select * from seamless_balance(${tenantId}::text, ${vendor}::text, ${by.tokenHash ?? null}::text, ${by.playerId ?? null}::int8, ${currency}::text)`.execute(
      this.db,
    );
    const row = rows[0];
    return row.o_status === 'ok' ? { status: 'ok', memberId: Number(row.o_member), balance: Number(row.o_balance) } : { status: row.o_status };
  }

  /**
   * Closes rounds left open longer than `olderThan` (no win came: the stake stays lost), writing each real-money
   * round's 'bet.settled' event in the same statement (as game_round_change does for a vendor's close). Safe on
   * every instance.
   */
  async closeStaleRounds(olderThan: Date, limit: number): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      with stale as (
        select tenant_id, id from game_rounds where status = 'open' and opened_at < ${olderThan}
        order by opened_at limit ${limit} for update skip locked),
      closed as (
        update game_rounds r set status = 'closed', closed_by = 'reconciliation', closed_at = now()
        from stale where r.tenant_id = stale.tenant_id and r.id = stale.id
        returning r.tenant_id, r.vendor, r.round_id, r.member_id, r.game_code, r.game_type, r.currency, r.trial, r.bet_total, r.win_total),
      settled as (
        select domain_event_emit(c.tenant_id, 'bet.settled', c.member_id, c.vendor || ':' || c.round_id || ':' || c.member_id,
          jsonb_build_object('vendor', c.vendor, 'roundId', c.round_id, 'gameCode', c.game_code, 'gameType', c.game_type,
            'currency', c.currency, 'bet', c.bet_total, 'win', c.win_total))
        from closed c where not c.trial)
      select (select count(*) from closed) as n, (select count(*) from settled) as emitted`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** Latest real-money rounds that won more than they staked, with the winner's account. */
  async recentWins(tenantId: string, currency: string, gameType: string | undefined, limit: number): Promise<WinRecord[]> {
    let q = this.db
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
    return rows.map((r) => ({
      vendor: r.vendor,
      gameCode: r.game_code,
      gameType: r.game_type,
      account: r.account,
      win: Number(r.win_total),
      currency: r.currency,
      wonAt: r.closed_at!,
    }));
  }

  /** Latest jackpot hits of real-money rounds. */
  async recentJackpots(tenantId: string, currency: string, limit: number): Promise<WinRecord[]> {
    const rows = await this.db
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
    return rows.map((r) => ({
      vendor: r.vendor,
      gameCode: r.game_code,
      gameType: r.game_type,
      account: r.account,
      win: Number(r.jackpot_win),
      currency: r.currency,
      wonAt: r.closed_at ?? r.opened_at,
    }));
  }

  async memberRounds(tenantId: string, f: RoundFilter, pageNo: number, pageSize: number): Promise<{ rows: RoundRecord[]; total: number }> {
    const rows = await this.#roundFilter(tenantId, f)
      .select([
        'id',
        'member_id',
        'vendor',
        'round_id',
        'game_code',
        'game_type',
        'currency',
        'bet_total',
        'win_total',
        'jackpot_win',
        'status',
        'opened_at',
        'closed_at',
        sql<string>`count(*) over ()`.as('total'),
      ])
      .orderBy('opened_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        vendor: r.vendor,
        roundId: r.round_id,
        gameCode: r.game_code,
        gameType: r.game_type,
        currency: r.currency,
        bet: Number(r.bet_total),
        win: Number(r.win_total),
        jackpot: Number(r.jackpot_win),
        status: r.status,
        openedAt: r.opened_at,
        closedAt: r.closed_at,
      })),
      total: rows.length ? Number(rows[0].total) : pageNo > 1 ? await this.#countRounds(tenantId, f) : 0,
    };
  }

  /** How many rounds pass the filter (a page past the end still reports the page count). */
  async #countRounds(tenantId: string, f: RoundFilter): Promise<number> {
    const { n } = await this.#roundFilter(tenantId, f)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Stake, winnings and round count per category over the filter. */
  async memberTotals(tenantId: string, f: RoundFilter): Promise<Array<{ gameType: string; rounds: number; bet: number; win: number }>> {
    const rows = await this.#roundFilter(tenantId, f)
      .select([
        'game_type',
        sql<string>`count(*)`.as('rounds'),
        sql<string>`coalesce(sum(bet_total), 0)`.as('bet'),
        sql<string>`coalesce(sum(win_total), 0)`.as('win'),
      ])
      .groupBy('game_type')
      .orderBy('game_type')
      .execute();
    return rows.map((r) => ({ gameType: r.game_type, rounds: Number(r.rounds), bet: Number(r.bet), win: Number(r.win) }));
  }

  async roundsSince(tenantId: string, since: Date, keys: ReadonlyArray<{ vendor: string; gameCode: string }>): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (keys.length === 0) return out;
    const rows = await this.db
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
    const ids = f.memberId;
    let q = this.db
      .selectFrom('game_rounds')
      .where('tenant_id', '=', tenantId)
      .where(
        typeof ids === 'number' ? sql<boolean>`member_id = ${BigInt(ids)}` : sql<boolean>`member_id = any(${sql.val(ids.map((id) => String(id)))}::bigint[])`,
      );
    if (f.from) q = q.where('opened_at', '>=', f.from);
    if (f.to) q = q.where('opened_at', '<', f.to);
    if (f.gameType) q = q.where('game_type', '=', f.gameType);
    if (f.vendor) q = q.where('vendor', '=', f.vendor);
    return q;
  }
}
