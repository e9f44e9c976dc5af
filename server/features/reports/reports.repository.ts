// The reports' two queries (read-only, one brand and currency each): figures per day of the brand's
// time zone, and the game figures per category and per vendor. Both read the very rows the ledger's
// reconciliation (ledger-audit.repository.ts, npm run ledger:check) proves sound — ledger_transfers and
// their two accounts — classified by transfer kind and by the house account on the other side, so trial
// (free-play) money, which moves against the `freeplay` house account, never counts. The breakdown adds
// the game round (game_rounds) a game transfer names in its metadata, for its category. Aggregation is in
// the database (GROUP BY GROUPING SETS: every day and the total in one pass); sums arrive as text and are
// converted without loss while they are safe integers (every amount is, per the ledger's CHECK).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface ReportWindow {
  tenantId: string;
  currency: string;
  /** IANA zone the days are cut in. */
  timeZone: string;
  /** First and last day (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

export interface DailyFiguresRow {
  /** null on the totals row. */
  day: string | null;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  jackpotContributions: number;
  jackpotHits: number;
  bets: number;
  activePlayers: number;
  registrations: number;
}

export interface GameFiguresRow {
  /** 'category', 'vendor' or 'total'. */
  level: 'category' | 'vendor' | 'total';
  key: string;
  stakes: number;
  wins: number;
  jackpotHits: number;
  bets: number;
  activePlayers: number;
}

/** A game transfer without a round of its own (none is known today) is shown under this key. */
export const UNKNOWN_KEY = 'unknown';

const num = (v: unknown): number => {
  const n = Number(v ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`report figure ${String(v)} is beyond the safe integer range`);
  return n;
};

/** The instants the window's first day starts and the day after its last starts, in its zone. */
const bounds = (w: ReportWindow) => sql`
  (${w.from}::date::timestamp at time zone ${w.timeZone}) as starts,
  ((${w.to}::date + 1)::timestamp at time zone ${w.timeZone}) as ends`;

/** The daily report's one statement (also for EXPLAIN in tools). */
export const dailyQuery = (w: ReportWindow) => sql<Record<string, string | null>>`
      with b as (select ${bounds(w)}),
      moves as (
        select (t.created_at at time zone ${w.timeZone})::date as day,
          case
            when t.kind = 'deposit' and c.kind = 'player' and d.house_code = 'cashier' then 'deposit'
            when t.kind = 'withdrawal' and t.phase = 'post' and c.house_code = 'cashier' then 'withdrawal'
            when t.kind = 'withdrawal_refund' and d.house_code = 'cashier' then 'withdrawal'
            when t.kind = 'bet' and c.house_code = 'game_bets' then 'stake'
            when t.kind = 'rollback' and d.house_code = 'game_bets' then 'stake'
            when t.kind = 'win' and d.house_code = 'game_bets' then 'win'
            when t.kind = 'jackpot_win' and d.house_code = 'jackpot_pool' then 'jackpotHit'
            when t.kind = 'jackpot_contribution' and c.house_code = 'jackpot_pool' then 'contribution'
            when t.kind = 'jackpot_contribution_reversal' and d.house_code = 'jackpot_pool' then 'contribution'
          end as figure,
          case when t.kind in ('withdrawal_refund', 'rollback', 'jackpot_contribution_reversal') then -t.amount else t.amount end as amount,
          t.kind = 'bet' as placed,
          coalesce(d.owner_member_id, c.owner_member_id) as member_id
        from ledger_transfers t
        cross join b
        join ledger_accounts d on d.tenant_id = t.tenant_id and d.id = t.debit_account_id
        join ledger_accounts c on c.tenant_id = t.tenant_id and c.id = t.credit_account_id
        where t.tenant_id = ${w.tenantId} and t.currency = ${w.currency}
          and t.created_at >= b.starts and t.created_at < b.ends
          and t.kind in ('deposit', 'withdrawal', 'withdrawal_refund', 'bet', 'rollback', 'win', 'jackpot_win',
            'jackpot_contribution', 'jackpot_contribution_reversal')
        union all
        select (m.created_at at time zone ${w.timeZone})::date, 'registration', 0, false, m.id
        from members m cross join b
        where m.tenant_id = ${w.tenantId} and m.created_at >= b.starts and m.created_at < b.ends and m.type <> 4
      )
      select to_char(day, 'YYYY-MM-DD') as day, grouping(day) as is_total,
        coalesce(sum(amount) filter (where figure = 'deposit'), 0)::text as deposits,
        coalesce(sum(amount) filter (where figure = 'withdrawal'), 0)::text as withdrawals,
        coalesce(sum(amount) filter (where figure = 'stake'), 0)::text as stakes,
        coalesce(sum(amount) filter (where figure in ('win', 'jackpotHit')), 0)::text as wins,
        coalesce(sum(amount) filter (where figure = 'contribution'), 0)::text as jackpot_contributions,
        coalesce(sum(amount) filter (where figure = 'jackpotHit'), 0)::text as jackpot_hits,
        count(*) filter (where figure = 'stake' and placed)::text as bets,
        count(distinct member_id) filter (where figure = 'stake' and placed)::text as active_players,
        count(*) filter (where figure = 'registration')::text as registrations
      from moves
      where figure is not null
      group by grouping sets ((day), ())
      order by is_total, day`;

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** One row per day with activity (days without any are absent) and the totals row (day null). */
  async daily(w: ReportWindow): Promise<DailyFiguresRow[]> {
    const { rows } = await dailyQuery(w).execute(this.db);
    return rows.map((r) => ({
      day: Number(r.is_total) === 1 ? null : r.day,
      deposits: num(r.deposits),
      withdrawals: num(r.withdrawals),
      stakes: num(r.stakes),
      wins: num(r.wins),
      jackpotContributions: num(r.jackpot_contributions),
      jackpotHits: num(r.jackpot_hits),
      bets: num(r.bets),
      activePlayers: num(r.active_players),
      registrations: num(r.registrations),
    }));
  }

  /** Game figures per category (the round's game type), per vendor, and their total. */
  async breakdown(w: ReportWindow): Promise<GameFiguresRow[]> {
    const { rows } = await sql<Record<string, string | null>>`
      with b as (select ${bounds(w)}),
      moves as (
        select t.kind, t.amount, t.metadata ->> 'vendor' as vendor, t.metadata ->> 'roundId' as round_id,
          coalesce(d.owner_member_id, c.owner_member_id) as member_id
        from ledger_transfers t
        cross join b
        join ledger_accounts d on d.tenant_id = t.tenant_id and d.id = t.debit_account_id
        join ledger_accounts c on c.tenant_id = t.tenant_id and c.id = t.credit_account_id
        where t.tenant_id = ${w.tenantId} and t.currency = ${w.currency}
          and t.created_at >= b.starts and t.created_at < b.ends
          and ((t.kind = 'bet' and c.house_code = 'game_bets')
            or (t.kind in ('win', 'rollback') and d.house_code = 'game_bets')
            or (t.kind = 'jackpot_win' and d.house_code = 'jackpot_pool'))
      ),
      tagged as (
        select m.*, coalesce(r.game_type, ${UNKNOWN_KEY}) as category, coalesce(m.vendor, ${UNKNOWN_KEY}) as vendor_key
        from moves m
        left join game_rounds r on r.tenant_id = ${w.tenantId} and r.vendor = m.vendor and r.round_id = m.round_id and r.member_id = m.member_id
      )
      select grouping(category) as g_category, grouping(vendor_key) as g_vendor, category, vendor_key,
        coalesce(sum(case kind when 'bet' then amount when 'rollback' then -amount end), 0)::text as stakes,
        coalesce(sum(amount) filter (where kind in ('win', 'jackpot_win')), 0)::text as wins,
        coalesce(sum(amount) filter (where kind = 'jackpot_win'), 0)::text as jackpot_hits,
        count(*) filter (where kind = 'bet')::text as bets,
        count(distinct member_id) filter (where kind = 'bet')::text as active_players
      from tagged
      group by grouping sets ((category), (vendor_key), ())
      order by g_category, g_vendor, category, vendor_key`.execute(this.db);
    return rows.map((r) => {
      const byCategory = Number(r.g_category) === 0;
      const byVendor = Number(r.g_vendor) === 0;
      return {
        level: byCategory ? 'category' : byVendor ? 'vendor' : 'total',
        key: (byCategory ? r.category : byVendor ? r.vendor_key : '') ?? UNKNOWN_KEY,
        stakes: num(r.stakes),
        wins: num(r.wins),
        jackpotHits: num(r.jackpot_hits),
        bets: num(r.bets),
        activePlayers: num(r.active_players),
      };
    });
  }
}
