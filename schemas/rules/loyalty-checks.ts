// The rules a points-mall reward, the VIP levels and a mission must keep beyond their JSON Schema (the tenant
// schema's LoyaltyReward, Vip and Mission): what each kind or task needs and may not carry, the order of the
// levels and the languages of their texts. Shared by the server (every back-office edit) and the back office's
// forms, so both say the same words. Problems name the field (dotted path) and the catalogue key (errors.*).
import type { LanguageCode, LoyaltyReward, Mission, Vip } from '../generated/tenant.ts';

export interface LoyaltyProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export interface BrandLanguages {
  default: LanguageCode;
  supported: readonly LanguageCode[];
}

function textProblems(field: string, text: Partial<Record<LanguageCode, string>>, languages: BrandLanguages): LoyaltyProblem[] {
  const unsupported = (Object.keys(text) as LanguageCode[]).find((l) => !languages.supported.includes(l));
  if (unsupported) return [{ field, key: 'errors.promotionLanguageUnsupported', params: { language: unsupported } }];
  if (!text[languages.default]?.trim()) return [{ field, key: 'errors.promotionDefaultTextRequired', params: { language: languages.default } }];
  return [];
}

/** cash and bonus credit an amount; an item (goods, a voucher) has none and no wagering; only a bonus has wagering. */
export function rewardProblems(r: LoyaltyReward, languages: BrandLanguages): LoyaltyProblem[] {
  const out: LoyaltyProblem[] = [];
  if (r.kind !== 'item' && r.amount === undefined) out.push({ field: 'amount', key: 'errors.loyaltyRewardAmountRequired', params: { kind: r.kind } });
  if (r.kind === 'item' && r.amount !== undefined) out.push({ field: 'amount', key: 'errors.loyaltyRewardNoAmount' });
  if (r.kind !== 'bonus' && r.wageringMultiplier !== undefined) out.push({ field: 'wageringMultiplier', key: 'errors.promotionWageringNeedsBonus' });
  out.push(...textProblems('name', r.name, languages));
  return out;
}

/** Ranks unique and rising down the list; keep thresholds at most the reach ones; names in the brand's languages. */
export function vipProblems(vip: Vip, languages: BrandLanguages): LoyaltyProblem[] {
  const out: LoyaltyProblem[] = [];
  vip.levels.forEach((level, i) => {
    const before = vip.levels[i - 1];
    if (before && level.rank <= before.rank)
      out.push({ field: `levels.${i}.rank`, key: 'errors.vipRankOrder', params: { rank: level.rank, before: before.rank } });
    if (before && before.rank < level.rank && level.minDeposit < before.minDeposit && level.minTurnover < before.minTurnover)
      out.push({ field: `levels.${i}.minDeposit`, key: 'errors.vipThresholdOrder', params: { rank: level.rank } });
    if (level.keepDeposit !== undefined && level.keepDeposit > level.minDeposit)
      out.push({ field: `levels.${i}.keepDeposit`, key: 'errors.vipKeepAboveReach' });
    if (level.keepTurnover !== undefined && level.keepTurnover > level.minTurnover)
      out.push({ field: `levels.${i}.keepTurnover`, key: 'errors.vipKeepAboveReach' });
    out.push(...textProblems(`levels.${i}.name`, level.name, languages));
  });
  return out;
}

/** What each task counts: a category for bets and rounds, a game only for rounds; a login streak fits its period. */
export function missionProblems(m: Mission, languages: BrandLanguages): LoyaltyProblem[] {
  const out: LoyaltyProblem[] = [];
  if (m.category !== undefined && m.task !== 'bet' && m.task !== 'rounds')
    out.push({ field: 'category', key: 'errors.missionFieldNotForTask', params: { task: m.task } });
  if (m.gameCode !== undefined && m.task !== 'rounds') out.push({ field: 'gameCode', key: 'errors.missionFieldNotForTask', params: { task: m.task } });
  const days = m.period === 'daily' ? 1 : m.period === 'weekly' ? 7 : undefined;
  if (m.task === 'loginStreak' && days !== undefined && m.target > days) out.push({ field: 'target', key: 'errors.missionStreakTooLong', params: { days } });
  out.push(...textProblems('name', m.name, languages));
  return out;
}
