// The agents feature's queries: the team (the closure table member_tree_paths, kept by a trigger on members),
// per-member figures in 5-minute slots, contracts and their payouts. Every query names its tenant. Rows stay
// here: callers get plain figures and mapped records.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContractKind, ContractPeriod, ContractStatus } from './agents.table.ts';
import type { RollupKeys } from './agent-periods.ts';
import type { Tier } from './contract-rules.ts';

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const TRIAL_ACCOUNT_TYPE = 4;

export interface FigureDelta {
  tenantId: string;
  memberId: number;
  slot: Date;
  bets: number;
  stake: number;
  validTurnover: number;
  win: number;
  deposits: number;
  withdrawals: number;
}

/** A member's figures to add to its ancestors' team rollup row of one period ('D:…', 'W:…', 'M:…'). */
export interface TeamPeriodDelta {
  tenantId: string;
  memberId: number;
  periodKey: string;
  bets: number;
  stake: number;
  validTurnover: number;
  win: number;
  deposits: number;
  withdrawals: number;
}

export interface TeamFigures {
  teamSize: number;
  directDownlines: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  stakes: number;
  validTurnover: number;
  /** The team's winnings less its stakes (negative: the team lost). */
  teamProfit: number;
}

export interface TeamMemberRow {
  id: number;
  account: string;
  type: number;
  level: number;
  uplineAccount: string | null;
  status: string;
  lastLoginAt: Date | null;
  registeredAt: Date;
}

export interface ContractRecord {
  id: number;
  uplineId: number;
  uplineAccount: string;
  memberId: number;
  memberAccount: string;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: Tier[];
  status: ContractStatus;
  offeredAt: Date;
  decidedAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface PayoutRecord {
  contractId: number;
  periodKey: string;
  kind: ContractKind;
  uplineAccount: string;
  memberAccount: string;
  periodStart: Date;
  periodEnd: Date;
  turnover: number;
  teamLoss: number;
  activeMembers: number;
  rateBp: number;
  amount: number;
  status: 'paid' | 'owed' | 'none';
  paidAt: Date | null;
}

/** An owed payout, to pay with the same ledger key as at settlement (agent:<contract>:<period>). */
export interface OwedPayout {
  contractId: number;
  periodKey: string;
  kind: ContractKind;
  uplineId: number;
  /** The upline has no upline itself: the operator pays (house commission account). */
  uplineIsTop: boolean;
  memberId: number;
  amount: number;
  currency: string;
  rateBp: number;
}

export interface SettlementInput {
  contractId: number;
  uplineId: number;
  /** The upline has no upline itself: the operator pays (house commission account). */
  uplineIsTop: boolean;
  memberId: number;
  kind: ContractKind;
  tiers: Tier[];
  turnover: number;
  loss: number;
  active: number;
}

const num = (v: unknown) => Number(v ?? 0);

/** The columns payoutRecordOf maps: a payout row and both members' accounts. */
const PAYOUT_COLUMNS = [
  'p.contract_id',
  'p.period_key',
  'p.kind',
  'u.account as upline_account',
  'x.account as member_account',
  'p.period_start',
  'p.period_end',
  'p.turnover',
  'p.team_loss',
  'p.active_members',
  'p.rate_bp',
  'p.amount',
  'p.status',
  'p.paid_at',
] as const;

/** A payout row joined with both accounts (the agent's income list and the back office's payout lists). */
function payoutRecordOf(r: {
  contract_id: string | number | bigint;
  period_key: string;
  kind: PayoutRecord['kind'];
  upline_account: string;
  member_account: string;
  period_start: Date;
  period_end: Date;
  turnover: unknown;
  team_loss: unknown;
  active_members: number;
  rate_bp: number;
  amount: unknown;
  status: PayoutRecord['status'];
  paid_at: Date | null;
}) {
  return {
    contractId: Number(r.contract_id),
    periodKey: r.period_key,
    kind: r.kind,
    uplineAccount: r.upline_account,
    memberAccount: r.member_account,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    turnover: num(r.turnover),
    teamLoss: num(r.team_loss),
    activeMembers: r.active_members,
    rateBp: r.rate_bp,
    amount: num(r.amount),
    status: r.status,
    paidAt: r.paid_at,
  };
}

export class AgentsRepository {
  constructor(private readonly db: Db) {}

  // ——— members and the tree ———

  async memberBrief(
    tenantId: string,
    memberId: number,
  ): Promise<{ id: number; account: string; type: number; uplineId: number | null; code: string | null } | null> {
    const row = await this.db
      .selectFrom('members')
      .select(['id', 'account', 'type', 'upline_id', 'affiliate_code', 'referral_code'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(memberId))
      .executeTakeFirst();
    return row
      ? {
          id: Number(row.id),
          account: row.account,
          type: row.type,
          uplineId: row.upline_id === null ? null : Number(row.upline_id),
          code: row.affiliate_code ?? row.referral_code,
        }
      : null;
  }

  /** The member with `accountKey` when it is a direct downline of `uplineId` (a real account). */
  async directDownline(tenantId: string, uplineId: number, accountKey: string): Promise<{ id: number; account: string; type: number } | null> {
    const row = await this.db
      .selectFrom('members')
      .select(['id', 'account', 'type'])
      .where('tenant_id', '=', tenantId)
      .where('account_key', '=', accountKey)
      .where('upline_id', '=', BigInt(uplineId))
      .where('type', '<>', TRIAL_ACCOUNT_TYPE)
      .executeTakeFirst();
    return row ? { id: Number(row.id), account: row.account, type: row.type } : null;
  }

  /** Whether `memberId` is in the team (downline, any depth) of `ancestorId`. */
  async inTeam(tenantId: string, ancestorId: number, memberId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('member_tree_paths')
      .select('depth')
      .where('tenant_id', '=', tenantId)
      .where('ancestor_id', '=', BigInt(ancestorId))
      .where('descendant_id', '=', BigInt(memberId))
      .where('depth', '>', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The team's figures over [from, to): the counts from the members trigger's counters (member_team_counts; new
   * members from agent_team_joins' day rows when the brand's rollup is built in `timeZone`, else counted in the
   * closure as before), the amounts from the team rollup's day rows of the range (agent_team_periods, at most 31
   * for a month), so the figures cost O(days) whatever the team's size. Active members: the day, week or month
   * row's count, or for a custom range of several days the distinct members marked active in those days.
   */
  async teamFigures(tenantId: string, memberId: number, from: Date, to: Date, keys: RollupKeys, timeZone: string): Promise<TeamFigures> {
    const m = BigInt(memberId);
    const active = keys.active
      ? sql`(select coalesce(sum(active_members), 0) from agent_team_periods where tenant_id = ${tenantId} and ancestor_id = ${m} and period_key = ${keys.active})`
      : sql`(select count(distinct a.member_id) from agent_member_periods a
            join member_tree_paths p on p.tenant_id = a.tenant_id and p.ancestor_id = ${m} and p.descendant_id = a.member_id and p.depth > 0
            where a.tenant_id = ${tenantId} and a.period_key = any(${keys.days}::text[]))`;
    // Decided by a statement of its own: merely planning the closure count beside the counters (its range over
    // members.created_at) cost 25–100 ms per overview at 100,000 members, even when it never ran. A rebuild that
    // commits in between builds in the brand's zone, which is `timeZone`: the joins read are still that zone's.
    const built = await this.db
      .selectFrom('agent_team_builds')
      .select('tenant_id')
      .where('tenant_id', '=', tenantId)
      .where('time_zone', '=', timeZone)
      .executeTakeFirst();
    const newMembers = built
      ? sql`(select coalesce(sum(joined), 0) from agent_team_joins where tenant_id = ${tenantId} and ancestor_id = ${m} and day_key = any(${keys.days}::text[]))`
      : // Before the rollup is built: the brand's members registered in the range, each looked up in the closure by
        // its key (a scalar subquery is never turned into a join that loops over the whole team per member).
        sql`(select count(*) from members x
            where x.tenant_id = ${tenantId} and x.created_at >= ${from} and x.created_at < ${to}
              and (select p.depth from member_tree_paths p where p.tenant_id = ${tenantId} and p.ancestor_id = ${m} and p.descendant_id = x.id) > 0)`;
    const { rows } = await sql<Record<string, string | number | null>>`
      select
        (select coalesce(max(team_size), 0) from member_team_counts where tenant_id = ${tenantId} and member_id = ${m}) as team_size,
        (select coalesce(max(direct_downlines), 0) from member_team_counts where tenant_id = ${tenantId} and member_id = ${m}) as direct_downlines,
        ${newMembers} as new_members,
        ${active} as active_members,
        coalesce(sum(t.deposits), 0) as deposits, coalesce(sum(t.withdrawals), 0) as withdrawals,
        coalesce(sum(t.stake), 0) as stakes, coalesce(sum(t.valid_turnover), 0) as valid_turnover,
        coalesce(sum(t.win - t.stake), 0) as team_profit
      from agent_team_periods t
      where t.tenant_id = ${tenantId} and t.ancestor_id = ${m} and t.period_key = any(${keys.days}::text[])`.execute(this.db);
    const r = rows[0];
    return {
      teamSize: num(r.team_size),
      directDownlines: num(r.direct_downlines),
      newMembers: num(r.new_members),
      activeMembers: num(r.active_members),
      deposits: num(r.deposits),
      withdrawals: num(r.withdrawals),
      stakes: num(r.stakes),
      validTurnover: num(r.valid_turnover),
      teamProfit: num(r.team_profit),
    };
  }

  /** The figures of each direct downline's team (the downline included) over [from, to), for the user-loss page. */
  async downlineTeams(
    tenantId: string,
    memberId: number,
    from: Date,
    to: Date,
  ): Promise<Array<{ account: string; stakes: number; validTurnover: number; win: number; activeMembers: number }>> {
    const { rows } = await sql<{ account: string; stakes: string; valid_turnover: string; win: string; active_members: string }>`
      select x.account, coalesce(sum(f.stake), 0) as stakes, coalesce(sum(f.valid_turnover), 0) as valid_turnover, coalesce(sum(f.win), 0) as win,
        count(distinct f.member_id) filter (where f.bets > 0) as active_members
      from member_tree_paths d
      join members x on x.tenant_id = d.tenant_id and x.id = d.descendant_id
      join member_tree_paths p on p.tenant_id = d.tenant_id and p.ancestor_id = d.descendant_id
      left join agent_figures f on f.tenant_id = p.tenant_id and f.member_id = p.descendant_id and f.slot >= ${from} and f.slot < ${to}
      where d.tenant_id = ${tenantId} and d.ancestor_id = ${BigInt(memberId)} and d.depth = 1
      group by x.account order by x.account`.execute(this.db);
    return rows.map((r) => ({
      account: r.account,
      stakes: num(r.stakes),
      validTurnover: num(r.valid_turnover),
      win: num(r.win),
      activeMembers: num(r.active_members),
    }));
  }

  /** Every downline (any depth) whose account starts with `search` (all when empty): id and account. */
  async downline(tenantId: string, memberId: number, search: string): Promise<Map<number, string>> {
    let q = this.db
      .selectFrom('member_tree_paths as p')
      .innerJoin('members as x', (j) => j.onRef('x.tenant_id', '=', 'p.tenant_id').onRef('x.id', '=', 'p.descendant_id'))
      .where('p.tenant_id', '=', tenantId)
      .where('p.ancestor_id', '=', BigInt(memberId))
      .where('p.depth', '>', 0);
    if (search) q = q.where('x.account_key', 'like', `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await q.select(['x.id', 'x.account']).execute();
    return new Map(rows.map((r) => [Number(r.id), r.account]));
  }

  /** A page of the team (downline at any depth), nearest first; `search` is a prefix of the account, `level` the depth. */
  async teamMembers(
    tenantId: string,
    memberId: number,
    search: string,
    level: number | undefined,
    page: number,
    size: number,
  ): Promise<{ rows: TeamMemberRow[]; total: number }> {
    let q = this.db
      .selectFrom('member_tree_paths as p')
      .innerJoin('members as x', (j) => j.onRef('x.tenant_id', '=', 'p.tenant_id').onRef('x.id', '=', 'p.descendant_id'))
      .leftJoin('members as u', (j) => j.onRef('u.tenant_id', '=', 'x.tenant_id').onRef('u.id', '=', 'x.upline_id'))
      .where('p.tenant_id', '=', tenantId)
      .where('p.ancestor_id', '=', BigInt(memberId))
      .where('p.depth', '>', 0);
    if (search) q = q.where('x.account_key', 'like', `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (level) q = q.where('p.depth', '=', level);
    const [rows, count] = await Promise.all([
      q
        .select(['x.id', 'x.account', 'x.type', 'p.depth', 'u.account as upline_account', 'x.account_status', 'x.last_login_at', 'x.created_at'])
        .orderBy('p.depth')
        .orderBy('x.account_key')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        account: r.account,
        type: r.type,
        level: r.depth,
        uplineAccount: r.upline_account,
        status: r.account_status,
        lastLoginAt: r.last_login_at,
        registeredAt: r.created_at,
      })),
      total: Number(count.n),
    };
  }

  // ——— figures (the 'agents' consumer) ———

  /**
   * The consumer's watermark (the last event whose amounts are in the figures), locked until the transaction ends:
   * a second process handling the same events waits here and then sees the advanced mark.
   */
  async lockFigureMark(consumer: string): Promise<{ txId: bigint; eventId: number }> {
    await this.db
      .insertInto('agent_figure_marks')
      .values({ consumer })
      .onConflict((c) => c.column('consumer').doNothing())
      .execute();
    const { rows } = await sql<{ tx_id: string; event_id: string }>`
      select tx_id::text as tx_id, event_id from agent_figure_marks where consumer = ${consumer} for update`.execute(this.db);
    return { txId: BigInt(rows[0].tx_id), eventId: Number(rows[0].event_id) };
  }

  async advanceFigureMark(consumer: string, to: { txId: string; eventId: number }): Promise<void> {
    await sql`update agent_figure_marks set tx_id = ${to.txId}::xid8, event_id = ${to.eventId}::int8, updated_at = now() where consumer = ${consumer}`.execute(
      this.db,
    );
  }

  /** Adds the deltas to the members' slot figures (one statement; each (member, slot) once per call). */
  async addFigures(deltas: readonly FigureDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    await this.db
      .insertInto('agent_figures')
      .values(
        deltas.map((d) => ({
          tenant_id: d.tenantId,
          member_id: BigInt(d.memberId),
          slot: d.slot,
          bets: d.bets,
          stake: BigInt(d.stake),
          valid_turnover: BigInt(d.validTurnover),
          win: BigInt(d.win),
          deposits: BigInt(d.deposits),
          withdrawals: BigInt(d.withdrawals),
        })),
      )
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'member_id', 'slot']).doUpdateSet({
          bets: sql`agent_figures.bets + excluded.bets`,
          stake: sql`agent_figures.stake + excluded.stake`,
          valid_turnover: sql`agent_figures.valid_turnover + excluded.valid_turnover`,
          win: sql`agent_figures.win + excluded.win`,
          deposits: sql`agent_figures.deposits + excluded.deposits`,
          withdrawals: sql`agent_figures.withdrawals + excluded.withdrawals`,
        }),
      )
      .execute();
  }

  /**
   * Adds the deltas (summed per member and rollup period) to every ancestor's team rollup rows, in one statement:
   * amounts to the day rows only (a week or month is at most 31 day rows to sum: a third of the writes); a member's
   * first bet in a day, week or month marks it active there (agent_member_periods) and counts it once in each
   * ancestor's active_members of that row. Runs in the consumer's transaction, under its watermark lock.
   */
  async addTeamPeriods(deltas: readonly TeamPeriodDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const rows = JSON.stringify(
      deltas.map((d) => ({
        t: d.tenantId,
        m: d.memberId,
        k: d.periodKey,
        b: d.bets,
        s: d.stake,
        v: d.validTurnover,
        w: d.win,
        dp: d.deposits,
        wd: d.withdrawals,
      })),
    );
    await sql`
      with d as (
        select * from jsonb_to_recordset(${rows}::jsonb) as d(t text, m int8, k text, b int8, s int8, v int8, w int8, dp int8, wd int8)),
      fresh as (
        insert into agent_member_periods (tenant_id, member_id, period_key)
        select t, m, k from d where b > 0
        on conflict do nothing
        returning tenant_id, member_id, period_key)
      insert into agent_team_periods as r (tenant_id, ancestor_id, period_key, bets, stake, valid_turnover, win, deposits, withdrawals, active_members)
      select d.t, p.ancestor_id, d.k, sum(d.b), sum(d.s), sum(d.v), sum(d.w), sum(d.dp), sum(d.wd), count(f.member_id)
      from (select t, m, k, b, s, v, w, dp, wd from d where k like 'D:%'
            union all select t, m, k, 0, 0, 0, 0, 0, 0 from d where k not like 'D:%') d
      join member_tree_paths p on p.tenant_id = d.t and p.descendant_id = d.m and p.depth > 0
      left join fresh f on f.tenant_id = d.t and f.member_id = d.m and f.period_key = d.k
      where d.k like 'D:%' or f.member_id is not null
      group by d.t, p.ancestor_id, d.k
      order by d.t, p.ancestor_id, d.k
      on conflict (tenant_id, ancestor_id, period_key) do update set
        bets = r.bets + excluded.bets, stake = r.stake + excluded.stake, valid_turnover = r.valid_turnover + excluded.valid_turnover,
        win = r.win + excluded.win, deposits = r.deposits + excluded.deposits, withdrawals = r.withdrawals + excluded.withdrawals,
        active_members = r.active_members + excluded.active_members`.execute(this.db);
  }

  /** The brands whose team rollup was built, with the zone it was built in. */
  async teamBuilds(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('agent_team_builds').select(['tenant_id', 'time_zone']).execute();
    return new Map(rows.map((r) => [r.tenant_id, r.time_zone]));
  }

  /**
   * (Re)builds a brand's team rollup from its per-member figures in the brand's zone `timeZone` (the backfill: the
   * rollup started after figures existed, or the zone changed). Under the consumer's watermark lock, so the figures
   * read are exactly those the consumer has added.
   */
  async buildTeamPeriods(tenantId: string, timeZone: string): Promise<void> {
    // Registrations wait (their trigger inserts closure rows) until this build commits and then count their joins
    // in the new zone; the ones in flight are committed before the recount below reads members.
    await sql`lock table member_tree_paths in share mode`.execute(this.db);
    await sql`delete from agent_team_joins where tenant_id = ${tenantId}`.execute(this.db);
    await sql`
      insert into agent_team_joins (tenant_id, ancestor_id, day_key, joined)
      select ${tenantId}, p.ancestor_id, 'D:' || to_char(x.created_at at time zone ${timeZone}, 'YYYY-MM-DD'), count(*)
      from member_tree_paths p join members x on x.tenant_id = p.tenant_id and x.id = p.descendant_id
      where p.tenant_id = ${tenantId} and p.depth > 0
      group by 2, 3`.execute(this.db);
    await sql`delete from agent_team_periods where tenant_id = ${tenantId}`.execute(this.db);
    await sql`delete from agent_member_periods where tenant_id = ${tenantId}`.execute(this.db);
    await sql`
      create temporary table agent_team_build on commit drop as
      with f as (
        select member_id, (slot at time zone ${timeZone}) as local, bets, stake, valid_turnover, win, deposits, withdrawals
        from agent_figures where tenant_id = ${tenantId}),
      k as (
        select 'D:' || to_char(local, 'YYYY-MM-DD') as k, f.* from f
        union all select 'W:' || to_char(date_trunc('week', local), 'YYYY-MM-DD'), f.* from f
        union all select 'M:' || to_char(date_trunc('month', local), 'YYYY-MM-DD'), f.* from f)
      select member_id, k, sum(bets) as b, sum(stake) as s, sum(valid_turnover) as v, sum(win) as w, sum(deposits) as dp, sum(withdrawals) as wd
      from k group by member_id, k`.execute(this.db);
    await sql`
      insert into agent_member_periods (tenant_id, member_id, period_key)
      select ${tenantId}, member_id, k from agent_team_build where b > 0`.execute(this.db);
    await sql`
      insert into agent_team_periods (tenant_id, ancestor_id, period_key, bets, stake, valid_turnover, win, deposits, withdrawals, active_members)
      select ${tenantId}, p.ancestor_id, d.k, sum(d.b), sum(d.s), sum(d.v), sum(d.w), sum(d.dp), sum(d.wd), sum(d.a)
      from (select member_id, k, b, s, v, w, dp, wd, case when b > 0 then 1 else 0 end as a from agent_team_build where k like 'D:%'
            union all select member_id, k, 0, 0, 0, 0, 0, 0, 1 from agent_team_build where k not like 'D:%' and b > 0) d
      join member_tree_paths p on p.tenant_id = ${tenantId} and p.descendant_id = d.member_id and p.depth > 0
      group by p.ancestor_id, d.k`.execute(this.db);
    await sql`drop table agent_team_build`.execute(this.db);
    await sql`
      insert into agent_team_builds (tenant_id, time_zone) values (${tenantId}, ${timeZone})
      on conflict (tenant_id) do update set time_zone = excluded.time_zone, built_at = now()`.execute(this.db);
  }

  // ——— contracts ———

  #contracts() {
    return this.db
      .selectFrom('agent_contracts as c')
      .innerJoin('members as u', (j) => j.onRef('u.tenant_id', '=', 'c.tenant_id').onRef('u.id', '=', 'c.upline_id'))
      .innerJoin('members as x', (j) => j.onRef('x.tenant_id', '=', 'c.tenant_id').onRef('x.id', '=', 'c.member_id'))
      .select([
        'c.id',
        'c.upline_id',
        'u.account as upline_account',
        'c.member_id',
        'x.account as member_account',
        'c.kind',
        'c.period',
        'c.tiers',
        'c.status',
        'c.offered_at',
        'c.decided_at',
        'c.starts_at',
        'c.ends_at',
      ]);
  }

  static #toContract(r: {
    id: bigint;
    upline_id: bigint;
    upline_account: string;
    member_id: bigint;
    member_account: string;
    kind: ContractKind;
    period: ContractPeriod;
    tiers: unknown;
    status: ContractStatus;
    offered_at: Date;
    decided_at: Date | null;
    starts_at: Date | null;
    ends_at: Date | null;
  }): ContractRecord {
    return {
      id: Number(r.id),
      uplineId: Number(r.upline_id),
      uplineAccount: r.upline_account,
      memberId: Number(r.member_id),
      memberAccount: r.member_account,
      kind: r.kind,
      period: r.period,
      tiers: r.tiers as Tier[],
      status: r.status,
      offeredAt: r.offered_at,
      decidedAt: r.decided_at,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
    };
  }

  async contract(tenantId: string, id: number): Promise<ContractRecord | null> {
    const row = await this.#contracts().where('c.tenant_id', '=', tenantId).where('c.id', '=', BigInt(id)).executeTakeFirst();
    return row ? AgentsRepository.#toContract(row) : null;
  }

  /** The contracts a member holds (as downline) or gave (as upline), newest first; ended ones after `since` only. */
  async contractsOf(tenantId: string, side: 'member' | 'upline', memberId: number, since: Date): Promise<ContractRecord[]> {
    const rows = await this.#contracts()
      .where('c.tenant_id', '=', tenantId)
      .where(side === 'member' ? 'c.member_id' : 'c.upline_id', '=', BigInt(memberId))
      .where((eb) => eb.or([eb('c.status', 'in', ['offered', 'active']), eb('c.decided_at', '>=', since), eb('c.ends_at', '>=', since)]))
      .orderBy('c.id', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => AgentsRepository.#toContract(r));
  }

  /** The member's contract of `kind` that is active or offered (the newest of each status). */
  async current(tenantId: string, memberId: number, kind: ContractKind, status: 'active' | 'offered'): Promise<ContractRecord | null> {
    const row = await this.#contracts()
      .where('c.tenant_id', '=', tenantId)
      .where('c.member_id', '=', BigInt(memberId))
      .where('c.kind', '=', kind)
      .where('c.status', '=', status)
      .orderBy('c.id', 'desc')
      .executeTakeFirst();
    return row ? AgentsRepository.#toContract(row) : null;
  }

  async insertOffer(o: {
    tenantId: string;
    uplineId: number;
    memberId: number;
    kind: ContractKind;
    period: ContractPeriod;
    tiers: Tier[];
    at: Date;
  }): Promise<number> {
    // A newer offer of the same kind replaces one still waiting.
    await this.db
      .updateTable('agent_contracts')
      .set({ status: 'withdrawn', decided_at: o.at })
      .where('tenant_id', '=', o.tenantId)
      .where('member_id', '=', BigInt(o.memberId))
      .where('kind', '=', o.kind)
      .where('status', '=', 'offered')
      .execute();
    const row = await this.db
      .insertInto('agent_contracts')
      .values({
        tenant_id: o.tenantId,
        upline_id: BigInt(o.uplineId),
        member_id: BigInt(o.memberId),
        kind: o.kind,
        period: o.period,
        tiers: JSON.stringify(o.tiers),
        status: 'offered',
        offered_at: o.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Moves a contract from `from` to `to` status with the given dates; false when it was not in `from` any more. */
  async transition(
    tenantId: string,
    id: number,
    from: ContractStatus,
    to: ContractStatus,
    set: { at: Date; startsAt?: Date; endsAt?: Date; endedBy?: number },
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('agent_contracts')
      .set({
        status: to,
        decided_at: set.at,
        ...(set.startsAt ? { starts_at: set.startsAt } : {}),
        ...(set.endsAt ? { ends_at: set.endsAt } : {}),
        ...(set.endedBy ? { ended_by: BigInt(set.endedBy) } : {}),
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', BigInt(id))
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  // ——— settlement ———

  /**
   * Every contract of period type `period` in force over the whole of [start, end), with its team's figures there
   * (the contract holder included): valid turnover, net loss (stakes less winnings) and active members.
   * Contracts whose team did nothing are left out: they earn nothing.
   */
  async settlementInputs(tenantId: string, period: ContractPeriod, start: Date, end: Date, contractIds?: readonly number[]): Promise<SettlementInput[]> {
    const only = contractIds ? sql`and c.id = any(${contractIds.map(BigInt)}::int8[])` : sql``;
    const { rows } = await sql<{
      id: bigint;
      upline_id: bigint;
      member_id: bigint;
      kind: ContractKind;
      tiers: unknown;
      upline_is_top: boolean;
      turnover: string;
      loss: string;
      active: string;
    }>`
      with c as (
        select c.id, c.upline_id, c.member_id, c.kind, c.tiers from agent_contracts c
        where c.tenant_id = ${tenantId} and c.period = ${period} and c.status in ('active', 'terminated')
          and c.starts_at <= ${start} and (c.ends_at is null or c.ends_at >= ${end}) ${only}),
      m as (
        select f.member_id, sum(f.valid_turnover) as turnover, sum(f.stake - f.win) as loss, bool_or(f.bets > 0) as active
        from agent_figures f where f.tenant_id = ${tenantId} and f.slot >= ${start} and f.slot < ${end}
        group by f.member_id),
      team as (
        select p.ancestor_id, sum(m.turnover) as turnover, sum(m.loss) as loss, count(*) filter (where m.active) as active
        from (select distinct member_id from c) h
        join member_tree_paths p on p.tenant_id = ${tenantId} and p.ancestor_id = h.member_id
        join m on m.member_id = p.descendant_id
        group by p.ancestor_id)
      select c.id, c.upline_id, c.member_id, c.kind, c.tiers, (u.upline_id is null) as upline_is_top, t.turnover, t.loss, t.active
      from c
      join team t on t.ancestor_id = c.member_id
      join members u on u.tenant_id = ${tenantId} and u.id = c.upline_id
      order by c.id`.execute(this.db);
    return rows.map((r) => ({
      contractId: Number(r.id),
      uplineId: Number(r.upline_id),
      uplineIsTop: r.upline_is_top,
      memberId: Number(r.member_id),
      kind: r.kind,
      tiers: r.tiers as Tier[],
      turnover: num(r.turnover),
      loss: num(r.loss),
      active: num(r.active),
    }));
  }

  /**
   * Records a period's payouts in one statement; returns the contracts whose payout was recorded now (one recorded
   * before for this (contract, period) is left as it was).
   */
  async insertPayouts(
    payouts: ReadonlyArray<{
      tenantId: string;
      input: SettlementInput;
      periodKey: string;
      start: Date;
      end: Date;
      rateBp: number;
      amount: number;
      currency: string;
      status: 'paid' | 'owed' | 'none';
      at: Date;
    }>,
  ): Promise<Set<number>> {
    const recorded = new Set<number>();
    for (let i = 0; i < payouts.length; i += 2_000) {
      const rows = await this.db
        .insertInto('agent_payouts')
        .values(
          payouts.slice(i, i + 2_000).map((p) => ({
            tenant_id: p.tenantId,
            contract_id: BigInt(p.input.contractId),
            period_key: p.periodKey,
            kind: p.input.kind,
            upline_id: BigInt(p.input.uplineId),
            member_id: BigInt(p.input.memberId),
            period_start: p.start,
            period_end: p.end,
            turnover: BigInt(p.input.turnover),
            team_loss: BigInt(p.input.loss),
            active_members: p.input.active,
            rate_bp: p.rateBp,
            amount: BigInt(p.amount),
            currency: p.currency,
            status: p.status,
            paid_at: p.status === 'paid' ? p.at : null,
          })),
        )
        .onConflict((oc) => oc.columns(['tenant_id', 'contract_id', 'period_key']).doNothing())
        .returning('contract_id')
        .execute();
      for (const r of rows) recorded.add(Number(r.contract_id));
    }
    return recorded;
  }

  /**
   * The brand's owed payouts, oldest period first, locked for this transaction. `only` picks one (and waits for a
   * transaction holding it; its status is read again after the wait); without it, rows another transaction holds
   * are skipped (a second run pays the rest, or nothing).
   */
  async lockOwedPayouts(tenantId: string, only?: { contractId: number; periodKey: string }): Promise<OwedPayout[]> {
    let q = this.db
      .selectFrom('agent_payouts')
      .select(['contract_id', 'period_key', 'kind', 'upline_id', 'member_id', 'amount', 'currency', 'rate_bp'])
      .select((eb) =>
        eb
          .selectFrom('members as u')
          .select(sql<boolean>`u.upline_id is null`.as('top'))
          .whereRef('u.tenant_id', '=', 'agent_payouts.tenant_id')
          .whereRef('u.id', '=', 'agent_payouts.upline_id')
          .as('upline_is_top'),
      )
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'owed')
      .orderBy('period_end')
      .orderBy('contract_id');
    q = only ? q.where('contract_id', '=', BigInt(only.contractId)).where('period_key', '=', only.periodKey).forUpdate() : q.forUpdate().skipLocked();
    const rows = await q.execute();
    return rows.map((r) => ({
      contractId: Number(r.contract_id),
      periodKey: r.period_key,
      kind: r.kind,
      uplineId: Number(r.upline_id),
      uplineIsTop: r.upline_is_top === true,
      memberId: Number(r.member_id),
      amount: num(r.amount),
      currency: r.currency,
      rateBp: r.rate_bp,
    }));
  }

  /** Owed payouts now paid, in one statement; returns those that were owed (only they changed). */
  async markOwedPaid(
    tenantId: string,
    paid: ReadonlyArray<{ contractId: number; periodKey: string }>,
    at: Date,
  ): Promise<Array<{ contractId: number; periodKey: string }>> {
    if (paid.length === 0) return [];
    const { rows } = await sql<{ contract_id: bigint; period_key: string }>`
      update agent_payouts p set status = 'paid', paid_at = ${at}
      from unnest(${paid.map((x) => String(x.contractId))}::int8[], ${paid.map((x) => x.periodKey)}::text[]) as u(contract_id, period_key)
      where p.tenant_id = ${tenantId} and p.contract_id = u.contract_id and p.period_key = u.period_key and p.status = 'owed'
      returning p.contract_id, p.period_key`.execute(this.db);
    return rows.map((r) => ({ contractId: Number(r.contract_id), periodKey: r.period_key }));
  }

  /** The brand's payouts joined with both members' accounts (select PAYOUT_COLUMNS, mapped by payoutRecordOf). */
  #payoutRows(tenantId: string) {
    return this.db
      .selectFrom('agent_payouts as p')
      .innerJoin('members as u', (j) => j.onRef('u.tenant_id', '=', 'p.tenant_id').onRef('u.id', '=', 'p.upline_id'))
      .innerJoin('members as x', (j) => j.onRef('x.tenant_id', '=', 'p.tenant_id').onRef('x.id', '=', 'p.member_id'))
      .where('p.tenant_id', '=', tenantId);
  }

  /** Payouts to (side 'member') or from (side 'upline') a member, newest first; `kind` narrows them. */
  async payouts(
    tenantId: string,
    side: 'member' | 'upline',
    memberId: number,
    kind: ContractKind | undefined,
    page: number,
    size: number,
  ): Promise<{ rows: PayoutRecord[]; total: number }> {
    let q = this.#payoutRows(tenantId).where(side === 'member' ? 'p.member_id' : 'p.upline_id', '=', BigInt(memberId));
    if (kind) q = q.where('p.kind', '=', kind);
    const [rows, count] = await Promise.all([
      q
        .select(PAYOUT_COLUMNS)
        .orderBy('p.period_start', 'desc')
        .orderBy('p.contract_id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map(payoutRecordOf),
      total: Number(count.n),
    };
  }

  // ——— back office ———

  /** A page of the brand's agents (agent types), by account; `search` is a prefix of the account. */
  async staffAgents(
    tenantId: string,
    search: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: Array<{ id: number; account: string; type: number; status: string; teamSize: number; directDownlines: number }>; total: number }> {
    let q = this.db
      .selectFrom('members as x')
      .where('x.tenant_id', '=', tenantId)
      .where('x.type', 'in', [...AGENT_TYPES]);
    if (search) q = q.where('x.account_key', 'like', `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const [rows, count] = await Promise.all([
      q
        .select((eb) => [
          'x.id',
          'x.account',
          'x.type',
          'x.account_status',
          // The members trigger's counters (a page of agents, each one row, instead of counting their closure).
          eb
            .selectFrom('member_team_counts as c')
            .select('c.team_size')
            .whereRef('c.tenant_id', '=', 'x.tenant_id')
            .whereRef('c.member_id', '=', 'x.id')
            .as('team_size'),
          eb
            .selectFrom('member_team_counts as c')
            .select('c.direct_downlines')
            .whereRef('c.tenant_id', '=', 'x.tenant_id')
            .whereRef('c.member_id', '=', 'x.id')
            .as('direct_downlines'),
        ])
        .orderBy('x.account_key')
        .limit(limit)
        .offset(offset)
        .execute(),
      q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        account: r.account,
        type: r.type,
        status: r.account_status,
        teamSize: num(r.team_size),
        directDownlines: num(r.direct_downlines),
      })),
      total: Number(count.n),
    };
  }

  /** The contracts these members hold that are offered, in force, or ending after `now`, newest first. */
  async heldContracts(tenantId: string, memberIds: readonly number[], now: Date): Promise<ContractRecord[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.#contracts()
      .where('c.tenant_id', '=', tenantId)
      .where('c.member_id', 'in', memberIds.map(BigInt))
      .where((eb) => eb.or([eb('c.status', 'in', ['offered', 'active']), eb.and([eb('c.status', '=', 'terminated'), eb('c.ends_at', '>', now)])]))
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((r) => AgentsRepository.#toContract(r));
  }

  /** Per member: how many payouts it received (paid) or is owed, and their sums. */
  async payoutTotals(
    tenantId: string,
    memberIds: readonly number[],
  ): Promise<Map<number, { paidCount: number; paidAmount: number; owedCount: number; owedAmount: number }>> {
    const out = new Map<number, { paidCount: number; paidAmount: number; owedCount: number; owedAmount: number }>();
    if (memberIds.length === 0) return out;
    const { rows } = await sql<{ member_id: string; paid_count: string; paid_amount: string; owed_count: string; owed_amount: string }>`
      select member_id::text,
        count(*) filter (where status = 'paid') as paid_count, coalesce(sum(amount) filter (where status = 'paid'), 0) as paid_amount,
        count(*) filter (where status = 'owed') as owed_count, coalesce(sum(amount) filter (where status = 'owed'), 0) as owed_amount
      from agent_payouts where tenant_id = ${tenantId} and member_id = any(${memberIds.map(BigInt)}::int8[]) group by member_id`.execute(this.db);
    for (const r of rows)
      out.set(Number(r.member_id), {
        paidCount: num(r.paid_count),
        paidAmount: num(r.paid_amount),
        owedCount: num(r.owed_count),
        owedAmount: num(r.owed_amount),
      });
    return out;
  }

  /** A page of the brand's owed (oldest first: the order they are paid) or paid (newest first) payouts, and their sum. */
  async staffPayouts(
    tenantId: string,
    status: 'owed' | 'paid',
    offset: number,
    limit: number,
  ): Promise<{ rows: Array<PayoutRecord & { periodKey: string }>; total: number; amount: number }> {
    const q = this.#payoutRows(tenantId).where('p.status', '=', status);
    const ordered =
      status === 'owed'
        ? q.orderBy('p.period_end').orderBy('p.contract_id')
        : q.orderBy('p.paid_at', 'desc').orderBy('p.period_end', 'desc').orderBy('p.contract_id', 'desc');
    const [rows, sums] = await Promise.all([
      ordered.select(PAYOUT_COLUMNS).limit(limit).offset(offset).execute(),
      q
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.coalesce(eb.fn.sum<string>('p.amount'), sql<string>`0`).as('amount')])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map(payoutRecordOf),
      total: Number(sums.n),
      amount: num(sums.amount),
    };
  }
}
