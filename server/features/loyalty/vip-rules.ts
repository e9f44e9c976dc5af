// The VIP rules (issue 20), pure: which period a moment belongs to, and which level a period's deposits and
// turnover give a member at a given current level. The job and the property test both use them.
import type { Vip, VipLevel } from '../../../schemas/generated/tenant.ts';
import { localDay } from '../../jobs/period-job.ts';

export const DEFAULT_LABEL_COLOUR = '#ABABAB';

export interface PeriodStats {
  deposit: number;
  turnover: number;
}

/** The key of the period `at` falls in: 'YYYY-MM' (month) or the Monday 'YYYY-MM-DD' that starts its week. */
export function periodKeyOf(vip: Pick<Vip, 'period'>, at: Date, timeZone: string): string {
  const day = localDay(at, timeZone);
  if (vip.period === 'month') return day.slice(0, 7);
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(y, m - 1, d - back)).toISOString().slice(0, 10);
}

/** The first local day of the period after `key`. */
export function nextPeriodStart(vip: Pick<Vip, 'period'>, key: string): string {
  if (vip.period === 'month') {
    const [y, m] = key.split('-').map(Number);
    return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
}

/** The period before the one `at` falls in (the last ended one). */
export function previousPeriodKey(vip: Pick<Vip, 'period'>, at: Date, timeZone: string): string {
  const current = periodKeyOf(vip, at, timeZone);
  if (vip.period === 'month') {
    const [y, m] = current.split('-').map(Number);
    return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  }
  const [y, m, d] = current.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 7)).toISOString().slice(0, 10);
}

function meets(qualify: Vip['qualify'], stats: PeriodStats, deposit: number, turnover: number): boolean {
  const d = stats.deposit >= deposit;
  const t = stats.turnover >= turnover;
  switch (qualify ?? 'either') {
    case 'both':
      return d && t;
    case 'deposit':
      return d;
    case 'turnover':
      return t;
    default:
      return d || t;
  }
}

const byRank = (vip: Vip): VipLevel[] => [...vip.levels].sort((a, b) => a.rank - b.rank);

/** The highest rank whose entry thresholds the period meets (0 when none: the base level). */
export function qualifiedRank(vip: Vip, stats: PeriodStats): number {
  let rank = 0;
  for (const level of byRank(vip)) if (meets(vip.qualify, stats, level.minDeposit, level.minTurnover)) rank = Math.max(rank, level.rank);
  return rank;
}

/** The member's level after the period: the qualified one, or the current one while the period meets its keep thresholds. */
export function nextRank(vip: Vip, current: number, stats: PeriodStats): number {
  const qualified = qualifiedRank(vip, stats);
  const level = vip.levels.find((l) => l.rank === current);
  if (!level || current <= qualified) return qualified;
  const keeps = meets(vip.qualify, stats, level.keepDeposit ?? level.minDeposit, level.keepTurnover ?? level.minTurnover);
  return keeps ? current : qualified;
}

/** The level of `rank` (or the lowest one, for a member never evaluated). */
export function levelOf(vip: Vip, rank: number): VipLevel {
  return vip.levels.find((l) => l.rank === rank) ?? byRank(vip)[0];
}

/** The next level above `rank`, if any. */
export function levelAbove(vip: Vip, rank: number): VipLevel | undefined {
  return byRank(vip).find((l) => l.rank > rank);
}
