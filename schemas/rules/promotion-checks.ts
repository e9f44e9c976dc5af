// The rules a promotion must keep beyond its JSON Schema (the tenant schema's Promotion): what each type
// needs and what it may not carry, the award's amounts, the dates' order and the languages of its texts.
// Shared by the server (every back-office edit) and the back office's form (the same words, before sending).
// Driven by the type: a new promotion type is one entry of TYPE_RULES (the compiler asks for it).
import type { LanguageCode, Promotion } from '../generated/tenant.ts';

export type PromotionType = Promotion['type'];
/** The type-specific sections of a promotion. */
export type PromotionSection = 'deposit' | 'rebate' | 'apply' | 'raffle' | 'ranking' | 'referral' | 'appDownload';

export interface TypeRule {
  /** The section this type needs (and that no other type may carry). */
  section?: PromotionSection;
  /** A section this type may carry but does without (no other type may carry it either). */
  optionalSection?: PromotionSection;
  /** percentOrFixed: a percent of the deposit (with a cap) or a fixed amount; fixed: a fixed amount only; none: no amount (rebate rates, staff's approved amount). */
  award: 'percentOrFixed' | 'fixed' | 'none';
  /** Whether players press Join (enrolment 'join') for this type. */
  canJoin: boolean;
}

export const TYPE_RULES: Record<PromotionType, TypeRule> = {
  deposit: { section: 'deposit', award: 'percentOrFixed', canJoin: true },
  newbie: { award: 'fixed', canJoin: false },
  rebate: { section: 'rebate', award: 'none', canJoin: false },
  apply: { section: 'apply', award: 'none', canJoin: false },
  // The prize tables (raffle.prizes, ranking.prizes) carry the amounts.
  raffle: { section: 'raffle', award: 'none', canJoin: true },
  ranking: { section: 'ranking', award: 'none', canJoin: true },
  // The milestones carry the amounts.
  referral: { section: 'referral', award: 'none', canJoin: false },
  // appDownload.platforms narrows which apps count; without it every app does.
  appDownload: { optionalSection: 'appDownload', award: 'fixed', canJoin: false },
};

export const PROMOTION_SECTIONS: readonly PromotionSection[] = ['deposit', 'rebate', 'apply', 'raffle', 'ranking', 'referral', 'appDownload'];

/** One broken rule: the field (dotted path) and the catalogue key of its message (errors.*). */
export interface PromotionProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

const TEXT_FIELDS = ['title', 'summary'] as const;

export function promotionProblems(p: Promotion, languages: { default: LanguageCode; supported: readonly LanguageCode[] }): PromotionProblem[] {
  const out: PromotionProblem[] = [];
  const rule = TYPE_RULES[p.type];
  if (!rule) return [{ field: 'type', key: 'errors.promotionTypeUnknown' }];
  if (rule.section && p[rule.section] === undefined) out.push({ field: rule.section, key: 'errors.promotionSectionRequired', params: { type: p.type } });
  for (const section of PROMOTION_SECTIONS) {
    if (section !== rule.section && section !== rule.optionalSection && p[section] !== undefined)
      out.push({ field: section, key: 'errors.promotionSectionNotForType', params: { type: p.type } });
  }
  const { percentBasisPoints, fixedAmount, cap } = p.award;
  if (rule.award === 'percentOrFixed') {
    if (percentBasisPoints === undefined && fixedAmount === undefined)
      out.push({ field: 'award.percentBasisPoints', key: 'errors.promotionAwardAmountRequired' });
    if (percentBasisPoints !== undefined && fixedAmount !== undefined) out.push({ field: 'award.fixedAmount', key: 'errors.promotionAwardPercentOrFixed' });
    if (percentBasisPoints !== undefined && cap === undefined) out.push({ field: 'award.cap', key: 'errors.promotionAwardCapRequired' });
  } else if (rule.award === 'fixed') {
    if (fixedAmount === undefined) out.push({ field: 'award.fixedAmount', key: 'errors.promotionAwardFixedRequired' });
    if (percentBasisPoints !== undefined) out.push({ field: 'award.percentBasisPoints', key: 'errors.promotionAwardNoPercent', params: { type: p.type } });
  } else {
    for (const field of ['percentBasisPoints', 'fixedAmount', 'cap'] as const) {
      if (p.award[field] !== undefined) out.push({ field: `award.${field}`, key: 'errors.promotionAwardNoAmount', params: { type: p.type } });
    }
  }
  if (p.wagering !== undefined && p.award.kind !== 'bonus') out.push({ field: 'wagering', key: 'errors.promotionWageringNeedsBonus' });
  if (p.enrolment === 'join' && !rule.canJoin) out.push({ field: 'enrolment', key: 'errors.promotionJoinNotForType', params: { type: p.type } });
  const starts = p.startsAt === undefined ? undefined : Date.parse(p.startsAt);
  const ends = p.endsAt === undefined ? undefined : Date.parse(p.endsAt);
  if (starts !== undefined && Number.isNaN(starts)) out.push({ field: 'startsAt', key: 'errors.promotionTimeInvalid' });
  if (ends !== undefined && Number.isNaN(ends)) out.push({ field: 'endsAt', key: 'errors.promotionTimeInvalid' });
  else if (starts !== undefined && ends !== undefined && ends <= starts) out.push({ field: 'endsAt', key: 'errors.promotionEndBeforeStart' });
  const texts: Array<[string, Partial<Record<LanguageCode, string>>]> = [
    ...TEXT_FIELDS.map((f) => [f, p[f]] as [string, Partial<Record<LanguageCode, string>>]),
    ...p.rules.map((r, i) => [`rules.${i}`, r] as [string, Partial<Record<LanguageCode, string>>]),
    ...listOf(p.type === 'raffle' ? objectOf(p.raffle)?.prizes : undefined).flatMap((prize, i) => {
      const name = objectOf(objectOf(prize)?.name);
      return name ? [[`raffle.prizes.${i}.name`, name as Partial<Record<LanguageCode, string>>] as [string, Partial<Record<LanguageCode, string>>]] : [];
    }),
  ];
  for (const [field, text] of texts) {
    const unsupported = (Object.keys(text) as LanguageCode[]).find((l) => !languages.supported.includes(l));
    if (unsupported) out.push({ field, key: 'errors.promotionLanguageUnsupported', params: { language: unsupported } });
    else if (!text[languages.default]?.trim()) out.push({ field, key: 'errors.promotionDefaultTextRequired', params: { language: languages.default } });
  }
  out.push(...sectionProblems(p));
  return out;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The rules of the raffle, ranking and referral sections a schema cannot say — one list for the tenant-file
 * validator (server/tenancy/tenant-promotion-rules.ts) and every back-office edit: a raffle has a way to earn
 * chances, an amount on every prize that pays and unique prize ids; a ranking's bands are in order and do not
 * overlap and a custom period has both dates; a referral names each milestone once. Read defensively: the
 * tenant-file validator runs it on data the schema may have refused. The section's absence is not reported here.
 */
export function sectionProblems(p: Promotion): PromotionProblem[] {
  const out: PromotionProblem[] = [];
  const raffle = p.type === 'raffle' ? objectOf(p.raffle) : undefined;
  if (raffle) {
    const earn = objectOf(raffle.earn);
    if (earn && earn.turnoverPerChance === undefined && earn.depositMin === undefined) out.push({ field: 'raffle.earn', key: 'errors.promotionRaffleNoEarn' });
    const seen = new Set<unknown>();
    listOf(raffle.prizes).forEach((item, i) => {
      const prize = objectOf(item);
      if (!prize) return;
      if ((prize.kind === 'cash' || prize.kind === 'bonus') && prize.amount === undefined)
        out.push({ field: `raffle.prizes.${i}.amount`, key: 'errors.promotionPrizeAmountRequired', params: { kind: prize.kind } });
      if (seen.has(prize.id)) out.push({ field: `raffle.prizes.${i}.id`, key: 'errors.promotionPrizeIdRepeated', params: { id: String(prize.id) } });
      seen.add(prize.id);
    });
  }
  const ranking = p.type === 'ranking' ? objectOf(p.ranking) : undefined;
  if (ranking) {
    if (ranking.period === 'custom' && (typeof p.startsAt !== 'string' || typeof p.endsAt !== 'string'))
      out.push({ field: 'ranking.period', key: 'errors.promotionRankingCustomDates' });
    const bands: Array<[number, number, number]> = [];
    listOf(ranking.prizes).forEach((item, i) => {
      const band = objectOf(item);
      if (!band || typeof band.fromRank !== 'number' || typeof band.toRank !== 'number') return;
      const [fromRank, toRank] = [band.fromRank, band.toRank];
      if (toRank < fromRank) out.push({ field: `ranking.prizes.${i}.toRank`, key: 'errors.promotionRankBandReversed', params: { fromRank, toRank } });
      const clash = bands.find(([from, to]) => fromRank <= to && from <= toRank);
      if (clash)
        out.push({ field: `ranking.prizes.${i}`, key: 'errors.promotionRankBandOverlap', params: { n: clash[2] + 1, fromRank: clash[0], toRank: clash[1] } });
      bands.push([fromRank, toRank, i]);
    });
  }
  const referral = p.type === 'referral' ? objectOf(p.referral) : undefined;
  if (referral) {
    const seen = new Set<unknown>();
    listOf(referral.milestones).forEach((item, i) => {
      const milestone = objectOf(item);
      if (!milestone) return;
      if (seen.has(milestone.on))
        out.push({ field: `referral.milestones.${i}.on`, key: 'errors.promotionMilestoneRepeated', params: { on: String(milestone.on) } });
      seen.add(milestone.on);
    });
  }
  return out;
}
