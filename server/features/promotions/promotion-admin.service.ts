// The back office's promotions (issue 19 item 5): applications to review (approve with an amount — a
// claimable reward for the player — or reject with a reason), the grants and the bonuses of a brand, and
// cancelling a bonus in two steps (the page shows what is taken back; staff confirm by typing the player's
// account). Every decision is audited. Brand scope: a brand outside the staff member's scope is the same 404
// as one that does not exist. Promotion titles are shown in the staff member's language (the back office's
// x-language, EN or CN) when the promotion has that text, else in the brand's default. No Express, no SQL.
import type {
  ApplicationDecision,
  ApplicationListQuery,
  ApplicationPage,
  BonusCancelRequest,
  BonusListQuery,
  BonusPage,
  Currency,
  GrantListQuery,
  GrantPage,
  StaffApplication,
  StaffBonus,
} from '../../../schemas/generated/promotion-admin.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { APPLICATION_PAGE_SIZE, ApplicationsRepository, type Application } from './applications.repository.ts';
import { PromotionAdminRepository, STAFF_PAGE_SIZE, type StaffBonusRow } from './promotion-admin.repository.ts';
import { staffTitle } from './promotion-editor.service.ts';
import type { PromotionsService } from './promotions.service.ts';
import type { RewardCenterService } from './reward-center.service.ts';
import { RewardsRepository } from './rewards.repository.ts';

const notFound = () => new AppError(404, 'notFound');

/** The brand's money display, for the page to format amounts and read a typed award (₫ has no minor units). */
const currencyOf = (tenant: TenantContext): Currency => ({ symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 });

export class PromotionAdminService {
  constructor(
    private readonly db: Db,
    private readonly tenants: Pick<TenantDirectory, 'get'>,
    private readonly promotions: PromotionsService,
    private readonly rewardCenter: RewardCenterService,
    private readonly staff: StaffAccountsService,
  ) {}

  async applications(actor: StaffActor, tenantId: string, query: ApplicationListQuery, language: string): Promise<ApplicationPage> {
    const tenant = this.#brand(actor, tenantId);
    const { rows, total } = await new ApplicationsRepository(this.db).listForStaff(tenant.id, query.status ?? 'applying', query.page ?? 1);
    const items = await Promise.all(rows.map((r) => this.#application(tenant, r, r.account, language)));
    return { items, totalPages: Math.ceil(total / APPLICATION_PAGE_SIZE), currency: currencyOf(tenant) };
  }

  async applicationImage(actor: StaffActor, tenantId: string, id: number, position: number): Promise<{ contentType: string; bytes: Uint8Array }> {
    const tenant = this.#brand(actor, tenantId);
    const image = await new ApplicationsRepository(this.db).image(tenant.id, id, position);
    if (!image) throw notFound();
    return image;
  }

  async decide(actor: StaffActor, tenantId: string, id: number, decision: ApplicationDecision, language: string): Promise<StaffApplication> {
    const tenant = this.#brand(actor, tenantId);
    const repo = new ApplicationsRepository(this.db);
    const app = await repo.find(tenant.id, id);
    if (!app) throw notFound();
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === app.promotionId);
    const maxAmount = promotion?.apply?.maxAmount ?? 0;
    const by = actor.session.username;
    let decided: boolean;
    if (decision.decision === 'approve') {
      if (decision.amount === undefined) throw new AppError(400, 'applicationAmountRequired');
      if (decision.amount > maxAmount) {
        const { symbol, minorUnits } = tenant.config.currency;
        throw new AppError(400, 'applicationAmountTooHigh', { params: { max: formatMinorUnits(maxAmount, { symbol, minorUnits }) } });
      }
      decided = await inTransaction(this.db, (trx) => this.rewardCenter.issue(trx, tenant, app, decision.amount!, by));
    } else {
      const reason = decision.reason?.trim();
      if (!reason) throw new AppError(400, 'applicationReasonRequired');
      decided = await repo.decide(tenant.id, id, 'rejected', { by, reason });
    }
    if (!decided) throw new AppError(409, 'alreadyReviewed');
    const after = (await repo.find(tenant.id, id))!;
    await this.staff.record(actor, {
      action: decision.decision === 'approve' ? 'promotion.application.approve' : 'promotion.application.reject',
      tenantId: tenant.id,
      subject: `application ${id}`,
      note: decision.reason,
      detail: { applicationId: id, promotionId: app.promotionId, memberId: app.memberId, amount: decision.amount ?? null },
    });
    return this.#application(tenant, after, await this.#accountOf(tenant.id, app.memberId), language);
  }

  async grants(actor: StaffActor, tenantId: string, query: GrantListQuery, language: string): Promise<GrantPage> {
    const tenant = this.#brand(actor, tenantId);
    const { rows, total, totals } = await new PromotionAdminRepository(this.db).grants(tenant.id, query, query.page ?? 1);
    return {
      items: rows.map((r) => ({ ...r, promotionTitle: this.#title(tenant, r.promotionId, language), createdAt: r.createdAt.toISOString() })),
      totalPages: Math.ceil(total / STAFF_PAGE_SIZE),
      totals: totals.map((x) => ({ ...x, promotionTitle: this.#title(tenant, x.promotionId, language) })),
      currency: currencyOf(tenant),
    };
  }

  async bonuses(actor: StaffActor, tenantId: string, query: BonusListQuery, language: string): Promise<BonusPage> {
    const tenant = this.#brand(actor, tenantId);
    const { rows, total } = await new PromotionAdminRepository(this.db).bonuses(
      tenant.id,
      { state: query.state ?? 'active', account: query.account },
      query.page ?? 1,
    );
    return { items: rows.map((r) => this.#bonus(tenant, r, language)), totalPages: Math.ceil(total / STAFF_PAGE_SIZE), currency: currencyOf(tenant) };
  }

  async cancelBonus(actor: StaffActor, tenantId: string, id: number, request: BonusCancelRequest, language: string): Promise<StaffBonus> {
    const tenant = this.#brand(actor, tenantId);
    const admin = new PromotionAdminRepository(this.db);
    const bonus = await admin.bonus(tenant.id, id);
    if (!bonus) throw notFound();
    // The second step: the account typed must be the bonus's player (case-insensitive, as accounts are).
    if (request.confirmAccount.trim().toLowerCase() !== bonus.account.toLowerCase()) throw new AppError(400, 'bonusCancelConfirmMismatch');
    await this.promotions.closeBonus(tenant.id, bonus.memberId, id, 'cancelled');
    const after = (await admin.bonus(tenant.id, id))!;
    await this.staff.record(actor, {
      action: 'promotion.bonus.cancel',
      tenantId: tenant.id,
      subject: `bonus ${id} of ${bonus.account}`,
      note: request.reason.trim(),
      detail: { bonusId: id, memberId: bonus.memberId, amount: bonus.amount, takenBack: after.forfeitedAmount ?? 0 },
    });
    return this.#bonus(tenant, after, language);
  }

  #brand(actor: StaffActor, tenantId: string): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.tenants.get(tenantId);
    if (!tenant) throw notFound();
    return tenant;
  }

  #title(tenant: TenantContext, promotionId: string, language: string): string {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === promotionId);
    return promotion ? staffTitle(promotion, language, tenant.config.languages.default) : promotionId;
  }

  async #accountOf(tenantId: string, memberId: number): Promise<string> {
    const page = await new PromotionAdminRepository(this.db).accountOf(tenantId, memberId);
    return page ?? String(memberId);
  }

  async #application(tenant: TenantContext, a: Application, account: string, language: string): Promise<StaffApplication> {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === a.promotionId);
    const reward = a.rewardId === null ? null : await new RewardsRepository(this.db).findClaim(tenant.id, a.memberId, a.rewardId);
    const item: StaffApplication = {
      id: a.id,
      promotionId: a.promotionId,
      promotionTitle: this.#title(tenant, a.promotionId, language),
      memberId: a.memberId,
      account,
      status: a.status === 'issued' && reward?.state === 'claimed' ? 'claimed' : a.status,
      imageCount: a.imageCount,
      createdAt: a.createdAt.toISOString(),
    };
    if (a.comment) item.comment = a.comment;
    if (a.amount !== null) item.amount = a.amount;
    if (promotion?.apply) item.maxAmount = promotion.apply.maxAmount;
    if (a.reason) item.reason = a.reason;
    if (a.decidedBy) item.decidedBy = a.decidedBy;
    if (a.decidedAt) item.decidedAt = a.decidedAt.toISOString();
    return item;
  }

  #bonus(tenant: TenantContext, b: StaffBonusRow, language: string): StaffBonus {
    const item: StaffBonus = {
      id: b.id,
      promotionId: b.promotionId,
      promotionTitle: this.#title(tenant, b.promotionId, language),
      memberId: b.memberId,
      account: b.account,
      amount: b.amount,
      wageringRequired: b.wageringRequired,
      wageringDone: b.wageringDone,
      state: b.state,
      grantedAt: b.grantedAt.toISOString(),
    };
    if (b.expiresAt) item.expiresAt = b.expiresAt.toISOString();
    if (b.closedAt) item.closedAt = b.closedAt.toISOString();
    if (b.forfeitedAmount !== null) item.forfeitedAmount = b.forfeitedAmount;
    return item;
  }
}
