// Loyalty points and the points mall (issue 20; spec §7 MCS2_getPointBalance, MCS2_getPointConfig,
// MCS2_getPointReward, passwordCheck/MCS2_redeemPointReward, passwordCheck/MCS2_convertPoint,
// MCS2_getRedeemPointList, ODSFE2_MemTransDet).
//
// Points are money: a member's points are a wallet-ledger account in currency PTS. Earning moves points from
// the brand's house 'points_issuer' account, redeeming and converting move them into 'points_spent' — one
// ledger transfer each, keyed, never below zero (the ledger's CHECK). A redeem is one transaction: the stock
// unit (its row lock serialises redeems of one reward: of 50 concurrent redeems of the last unit exactly one
// gets it), the per-member limit, the request row, the points and the cash or bonus; any refusal rolls all of
// it back. Items wait for staff: rejecting one gives the points and the stock unit back.
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Loyalty, LoyaltyReward } from '../../../schemas/generated/tenant.ts';
import type { Db } from '../../db/database.ts';
import { startOfLocalDay, type PeriodJob } from '../../jobs/period-job.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { LoyaltyRepository, type RedeemRow, type RedeemState } from './loyalty.repository.ts';
import { POINTS, pointsFor, turnoverPerPoint } from './points-rules.ts';
import { DEFAULT_LABEL_COLOUR, levelAbove, levelOf, nextPeriodStart, periodKeyOf, previousPeriodKey } from './vip-rules.ts';

export const POINTS_CONSUMER = 'loyalty-points';
export const REDEEM_PAGE_SIZE = 15;
export const VIP_JOB = 'vip-levels';

export interface LoyaltyPorts {
  tenant(tenantId: string): TenantContext | undefined;
  /** Throws paymentPasswordNotSet / paymentPasswordWrong / paymentPasswordLocked (accounts feature). */
  verifyPaymentPassword(tenantId: string, memberId: number, password: string): Promise<void>;
  /** A bonus with wagering through the promotions award path, inside `trx` (promotions feature). */
  grantBonus(
    trx: Db,
    bonus: { tenant: TenantContext; memberId: number; sourceId: string; key: string; amount: number; wageringMultiplier: number },
  ): Promise<void>;
  /** The member's movements of one currency's account, newest first (wallet feature). */
  statement(
    tenantId: string,
    memberId: number,
    currency: string,
    page: number,
  ): Promise<{ entries: Array<{ id: number; kind: string; amount: number; balanceAfter: number; createdAt: string }>; totalPages: number }>;
}

export interface RewardView {
  id: string;
  kind: LoyaltyReward['kind'];
  name: string;
  points: number;
  amount: number | null;
  wageringMultiplier: number | null;
  image: string | null;
  /** Units left; null: unlimited. */
  stockLeft: number | null;
  perMember: number | null;
  /** The viewer's redeems that count against perMember (0 signed out). */
  redeemedByMe: number;
}

export interface RedeemView {
  id: number;
  action: 'redeem' | 'convert';
  rewardId: string | null;
  name: string;
  kind: 'cash' | 'bonus' | 'item';
  points: number;
  amount: number;
  currency: string;
  /** granted (cash/bonus credited), inProcess, approved, rejected (points returned). */
  status: 'granted' | 'inProcess' | 'approved' | 'rejected';
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
}

/** Whether the event comes after the watermark in the outbox's (transaction, id) order. */
const isAfter = (e: StoredDomainEvent, mark: { txId: string; eventId: number }): boolean => {
  const tx = BigInt(e.txId);
  const markTx = BigInt(mark.txId);
  return tx > markTx || (tx === markTx && e.id > mark.eventId);
};

/** One accrual row's share of a batch: a category's points counter (rate: turnover per point) or a VIP counter (rate null). */
interface Counter {
  key: string;
  tenant: TenantContext;
  memberId: number;
  category: string;
  rate: number | null;
  events: Array<{ e: StoredDomainEvent; amount: number }>;
}

const counterKey = (tenantId: string, memberId: number, category: string) => `${tenantId}\u0000${memberId}\u0000${category}`;

const loyaltyOf = (tenant: TenantContext): Loyalty | undefined => tenant.config.loyalty;
const zoneOf = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';

export class LoyaltyService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly ports: LoyaltyPorts,
  ) {}

  /**
   * The consumer's handler: each settled real-money bet's stake earns points at its category's rate, and each
   * member's credited deposits and settled turnover count towards the period's VIP counters. In bulk: one
   * counter per (member, category) or (member, VIP counter and period) for the whole batch, whose watermarks are
   * read and locked in one statement and whose sums are added in one more; then one multi-row ledger posting
   * (ledger_credit_many) for every counter that earned points (a batch of 500 events used to cost ~6 round trips
   * per counter, then one transfer per paying counter; neither kept up with 2,000 bets/s: scripts/bench-loyalty).
   */
  readonly handleBatch = async (events: readonly StoredDomainEvent[], trx: Db): Promise<void> => {
    const counters = new Map<string, Counter>();
    const add = (tenant: TenantContext, memberId: number, category: string, rate: number | null, e: StoredDomainEvent, amount: number) => {
      const key = counterKey(tenant.id, memberId, category);
      const counter = counters.get(key) ?? { key, tenant, memberId, category, rate, events: [] };
      counter.events.push({ e, amount });
      counters.set(key, counter);
    };
    for (const e of events) {
      if (e.memberId === null || (e.type !== 'bet.settled' && e.type !== 'deposit.credited')) continue;
      const tenant = this.ports.tenant(e.tenantId);
      if (!tenant || e.payload.currency !== tenant.config.currency.code) continue;
      const loyalty = loyaltyOf(tenant);
      if (e.type === 'bet.settled' && loyalty) {
        const bet = Number(e.payload.bet ?? 0);
        const category = String(e.payload.gameType ?? '');
        const rate = category ? turnoverPerPoint(loyalty, category) : null;
        if (bet > 0 && Number.isSafeInteger(bet) && rate !== null) add(tenant, e.memberId, category, rate, e, bet);
      }
      const vip = tenant.config.vip;
      if (vip) {
        const amount = Number(e.type === 'bet.settled' ? e.payload.bet : e.payload.amount);
        if (!(amount > 0) || !Number.isSafeInteger(amount)) continue;
        const counter = `${e.type === 'bet.settled' ? 'vip-turnover' : 'vip-deposit'}@${periodKeyOf(vip, e.occurredAt, zoneOf(tenant))}`;
        add(tenant, e.memberId, counter, null, e, amount);
      }
    }
    if (counters.size === 0) return;
    const repo = new LoyaltyRepository(trx);
    // A fixed order, so two batches (instances) never lock accrual rows in opposite orders.
    const ordered = [...counters.values()].sort((a, b) =>
      a.tenant.id < b.tenant.id
        ? -1
        : a.tenant.id > b.tenant.id
          ? 1
          : a.memberId - b.memberId || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
    );
    const marks = await repo.watermarks(ordered);
    const additions: Array<{ counter: Counter; turnover: number; upTo: { txId: string; eventId: number } }> = [];
    for (const counter of ordered) {
      const mark = marks.get(counter.key);
      const fresh = mark ? counter.events.filter((x) => isAfter(x.e, mark)) : counter.events;
      const last = fresh.at(-1);
      if (!last) continue;
      additions.push({ counter, turnover: fresh.reduce((sum, x) => sum + x.amount, 0), upTo: { txId: last.e.txId, eventId: last.e.id } });
    }
    const totals = await repo.addTurnovers(
      additions.map((a) => ({ tenantId: a.counter.tenant.id, memberId: a.counter.memberId, category: a.counter.category, turnover: a.turnover, upTo: a.upTo })),
    );
    const payments: Array<{ counter: Counter; turnover: number; paid: number; due: number }> = [];
    for (const { counter } of additions) {
      if (counter.rate === null) continue;
      const { turnover, points } = totals.get(counter.key)!;
      const due = pointsFor(turnover, counter.rate) - points;
      if (due > 0) payments.push({ counter, turnover, paid: points + due, due });
    }
    await repo.setPointsMany(
      payments.map((p) => ({ tenantId: p.counter.tenant.id, memberId: p.counter.memberId, category: p.counter.category, points: p.paid })),
    );
    // One multi-row posting per brand for the batch's payments (a transfer each cost a round trip per counter).
    const byTenant = new Map<string, typeof payments>();
    for (const p of payments) {
      const list = byTenant.get(p.counter.tenant.id) ?? [];
      list.push(p);
      byTenant.set(p.counter.tenant.id, list);
    }
    for (const [tenantId, paying] of byTenant)
      await this.wallet.within(trx).creditMany({
        tenantId,
        kind: 'points_earn',
        currency: POINTS,
        from: 'points_issuer',
        payments: paying.map((p) => ({
          // Unique per accrual: the points paid for this category grow with every payment.
          idempotencyKey: `points:earn:${p.counter.memberId}:${p.counter.category}:${p.paid}`,
          memberId: p.counter.memberId,
          amount: p.due,
          metadata: { category: p.counter.category, turnover: p.turnover },
        })),
      });
  };

  /**
   * The job that sets every member's VIP level once per ended period (exactly once across instances: runDuePeriods),
   * as soon as the consumer has counted every event before the period's end; upgrade bonuses are paid once per
   * level ever reached (the ledger key names member and level).
   */
  vipJob(consumedBefore: (at: Date) => Promise<boolean>): PeriodJob<TenantContext> {
    return {
      name: VIP_JOB,
      duePeriods: (tenant, now) => (tenant.config.vip ? [previousPeriodKey(tenant.config.vip, now, zoneOf(tenant))] : []),
      ready: (tenant, key) => consumedBefore(startOfLocalDay(nextPeriodStart(tenant.config.vip!, key), zoneOf(tenant))),
      run: async (tenant, key, trx) => {
        const vip = tenant.config.vip!;
        // Set-based (100,000 members ≤ 60 s, scripts/bench-loyalty): one statement evaluates every member and
        // writes the new ranks, and the upgrade bonuses go to the ledger in multi-row postings, not one
        // transfer each (which cost ≈ 4.5 ms apiece, all on the house account's rows).
        const byRank = new Map<number, (typeof vip.levels)[number]>();
        for (const l of vip.levels) if (!byRank.has(l.rank)) byRank.set(l.rank, l);
        const levels = [...byRank.values()];
        const { members, changes } = await new LoyaltyRepository(trx).evaluateVip(tenant.id, key, {
          qualify: vip.qualify ?? 'either',
          levels: levels.map((l) => ({
            rank: l.rank,
            minDeposit: l.minDeposit,
            minTurnover: l.minTurnover,
            keepDeposit: l.keepDeposit ?? l.minDeposit,
            keepTurnover: l.keepTurnover ?? l.minTurnover,
          })),
        });
        const upgrades = changes.filter((c) => c.rank > c.from);
        // Once per level ever reached: the key names member and level, so a level reached again pays nothing.
        const payments = upgrades.flatMap((c) =>
          levels
            .filter((l) => l.rank > c.from && l.rank <= c.rank && (l.benefits?.upgradeBonus ?? 0) > 0)
            .sort((a, b) => a.rank - b.rank)
            .map((l) => ({
              idempotencyKey: `vip:upgrade:${c.memberId}:${l.rank}`,
              memberId: c.memberId,
              amount: l.benefits!.upgradeBonus!,
              metadata: { period: key, rank: l.rank },
            })),
        );
        const paid = await this.wallet
          .within(trx)
          .creditMany({ tenantId: tenant.id, kind: 'vip_upgrade_bonus', currency: tenant.config.currency.code, from: 'loyalty', payments });
        return { members, upgrades: upgrades.length, downgrades: changes.length - upgrades.length, bonuses: paid.size };
      },
    };
  }

  /** The member's current VIP level (rank; 0 without one), read through `trx` (promotions' eligibility.vipLevels). */
  async vipRank(tenantId: string, memberId: number, trx: Db = this.db): Promise<number> {
    return new LoyaltyRepository(trx).vipRank(tenantId, memberId);
  }

  /** The member's VIP labels for member info (§3): clubLabel and the member label list (colour default #ABABAB). */
  async labels(
    tenant: TenantContext,
    memberId: number,
    language: string,
  ): Promise<{ clubLabel: { labelName: string; rankLevel: number }; memberLabel: Array<{ labelName: string; colour: string }> }> {
    const vip = tenant.config.vip;
    if (!vip) return { clubLabel: { labelName: 'VIP0', rankLevel: 0 }, memberLabel: [] };
    const rank = await new LoyaltyRepository(this.db).vipRank(tenant.id, memberId);
    const level = levelOf(vip, rank);
    const name = pickLocalized(level.name, language, tenant.config.languages.default) ?? `VIP${rank}`;
    return { clubLabel: { labelName: name, rankLevel: rank }, memberLabel: [{ labelName: name, colour: level.colour ?? DEFAULT_LABEL_COLOUR }] };
  }

  /** GET /wps/vip: the levels table with benefits; signed in, the member's level and progress this period towards the next one. */
  async vip(tenant: TenantContext, viewer: number | null, language: string, now: Date) {
    const vip = tenant.config.vip;
    if (!vip) return { enabled: false, period: 'month' as const, qualify: 'either' as const, levels: [], me: null };
    const fallback = tenant.config.languages.default;
    const levels = [...vip.levels]
      .sort((a, b) => a.rank - b.rank)
      .map((l) => ({
        rank: l.rank,
        name: pickLocalized(l.name, language, fallback) ?? `VIP${l.rank}`,
        colour: l.colour ?? DEFAULT_LABEL_COLOUR,
        minDeposit: l.minDeposit,
        minTurnover: l.minTurnover,
        keepDeposit: l.keepDeposit ?? l.minDeposit,
        keepTurnover: l.keepTurnover ?? l.minTurnover,
        benefits: {
          rebatePercent: l.benefits?.rebatePercent ?? null,
          pointRatePercent: l.benefits?.pointRatePercent ?? null,
          dailyWithdrawals: l.benefits?.dailyWithdrawals ?? null,
          maxWithdrawal: l.benefits?.maxWithdrawal ?? null,
          birthdayBonus: l.benefits?.birthdayBonus ?? null,
          upgradeBonus: l.benefits?.upgradeBonus ?? null,
        },
      }));
    let me = null;
    if (viewer !== null) {
      const repo = new LoyaltyRepository(this.db);
      const period = periodKeyOf(vip, now, zoneOf(tenant));
      const [rank, stats] = await Promise.all([repo.vipRank(tenant.id, viewer), repo.periodStats(tenant.id, period)]);
      const mine = stats.get(viewer) ?? { deposit: 0, turnover: 0 };
      const next = levelAbove(vip, rank);
      me = { rank, period, deposit: mine.deposit, turnover: mine.turnover, nextRank: next?.rank ?? null };
    }
    return { enabled: true, period: vip.period, qualify: vip.qualify ?? 'either', levels, me };
  }

  /** MCS2_getPointBalance. */
  async balance(tenant: TenantContext, memberId: number): Promise<{ points: number }> {
    return { points: (await this.wallet.balance(tenant.id, memberId, POINTS)).sumBalance };
  }

  /** MCS2_getPointConfig: how points are earned and what they convert to. */
  config(tenant: TenantContext) {
    const loyalty = loyaltyOf(tenant);
    return {
      enabled: loyalty !== undefined,
      currency: tenant.config.currency.code,
      earn: Object.entries(loyalty?.earn ?? {}).map(([category, turnoverPerPoint]) => ({ category, turnoverPerPoint })),
      convert: loyalty?.convert ? { cashPerPoint: loyalty.convert.cashPerPoint, minPoints: loyalty.convert.minPoints } : null,
      expires: false,
    };
  }

  /** MCS2_getPointReward: the mall's catalogue with stock left and the viewer's own count. */
  async rewards(tenant: TenantContext, viewer: number | null, language: string): Promise<{ list: RewardView[] }> {
    // A retired reward is off the mall (its requests still settle and the history names it).
    const rewards = (loyaltyOf(tenant)?.rewards ?? []).filter((r) => !r.retired);
    const repo = new LoyaltyRepository(this.db);
    const [taken, mine] = await Promise.all([repo.stockTaken(tenant.id), viewer === null ? new Map<string, number>() : repo.memberCounts(tenant.id, viewer)]);
    return {
      list: rewards.map((r) => ({
        id: r.id,
        kind: r.kind,
        name: pickLocalized(r.name, language, tenant.config.languages.default) ?? r.id,
        points: r.points,
        amount: r.kind === 'item' ? null : (r.amount ?? null),
        wageringMultiplier: r.kind === 'bonus' ? (r.wageringMultiplier ?? 0) : null,
        image: r.image ?? null,
        stockLeft: r.stock === undefined ? null : Math.max(0, r.stock - (taken.get(r.id) ?? 0)),
        perMember: r.perMember ?? null,
        redeemedByMe: mine.get(r.id) ?? 0,
      })),
    };
  }

  /** passwordCheck/MCS2_redeemPointReward. Errors: rewardNotFound, payment password ones, rewardOutOfStock, rewardLimitReached, pointsNotEnough. */
  async redeem(
    tenant: TenantContext,
    memberId: number,
    input: { rewardId: string; paymentPassword: string; requestId: string },
    language: string,
  ): Promise<RedeemView> {
    const reward = (loyaltyOf(tenant)?.rewards ?? []).find((r) => r.id === input.rewardId);
    if (!reward || reward.retired || (reward.kind !== 'item' && !reward.amount)) throw new AppError(404, 'rewardNotFound');
    await this.ports.verifyPaymentPassword(tenant.id, memberId, input.paymentPassword);
    const row = await inTransaction(this.db, async (trx) => {
      const repo = new LoyaltyRepository(trx);
      const earlier = await repo.byRequest(tenant.id, memberId, input.requestId);
      if (earlier) return earlier;
      if (!(await repo.takeStock(tenant.id, reward.id, reward.stock ?? null))) throw new AppError(409, 'rewardOutOfStock');
      if (reward.perMember !== undefined && ((await repo.memberCounts(tenant.id, memberId)).get(reward.id) ?? 0) >= reward.perMember)
        throw new AppError(409, 'rewardLimitReached', { params: { limit: reward.perMember } });
      const amount = reward.kind === 'item' ? 0 : reward.amount!;
      const currency = tenant.config.currency.code;
      const id = await repo.insert({
        tenantId: tenant.id,
        memberId,
        requestId: input.requestId,
        action: 'redeem',
        rewardId: reward.id,
        kind: reward.kind,
        points: reward.points,
        amount,
        currency,
        status: reward.kind === 'item' ? 'inProcess' : 'granted',
      });
      if (id === null) return (await repo.byRequest(tenant.id, memberId, input.requestId))!;
      await this.#spend(trx, tenant.id, memberId, reward.points, `points:redeem:${id}`, 'points_redeem', { redeemId: id, rewardId: reward.id });
      if (reward.kind === 'cash') await this.#payCash(trx, tenant, memberId, amount, `loyalty:redeem:${id}`, { redeemId: id, rewardId: reward.id });
      if (reward.kind === 'bonus')
        await this.ports.grantBonus(trx, {
          tenant,
          memberId,
          sourceId: `pointMall:${reward.id}`,
          key: `pointMall:${id}`,
          amount,
          wageringMultiplier: reward.wageringMultiplier ?? 0,
        });
      return (await repo.byId(tenant.id, id))!;
    });
    return this.#view(tenant, row, language);
  }

  /** passwordCheck/MCS2_convertPoint: points to cash at the brand's rate. Errors: pointsConvertUnavailable, pointsBelowMinimum, payment password ones, pointsNotEnough. */
  async convert(
    tenant: TenantContext,
    memberId: number,
    input: { points: number; paymentPassword: string; requestId: string },
    language: string,
  ): Promise<RedeemView> {
    const convert = loyaltyOf(tenant)?.convert;
    if (!convert) throw new AppError(409, 'pointsConvertUnavailable');
    if (input.points < convert.minPoints) throw new AppError(400, 'pointsBelowMinimum', { params: { min: convert.minPoints } });
    const amount = input.points * convert.cashPerPoint;
    if (!Number.isSafeInteger(amount)) throw new AppError(400, 'pointsNotEnough');
    await this.ports.verifyPaymentPassword(tenant.id, memberId, input.paymentPassword);
    const row = await inTransaction(this.db, async (trx) => {
      const repo = new LoyaltyRepository(trx);
      const earlier = await repo.byRequest(tenant.id, memberId, input.requestId);
      if (earlier) return earlier;
      const id = await repo.insert({
        tenantId: tenant.id,
        memberId,
        requestId: input.requestId,
        action: 'convert',
        rewardId: null,
        kind: 'cash',
        points: input.points,
        amount,
        currency: tenant.config.currency.code,
        status: 'granted',
      });
      if (id === null) return (await repo.byRequest(tenant.id, memberId, input.requestId))!;
      await this.#spend(trx, tenant.id, memberId, input.points, `points:convert:${id}`, 'points_convert', { redeemId: id });
      await this.#payCash(trx, tenant, memberId, amount, `loyalty:convert:${id}`, { redeemId: id });
      return (await repo.byId(tenant.id, id))!;
    });
    return this.#view(tenant, row, language);
  }

  /** MCS2_getRedeemPointList: the member's redeems and conversions, newest first. */
  async history(tenant: TenantContext, memberId: number, page: number, language: string): Promise<{ list: RedeemView[]; totalPages: number }> {
    const { rows, total } = await new LoyaltyRepository(this.db).history(tenant.id, memberId, page, REDEEM_PAGE_SIZE);
    return { list: rows.map((r) => this.#view(tenant, r, language)), totalPages: Math.ceil(total / REDEEM_PAGE_SIZE) };
  }

  /** ODSFE2_MemTransDet: every movement of the member's points, newest first. */
  async transactions(tenant: TenantContext, memberId: number, page: number) {
    const { entries, totalPages } = await this.ports.statement(tenant.id, memberId, POINTS, page);
    return {
      list: entries.map((e) => ({ id: e.id, type: e.kind, points: e.amount, balanceAfter: e.balanceAfter, createdAt: e.createdAt })),
      totalPages,
    };
  }

  /** Staff: the brand's requests of one status. */
  async queue(tenant: TenantContext, status: RedeemState, language: string) {
    const rows = await new LoyaltyRepository(this.db).queue(tenant.id, status, 200);
    return { list: rows.map((r) => ({ ...this.#view(tenant, r, language), username: r.username ?? '', memberId: r.memberId, decidedBy: r.decidedBy })) };
  }

  /** Staff: approves an item request or rejects it (the points and the stock unit go back). Error: redeemDecided. */
  async decide(
    tenant: TenantContext,
    id: number,
    decision: 'approved' | 'rejected',
    staff: string,
    note: string | null,
    language: string,
  ): Promise<RedeemView> {
    const row = await inTransaction(this.db, async (trx) => {
      const repo = new LoyaltyRepository(trx);
      const decided = await repo.decide(tenant.id, id, decision, staff, note);
      if (!decided) throw new AppError(409, 'redeemDecided');
      if (decision === 'rejected') {
        if (decided.rewardId) await repo.releaseStock(tenant.id, decided.rewardId);
        await this.wallet.within(trx).transfer({
          tenantId: tenant.id,
          idempotencyKey: `points:return:${id}`,
          kind: 'points_return',
          from: { kind: 'house', code: 'points_spent' },
          to: { kind: 'player', memberId: decided.memberId },
          amount: decided.points,
          currency: POINTS,
          metadata: { redeemId: id, by: staff },
        });
      }
      return decided;
    });
    return this.#view(tenant, row, language);
  }

  async #spend(trx: Db, tenantId: string, memberId: number, points: number, key: string, kind: string, metadata: Record<string, unknown>): Promise<void> {
    try {
      await this.wallet.within(trx).transfer({
        tenantId,
        idempotencyKey: key,
        kind,
        from: { kind: 'player', memberId },
        to: { kind: 'house', code: 'points_spent' },
        amount: points,
        currency: POINTS,
        metadata,
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficientFunds') throw new AppError(409, 'pointsNotEnough', { params: { points } });
      throw err;
    }
  }

  async #payCash(trx: Db, tenant: TenantContext, memberId: number, amount: number, key: string, metadata: Record<string, unknown>): Promise<void> {
    await this.wallet.within(trx).transfer({
      tenantId: tenant.id,
      idempotencyKey: key,
      kind: 'loyalty_cash',
      from: { kind: 'house', code: 'loyalty' },
      to: { kind: 'player', memberId },
      amount,
      currency: tenant.config.currency.code,
      metadata,
    });
  }

  #view(tenant: TenantContext, r: RedeemRow, language: string): RedeemView {
    const reward = r.rewardId ? (loyaltyOf(tenant)?.rewards ?? []).find((x) => x.id === r.rewardId) : undefined;
    return {
      id: r.id,
      action: r.action,
      rewardId: r.rewardId,
      name: reward ? (pickLocalized(reward.name, language, tenant.config.languages.default) ?? reward.id) : (r.rewardId ?? ''),
      kind: r.kind,
      points: r.points,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
      note: r.note,
    };
  }
}
