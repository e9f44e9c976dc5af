// The member centre's "referral" page (spec §2, issue 19: invite friends): the member's own referral code (the
// invite link and QR code are the register page with ?referralCode=<code>), the brand's open referral
// promotions and what each milestone pays, the friends the member invited with the milestones they reached and
// what they earned the member, and the totals. The milestones are paid by the rewards engine. No Express here.
import type { ReferralOverview, ReferralProgramme, ReferredFriendView } from '../../../schemas/generated/promotions.ts';
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../../schemas/rules/localized-text.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { isOpenAt } from './promotion-rules.ts';
import { maskAccount, type ReferralMilestone } from './referral-rules.ts';
import { ReferralRepository } from './referral.repository.ts';

/** What the referral page needs from the accounts feature (wired in app.ts). */
export interface ReferralPorts {
  /** Each of these members' referrer (friend id → referrer id), read through `trx` (the engine's transaction). */
  referrersOf(tenantId: string, memberIds: readonly number[], trx: Db): Promise<Map<number, number>>;
  /** The friends the member invited, newest first (at most 200), and how many in all. */
  friendsOf(tenantId: string, referrerId: number): Promise<{ friends: Array<{ memberId: number; account: string; joinedAt: Date }>; total: number }>;
  /** The member's own referral code (null for a trial account). */
  codeOf(tenantId: string, memberId: number): Promise<string | null>;
}

const MILESTONE_ORDER: readonly ReferralMilestone[] = ['registered', 'firstDeposit', 'turnover'];

export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly ports: ReferralPorts,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async overview(tenant: TenantContext, memberId: number, lang: string): Promise<ReferralOverview> {
    const code = await this.ports.codeOf(tenant.id, memberId);
    if (!code) throw new AppError(403, 'trialAccount');
    const all = (tenant.config.promotions ?? []).filter((p) => p.type === 'referral' && p.referral);
    const now = this.now();
    const repo = new ReferralRepository(this.db);
    const [{ friends, total }, reached, earned] = await Promise.all([
      this.ports.friendsOf(tenant.id, memberId),
      repo.milestonesOf(tenant.id, memberId),
      repo.earnedPerFriend(
        tenant.id,
        memberId,
        all.map((p) => p.id),
      ),
    ]);
    const byFriend = new Map<number, Set<ReferralMilestone>>();
    const rewarded = new Set<number>();
    for (const m of reached) {
      byFriend.set(m.friendId, (byFriend.get(m.friendId) ?? new Set()).add(m.milestone));
      if (m.rewarded) rewarded.add(m.friendId);
    }
    const friendViews: ReferredFriendView[] = friends.map((f) => ({
      account: maskAccount(f.account),
      joinedAt: f.joinedAt.toISOString(),
      milestones: MILESTONE_ORDER.filter((m) => byFriend.get(f.memberId)?.has(m)),
      earned: earned.get(f.memberId) ?? 0,
    }));
    return {
      code,
      programmes: all.filter((p) => isOpenAt(p, now)).map((p) => this.#programme(tenant, p, lang)),
      friends: friendViews,
      totals: { friends: total, rewardedFriends: rewarded.size, earned: [...earned.values()].reduce((a, b) => a + b, 0) },
    };
  }

  #programme(tenant: TenantContext, p: Promotion, lang: string): ReferralProgramme {
    const fallback = tenant.config.languages.default;
    const view: ReferralProgramme = {
      promotionId: p.id,
      title: pickLocalized(p.title, lang, fallback) ?? p.id,
      summary: pickLocalized(p.summary, lang, fallback) ?? '',
      awardKind: p.award.kind,
      milestones: [...p.referral!.milestones]
        .sort((a, b) => MILESTONE_ORDER.indexOf(a.on) - MILESTONE_ORDER.indexOf(b.on))
        .map((m) => {
          const rule: ReferralProgramme['milestones'][number] = { on: m.on, amount: m.amount };
          if (m.threshold !== undefined) rule.threshold = m.threshold;
          if (m.friendAmount !== undefined) rule.friendAmount = m.friendAmount;
          return rule;
        }),
    };
    if (p.referral!.maxFriends !== undefined) view.maxFriends = p.referral!.maxFriends;
    if (p.endsAt) view.endsAt = new Date(p.endsAt).toISOString();
    return view;
  }
}
