// The help centre of a brand in a language (spec §2 /help, /help#term; §7 /wps/system/helpCenter), and its
// editing in the back office (issue 21 gap 1). The shipped texts (help-content.ts) are every brand's defaults
// and are never copied: a (brand, language) staff have not edited shows them; once staff save a language, the
// texts they saved replace the shipped ones of that language for that brand (a content override of kind
// 'help', per language), until staff reset the language. Placeholders ({{brand}}, …) stay in what is stored
// and are filled with the brand's values when served, so an edit keeps following the brand's limits.
// Shown: the asked language when it has texts (staff's or shipped), else the brand's default, else English.
import type { HelpCentreValue, HelpEditCategory, HelpEditorValue } from '../../../schemas/generated/help-centre.ts';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { AppError } from '../../http/app-error.ts';
import type { ContentOverridesService, HelpOverride } from '../../tenancy/content-overrides.service.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { StaffAccountsService, StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { fillHelp, HELP_CONTENT, PLACEHOLDERS, type Placeholder } from './help-content.ts';

const DEFAULT_MINIMUM_AGE = 18;
/** Any {{…}}: each must be exactly a known placeholder's name, as the filler reads it. */
const PLACEHOLDER = /\{\{([^}]*)\}\}/g;

/** The shipped texts of a language as the editor's categories. */
const shipped = (language: LanguageCode): HelpEditCategory[] =>
  (HELP_CONTENT.get(language.toLowerCase())?.categories ?? []).map((c) => ({
    id: c.id,
    title: c.title,
    articles: c.articles.map((a) => ({ id: a.id, title: a.title, body: [...a.body] })),
  }));

export class HelpCentreService {
  constructor(
    private readonly overrides: ContentOverridesService,
    private readonly tenants: TenantDirectory,
    /** Set once the back office exists (audit of staff's edits). */
    private readonly staff: () => StaffAccountsService | undefined,
  ) {}

  centre(tenant: TenantContext, lang: LanguageCode): HelpCentreValue {
    const config = tenant.config;
    const edited = this.#edited(tenant.id);
    const hasTexts = (code: LanguageCode) => edited[code] !== undefined || HELP_CONTENT.has(code.toLowerCase());
    const language = [lang, config.languages.default, 'EN' as const].find(hasTexts) ?? 'EN';
    const categories = edited[language] ?? HELP_CONTENT.get(language.toLowerCase())?.categories ?? [];
    return { language, categories: fillHelp({ categories }, valuesOf(tenant)) };
  }

  // ——— back office ———

  /** Without a language: the brand's default language. */
  editor(actor: StaffActor, tenantId: string, asked?: LanguageCode): HelpEditorValue {
    const tenant = this.#brand(actor, tenantId, asked);
    const language = asked ?? tenant.config.languages.default;
    const entry = this.overrides.forTenant(tenantId).help;
    const own = entry?.value[language];
    const { supported, default: first } = tenant.config.languages;
    const values = valuesOf(tenant);
    return {
      tenantId,
      language,
      languages: [first, ...supported.filter((l) => l !== first)],
      edited: Object.keys(entry?.value ?? {}).filter((l) => entry!.value[l] !== undefined) as LanguageCode[],
      source:
        own && entry
          ? { source: 'staff', changedBy: entry.updatedBy, changedAt: entry.updatedAt.toISOString() }
          : { source: 'file', changedBy: null, changedAt: null },
      categories: own ?? shipped(language),
      placeholders: PLACEHOLDERS.map((name) => (values[name] === undefined ? { name } : { name, value: values[name] })),
    };
  }

  async save(actor: StaffActor, tenantId: string, language: LanguageCode, categories: HelpEditCategory[]): Promise<HelpEditorValue> {
    this.#brand(actor, tenantId, language);
    const clean = checked(categories);
    let from: HelpEditCategory[] | null = null;
    await this.overrides.update(tenantId, 'help', actor.session.username, (current) => {
      from = current?.[language] ?? null;
      return { ...(current ?? {}), [language]: clean };
    });
    await this.#audit(actor, tenantId, 'help.save', language, from, clean);
    return this.editor(actor, tenantId, language);
  }

  /** Hands the language back to the shipped texts. */
  async reset(actor: StaffActor, tenantId: string, language: LanguageCode): Promise<HelpEditorValue> {
    this.#brand(actor, tenantId, language);
    const current = this.overrides.forTenant(tenantId).help?.value ?? {};
    const from = current[language];
    if (from !== undefined) {
      const rest: HelpOverride = {};
      await this.overrides.update(tenantId, 'help', actor.session.username, (stored) => {
        for (const [code, value] of Object.entries(stored ?? {})) if (code !== language && value !== undefined) rest[code] = value;
        return rest;
      });
      if (Object.keys(rest).length === 0) await this.overrides.reset(tenantId, 'help');
      await this.#audit(actor, tenantId, 'help.reset', language, from, null);
    }
    return this.editor(actor, tenantId, language);
  }

  #edited(tenantId: string): HelpOverride {
    return this.overrides.forTenant(tenantId).help?.value ?? {};
  }

  #brand(actor: StaffActor, tenantId: string, language?: LanguageCode): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.tenants.get(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    if (language !== undefined && !tenant.config.languages.supported.includes(language))
      throw new AppError(400, 'contentLanguageUnsupported', { params: { language } });
    return tenant;
  }

  async #audit(actor: StaffActor, tenantId: string, action: string, language: LanguageCode, from: unknown, to: unknown): Promise<void> {
    await this.staff()?.record(actor, { action, tenantId, subject: `help:${language}`, detail: { language, from, to } });
  }
}

/**
 * The editor's texts as stored: trimmed; each category once; article ids unique in the language (they are the
 * page's anchors); only the known placeholders; no text left blank. Markup is not refused: texts are plain text,
 * shown escaped by the player's page.
 */
function checked(categories: HelpEditCategory[]): HelpEditCategory[] {
  const seenCategories = new Set<string>();
  const seenArticles = new Set<string>();
  const text = (value: string): string => {
    const out = value.trim();
    if (out === '') throw new AppError(400, 'helpTextBlank');
    for (const [, name] of out.matchAll(PLACEHOLDER)) {
      if (!(PLACEHOLDERS as readonly string[]).includes(name)) throw new AppError(400, 'helpPlaceholderUnknown', { params: { name } });
    }
    return out;
  };
  return categories.map((category) => {
    if (seenCategories.has(category.id)) throw new AppError(400, 'helpCategoryTwice', { params: { id: category.id } });
    seenCategories.add(category.id);
    return {
      id: category.id,
      title: text(category.title),
      articles: category.articles.map((article) => {
        if (seenArticles.has(article.id)) throw new AppError(400, 'helpArticleTwice', { params: { id: article.id } });
        seenArticles.add(article.id);
        return { id: article.id, title: text(article.title), body: article.body.map(text) };
      }),
    };
  });
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
