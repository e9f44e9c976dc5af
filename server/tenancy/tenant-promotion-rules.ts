// Promotion rules a schema cannot say (issue 19, raffle and ranking): a raffle or ranking promotion needs its
// settings object, a raffle must have a way to earn chances and an amount on every prize that pays, its prize
// ids are unique; a ranking's rank bands are ordered and do not overlap, and a custom period has both dates.
import { isObject, listAt, type Problem } from './tenant-problem.ts';

function raffleRules(p: Record<string, unknown>, at: string): Problem[] {
  if (!isObject(p.raffle)) return [{ pointer: `${at}/raffle`, message: 'is required for a raffle promotion' }];
  const out: Problem[] = [];
  const earn = p.raffle.earn;
  if (isObject(earn) && earn.turnoverPerChance === undefined && earn.depositMin === undefined)
    out.push({ pointer: `${at}/raffle/earn`, message: 'needs turnoverPerChance or depositMin: otherwise nobody ever earns a chance' });
  const seen = new Set<unknown>();
  listAt(p.raffle, 'prizes').forEach((prize, i) => {
    if (!isObject(prize)) return;
    if ((prize.kind === 'cash' || prize.kind === 'bonus') && prize.amount === undefined)
      out.push({ pointer: `${at}/raffle/prizes/${i}/amount`, message: `is required for a ${prize.kind} prize` });
    if (seen.has(prize.id)) out.push({ pointer: `${at}/raffle/prizes/${i}/id`, message: `repeats the prize id "${String(prize.id)}"` });
    seen.add(prize.id);
  });
  return out;
}

function rankingRules(p: Record<string, unknown>, at: string): Problem[] {
  if (!isObject(p.ranking)) return [{ pointer: `${at}/ranking`, message: 'is required for a ranking promotion' }];
  const out: Problem[] = [];
  if (p.ranking.period === 'custom' && (typeof p.startsAt !== 'string' || typeof p.endsAt !== 'string'))
    out.push({ pointer: `${at}/ranking/period`, message: 'custom needs the promotion to have both startsAt and endsAt' });
  const bands: Array<[number, number, number]> = [];
  listAt(p.ranking, 'prizes').forEach((band, i) => {
    if (!isObject(band) || typeof band.fromRank !== 'number' || typeof band.toRank !== 'number') return;
    const [fromRank, toRank] = [band.fromRank, band.toRank];
    if (toRank < fromRank) out.push({ pointer: `${at}/ranking/prizes/${i}/toRank`, message: `is below fromRank (${toRank} < ${fromRank})` });
    const clash = bands.find(([from, to]) => fromRank <= to && from <= toRank);
    if (clash) out.push({ pointer: `${at}/ranking/prizes/${i}`, message: `overlaps the ranks of prize ${clash[2]} (${clash[0]}–${clash[1]})` });
    bands.push([fromRank, toRank, i]);
  });
  return out;
}

export function promotionRules(data: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  listAt(data, 'promotions').forEach((p, i) => {
    if (!isObject(p)) return;
    if (p.type === 'raffle') out.push(...raffleRules(p, `/promotions/${i}`));
    if (p.type === 'ranking') out.push(...rankingRules(p, `/promotions/${i}`));
  });
  return out;
}
