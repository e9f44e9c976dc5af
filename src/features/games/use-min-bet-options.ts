// The brand's min-bet filter options in major units (spec §9 ladder times its games.stakeScale).
import { useMemo } from 'react';
import { minBetOptions, stakeScaleOf } from '../../../schemas/rules/stakes.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';

export function useMinBetOptions(): readonly number[] {
  const { games, currency } = useTenant();
  return useMemo(() => minBetOptions(stakeScaleOf(games), currency.minorUnits ?? 2), [games, currency.minorUnits]);
}
