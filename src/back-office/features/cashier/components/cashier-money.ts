// Money on the cashier pages: each row in its own brand's currency (symbol and minor units), with the
// one formatter the portal uses (schemas/rules/money-format.ts).
import type { CashierBrand } from '../../../../../schemas/generated/staff.ts';
import { formatMinorUnits } from '../../../../../schemas/rules/money-format.ts';

export type MoneyOf = (tenantId: string, minor: number) => string;

export function moneyFormatter(brands: readonly CashierBrand[]): MoneyOf {
  const byId = new Map(brands.map((b) => [b.id, b]));
  return (tenantId, minor) => {
    const brand = byId.get(tenantId);
    return formatMinorUnits(minor, brand ? { symbol: brand.symbol, minorUnits: brand.minorUnits } : {});
  };
}
