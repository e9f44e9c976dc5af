// The reward centre and 'apply' activities (issue 19): a player applies to an activity (a comment of at most
// 140 characters, up to 3 PNG/JPEG images), staff approve it with an amount — which puts a claimable reward in
// the player's reward centre — or reject it with a reason; the player claims the reward through the engine's
// one award path, once. No Express here.
import type { ApplicationView, ClaimableReward, RewardListValue } from '../../../schemas/generated/promotions.ts';
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../jobs/period-job.ts';
import { localDay } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { ApplicationsRepository, type Application } from './applications.repository.ts';
import { isOpenAt } from './promotion-rules.ts';
import { timeZoneOf, type RewardsEngine } from './rewards-engine.ts';
import { REWARD_PAGE_SIZE, RewardsRepository, type RewardClaim } from './rewards.repository.ts';

export const DEFAULT_REWARD_CLAIM_DAYS = 14;
const DAY_MS = 86_400_000;

export function applicationView(a: Application, rewardClaimed: boolean): ApplicationView {
  const view: ApplicationView = {
    id: a.id,
    promotionId: a.promotionId,
    status: a.status === 'issued' && rewardClaimed ? 'claimed' : a.status,
    imageCount: a.imageCount,
    createdAt: a.createdAt.toISOString(),
  };
  if (a.comment) view.comment = a.comment;
  if (a.amount !== null) view.amount = a.amount;
  if (a.reason) view.reason = a.reason;
  if (a.decidedAt) view.decidedAt = a.decidedAt.toISOString();
  if (a.rewardId !== null) view.rewardId = a.rewardId;
  return view;
}

export class RewardCenterService {
  constructor(
    private readonly db: Db,
    private readonly engine: RewardsEngine,
    private readonly clock: Clock,
  ) {}

  async apply(tenant: TenantContext, memberId: number, promotionId: string, comment: string): Promise<ApplicationView> {
    const promotion = this.#activity(tenant, promotionId);
    const now = this.clock.now();
    if (promotion.startsAt && now < new Date(promotion.startsAt)) throw new AppError(409, 'promotionNotStarted');
    if (!isOpenAt(promotion, now)) throw new AppError(409, 'promotionClosed');
    if (await this.engine.rewardedElsewhere(this.db, tenant.id, promotion, memberId)) throw new AppError(409, 'promotionOncePerPerson');
    if (!(await this.engine.vipEligible(this.db, tenant.id, promotion, memberId))) throw new AppError(403, 'promotionVipLevel');
    const repo = new ApplicationsRepository(this.db);
    const perMember = promotion.limits?.perMember;
    if (perMember !== undefined && (await repo.countLive(tenant.id, promotion.id, memberId)) >= perMember) throw new AppError(409, 'applicationLimit');
    const id = await repo.insert(tenant.id, promotion.id, memberId, comment.trim());
    if (id === null) throw new AppError(409, 'applicationPending');
    return applicationView((await repo.find(tenant.id, id))!, false);
  }

  async addImage(tenant: TenantContext, memberId: number, id: number, image: { contentType: string; bytes: Uint8Array }): Promise<ApplicationView> {
    const result = await inTransaction(this.db, (trx) => new ApplicationsRepository(trx).addImage(tenant.id, memberId, id, image));
    if (result === 'missing') throw new AppError(404, 'applicationNotFound');
    if (result === 'full') throw new AppError(409, 'uploadTooMany');
    if (result === 'notOpen') throw new AppError(409, 'applicationNotOpen');
    return applicationView((await new ApplicationsRepository(this.db).find(tenant.id, id))!, false);
  }

  /** The member's latest application to each activity (the promotions' statuses and the detail page). */
  async latestApplication(tenant: TenantContext, memberId: number, promotionId: string): Promise<ApplicationView | null> {
    const app = await new ApplicationsRepository(this.db).latestOf(tenant.id, promotionId, memberId);
    if (!app) return null;
    const reward = app.rewardId === null ? null : await new RewardsRepository(this.db).findClaim(tenant.id, memberId, app.rewardId);
    return applicationView(app, reward?.state === 'claimed');
  }

  async rewards(tenant: TenantContext, memberId: number, page: number, lang: string): Promise<RewardListValue> {
    const repo = new RewardsRepository(this.db);
    const now = this.clock.now();
    const { rows, total } = await repo.listClaims(tenant.id, memberId, page);
    return {
      list: rows.map((r) => this.#view(tenant, r, lang, now)),
      totalPages: Math.ceil(total / REWARD_PAGE_SIZE),
      claimableCount: await repo.countClaimable(tenant.id, memberId, now),
    };
  }

  async claim(tenant: TenantContext, memberId: number, id: number, lang: string): Promise<ClaimableReward> {
    const now = this.clock.now();
    await inTransaction(this.db, async (trx) => {
      const repo = new RewardsRepository(trx);
      const reward = await repo.findClaim(tenant.id, memberId, id);
      if (!reward) throw new AppError(404, 'rewardNotFound');
      const promotion = (tenant.config.promotions ?? []).find((p) => p.id === reward.promotionId);
      if (!promotion) throw new AppError(409, 'promotionClosed');
      if (await this.engine.rewardedElsewhere(trx, tenant.id, promotion, memberId)) throw new AppError(409, 'promotionOncePerPerson');
      if (!(await this.engine.vipEligible(trx, tenant.id, promotion, memberId))) throw new AppError(403, 'promotionVipLevel');
      if (!(await repo.markClaimed(tenant.id, id, now))) {
        const again = await repo.findClaim(tenant.id, memberId, id);
        throw new AppError(409, again?.state === 'claimed' ? 'rewardClaimed' : 'rewardExpired');
      }
      await this.engine.grantAward(trx, {
        tenant,
        memberId,
        promotion: { ...promotion, award: { ...promotion.award, kind: reward.awardKind } },
        key: reward.key,
        amount: reward.amount,
        localDay: localDay(now, timeZoneOf(tenant)),
        cause: { rewardId: reward.id, source: reward.source },
      });
    });
    const reward = await new RewardsRepository(this.db).findClaim(tenant.id, memberId, id);
    return this.#view(tenant, reward!, lang, now);
  }

  /** Staff approve an application: a claimable reward of `amount`, in the same transaction as the decision. */
  async issue(trx: Db, tenant: TenantContext, app: Application, amount: number, by: string): Promise<boolean> {
    const promotion = this.#activity(tenant, app.promotionId);
    const days = promotion.apply?.claimWithinDays ?? DEFAULT_REWARD_CLAIM_DAYS;
    const rewardId = await new RewardsRepository(trx).insertClaim({
      tenantId: tenant.id,
      memberId: app.memberId,
      promotionId: app.promotionId,
      key: `${app.promotionId}:application:${app.id}`,
      source: 'application',
      amount,
      awardKind: promotion.award.kind,
      expiresAt: new Date(this.clock.now().getTime() + days * DAY_MS),
    });
    if (rewardId === null) return false;
    return new ApplicationsRepository(trx).decide(tenant.id, app.id, 'issued', { by, amount, rewardId });
  }

  #activity(tenant: TenantContext, promotionId: string): Promotion & { apply: NonNullable<Promotion['apply']> } {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === promotionId);
    if (!promotion) throw new AppError(404, 'promotionNotFound');
    if (promotion.type !== 'apply' || !promotion.apply) throw new AppError(409, 'promotionNotApplicable');
    return promotion as Promotion & { apply: NonNullable<Promotion['apply']> };
  }

  #view(tenant: TenantContext, r: RewardClaim, lang: string, now: Date): ClaimableReward {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === r.promotionId);
    const expired = r.state === 'claimable' && r.expiresAt !== null && r.expiresAt <= now;
    const view: ClaimableReward = {
      id: r.id,
      promotionId: r.promotionId,
      title: (promotion && pickLocalized(promotion.title, lang, tenant.config.languages.default)) ?? r.promotionId,
      amount: r.amount,
      awardKind: r.awardKind,
      source: r.source,
      state: expired ? 'expired' : r.state,
      createdAt: r.createdAt.toISOString(),
    };
    if (r.expiresAt) view.expiresAt = r.expiresAt.toISOString();
    if (r.claimedAt) view.claimedAt = r.claimedAt.toISOString();
    return view;
  }
}
