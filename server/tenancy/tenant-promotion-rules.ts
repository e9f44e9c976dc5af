// Promotion rules a schema cannot say (issue 19: raffle, ranking, referral), for tenant files: a raffle or
// ranking promotion needs its settings object; the rules inside the sections are the shared list of
// schemas/rules/promotion-checks.ts (sectionProblems), the same the back office's editor and its server apply,
// reported here at their JSON pointer with an English message (tenant-file errors are for the people who write them).
import type { Promotion } from '../../schemas/generated/tenant.ts';
import { sectionProblems, type PromotionProblem } from '../../schemas/rules/promotion-checks.ts';
import { isObject, listAt, type Problem } from './tenant-problem.ts';

const MESSAGES: Record<string, (params: Record<string, string | number>) => string> = {
  'errors.promotionRaffleNoEarn': () => 'needs turnoverPerChance or depositMin: otherwise nobody ever earns a chance',
  'errors.promotionPrizeAmountRequired': ({ kind }) => `is required for a ${kind} prize`,
  'errors.promotionPrizeIdRepeated': ({ id }) => `repeats the prize id "${id}"`,
  'errors.promotionRankingCustomDates': () => 'custom needs the promotion to have both startsAt and endsAt',
  'errors.promotionRankBandReversed': ({ fromRank, toRank }) => `is below fromRank (${toRank} < ${fromRank})`,
  'errors.promotionRankBandOverlap': ({ n, fromRank, toRank }) => `overlaps the ranks of prize ${Number(n) - 1} (${fromRank}–${toRank})`,
  'errors.promotionMilestoneRepeated': ({ on }) => `repeats the milestone "${on}": each may appear once`,
};

const problemAt = (at: string, p: PromotionProblem): Problem => ({
  pointer: `${at}/${p.field.split('.').join('/')}`,
  message: MESSAGES[p.key]?.(p.params ?? {}) ?? p.key,
});

export function promotionRules(data: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  listAt(data, 'promotions').forEach((p, i) => {
    if (!isObject(p)) return;
    const at = `/promotions/${i}`;
    for (const section of ['raffle', 'ranking'] as const) {
      if (p.type === section && !isObject(p[section])) out.push({ pointer: `${at}/${section}`, message: `is required for a ${section} promotion` });
    }
    out.push(...sectionProblems(p as unknown as Promotion).map((x) => problemAt(at, x)));
  });
  return out;
}
