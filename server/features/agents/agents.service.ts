// The agent centre (spec §2 "Agent centre", §3, §4, §6; issue 17): an agent's team figures by period, its
// downline list, registering a downline, the invitation link, and contracts with direct downlines — offer,
// accept, reject, terminate — with the rules of contract-rules.ts. No Express, no SQL.
import type {
  TeamBetPage,
  TeamBetQuery,
  TeamBetRecord,
  TeamTransaction,
  TeamTransactionPage,
  TeamTransactionQuery,
} from '../../../schemas/generated/agents.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { nextPeriodStart, periodAt, rangeOf, rollupKeysOf, type RangeName } from './agent-periods.ts';
import { AGENT_TYPES, AgentsRepository, type ContractRecord, type PayoutRecord, type TeamFigures } from './agents.repository.ts';
import type { ContractKind, ContractPeriod } from './agents.table.ts';
import { checkTerms, DEFAULT_DIVIDEND_PERIODS, FIXED_PERIOD, KIND_MODULE, periodPay, topRate, type Tier } from './contract-rules.ts';

const TRIAL_ACCOUNT_TYPE = 4;
/** Ended contracts stay on the pages this long. */
const ENDED_SHOWN_MS = 90 * 86_400_000;

export interface AgentsPorts {
  /** A player's balance in the brand's currency (the wallet's). */
  balance(tenantId: string, memberId: number, currency: string): Promise<number>;
  /** Registers a member under `uplineId` (the accounts feature); a taken account name is an error there. */
  registerDownline(
    tenant: TenantContext,
    uplineId: number,
    member: { account: string; password: string; type: number },
  ): Promise<{ id: number; account: string }>;
  /** The rounds of these members with the betting-record filters (the betting feature). */
  memberBets(
    tenant: TenantContext,
    memberIds: readonly number[],
    q: Omit<TeamBetQuery, 'search'>,
  ): Promise<Omit<TeamBetPage, 'list'> & { list: Array<Omit<TeamBetRecord, 'account'> & { memberId: number }> }>;
  /** The wallet movements of these members with the account-record filters (the wallet feature). */
  memberTransactions(
    tenant: TenantContext,
    memberIds: readonly number[],
    q: Omit<TeamTransactionQuery, 'search' | 'language'>,
  ): Promise<Omit<TeamTransactionPage, 'list'> & { list: Array<Omit<TeamTransaction, 'account'> & { memberId: number }> }>;
}

export const timeZoneOf = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';
export const dividendPeriodsOf = (tenant: TenantContext): readonly ContractPeriod[] =>
  tenant.config.agentContracts?.dividendPeriods ?? DEFAULT_DIVIDEND_PERIODS;

/** Who may use the agent endpoints: agent types whose agent-centre rule is on; a trial account gets the spec's warning. */
export function assertAgent(tenant: TenantContext, type: number): void {
  if (type === TRIAL_ACCOUNT_TYPE) throw new AppError(403, 'trialAccount', { messageKey: 'errors.in_need_true_account' });
  const rules = tenant.config.agentCentre?.rules as Record<string, boolean | undefined> | undefined;
  if (!AGENT_TYPES.includes(type) || rules?.[String(type)] !== true) throw new AppError(403, 'notAgent');
}

export interface ContractView {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: Tier[];
  status: ContractRecord['status'];
  upline: string;
  member: string;
  offeredAt: string;
  startsAt: string | null;
  endsAt: string | null;
}

export const toView = (c: ContractRecord): ContractView => ({
  id: c.id,
  kind: c.kind,
  period: c.period,
  tiers: c.tiers,
  status: c.status,
  upline: c.uplineAccount,
  member: c.memberAccount,
  offeredAt: c.offeredAt.toISOString(),
  startsAt: c.startsAt?.toISOString() ?? null,
  endsAt: c.endsAt?.toISOString() ?? null,
});

const payoutView = (p: PayoutRecord) => ({
  kind: p.kind,
  contractId: p.contractId,
  upline: p.uplineAccount,
  member: p.memberAccount,
  periodStart: p.periodStart.toISOString(),
  periodEnd: p.periodEnd.toISOString(),
  turnover: p.turnover,
  teamLoss: p.teamLoss,
  activeMembers: p.activeMembers,
  rateBp: p.rateBp,
  amount: p.amount,
  status: p.status,
  paidAt: p.paidAt?.toISOString() ?? null,
});

export class AgentsService {
  readonly #repo: AgentsRepository;

  constructor(
    private readonly db: Db,
    private readonly ports: AgentsPorts,
    private readonly clock: Clock,
  ) {
    this.#repo = new AgentsRepository(db);
  }

  async overview(
    tenant: TenantContext,
    memberId: number,
    range: RangeName,
    custom?: { from: string; to: string },
  ): Promise<TeamFigures & { from: string; to: string }> {
    const { from, to } = this.#range(tenant, range, custom);
    const keys = rollupKeysOf(range, this.clock.now(), timeZoneOf(tenant), custom);
    return { from: from.toISOString(), to: to.toISOString(), ...(await this.#repo.teamFigures(tenant.id, memberId, from, to, keys, timeZoneOf(tenant))) };
  }

  async userLoss(tenant: TenantContext, memberId: number, range: RangeName, custom?: { from: string; to: string }) {
    const { from, to } = this.#range(tenant, range, custom);
    const list = (await this.#repo.downlineTeams(tenant.id, memberId, from, to)).map((d) => ({ ...d, profit: d.win - d.stakes }));
    const totals = list.reduce(
      (t, d) => ({ stakes: t.stakes + d.stakes, validTurnover: t.validTurnover + d.validTurnover, win: t.win + d.win, profit: t.profit + d.profit }),
      { stakes: 0, validTurnover: 0, win: 0, profit: 0 },
    );
    return { from: from.toISOString(), to: to.toISOString(), list, totals };
  }

  #range(tenant: TenantContext, range: RangeName, custom?: { from: string; to: string }) {
    // A custom range is at most a year (its overview reads one rollup row per day).
    if (range === 'custom' && (!custom || custom.from > custom.to || Date.parse(custom.to) - Date.parse(custom.from) > 366 * 86_400_000))
      throw new AppError(400, 'agentRangeInvalid');
    return rangeOf(range, this.clock.now(), timeZoneOf(tenant), custom);
  }

  async team(tenant: TenantContext, memberId: number, q: { search?: string; level?: number; page: number; size: number }) {
    const { rows, total } = await this.#repo.teamMembers(tenant.id, memberId, q.search?.trim() ?? '', q.level, q.page, q.size);
    const since = new Date(this.clock.now().getTime() - ENDED_SHOWN_MS);
    const given = (await this.#repo.contractsOf(tenant.id, 'upline', memberId, since)).filter((c) => c.status === 'active' || c.status === 'offered');
    const currency = tenant.config.currency.code;
    const list = await Promise.all(
      rows.map(async (r) => ({
        account: r.account,
        type: r.type,
        level: r.level,
        upline: r.uplineAccount,
        balance: await this.ports.balance(tenant.id, r.id, currency),
        status: r.status === 'active' ? ('active' as const) : ('locked' as const),
        lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
        registeredAt: r.registeredAt.toISOString(),
        contracts: given.filter((c) => c.memberId === r.id).map((c) => ({ kind: c.kind, status: c.status as 'active' | 'offered' })),
      })),
    );
    return { list, total, page: q.page, size: q.size };
  }

  /** Team betting (spec §2 teamBetting): the rounds of the whole downline, or of the accounts matching `search`. */
  async teamBets(tenant: TenantContext, memberId: number, q: TeamBetQuery): Promise<TeamBetPage> {
    const { search, ...filters } = q;
    const team = await this.#repo.downline(tenant.id, memberId, search?.trim() ?? '');
    const page = await this.ports.memberBets(tenant, [...team.keys()], filters);
    return { ...page, list: page.list.map(({ memberId: id, ...r }) => ({ account: team.get(id) ?? '', ...r })) };
  }

  /** Account details (spec §2 accountDetails): the wallet movements of the whole downline, or of the accounts matching `search`. */
  async teamTransactions(tenant: TenantContext, memberId: number, q: TeamTransactionQuery): Promise<TeamTransactionPage> {
    const { search, language: _language, ...filters } = q;
    const team = await this.#repo.downline(tenant.id, memberId, search?.trim() ?? '');
    const page = await this.ports.memberTransactions(tenant, [...team.keys()], filters);
    return { ...page, list: page.list.map(({ memberId: id, ...r }) => ({ account: team.get(id) ?? '', ...r })) };
  }

  async invitation(tenant: TenantContext, memberId: number, origin: string): Promise<{ code: string; link: string }> {
    const me = await this.#repo.memberBrief(tenant.id, memberId);
    if (!me?.code) throw new AppError(403, 'notAgent');
    return { code: me.code, link: `${origin}/register?affiliateCode=${encodeURIComponent(me.code)}` };
  }

  async registerDownline(tenant: TenantContext, memberId: number, body: { account: string; password: string; type: number }) {
    const created = await this.ports.registerDownline(tenant, memberId, body);
    return { account: created.account, type: body.type };
  }

  // ——— contracts ———

  /** Everything the contract pages and the team page need: what the agent holds, what it gave, and its caps. */
  async contracts(tenant: TenantContext, memberId: number) {
    const since = new Date(this.clock.now().getTime() - ENDED_SHOWN_MS);
    const [held, given] = await Promise.all([
      this.#repo.contractsOf(tenant.id, 'member', memberId, since),
      this.#repo.contractsOf(tenant.id, 'upline', memberId, since),
    ]);
    const kinds = (Object.keys(KIND_MODULE) as ContractKind[]).filter((k) => tenant.enabled.has(KIND_MODULE[k]));
    const caps = Object.fromEntries(await Promise.all(kinds.map(async (k) => [k, await this.#cap(tenant, memberId, k)] as const)));
    return { held: held.map(toView), given: given.map(toView), kinds, dividendPeriods: [...dividendPeriodsOf(tenant)], caps };
  }

  /** The consolidated contract flags (spec §3): 1 when an offer of that kind waits for the member's answer, else 0. */
  async consolidated(tenant: TenantContext, memberId: number) {
    const waiting = async (kind: ContractKind) => ((await this.#repo.current(tenant.id, memberId, kind, 'offered')) ? 1 : 0);
    const [divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype] = await Promise.all(
      (['dividend', 'dailyWages', 'hourlySalary', 'realTimeSalary'] as const).map(waiting),
    );
    return { dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype };
  }

  /** The highest rate `memberId` may offer for `kind`: its own contract's top rate, or the brand's when it has no upline. */
  async #cap(tenant: TenantContext, memberId: number, kind: ContractKind): Promise<number> {
    const me = await this.#repo.memberBrief(tenant.id, memberId);
    if (!me) return 0;
    if (me.uplineId === null) return tenant.config.agentContracts?.maxRateBp[kind] ?? 0;
    const own = await this.#repo.current(tenant.id, memberId, kind, 'active');
    return own ? topRate(own.tiers) : 0;
  }

  async offer(
    tenant: TenantContext,
    uplineId: number,
    body: { downline: string; kind: ContractKind; period?: ContractPeriod; tiers: Tier[] },
  ): Promise<ContractView> {
    const downline = await this.#repo.directDownline(tenant.id, uplineId, body.downline.trim().toLowerCase());
    if (!downline) throw new AppError(400, 'contractNotDirectDownline');
    if (!AGENT_TYPES.includes(downline.type)) throw new AppError(400, 'contractDownlineNotAgent');
    const period = body.kind === 'dividend' ? (body.period ?? 'M') : FIXED_PERIOD[body.kind];
    if (body.kind !== 'dividend' && body.period && body.period !== period) throw new AppError(400, 'contractPeriodDisabled');
    const problem = checkTerms(
      body.kind,
      period,
      body.tiers,
      { enabled: tenant.enabled, dividendPeriods: dividendPeriodsOf(tenant) },
      await this.#cap(tenant, uplineId, body.kind),
    );
    if (problem) throw new AppError(400, problem);
    const active = await this.#repo.current(tenant.id, downline.id, body.kind, 'active');
    if (active && active.uplineId !== uplineId) throw new AppError(400, 'contractNotDirectDownline');
    // A change of terms applies from the next period; a change of period would overlap the running one.
    if (active && active.period !== period) throw new AppError(400, 'contractPeriodOverlap');
    const id = await this.#repo.insertOffer({
      tenantId: tenant.id,
      uplineId,
      memberId: downline.id,
      kind: body.kind,
      period,
      tiers: body.tiers,
      at: this.clock.now(),
    });
    return toView((await this.#repo.contract(tenant.id, id))!);
  }

  /**
   * The downline accepts or rejects an offer; either side terminates an active contract (the upline may also
   * withdraw its offer). An accepted contract applies from the next period (and ends the one it replaces there);
   * a terminated one at the end of the current period.
   */
  async decide(
    tenant: TenantContext,
    memberId: number,
    contractId: number,
    action: 'accept' | 'reject' | 'terminate',
    kind?: ContractKind,
  ): Promise<ContractView> {
    const c = await this.#repo.contract(tenant.id, contractId);
    if (!c || (c.memberId !== memberId && c.uplineId !== memberId) || (kind && c.kind !== kind)) throw new AppError(404, 'contractNotFound');
    const now = this.clock.now();
    const next = nextPeriodStart(c.period, now, timeZoneOf(tenant));
    const done = await this.db.transaction().execute(async (trx) => {
      const repo = new AgentsRepository(trx);
      if (action === 'accept' || action === 'reject') {
        if (c.memberId !== memberId || c.status !== 'offered') return false;
        if (action === 'reject') return repo.transition(tenant.id, c.id, 'offered', 'rejected', { at: now });
        const running = await repo.current(tenant.id, memberId, c.kind, 'active');
        if (running) await repo.transition(tenant.id, running.id, 'active', 'terminated', { at: now, endsAt: next, endedBy: memberId });
        return repo.transition(tenant.id, c.id, 'offered', 'active', { at: now, startsAt: next });
      }
      if (c.status === 'offered' && c.uplineId === memberId) return repo.transition(tenant.id, c.id, 'offered', 'withdrawn', { at: now });
      if (c.status !== 'active') return false;
      return repo.transition(tenant.id, c.id, 'active', 'terminated', { at: now, endsAt: next, endedBy: memberId });
    });
    if (!done) throw new AppError(409, 'contractNotOpen');
    return toView((await this.#repo.contract(tenant.id, contractId))!);
  }

  /** The pending offer of `kind` for the member (the relays act on it when no id is named). */
  async pendingOffer(tenant: TenantContext, memberId: number, kind: ContractKind): Promise<number> {
    const offer = await this.#repo.current(tenant.id, memberId, kind, 'offered');
    if (!offer) throw new AppError(404, 'contractNotFound');
    return offer.id;
  }

  /** A contract page (bonus/dividend record, daily wages, hourly and real-time salary): terms, this period so far, past payouts. */
  async contractPage(tenant: TenantContext, memberId: number, kind: ContractKind, page: number, size: number) {
    const active = await this.#repo.current(tenant.id, memberId, kind, 'active');
    const offered = await this.#repo.current(tenant.id, memberId, kind, 'offered');
    let progress = null;
    if (active) {
      const now = this.clock.now();
      const current = periodAt(active.period, now, timeZoneOf(tenant));
      const started = !!active.startsAt && active.startsAt <= current.start;
      const [input] = started ? await this.#repo.settlementInputs(tenant.id, active.period, current.start, current.end, [active.id]) : [];
      const figures = { turnover: input?.turnover ?? 0, loss: input?.loss ?? 0, active: input?.active ?? 0 };
      const pay = periodPay(kind, active.tiers, figures);
      progress = {
        periodStart: current.start.toISOString(),
        periodEnd: current.end.toISOString(),
        started,
        turnover: figures.turnover,
        teamLoss: figures.loss,
        activeMembers: figures.active,
        rateBp: pay.rateBp,
        projectedPay: pay.amount,
      };
    }
    const past = await this.#repo.payouts(tenant.id, 'member', memberId, kind, page, size);
    return {
      contract: active ? toView(active) : null,
      offer: offered ? toView(offered) : null,
      progress,
      payouts: past.rows.map(payoutView),
      total: past.total,
    };
  }

  /** My income: every salary, wage and dividend paid (or owed) to the agent. */
  async income(tenant: TenantContext, memberId: number, page: number, size: number) {
    const found = await this.#repo.payouts(tenant.id, 'member', memberId, undefined, page, size);
    return { list: found.rows.map(payoutView), total: found.total };
  }

  /** What the agent paid (or owes) its downlines. */
  async paid(tenant: TenantContext, memberId: number, page: number, size: number) {
    const found = await this.#repo.payouts(tenant.id, 'upline', memberId, undefined, page, size);
    return { list: found.rows.map(payoutView), total: found.total };
  }
}
