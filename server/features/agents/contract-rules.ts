// The rules of agent contracts (spec §3, §4; issue 17 item 3), pure: which kinds and periods a brand
// enables, a tier table that must rise, the cap (a downline's rate never above its upline's own), the tier a
// period earns and the pay it gives. Rates are basis points (1/100 of a percent); money is minor units.
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import type { ContractKind, ContractPeriod } from './agents.table.ts';

export interface Tier {
  /** The team's valid turnover in the period (minor units) from which this tier applies. */
  minTurnover: number;
  /** The team's members with a settled bet in the period that this tier needs. */
  minActive: number;
  rateBp: number;
}

export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'dailyWages', 'hourlySalary', 'realTimeSalary'];

/** The module that switches each kind on (spec §2: bonus/dividend record, daily wages, hourly salary, real-time salary). */
export const KIND_MODULE: Readonly<Record<ContractKind, ModuleId>> = {
  dividend: 'CONTRACT',
  dailyWages: 'SALARY',
  hourlySalary: 'HOURLYSALARY',
  realTimeSalary: 'REALTIMESALARY',
};

/** The one period of each salary kind; a dividend's period is chosen among the brand's. */
export const FIXED_PERIOD: Readonly<Record<Exclude<ContractKind, 'dividend'>, ContractPeriod>> = {
  dailyWages: 'D',
  hourlySalary: 'HOUR',
  realTimeSalary: 'M5',
};

export const DEFAULT_DIVIDEND_PERIODS: readonly ContractPeriod[] = ['W', 'H', 'M'];

/** Why an offer is refused (each an error code with a translated message), or null when the terms are sound. */
export type TermsProblem = 'contractKindDisabled' | 'contractPeriodDisabled' | 'contractTiersNotIncreasing' | 'contractRateAboveOwn';

export function checkTerms(
  kind: ContractKind,
  period: ContractPeriod,
  tiers: readonly Tier[],
  brand: { enabled: ReadonlySet<ModuleId>; dividendPeriods: readonly ContractPeriod[] },
  cap: number,
): TermsProblem | null {
  if (!brand.enabled.has(KIND_MODULE[kind])) return 'contractKindDisabled';
  if (kind === 'dividend' ? !brand.dividendPeriods.includes(period) : FIXED_PERIOD[kind] !== period) return 'contractPeriodDisabled';
  for (let i = 1; i < tiers.length; i += 1) {
    const [a, b] = [tiers[i - 1], tiers[i]];
    if (b.minTurnover <= a.minTurnover || b.rateBp <= a.rateBp || b.minActive < a.minActive) return 'contractTiersNotIncreasing';
  }
  if (tiers.some((t) => t.rateBp > cap)) return 'contractRateAboveOwn';
  return null;
}

/** The highest rate of a tier table (what its holder may pass on at most). */
export const topRate = (tiers: readonly Tier[]): number => tiers.reduce((max, t) => Math.max(max, t.rateBp), 0);

/** The tier a period earns: the highest whose turnover and active-member thresholds are both met. */
export function earnedTier(tiers: readonly Tier[], turnover: number, active: number): Tier | null {
  let found: Tier | null = null;
  for (const tier of tiers) if (turnover >= tier.minTurnover && active >= tier.minActive) found = tier;
  return found;
}

/**
 * The pay of one period: a salary is the rate of the team's valid turnover; a dividend the rate of the team's
 * net loss (nothing when the team won). Rounded down to the minor unit.
 */
export function periodPay(
  kind: ContractKind,
  tiers: readonly Tier[],
  figures: { turnover: number; loss: number; active: number },
): { rateBp: number; amount: number } {
  const tier = earnedTier(tiers, figures.turnover, figures.active);
  if (!tier) return { rateBp: 0, amount: 0 };
  const base = kind === 'dividend' ? Math.max(0, figures.loss) : figures.turnover;
  return { rateBp: tier.rateBp, amount: Number((BigInt(base) * BigInt(tier.rateBp)) / 10_000n) };
}
