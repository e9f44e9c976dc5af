// Rebate (issue 19): a percent of settled turnover per category, accrued by the rewards engine per member and
// period (brand-local day or ISO week). Manual rebates are claimed by the player on the manualRebate page —
// whatever has accrued and is not yet rebated, in the running period and the ended ones still in their claim
// window; automatic ones are paid by a job once per ended period (exactly once across instances). Both pay
// through the engine's one award path, each with its own key, and never above the period's cap.
import type { RebateClaimValue, RebateListValue, RebateView } from '../../../schemas/generated/promotions.ts';
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { localDay, startOfLocalDay, type Clock, type PeriodJob } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { claimablePeriods, isOpenAt, periodEnd, rebateOf, rebatePeriodOf, type RebatePeriod } from './promotion-rules.ts';
import { PromotionsRepository } from './promotions.repository.ts';
import { timeZoneOf, type RewardsEngine } from './rewards-engine.ts';
import { RewardsRepository, type Accrual } from './rewards.repository.ts';

export const DEFAULT_CLAIM_WITHIN_DAYS = 7;
/** How far back the automatic job catches up on periods missed while every server was down. */
const CATCH_UP = { daily: 7, weekly: 4 } as const;
const UNCAPPED = Number.MAX_SAFE_INTEGER;

type RebatePromotion = Promotion & { rebate: NonNullable<Promotion['rebate']> };
const rebatesOf = (tenant: TenantContext): RebatePromotion[] =>
  (tenant.config.promotions ?? []).filter((p): p is RebatePromotion => p.type === 'rebate' && p.rebate !== undefined);

/** Un-rebated turnover per category of some accrual rows. */
function unrebated(rows: readonly Accrual[]): Array<{ category: string; turnover: number }> {
  const byCategory = new Map<string, number>();
  for (const r of rows) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + (r.turnover - r.rebatedTurnover));
  return [...byCategory].filter(([, t]) => t > 0).map(([category, turnover]) => ({ category, turnover }));
}

export class RebateService {
  constructor(
    private readonly db: Db,
    private readonly engine: RewardsEngine,
    private readonly clock: Clock,
    /** Whether the rewards engine has accrued every bet settled before `at` (an ended period is paid only then). */
    private readonly accruedBefore: (at: Date) => Promise<boolean>,
  ) {}

  async list(tenant: TenantContext, memberId: number, lang: string): Promise<RebateListValue> {
    const list: RebateView[] = [];
    for (const promotion of rebatesOf(tenant))
      if (isOpenAt(promotion, this.clock.now())) list.push(await this.#view(this.db, tenant, promotion, memberId, lang));
    return { list };
  }

  async claim(tenant: TenantContext, memberId: number, promotionId: string, lang: string): Promise<RebateClaimValue> {
    const promotion = rebatesOf(tenant).find((p) => p.id === promotionId);
    if (!promotion) throw new AppError(404, 'promotionNotFound');
    if (promotion.rebate.claim !== 'manual') throw new AppError(409, 'rebateAutomatic');
    if (promotion.paused) throw new AppError(409, 'promotionClosed');
    const amount = await inTransaction(this.db, async (trx) => {
      await new PromotionsRepository(trx).lockMemberPromotion(tenant.id, promotion.id, memberId);
      if (await this.engine.rewardedElsewhere(trx, tenant.id, promotion, memberId)) throw new AppError(409, 'promotionOncePerPerson');
      const today = localDay(this.clock.now(), timeZoneOf(tenant));
      const periods = claimablePeriods(today, promotion.rebate.period, promotion.rebate.claimWithinDays ?? DEFAULT_CLAIM_WITHIN_DAYS);
      let paid = 0;
      for (const period of periods) paid += await this.#payPeriod(trx, tenant, promotion, memberId, period, 'claim');
      return paid;
    });
    if (amount === 0) throw new AppError(409, 'rebateNothingToClaim');
    return { amount, rebate: await this.#view(this.db, tenant, promotion, memberId, lang) };
  }

  /**
   * The automatic rebate of one period kind, as a job exactly once per (brand, period); a period is claimed only
   * once the engine has accrued every bet settled before it ended (runAutoRebates checks that first).
   */
  periodJob(period: RebatePeriod): PeriodJob<TenantContext> {
    return {
      name: `rebate-${period}`,
      duePeriods: (tenant, now) => {
        if (!rebatesOf(tenant).some((p) => p.rebate.claim === 'auto' && p.rebate.period === period && !p.paused)) return [];
        const running = rebatePeriodOf(localDay(now, timeZoneOf(tenant)), period);
        // The ended periods of the catch-up window, oldest first.
        return claimablePeriods(running, period, CATCH_UP[period] * (period === 'daily' ? 1 : 7)).filter((k) => k < running);
      },
      ready: (tenant, periodKey) => this.accruedBefore(startOfLocalDay(periodEnd(periodKey, period), timeZoneOf(tenant))),
      run: async (tenant, periodKey, trx) => {
        let members = 0;
        let paid = 0;
        for (const promotion of rebatesOf(tenant)) {
          // A paused rebate pays nothing (staff paused it in the back office); the job runs once per period, so a
          // period that ends while it is paused is not paid later.
          if (promotion.rebate.claim !== 'auto' || promotion.rebate.period !== period || promotion.paused) continue;
          const rated = Object.keys(promotion.rebate.ratesBasisPoints);
          for (const memberId of await new RewardsRepository(trx).membersToRebate(tenant.id, promotion.id, period, periodKey, rated)) {
            await new PromotionsRepository(trx).lockMemberPromotion(tenant.id, promotion.id, memberId);
            const amount = await this.#payPeriod(trx, tenant, promotion, memberId, periodKey, 'auto');
            if (amount > 0) {
              members += 1;
              paid += amount;
            }
          }
        }
        return { members, paid };
      },
    };
  }

  /** Pays what one period owes the member now (within its cap) and marks that turnover rebated; returns the amount. */
  async #payPeriod(trx: Db, tenant: TenantContext, promotion: RebatePromotion, memberId: number, period: string, how: 'claim' | 'auto'): Promise<number> {
    const rewards = new RewardsRepository(trx);
    const rows = await rewards.accruals(tenant.id, promotion.id, memberId, promotion.rebate.period, period);
    const capLeft = (promotion.rebate.capPerPeriod ?? UNCAPPED) - (await rewards.rebatePaid(tenant.id, promotion.id, memberId, period));
    const { total } = rebateOf(unrebated(rows), promotion.rebate.ratesBasisPoints, capLeft);
    // Everything accrued in a rated category is now rebated, even above the cap: the cap forfeits the rest of the period.
    for (const r of rows) {
      if (r.turnover > r.rebatedTurnover && (promotion.rebate.ratesBasisPoints[r.category] ?? 0) > 0) {
        await rewards.markRebated(tenant.id, promotion.id, memberId, period, r.category, r.turnover);
      }
    }
    if (total <= 0) return 0;
    const n = await new PromotionsRepository(trx).countGrants(tenant.id, memberId, promotion.id, period);
    const granted = await this.engine.grantAward(trx, {
      tenant,
      memberId,
      promotion,
      key: how === 'auto' ? `${promotion.id}:rebate:${memberId}:${period}:auto` : `${promotion.id}:rebate:${memberId}:${period}:${n + 1}`,
      amount: total,
      localDay: period,
      cause: { rebatePeriod: period, how },
    });
    return granted ? total : 0;
  }

  async #view(db: Db, tenant: TenantContext, promotion: RebatePromotion, memberId: number, lang: string): Promise<RebateView> {
    const rewards = new RewardsRepository(db);
    const { period, claim, ratesBasisPoints, capPerPeriod } = promotion.rebate;
    const today = localDay(this.clock.now(), timeZoneOf(tenant));
    const running = rebatePeriodOf(today, period);
    // Manual: everything still claimable; automatic: the running period (the ended ones are the job's).
    const periods = claim === 'manual' ? claimablePeriods(today, period, promotion.rebate.claimWithinDays ?? DEFAULT_CLAIM_WITHIN_DAYS) : [running];
    const byCategory = new Map<string, { category: string; turnover: number; rateBasisPoints: number; amount: number }>();
    let total = 0;
    for (const key of periods) {
      const capLeft = (capPerPeriod ?? UNCAPPED) - (await rewards.rebatePaid(tenant.id, promotion.id, memberId, key));
      const result = rebateOf(unrebated(await rewards.accruals(tenant.id, promotion.id, memberId, period, key)), ratesBasisPoints, capLeft);
      total += result.total;
      for (const line of result.lines.filter((l) => l.rateBasisPoints > 0)) {
        const sum = byCategory.get(line.category) ?? { ...line, turnover: 0, amount: 0 };
        sum.turnover += line.turnover;
        sum.amount += line.amount;
        byCategory.set(line.category, sum);
      }
    }
    const view: RebateView = {
      promotionId: promotion.id,
      title: pickLocalized(promotion.title, lang, tenant.config.languages.default) ?? promotion.id,
      period,
      claim,
      periodKey: running,
      lines: [...byCategory.values()],
      total,
    };
    if (capPerPeriod !== undefined) view.cap = capPerPeriod;
    return view;
  }
}
