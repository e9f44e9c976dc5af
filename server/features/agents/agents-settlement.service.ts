// Agent economics, exactly once (issue 17 item 4): the 'agents' consumer turns settled bets, credited deposits
// and paid withdrawals into per-member 5-minute figures; a period job per period type (M5 real-time salary,
// HOUR hourly salary, D daily wages and daily dividends, W/H/M dividends) settles every contract in force for
// the whole period once the consumer has read every event before the period's end. Each payout is a ledger
// transfer from the upline's wallet keyed agent:<contract>:<period>, recorded with the period in the job's
// claiming transaction: a replay, a second instance or a restart pays nothing twice; a payout the upline cannot
// fund is recorded as owed (nothing moves, no balance goes negative) and paid later with the same key, oldest first,
// by the 'agents-owed' job once per 5-minute period when the upline has the money (or by staff, "retry now").
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { runDuePeriods, type Clock, type PeriodJob } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import { endedPeriods, periodAt, periodOfKey, ROLLUP_PERIODS, slotOf } from './agent-periods.ts';
import { AgentPaymentsRepository, type AgentPayment, type PaymentStatus } from './agent-payments.repository.ts';
import { AgentsRepository, type FigureDelta, type OwedPayout, type TeamPeriodDelta } from './agents.repository.ts';
import type { ContractPeriod } from './agents.table.ts';
import { periodPay } from './contract-rules.ts';
import { timeZoneOf } from './agents.service.ts';

export const AGENTS_CONSUMER = 'agents';
export const SETTLED_PERIODS: readonly ContractPeriod[] = ['M5', 'HOUR', 'D', 'W', 'H', 'M'];

export interface SettlementPorts {
  tenant(id: string): TenantContext | undefined;
  tenants(): readonly TenantContext[];
  /** Whether the consumer has read every event that happened before `at`. */
  consumedBefore(at: Date): Promise<boolean>;
}

/** The ledger key of a (contract, period) payout: the same at settlement and for every later retry. */
const settlementKey = (contractId: number, periodKey: string) => `agent:${contractId}:${periodKey}`;

/** A payout as a ledger payment: from the upline's wallet, or from the house commission account for the operator's agents. */
function paymentOf(p: Omit<OwedPayout, 'currency'>): AgentPayment {
  return {
    key: settlementKey(p.contractId, p.periodKey),
    kind: p.kind === 'dividend' ? 'agent_dividend' : 'agent_salary',
    fromMember: p.uplineIsTop ? null : p.uplineId,
    toMember: p.memberId,
    amount: p.amount,
    metadata: { contractId: p.contractId, period: p.periodKey, rateBp: p.rateBp },
  };
}

/** A payment's outcome as the payout's status; a key used for another movement fails the run, as a transfer did. */
function payoutStatus(status: PaymentStatus | undefined): 'paid' | 'owed' {
  if (status === 'applied' || status === 'keyTaken') return 'paid';
  if (status === 'insufficientFunds') return 'owed';
  throw new AppError(409, 'idempotencyConflict');
}

export class AgentsSettlement {
  constructor(
    private readonly db: Db,
    private readonly ports: SettlementPorts,
    private readonly clock: Clock,
  ) {}

  /**
   * The consumer's handler: the batch's figures summed per (member, slot), written in one statement through `trx`,
   * once per event: events at or below the consumer's watermark (a replay from an older cursor, or another process
   * that got there first) are skipped, and the watermark moves past the batch in the same transaction.
   */
  readonly handleBatch = async (events: readonly StoredDomainEvent[], trx: Db): Promise<void> => {
    const repo = new AgentsRepository(trx);
    const mark = await repo.lockFigureMark(AGENTS_CONSUMER);
    const fresh = events.filter((e) => BigInt(e.txId) > mark.txId || (BigInt(e.txId) === mark.txId && e.id > mark.eventId));
    const last = fresh.at(-1);
    if (!last) return;
    const sums = new Map<string, FigureDelta>();
    for (const event of fresh) {
      const tenant = this.ports.tenant(event.tenantId);
      if (!tenant || event.memberId === null || event.payload.currency !== tenant.config.currency.code) continue;
      const slot = slotOf(event.occurredAt);
      const key = `${event.tenantId}|${event.memberId}|${slot.getTime()}`;
      const d = sums.get(key) ?? {
        tenantId: event.tenantId,
        memberId: event.memberId,
        slot,
        bets: 0,
        stake: 0,
        validTurnover: 0,
        win: 0,
        deposits: 0,
        withdrawals: 0,
      };
      const amount = (name: string) => Math.max(0, Math.trunc(Number(event.payload[name] ?? 0)) || 0);
      if (event.type === 'bet.settled') {
        const [bet, win] = [amount('bet'), amount('win')];
        if (bet <= 0) continue;
        d.bets += 1;
        d.stake += bet;
        d.win += win;
        // Valid turnover: a settled stake that won or lost something (a push, win = stake, is not).
        if (win !== bet) d.validTurnover += bet;
      } else if (event.type === 'deposit.credited') d.deposits += amount('amount');
      else if (event.type === 'withdrawal.paid') d.withdrawals += amount('amount');
      else continue;
      sums.set(key, d);
    }
    await this.#buildTeamPeriods(repo);
    await repo.addFigures([...sums.values()]);
    await repo.addTeamPeriods(this.#teamDeltas(sums.values()));
    await repo.advanceFigureMark(AGENTS_CONSUMER, { txId: last.txId, eventId: last.id });
  };

  /** The per-member slot figures summed per (member, brand-local day, week and month): the team rollup's deltas. */
  #teamDeltas(figures: Iterable<FigureDelta>): TeamPeriodDelta[] {
    const out = new Map<string, TeamPeriodDelta>();
    const keysOfSlot = this.#keysOfSlot;
    // A slot's day, week and month keys cost ~0.4 ms to work out (time-zone arithmetic); a catch-up over 30 days
    // meets ~500 distinct slots a batch, so they are kept across batches (bounded: a week of slots per zone or so).
    if (keysOfSlot.size > 20_000) keysOfSlot.clear();
    for (const f of figures) {
      const zone = timeZoneOf(this.ports.tenant(f.tenantId)!);
      const slotKey = `${zone}|${f.slot.getTime()}`;
      let keys = keysOfSlot.get(slotKey);
      if (!keys) keysOfSlot.set(slotKey, (keys = ROLLUP_PERIODS.map((period) => periodAt(period, f.slot, zone).key)));
      for (const periodKey of keys) {
        const key = `${f.tenantId}|${f.memberId}|${periodKey}`;
        const d = out.get(key) ?? { ...f, periodKey, bets: 0, stake: 0, validTurnover: 0, win: 0, deposits: 0, withdrawals: 0 };
        d.bets += f.bets;
        d.stake += f.stake;
        d.validTurnover += f.validTurnover;
        d.win += f.win;
        d.deposits += f.deposits;
        d.withdrawals += f.withdrawals;
        out.set(key, d);
      }
    }
    return [...out.values()].map(({ tenantId, memberId, periodKey, bets, stake, validTurnover, win, deposits, withdrawals }) => ({
      tenantId,
      memberId,
      periodKey,
      bets,
      stake,
      validTurnover,
      win,
      deposits,
      withdrawals,
    }));
  }

  /** zone|slot → the slot's rollup period keys (day, week, month), see #teamDeltas. */
  readonly #keysOfSlot = new Map<string, string[]>();

  /** brand|zone of the team rollups this process has seen committed (the check then costs nothing). */
  readonly #built = new Set<string>();

  /**
   * Builds the team rollup of every brand that has none yet, or one in another zone (the backfill), under the
   * consumer's watermark lock held by `repo`'s transaction: before a batch's figures are added, so each is counted
   * once. Returns the brand|zone keys now built (known committed only when the caller's transaction is).
   */
  async #buildTeamPeriods(repo: AgentsRepository): Promise<string[]> {
    const tenants = this.ports.tenants();
    const wanted = tenants.map((t) => `${t.id}|${timeZoneOf(t)}`);
    if (wanted.every((k) => this.#built.has(k))) return wanted;
    const builds = await repo.teamBuilds();
    for (const tenant of tenants) {
      const zone = timeZoneOf(tenant);
      if (builds.get(tenant.id) !== zone) await repo.buildTeamPeriods(tenant.id, zone);
    }
    return wanted;
  }

  /** Builds any missing team rollup in a transaction of its own, under the watermark lock (before each drain). */
  async buildTeamPeriods(): Promise<void> {
    const built = await inTransaction(this.db, async (trx) => {
      const repo = new AgentsRepository(trx);
      await repo.lockFigureMark(AGENTS_CONSUMER);
      return this.#buildTeamPeriods(repo);
    });
    for (const key of built) this.#built.add(key);
  }

  /** The job of one period type. */
  job(period: ContractPeriod): PeriodJob<TenantContext> {
    return {
      name: `agents-${period}`,
      duePeriods: (tenant, now) => endedPeriods(period, now, timeZoneOf(tenant)).map((p) => p.key),
      ready: async (tenant, key) => this.ports.consumedBefore(periodOfKey(key, timeZoneOf(tenant))!.end),
      run: (tenant, key, trx) => this.settle(tenant, key, trx),
    };
  }

  /** Settles every contract of the period `key` in `trx`; returns the counts (kept with the period). */
  async settle(tenant: TenantContext, key: string, trx: Db): Promise<Record<string, unknown>> {
    const bounds = periodOfKey(key, timeZoneOf(tenant))!;
    const period = key.slice(0, key.indexOf(':')) as ContractPeriod;
    const repo = new AgentsRepository(trx);
    const currency = tenant.config.currency.code;
    const outcome = { contracts: 0, paid: 0, owed: 0, amount: 0 };
    const priced = (await repo.settlementInputs(tenant.id, period, bounds.start, bounds.end)).map((input) => ({
      input,
      ...periodPay(input.kind, input.tiers, input),
    }));
    // Every payout of the period in a few set-based calls, in contract order: what one transfer per contract in
    // that order did (a payout the upline cannot fund at its turn is owed, and the upline's later ones may still be
    // paid), in the claiming transaction.
    const statuses = await new AgentPaymentsRepository(trx).pay(
      tenant.id,
      currency,
      priced.filter((p) => p.amount > 0).map((p) => paymentOf({ ...p.input, periodKey: key, amount: p.amount, rateBp: p.rateBp })),
      false,
    );
    const payouts: Parameters<AgentsRepository['insertPayouts']>[0][number][] = priced.map(({ input, rateBp, amount }) => {
      outcome.contracts += 1;
      return {
        tenantId: tenant.id,
        input,
        periodKey: key,
        start: bounds.start,
        end: bounds.end,
        rateBp,
        amount,
        currency,
        status: amount > 0 ? payoutStatus(statuses.get(settlementKey(input.contractId, key))) : 'none',
        at: this.clock.now(),
      };
    });
    // Recorded in bulk, in the same transaction as the transfers (each keyed by its (contract, period)).
    const recorded = await repo.insertPayouts(payouts);
    for (const p of payouts) {
      if (!recorded.has(p.input.contractId)) continue;
      if (p.status === 'paid') outcome.paid += 1;
      if (p.status === 'owed') outcome.owed += 1;
      if (p.status === 'paid') outcome.amount += p.amount;
    }
    return outcome;
  }

  /**
   * Pays the brand's owed payouts in `trx`, oldest period first, each with its settlement key (so a payout can
   * never be paid twice, whoever retries it): an upline that still cannot fund its oldest owes the later ones too,
   * so they wait. `only` retries one payout (staff's "retry now").
   */
  async payOwed(tenant: TenantContext, trx: Db, only?: { contractId: number; periodKey: string }): Promise<{ paid: number; owed: number; amount: number }> {
    const repo = new AgentsRepository(trx);
    const payments = new AgentPaymentsRepository(trx);
    const outcome = { paid: 0, owed: 0, amount: 0 };
    const owed = await repo.lockOwedPayouts(tenant.id, only);
    const paid: typeof owed = [];
    for (const currency of new Set(owed.map((p) => p.currency))) {
      const ofCurrency = owed.filter((p) => p.currency === currency);
      const statuses = await payments.pay(tenant.id, currency, ofCurrency.map(paymentOf), true);
      for (const p of ofCurrency) {
        if (payoutStatus(statuses.get(settlementKey(p.contractId, p.periodKey))) === 'paid') paid.push(p);
        else outcome.owed += 1;
      }
    }
    const marked = new Set((await repo.markOwedPaid(tenant.id, paid, this.clock.now())).map((p) => settlementKey(p.contractId, p.periodKey)));
    for (const p of paid) {
      if (!marked.has(settlementKey(p.contractId, p.periodKey))) continue;
      outcome.paid += 1;
      outcome.amount += p.amount;
    }
    return outcome;
  }

  /** Retries one owed payout now, in a transaction of its own (staff): 'paid', 'owed' (still short) or 'notOwed'. */
  async retryOwed(tenant: TenantContext, contractId: number, periodKey: string): Promise<'paid' | 'owed' | 'notOwed'> {
    const outcome = await inTransaction(this.db, (trx) => this.payOwed(tenant, trx, { contractId, periodKey }));
    return outcome.paid > 0 ? 'paid' : outcome.owed > 0 ? 'owed' : 'notOwed';
  }

  /** The job that retries owed payouts once per 5-minute period (after that period's settlements). */
  owedJob(): PeriodJob<TenantContext> {
    return {
      name: 'agents-owed',
      duePeriods: (tenant, now) => endedPeriods('M5', now, timeZoneOf(tenant), 1).map((p) => p.key),
      run: (tenant, _key, trx) => this.payOwed(tenant, trx),
    };
  }

  /** Runs every due period of every type for every brand, then the owed payouts' retry; returns how many periods ran. */
  async runDue(periods: readonly ContractPeriod[] = SETTLED_PERIODS): Promise<number> {
    let ran = 0;
    for (const period of periods) ran += await runDuePeriods(this.db, this.job(period), this.ports.tenants(), this.clock);
    ran += await runDuePeriods(this.db, this.owedJob(), this.ports.tenants(), this.clock);
    return ran;
  }
}
