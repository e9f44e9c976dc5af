// The rewards engine (issue 19 item 1): one consumer of the domain events that evaluates each brand's
// promotion rules and grants awards through one path (grantAward). Loyalty (points, VIP, missions) plugs in
// here: the same events, the same award path with its idempotency key per (rule, member, period or event).
//
// member.registered → newbie gifts; deposit.credited → deposit bonuses (first, daily, reload);
// bet.settled → wagering progress of the member's active bonuses (settled stakes only, weighted by category).
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import type { Db } from '../../db/database.ts';
import { localDay } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { DomainEventsService, StoredDomainEvent } from '../domain-events/domain-events.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { depositAward, depositQualifies, grantKey, isOpenAt, rebatePeriodOf, spreadStake, wageringRequired } from './promotion-rules.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import { RewardsRepository } from './rewards.repository.ts';

export const REWARDS_CONSUMER = 'rewards';
const TRIAL_ACCOUNT_TYPE = 4;
const DAY_MS = 86_400_000;

export interface RewardsPorts {
  tenant(tenantId: string): TenantContext | undefined;
  /** When the member registered (eligibility: new players only). */
  registeredAt(tenantId: string, memberId: number): Promise<Date | null>;
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
}

export const timeZoneOf = (tenant: TenantContext) => tenant.config.settings?.timeZone ?? 'UTC';

export class RewardsEngine {
  constructor(
    private readonly wallet: WalletService,
    private readonly events: DomainEventsService,
    private readonly ports: RewardsPorts,
  ) {}

  /** The consumer's handler: every write through `trx`, the batch's transaction. */
  readonly handle = async (event: StoredDomainEvent, trx: Db): Promise<void> => {
    const tenant = this.ports.tenant(event.tenantId);
    if (!tenant || event.memberId === null) return;
    switch (event.type) {
      case 'member.registered':
        if (event.payload.type !== TRIAL_ACCOUNT_TYPE) await this.#onRegistered(trx, tenant, event);
        return;
      case 'deposit.credited':
        await this.#onDeposit(trx, tenant, event);
        return;
      case 'bet.settled':
        await this.#onBetSettled(trx, tenant, event);
        return;
    }
  };

  /**
   * THE award path: a grant row keyed by `award.key`, the ledger transfer promotions → player with the same
   * key, the bonus with its wagering requirement, and a 'reward.granted' event — all in `trx`. A key already
   * granted writes nothing and returns false.
   */
  async grantAward(trx: Db, award: Award): Promise<boolean> {
    const { tenant, memberId, promotion } = award;
    const repo = new PromotionsRepository(trx);
    const currency = tenant.config.currency.code;
    const kind = promotion.award.kind;
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

  /** Limits and eligibility, then the award, under the (tenant, promotion, member) lock. */
  async #tryGrant(trx: Db, award: Award, at: Date): Promise<boolean> {
    const { tenant, memberId, promotion } = award;
    if (award.amount <= 0) return false;
    const within = promotion.eligibility?.registeredWithinDays;
    if (within !== undefined) {
      const registered = await this.ports.registeredAt(tenant.id, memberId);
      if (!registered || at.getTime() - registered.getTime() > within * DAY_MS) return false;
    }
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

  async #onBetSettled(trx: Db, tenant: TenantContext, event: StoredDomainEvent): Promise<void> {
    const stake = Number(event.payload.bet ?? 0);
    if (stake <= 0 || event.payload.currency !== tenant.config.currency.code) return;
    await this.#accrueRebates(trx, tenant, event, stake);
    await this.#addWagering(trx, tenant, event, stake);
  }

  /** The stake counts toward each open rebate promotion that rates its category, in the period the round closed. */
  async #accrueRebates(trx: Db, tenant: TenantContext, event: StoredDomainEvent, stake: number): Promise<void> {
    const category = String(event.payload.gameType ?? '');
    const day = localDay(event.occurredAt, timeZoneOf(tenant));
    const rewards = new RewardsRepository(trx);
    for (const promotion of tenant.config.promotions ?? []) {
      const rebate = promotion.rebate;
      if (promotion.type !== 'rebate' || !rebate || !isOpenAt(promotion, event.occurredAt) || !(rebate.ratesBasisPoints[category] > 0)) continue;
      await rewards.accrue(
        { tenantId: tenant.id, promotionId: promotion.id, memberId: event.memberId!, periodKey: rebatePeriodOf(day, rebate.period), category, stake },
        event,
      );
    }
  }

  async #addWagering(trx: Db, tenant: TenantContext, event: StoredDomainEvent, stake: number): Promise<void> {
    const repo = new PromotionsRepository(trx);
    // Only bonuses granted before the round closed: a stake settled earlier never counts for a later bonus.
    const bonuses = (await repo.activeBonusesForUpdate(tenant.id, event.memberId!)).filter((b) => b.grantedAt <= event.occurredAt);
    if (bonuses.length === 0) return;
    const counted = spreadStake(
      stake,
      String(event.payload.gameType ?? ''),
      bonuses.map((b) => ({ remaining: b.wageringRequired - b.wageringDone, weights: b.weights })),
    );
    for (const [i, bonus] of bonuses.entries()) if (counted[i] > 0) await repo.addWagering(tenant.id, bonus.id, counted[i], event);
  }
}
