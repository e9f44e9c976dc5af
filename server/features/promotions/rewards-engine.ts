// The rewards engine (issue 19 item 1): one consumer of the domain events that evaluates each brand's
// promotion rules and grants awards through one path (grantAward). Loyalty (points, VIP, missions) plugs in
// here: the same events, the same award path with its idempotency key per (rule, member, period or event).
//
// member.registered → newbie gifts; deposit.credited → deposit bonuses (first, daily, reload);
// bet.settled → wagering progress of the member's active bonuses (settled stakes only, weighted by category).
// Raffle and ranking promotions take their chances and turnover from the same events (promotion-activity.ts).
// Referral (invite friends): a referred friend's member.registered, first deposit.credited and settled turnover
// (bet.settled, accrued per friend with a watermark) are milestones that pay the referrer (and the friend);
// member.app_signed_in → the app-download bonus.
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import type { Db } from '../../db/database.ts';
import { localDay } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { DomainEventsService, StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { depositAward, depositQualifies, grantKey, isOpenAt, rebatePeriodOf, spreadStake, wageringRequired } from './promotion-rules.ts';
import { onBetsSettled, onDepositCredited } from './promotion-activity.ts';
import { PromotionsRepository, type Bonus } from './promotions.repository.ts';
import { PersonMarksRepository } from './person-marks.repository.ts';
import { ReferralRepository } from './referral.repository.ts';
import {
  appDownloadKey,
  appPlatformCounts,
  firstDepositReaches,
  friendFits,
  friendKey,
  milestoneRule,
  referrerKey,
  turnoverReaches,
  type ReferralMilestone,
} from './referral-rules.ts';
import { accrualKey, isAfter, RewardsRepository, type AccrualKey, type EventMark } from './rewards.repository.ts';

export const REWARDS_CONSUMER = 'rewards';
/** Emitted with the sign-in history row when a member signs in from the brand's app (accounts feature). */
export const APP_SIGNED_IN = 'member.app_signed_in';
const TRIAL_ACCOUNT_TYPE = 4;
const DAY_MS = 86_400_000;

export interface RewardsPorts {
  tenant(tenantId: string): TenantContext | undefined;
  /** When the member registered (eligibility: new players only). */
  /** Read through `trx` when given: the engine asks inside its batch's transaction (PGlite has one connection). */
  registeredAt(tenantId: string, memberId: number, trx?: Db): Promise<Date | null>;
  /** Each of these members' referrer, if a referral code brought them (friend id → referrer id), read through `trx`. */
  referrersOf(tenantId: string, memberIds: readonly number[], trx: Db): Promise<Map<number, number>>;
  /** The member's current VIP level (rank; 0 without one), read through `trx` (eligibility.vipLevels). */
  vipRank(tenantId: string, memberId: number, trx: Db): Promise<number>;
}

export interface Award {
  tenant: TenantContext;
  memberId: number;
  promotion: Promotion;
  key: string;
  amount: number;
  localDay: string;
  cause: Record<string, unknown>;
  /** The deposit a bonus-and-deposit wagering base counts. */
  deposit?: number;
  /** Cash or bonus when not the promotion's award kind (a raffle prize says its own). */
  kind?: 'bonus' | 'cash';
}

export const timeZoneOf = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';

export class RewardsEngine {
  constructor(
    private readonly wallet: WalletService,
    private readonly events: DomainEventsService,
    private readonly ports: RewardsPorts,
  ) {}

  /**
   * The consumer's handler, a batch at a time (every write through `trx`, the batch's transaction): grants one
   * event at a time; settled bets in bulk per brand — a handful of statements per batch instead of several per bet.
   */
  readonly handleBatch = async (events: readonly StoredDomainEvent[], trx: Db): Promise<void> => {
    const bets = new Map<string, StoredDomainEvent[]>();
    for (const event of events) {
      const tenant = this.ports.tenant(event.tenantId);
      if (!tenant || event.memberId === null) continue;
      if (event.type === 'bet.settled') {
        const list = bets.get(tenant.id) ?? [];
        list.push(event);
        bets.set(tenant.id, list);
      } else if (event.type === 'member.registered') {
        if (event.payload.type !== TRIAL_ACCOUNT_TYPE) await this.#onRegistered(trx, tenant, event);
        if (event.payload.type !== TRIAL_ACCOUNT_TYPE && typeof event.payload.referrerId === 'number')
          await this.#referralMilestone(trx, tenant, event, event.payload.referrerId, 'registered', () => true);
      } else if (event.type === 'deposit.credited') {
        await this.#onDeposit(trx, tenant, event);
        if (event.payload.currency === tenant.config.currency.code) await onDepositCredited(trx, tenant, event);
        await this.#onFriendDeposit(trx, tenant, event);
      } else if (event.type === APP_SIGNED_IN) {
        if (event.payload.type !== TRIAL_ACCOUNT_TYPE) await this.#onAppSignIn(trx, tenant, event);
      }
    }
    for (const [tenantId, list] of bets) {
      const tenant = this.ports.tenant(tenantId)!;
      const settled = list.filter((e) => Number(e.payload.bet ?? 0) > 0 && e.payload.currency === tenant.config.currency.code);
      await this.#accrueRebates(trx, tenant, settled);
      await this.#addWagering(trx, tenant, settled);
      await onBetsSettled(trx, tenant, settled);
      await this.#accrueFriendTurnover(trx, tenant, settled);
    }
  };

  /**
   * THE award path: a grant row keyed by `award.key`, the ledger transfer promotions → player with the same
   * key, the bonus with its wagering requirement, and a 'reward.granted' event — all in `trx`. A key already
   * granted writes nothing and returns false.
   */
  async grantAward(trx: Db, award: Award): Promise<boolean> {
    const { tenant, memberId, promotion } = award;
    const person = promotion.limits?.onePerPerson ? await this.#person(trx, tenant.id, promotion.id, memberId) : null;
    if (person?.rewardedElsewhere) return false;
    const repo = new PromotionsRepository(trx);
    const currency = tenant.config.currency.code;
    const kind = award.kind ?? promotion.award.kind;
    const grantId = await repo.insertGrant({
      tenantId: tenant.id,
      memberId,
      promotionId: promotion.id,
      key: award.key,
      kind,
      amount: award.amount,
      currency,
      localDay: award.localDay,
      cause: award.cause,
    });
    if (grantId === null) return false;
    if (person) await new PersonMarksRepository(trx).mark(tenant.id, promotion.id, memberId, person.identities);
    await this.wallet.within(trx).transfer({
      tenantId: tenant.id,
      idempotencyKey: `reward:${award.key}`,
      kind: kind === 'bonus' ? 'promotion_bonus' : 'promotion_cash',
      from: { kind: 'house', code: 'promotions' },
      to: { kind: 'player', memberId },
      amount: award.amount,
      currency,
      metadata: { promotionId: promotion.id, grantId },
    });
    if (kind === 'bonus') {
      const expiresInDays = promotion.wagering?.expiresInDays;
      await repo.insertBonus({
        tenantId: tenant.id,
        memberId,
        promotionId: promotion.id,
        grantId,
        currency,
        amount: award.amount,
        wageringRequired: wageringRequired(promotion, award.amount, award.deposit ?? 0),
        weights: promotion.wagering?.weights ?? {},
        expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null,
      });
    }
    await this.events.within(trx).emit({
      tenantId: tenant.id,
      type: 'reward.granted',
      memberId,
      key: award.key,
      payload: { promotionId: promotion.id, grantId, kind, amount: award.amount, currency },
    });
    return true;
  }

  /**
   * A bonus that no promotion of the tenant file describes (the points mall, issue 20): the same award path —
   * grant row, ledger transfer, bonus with wagering = amount × multiplier, 'reward.granted' — under `sourceId`.
   */
  async grantBonus(
    trx: Db,
    b: { tenant: TenantContext; memberId: number; sourceId: string; key: string; amount: number; wageringMultiplier: number },
  ): Promise<boolean> {
    // Only what grantAward reads of a promotion: its id, its award kind and its wagering rule.
    const promotion = { id: b.sourceId, award: { kind: 'bonus' }, wagering: { multiplier: b.wageringMultiplier } } as unknown as Promotion;
    const day = localDay(new Date(), timeZoneOf(b.tenant));
    return this.grantAward(trx, {
      tenant: b.tenant,
      memberId: b.memberId,
      promotion,
      key: b.key,
      amount: b.amount,
      localDay: day,
      cause: { source: b.sourceId },
    });
  }

  /**
   * One bonus per person (limits.onePerPerson): whether another account sharing the member's verified mobile
   * or a bank card number already had this promotion. Locks those identities for the rest of `trx`, so a
   * caller that asks first (to refuse with a message) and then grants sees the same answer.
   */
  async rewardedElsewhere(trx: Db, tenantId: string, promotion: Promotion, memberId: number): Promise<boolean> {
    if (!promotion.limits?.onePerPerson) return false;
    return (await this.#person(trx, tenantId, promotion.id, memberId)).rewardedElsewhere;
  }

  /** eligibility.vipLevels: whether the member's current VIP level is one the promotion allows (true without the rule). */
  async vipEligible(trx: Db, tenantId: string, promotion: Promotion, memberId: number): Promise<boolean> {
    const levels = promotion.eligibility?.vipLevels;
    if (!levels) return true;
    return levels.includes(await this.ports.vipRank(tenantId, memberId, trx));
  }

  async #person(trx: Db, tenantId: string, promotionId: string, memberId: number): Promise<{ identities: string[]; rewardedElsewhere: boolean }> {
    const marks = new PersonMarksRepository(trx);
    const identities = await marks.identities(tenantId, memberId);
    await marks.lock(tenantId, promotionId, identities);
    return { identities, rewardedElsewhere: await marks.markedByOther(tenantId, promotionId, memberId, identities) };
  }

  /** Limits and eligibility, then the award, under the (tenant, promotion, member) lock. */
  async #tryGrant(trx: Db, award: Award, at: Date): Promise<boolean> {
    const { tenant, memberId, promotion } = award;
    if (award.amount <= 0) return false;
    const within = promotion.eligibility?.registeredWithinDays;
    if (within !== undefined) {
      const registered = await this.ports.registeredAt(tenant.id, memberId, trx);
      if (!registered || at.getTime() - registered.getTime() > within * DAY_MS) return false;
    }
    if (!(await this.vipEligible(trx, tenant.id, promotion, memberId))) return false;
    const repo = new PromotionsRepository(trx);
    await repo.lockMemberPromotion(tenant.id, promotion.id, memberId);
    const { perMember, perDay } = promotion.limits ?? {};
    if (perMember !== undefined && (await repo.countGrants(tenant.id, memberId, promotion.id)) >= perMember) return false;
    if (perDay !== undefined && (await repo.countGrants(tenant.id, memberId, promotion.id, award.localDay)) >= perDay) return false;
    return this.grantAward(trx, award);
  }

  async #onRegistered(trx: Db, tenant: TenantContext, event: StoredDomainEvent): Promise<void> {
    const memberId = event.memberId!;
    const day = localDay(event.occurredAt, timeZoneOf(tenant));
    for (const promotion of tenant.config.promotions ?? []) {
      if (promotion.type !== 'newbie' || !isOpenAt(promotion, event.occurredAt)) continue;
      const amount = promotion.award.fixedAmount ?? 0;
      await this.#tryGrant(
        trx,
        {
          tenant,
          memberId,
          promotion,
          key: grantKey(promotion, memberId, { localDay: day }),
          amount,
          localDay: day,
          cause: { event: event.id, type: event.type },
        },
        event.occurredAt,
      );
    }
  }

  async #onDeposit(trx: Db, tenant: TenantContext, event: StoredDomainEvent): Promise<void> {
    const memberId = event.memberId!;
    const deposit = Number(event.payload.amount);
    const depositId = Number(event.payload.depositId);
    const nth = Number(event.payload.nth ?? 0);
    if (event.payload.currency !== tenant.config.currency.code) return;
    const day = localDay(event.occurredAt, timeZoneOf(tenant));
    const repo = new PromotionsRepository(trx);
    for (const promotion of tenant.config.promotions ?? []) {
      if (promotion.type !== 'deposit' || !promotion.deposit || !isOpenAt(promotion, event.occurredAt)) continue;
      if (!depositQualifies(promotion.deposit.which, nth)) continue;
      if (promotion.enrolment === 'join') {
        const joined = await repo.joinedAt(tenant.id, promotion.id, memberId);
        if (!joined || joined > event.occurredAt) continue;
      }
      await this.#tryGrant(
        trx,
        {
          tenant,
          memberId,
          promotion,
          key: grantKey(promotion, memberId, { depositId, localDay: day }),
          amount: depositAward(promotion, deposit),
          localDay: day,
          cause: { event: event.id, type: event.type, depositId },
          deposit,
        },
        event.occurredAt,
      );
    }
  }

  /**
   * Settled turnover per member, period and category, once per period kind the brand's rebates use (daily,
   * weekly) and only in categories some rebate rates: each rebate promotion then takes its own rate of it.
   */
  async #accrueRebates(trx: Db, tenant: TenantContext, bets: readonly StoredDomainEvent[]): Promise<void> {
    const rebates = (tenant.config.promotions ?? []).flatMap((p) => (p.type === 'rebate' && p.rebate ? [p.rebate] : []));
    if (rebates.length === 0 || bets.length === 0) return;
    const kinds = [...new Set(rebates.map((r) => r.period))];
    const rated = new Set(rebates.flatMap((r) => Object.entries(r.ratesBasisPoints).flatMap(([category, bps]) => (bps > 0 ? [category] : []))));
    const zone = timeZoneOf(tenant);
    const parts: Array<AccrualKey & { stake: number; mark: EventMark }> = [];
    for (const event of bets) {
      const category = String(event.payload.gameType ?? '');
      if (!rated.has(category)) continue;
      const day = localDay(event.occurredAt, zone);
      for (const kind of kinds)
        parts.push({ memberId: event.memberId!, kind, periodKey: rebatePeriodOf(day, kind), category, stake: Number(event.payload.bet), mark: event });
    }
    const rewards = new RewardsRepository(trx);
    const marks = await rewards.accrualWatermarks(tenant.id, [...new Map(parts.map((p) => [accrualKey(p), p])).values()]);
    // Per row: the stakes of events after its watermark (a replayed event counts nothing), and the last of them.
    const rows = new Map<string, AccrualKey & { stake: number; last: EventMark }>();
    for (const part of parts) {
      const key = accrualKey(part);
      const mark = marks.get(key);
      if (mark && !isAfter(part.mark, mark)) continue;
      const row = rows.get(key) ?? { memberId: part.memberId, kind: part.kind, periodKey: part.periodKey, category: part.category, stake: 0, last: part.mark };
      row.stake += part.stake;
      row.last = part.mark;
      rows.set(key, row);
    }
    await rewards.accrueMany(
      tenant.id,
      [...rows.values()].map((r) => ({ ...r, last: { txId: r.last.txId, id: r.last.id } })),
    );
  }

  /** Settled stakes, in order, spread over each member's active bonuses granted before the round closed. */
  async #addWagering(trx: Db, tenant: TenantContext, bets: readonly StoredDomainEvent[]): Promise<void> {
    const repo = new PromotionsRepository(trx);
    const bonuses = await repo.activeBonusesOfMembersForUpdate(tenant.id, [...new Set(bets.map((e) => e.memberId!))]);
    if (bonuses.length === 0) return;
    const byMember = new Map<number, Array<Bonus & { done: number; last: EventMark | null }>>();
    for (const b of bonuses) byMember.set(b.memberId, [...(byMember.get(b.memberId) ?? []), { ...b, done: b.wageringDone, last: null }]);
    for (const event of bets) {
      // Only bonuses granted before the round closed, and not yet past this event (a replay counts nothing).
      const open = (byMember.get(event.memberId!) ?? []).filter(
        (b) => b.grantedAt <= event.occurredAt && b.done < b.wageringRequired && isAfter(event, b.last ?? b.counted),
      );
      if (open.length === 0) continue;
      const counted = spreadStake(
        Number(event.payload.bet),
        String(event.payload.gameType ?? ''),
        open.map((b) => ({ remaining: b.wageringRequired - b.done, weights: b.weights })),
      );
      open.forEach((b, i) => {
        b.done += counted[i];
        b.last = event;
      });
    }
    const changed = [...byMember.values()].flat().filter((b) => b.last !== null);
    await repo.setWagering(
      tenant.id,
      changed.map((b) => ({ id: b.id, done: b.done, counted: { txId: b.last!.txId, id: b.last!.id } })),
    );
  }
  /** The referral promotions open at `at` that pay `on`, with their rule for it. */
  #referralRules(tenant: TenantContext, on: ReferralMilestone, at: Date) {
    return (tenant.config.promotions ?? []).flatMap((promotion) => {
      const rule = isOpenAt(promotion, at) ? milestoneRule(promotion, on) : undefined;
      return rule ? [{ promotion, rule }] : [];
    });
  }

  /**
   * A referred friend reached milestone `on` (when `reaches` says so for a promotion's rule): recorded once per
   * (promotion, friend, milestone); then, under the referrer's promotion lock and within maxFriends, the referrer's
   * award (and the friend's, if the rule gives one) through the one award path, each keyed per (promotion,
   * referrer, friend, milestone). A replay finds the milestone recorded and pays nothing.
   */
  async #referralMilestone(
    trx: Db,
    tenant: TenantContext,
    event: StoredDomainEvent,
    referrerId: number,
    on: ReferralMilestone,
    reaches: (rule: NonNullable<ReturnType<typeof milestoneRule>>) => boolean,
  ): Promise<void> {
    const friendId = event.memberId!;
    if (referrerId === friendId) return;
    const referrals = new ReferralRepository(trx);
    const day = localDay(event.occurredAt, timeZoneOf(tenant));
    for (const { promotion, rule } of this.#referralRules(tenant, on, event.occurredAt)) {
      if (!reaches(rule)) continue;
      if (!(await referrals.reach(tenant.id, promotion.id, friendId, on, referrerId))) continue;
      await new PromotionsRepository(trx).lockMemberPromotion(tenant.id, promotion.id, referrerId);
      if (!friendFits(promotion, await referrals.rewardedFriends(tenant.id, promotion.id, referrerId), friendId)) continue;
      const cause = { event: event.id, type: event.type, friendId, referrerId, milestone: on };
      const paid = await this.#tryGrant(
        trx,
        {
          tenant,
          memberId: referrerId,
          promotion,
          key: referrerKey(promotion, referrerId, friendId, on),
          amount: rule.amount,
          localDay: day,
          cause: { ...cause, role: 'referrer' },
        },
        event.occurredAt,
      );
      if (!paid) continue;
      await referrals.markRewarded(tenant.id, promotion.id, friendId, on);
      if (rule.friendAmount)
        await this.grantAward(trx, {
          tenant,
          memberId: friendId,
          promotion,
          key: friendKey(promotion, friendId, on),
          amount: rule.friendAmount,
          localDay: day,
          cause: { ...cause, role: 'friend' },
        });
    }
  }

  /** A referred friend's first credited deposit, if at least a promotion's threshold. */
  async #onFriendDeposit(trx: Db, tenant: TenantContext, event: StoredDomainEvent): Promise<void> {
    if (event.payload.currency !== tenant.config.currency.code || Number(event.payload.nth ?? 0) !== 1) return;
    if (this.#referralRules(tenant, 'firstDeposit', event.occurredAt).length === 0) return;
    const referrerId = (await this.ports.referrersOf(tenant.id, [event.memberId!], trx)).get(event.memberId!);
    if (referrerId === undefined) return;
    const amount = Number(event.payload.amount);
    await this.#referralMilestone(trx, tenant, event, referrerId, 'firstDeposit', (rule) => firstDepositReaches(rule, 1, amount));
  }

  /**
   * Settled turnover of referred friends, accrued per friend past its watermark (a replayed bet adds nothing),
   * only while a referral promotion pays a turnover milestone; a friend whose total reaches a threshold reaches it.
   */
  async #accrueFriendTurnover(trx: Db, tenant: TenantContext, bets: readonly StoredDomainEvent[]): Promise<void> {
    const last = bets.at(-1);
    if (!last || this.#referralRules(tenant, 'turnover', last.occurredAt).length === 0) return;
    const referrers = await this.ports.referrersOf(tenant.id, [...new Set(bets.map((e) => e.memberId!))], trx);
    const ofFriends = bets.filter((e) => referrers.has(e.memberId!));
    if (ofFriends.length === 0) return;
    const referrals = new ReferralRepository(trx);
    const marks = await referrals.turnoverMarks(tenant.id, [...new Set(ofFriends.map((e) => e.memberId!))]);
    const rows = new Map<number, { friendId: number; stake: number; total: number; last: StoredDomainEvent }>();
    for (const event of ofFriends) {
      const friendId = event.memberId!;
      const mark = marks.get(friendId);
      if (mark && !isAfter(event, mark.mark)) continue;
      const row = rows.get(friendId) ?? { friendId, stake: 0, total: mark?.turnover ?? 0, last: event };
      row.stake += Number(event.payload.bet);
      row.total += Number(event.payload.bet);
      row.last = event;
      rows.set(friendId, row);
    }
    await referrals.accrueTurnover(
      tenant.id,
      [...rows.values()].map((r) => ({ friendId: r.friendId, stake: r.stake, last: { txId: r.last.txId, id: r.last.id } })),
    );
    for (const row of rows.values())
      await this.#referralMilestone(trx, tenant, row.last, referrers.get(row.friendId)!, 'turnover', (rule) => turnoverReaches(rule, row.total));
  }

  /** The app-download bonus: once per member and promotion, for a sign-in from the app on a platform it counts. */
  async #onAppSignIn(trx: Db, tenant: TenantContext, event: StoredDomainEvent): Promise<void> {
    const memberId = event.memberId!;
    const day = localDay(event.occurredAt, timeZoneOf(tenant));
    for (const promotion of tenant.config.promotions ?? []) {
      if (!appPlatformCounts(promotion, String(event.payload.platform ?? '')) || !isOpenAt(promotion, event.occurredAt)) continue;
      await this.#tryGrant(
        trx,
        {
          tenant,
          memberId,
          promotion,
          key: appDownloadKey(promotion, memberId),
          amount: promotion.award.fixedAmount ?? 0,
          localDay: day,
          cause: { event: event.id, type: event.type, platform: event.payload.platform },
        },
        event.occurredAt,
      );
    }
  }
}
