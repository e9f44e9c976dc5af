// Promotions for players (issue 19): the brand's promotions localised with the viewer's status, joining a
// promotion that needs it, the member's bonuses with their wagering progress, giving a bonus up, and the
// hold a bonus puts on withdrawals. The engine that grants is rewards-engine.ts. No Express here.
import type {
  ApplicationView,
  BonusListValue,
  BonusView,
  GamesAnnouncementsValue,
  PromotionCard,
  PromotionDetail,
  PromotionListValue,
  PromotionTerms,
  WageringHold,
} from '../../../schemas/generated/promotions.ts';
import type { CategoryId, Promotion } from '../../../schemas/generated/tenant.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { announcedIn, isOpenAt } from './promotion-rules.ts';
import { BONUS_PAGE_SIZE, PromotionsRepository, type Bonus } from './promotions.repository.ts';

type Status = PromotionCard['status'];

/** A category page shows a strip, not a catalogue. */
const MAX_ANNOUNCED = 4;

const notFound = () => new AppError(404, 'promotionNotFound');

interface Viewer {
  memberId: number;
  joined: Set<string>;
  granted: Set<string>;
  /** The latest application to each 'apply' activity the member applied to. */
  applications: Map<string, ApplicationView>;
}

function statusFor(promotion: Promotion, now: Date, viewer: Viewer | null): Status {
  if (promotion.startsAt && now < new Date(promotion.startsAt)) return 'coming';
  if (!isOpenAt(promotion, now)) return 'closed';
  if (!viewer) return 'join';
  const granted = viewer.granted.has(promotion.id);
  if (promotion.type === 'newbie') return granted ? 'issued' : 'closed';
  if (promotion.type === 'apply') return viewer.applications.get(promotion.id)?.status ?? 'join';
  if (granted && promotion.limits?.perMember !== undefined) return 'issued';
  if (promotion.enrolment === 'join' && !viewer.joined.has(promotion.id)) return 'join';
  return 'joined';
}

/** The VIP levels a promotion is for, by their names in `lang` (VIP<rank> when the brand names none). */
function vipLevelNames(tenant: TenantContext, p: Promotion, lang: string, fallback: string): string[] | undefined {
  const ranks = p.eligibility?.vipLevels;
  if (!ranks) return undefined;
  const levels = tenant.config.vip?.levels ?? [];
  return [...ranks]
    .sort((a, b) => a - b)
    .map((rank) => {
      const level = levels.find((l) => l.rank === rank);
      return (level && pickLocalized(level.name, lang, fallback)) || `VIP${rank}`;
    });
}

function termsOf(p: Promotion, vipLevels: string[] | undefined): PromotionTerms {
  const t: PromotionTerms = { awardKind: p.award.kind };
  if (p.award.percentBasisPoints !== undefined) t.percentBasisPoints = p.award.percentBasisPoints;
  if (p.award.fixedAmount !== undefined) t.fixedAmount = p.award.fixedAmount;
  if (p.award.cap !== undefined) t.cap = p.award.cap;
  if (p.deposit) {
    t.depositWhich = p.deposit.which;
    if (p.deposit.minAmount !== undefined) t.minDeposit = p.deposit.minAmount;
  }
  if (p.wagering) {
    t.wageringMultiplier = p.wagering.multiplier;
    t.wageringBase = p.wagering.base ?? 'bonus';
    if (p.wagering.weights) t.weights = { ...p.wagering.weights };
    if (p.wagering.expiresInDays !== undefined) t.expiresInDays = p.wagering.expiresInDays;
  }
  if (p.limits?.perMember !== undefined) t.perMember = p.limits.perMember;
  if (p.limits?.perDay !== undefined) t.perDay = p.limits.perDay;
  if (p.limits?.onePerPerson) t.onePerPerson = true;
  if (vipLevels) t.vipLevels = vipLevels;
  return t;
}

export class PromotionsService {
  readonly #repo: PromotionsRepository;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly latestApplication: (tenant: TenantContext, memberId: number, promotionId: string) => Promise<ApplicationView | null>,
    private readonly now: () => Date,
    /** eligibility.vipLevels: whether the member's current VIP level may take part (the rewards engine's rule). */
    private readonly vipEligible: (tenant: TenantContext, promotion: Promotion, memberId: number) => Promise<boolean>,
  ) {
    this.#repo = new PromotionsRepository(db);
  }

  async list(tenant: TenantContext, lang: string, memberId: number | null, category?: string): Promise<PromotionListValue> {
    const viewer = await this.#viewer(tenant, memberId);
    const now = this.now();
    // A paused promotion is off the list (its page, reached by a kept link, says it is closed).
    const list = (tenant.config.promotions ?? [])
      .filter((p) => !p.paused && (!category || p.category === category))
      .map((p) => this.#card(tenant, p, lang, now, viewer));
    return { list };
  }

  /** The open promotions a game category's page announces, as every visitor sees them (the page is cached for all). */
  announcements(tenant: TenantContext, lang: string, gameType: CategoryId): GamesAnnouncementsValue {
    const now = this.now();
    const promotion = (tenant.config.promotions ?? [])
      .filter((p) => isOpenAt(p, now) && announcedIn(p, gameType))
      .slice(0, MAX_ANNOUNCED)
      .map((p) => this.#card(tenant, p, lang, now, null));
    return { promotion };
  }

  async detail(tenant: TenantContext, id: string, lang: string, memberId: number | null): Promise<PromotionDetail> {
    const promotion = this.#find(tenant, id);
    const viewer = await this.#viewer(tenant, memberId);
    const fallback = tenant.config.languages.default;
    const detail: PromotionDetail = {
      ...this.#card(tenant, promotion, lang, this.now(), viewer),
      rules: promotion.rules.map((r) => pickLocalized(r, lang, fallback) ?? ''),
      terms: termsOf(promotion, vipLevelNames(tenant, promotion, lang, fallback)),
    };
    const application = viewer?.applications.get(promotion.id);
    if (application) detail.application = application;
    return detail;
  }

  async join(tenant: TenantContext, id: string, lang: string, memberId: number): Promise<PromotionDetail> {
    const promotion = this.#find(tenant, id);
    const now = this.now();
    if (promotion.startsAt && now < new Date(promotion.startsAt)) throw new AppError(409, 'promotionNotStarted');
    if (!isOpenAt(promotion, now)) throw new AppError(409, 'promotionClosed');
    if (promotion.enrolment !== 'join') throw new AppError(409, 'promotionNoJoin');
    if (!(await this.vipEligible(tenant, promotion, memberId))) throw new AppError(403, 'promotionVipLevel');
    await this.#repo.join(tenant.id, promotion.id, memberId);
    return this.detail(tenant, id, lang, memberId);
  }

  async bonuses(tenant: TenantContext, memberId: number, page: number, lang: string): Promise<BonusListValue> {
    const { rows, total } = await this.#repo.listBonuses(tenant.id, memberId, page);
    return {
      list: rows.map((b) => this.#bonusView(tenant, b, lang)),
      totalPages: Math.ceil(total / BONUS_PAGE_SIZE),
      hold: await this.hold(tenant, memberId),
    };
  }

  async hold(tenant: TenantContext, memberId: number): Promise<WageringHold> {
    return holdOf(await this.#repo.activeBonuses(tenant.id, memberId));
  }

  /**
   * The player gives an active bonus up: what is left of the bonus money (at most the balance) goes back to the
   * promotions account and the hold ends. The wallet row is locked first, as every bonus check does.
   */
  async forfeit(tenant: TenantContext, memberId: number, bonusId: number, lang: string): Promise<BonusView> {
    await this.closeBonus(tenant.id, memberId, bonusId, 'forfeited');
    return this.#bonusView(tenant, await this.#bonusOrThrow(tenant, memberId, bonusId), lang);
  }

  /** Active bonuses past their expiry are closed as 'expired' the same way; returns how many. Safe on every instance. */
  async expireDue(limit = 100): Promise<number> {
    const due = await this.#repo.dueToExpire(this.now(), limit);
    let expired = 0;
    for (const { tenantId, id, memberId } of due) {
      const closed = await this.closeBonus(tenantId, memberId, id, 'expired', true);
      if (closed) expired += 1;
    }
    return expired;
  }

  /** Withdrawals' port: throws bonusWageringOpen while a bonus is active, checked under the wallet's row lock. */
  readonly assertWithdrawable = async (trx: Db, tenant: TenantContext, memberId: number): Promise<void> => {
    await this.wallet.within(trx).lockBalance(tenant.id, memberId, tenant.config.currency.code);
    const hold = holdOf(await new PromotionsRepository(trx).activeBonuses(tenant.id, memberId));
    if (!hold.active) return;
    const money = { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 };
    throw new AppError(409, 'bonusWageringOpen', { params: { remaining: formatMinorUnits(hold.remainingTurnover, money) }, value: hold });
  };

  /**
   * active → forfeited (the player), expired (the job) or cancelled (staff), taking back what is left of the bonus
   * money (at most the balance); `quiet`: false instead of errors (the job).
   */
  async closeBonus(tenantId: string, memberId: number, bonusId: number, to: 'forfeited' | 'expired' | 'cancelled', quiet = false): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const repo = new PromotionsRepository(trx);
      const head = await repo.findBonus(tenantId, memberId, bonusId);
      if (!head) {
        if (quiet) return false;
        throw new AppError(404, 'bonusNotFound');
      }
      // Lock order wallet → bonus, as the withdrawal check: read the bonus again after the wallet lock.
      const balance = await this.wallet.within(trx).lockBalance(tenantId, memberId, head.currency);
      const bonus = await repo.findBonusForUpdate(tenantId, memberId, bonusId);
      if (!bonus || bonus.state !== 'active' || (to === 'expired' && (!bonus.expiresAt || bonus.expiresAt > this.now()))) {
        if (quiet) return false;
        throw new AppError(409, 'bonusNotActive');
      }
      const take = Math.min(balance, bonus.amount);
      if (take > 0) {
        await this.wallet.within(trx).transfer({
          tenantId: tenantId,
          idempotencyKey: `bonus-${to}:${bonus.id}`,
          kind: 'promotion_forfeit',
          from: { kind: 'player', memberId },
          to: { kind: 'house', code: 'promotions' },
          amount: take,
          currency: bonus.currency,
          metadata: { bonusId: bonus.id, promotionId: bonus.promotionId, reason: to },
        });
      }
      return repo.closeBonus(tenantId, bonus.id, to, take);
    });
  }

  async #bonusOrThrow(tenant: TenantContext, memberId: number, bonusId: number): Promise<Bonus> {
    const bonus = await this.#repo.findBonus(tenant.id, memberId, bonusId);
    if (!bonus) throw new AppError(404, 'bonusNotFound');
    return bonus;
  }

  #bonusView(tenant: TenantContext, b: Bonus, lang: string): BonusView {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === b.promotionId);
    const view: BonusView = {
      id: b.id,
      promotionId: b.promotionId,
      title: (promotion && pickLocalized(promotion.title, lang, tenant.config.languages.default)) ?? b.promotionId,
      amount: b.amount,
      wageringRequired: b.wageringRequired,
      wageringDone: b.wageringDone,
      state: b.state,
      grantedAt: b.grantedAt.toISOString(),
    };
    if (b.expiresAt) view.expiresAt = b.expiresAt.toISOString();
    if (b.closedAt) view.closedAt = b.closedAt.toISOString();
    if (b.forfeitedAmount !== null) view.forfeitedAmount = b.forfeitedAmount;
    return view;
  }

  #find(tenant: TenantContext, id: string): Promotion {
    const promotion = (tenant.config.promotions ?? []).find((p) => p.id === id);
    if (!promotion) throw notFound();
    return promotion;
  }

  async #viewer(tenant: TenantContext, memberId: number | null): Promise<Viewer | null> {
    if (memberId === null) return null;
    const [joined, granted] = await Promise.all([this.#repo.joinedPromotions(tenant.id, memberId), this.#repo.grantedPromotions(tenant.id, memberId)]);
    const applications = new Map<string, ApplicationView>();
    for (const p of tenant.config.promotions ?? []) {
      if (p.type !== 'apply') continue;
      const latest = await this.latestApplication(tenant, memberId, p.id);
      if (latest) applications.set(p.id, latest);
    }
    return { memberId, joined, granted, applications };
  }

  #card(tenant: TenantContext, p: Promotion, lang: string, now: Date, viewer: Viewer | null): PromotionCard {
    const fallback = tenant.config.languages.default;
    const card: PromotionCard = {
      id: p.id,
      type: p.type,
      category: p.category,
      tags: [...(p.tags ?? [])],
      title: pickLocalized(p.title, lang, fallback) ?? p.id,
      summary: pickLocalized(p.summary, lang, fallback) ?? '',
      enrolment: p.enrolment ?? 'auto',
      status: statusFor(p, now, viewer),
    };
    if (p.image) card.imageUrl = p.image;
    if (p.startsAt) card.startsAt = new Date(p.startsAt).toISOString();
    if (p.endsAt) card.endsAt = new Date(p.endsAt).toISOString();
    return card;
  }
}

function holdOf(active: readonly Bonus[]): WageringHold {
  const remainingTurnover = active.reduce((sum, b) => sum + (b.wageringRequired - b.wageringDone), 0);
  return { active: active.length > 0, remainingTurnover };
}
