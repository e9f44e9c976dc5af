// The help centre of a brand in a language (spec §2 /help, /help#term; §7 /wps/system/helpCenter): the
// shared texts (help-content.ts) with the brand's name, operator, minimum age and cashier limits filled in.
// The asked language when there are texts in it, else the brand's default language, else English.
import type { HelpCentreValue } from '../../../schemas/generated/help-centre.ts';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { fillHelp, HELP_CONTENT, type Placeholder } from './help-content.ts';

const DEFAULT_MINIMUM_AGE = 18;

export class HelpCentreService {
  centre(tenant: TenantContext, lang: LanguageCode): HelpCentreValue {
    const config = tenant.config;
    const language = [lang, config.languages.default, 'EN'].find((code) => HELP_CONTENT.has(code.toLowerCase())) as LanguageCode;
    return { language, categories: fillHelp(HELP_CONTENT.get(language.toLowerCase())!, valuesOf(tenant)) };
  }
}

function valuesOf(tenant: TenantContext): Partial<Record<Placeholder, string>> {
  const { brand, currency, cashier } = tenant.config;
  const money = (minor: number) => formatMinorUnits(minor, { symbol: currency.symbol, minorUnits: currency.minorUnits });
  const values: Partial<Record<Placeholder, string>> = {
    brand: brand.name,
    copyrightHolder: brand.copyrightHolder ?? brand.name,
    minimumAge: String(brand.minimumAge ?? DEFAULT_MINIMUM_AGE),
  };
  const deposits = (cashier?.depositMethods ?? []).map((m) => m.minAmount).filter((n): n is number => typeof n === 'number');
  if (deposits.length > 0) values.minDeposit = money(Math.min(...deposits));
  if (cashier?.withdrawal?.minAmount !== undefined) values.minWithdrawal = money(cashier.withdrawal.minAmount);
  if (cashier?.withdrawal?.maxAmount !== undefined) values.maxWithdrawal = money(cashier.withdrawal.maxAmount);
  return values;
}
