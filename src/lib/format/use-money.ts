// The tenant's money formatter and amount parser as a hook (symbol and minor units from the brand).
import { useMemo } from 'react';
import { useTenant } from '../tenant/tenant-context.tsx';
import { formatMinorUnits, parseAmount } from './money.ts';

export function useMoney() {
  const { currency } = useTenant();
  return useMemo(() => {
    const minorUnits = currency.minorUnits ?? 2;
    return {
      minorUnits,
      symbol: currency.symbol,
      format: (minor: number) => formatMinorUnits(minor, { symbol: currency.symbol, minorUnits }),
      parse: (text: string) => parseAmount(text, minorUnits),
      /** Minor units as the major-unit text an input shows ("250" or "250.5"). */
      toInput: (minor: number) => String(minor / 10 ** minorUnits),
    };
  }, [currency.symbol, currency.minorUnits]);
}
