/* Generated from schemas/api/help-centre.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Stable: the page's anchor; 'term' (user agreement and terms) and 'privacy' are what registration and the footer link to.
 *
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpCategoryId".
 */
export type HelpCategoryId =
  'faq' | 'deposit' | 'withdrawal' | 'games' | 'account' | 'responsible-gaming' | 'term' | 'privacy';
export type ContentSource = import('./content.ts').ContentSource;

/**
 * Shapes of the help centre (spec §2 /help, /help#term, /helpmc; §7 /wps/system/helpCenter; issue 21 item 3).
 */
export interface HelpCentreApi {}
/**
 * GET /wps/system/helpCenter: the brand's help centre in a language.
 *
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpCentreQuery".
 */
export interface HelpCentreQuery {
  language?: string;
}
/**
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpArticle".
 */
export interface HelpArticle {
  /**
   * Stable: the page's anchor (/help#<id>).
   */
  id: string;
  title: string;
  /**
   * Paragraphs of plain text (shown escaped; no markup).
   */
  body: string[];
}
/**
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpCategory".
 */
export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  articles: HelpArticle[];
}
/**
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpCentreValue".
 */
export interface HelpCentreValue {
  /**
   * The language the texts are in (the brand's default, or English, when the asked one has none).
   */
  language: import('./tenant.ts').LanguageCode;
  categories: HelpCategory[];
}
/**
 * /bo/api/brands/:tenant/help/:language on operator hosts.
 *
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpEditorParams".
 */
export interface HelpEditorParams {
  tenant: string;
  language: import('./tenant.ts').LanguageCode;
}
/**
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpEditArticle".
 */
export interface HelpEditArticle {
  /**
   * The page's anchor (/help#<id>): lower-case letters, digits and dashes, unique in the language.
   */
  id: string;
  title: string;
  /**
   * Paragraphs of plain text; {{brand}}, {{copyrightHolder}}, {{minimumAge}}, {{minDeposit}}, {{minWithdrawal}} and {{maxWithdrawal}} are filled in with the brand's values.
   *
   * @minItems 1
   * @maxItems 40
   */
  body: string[];
}
/**
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpEditCategory".
 */
export interface HelpEditCategory {
  id: HelpCategoryId;
  title: string;
  /**
   * @maxItems 60
   */
  articles: HelpEditArticle[];
}
/**
 * PUT /bo/api/brands/:tenant/help/:language: the language's whole help centre (categories in the order shown, each once), replacing the shipped texts of that language for this brand until reset.
 *
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpEditRequest".
 */
export interface HelpEditRequest {
  /**
   * @minItems 1
   * @maxItems 8
   */
  categories: HelpEditCategory[];
}
/**
 * The editor's view of one brand's help centre in one language: staff's texts where edited, else the shipped ones, placeholders not filled.
 *
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpEditorValue".
 */
export interface HelpEditorValue {
  tenantId: string;
  language: import('./tenant.ts').LanguageCode;
  /**
   * The brand's languages, its default first.
   */
  languages: import('./tenant.ts').LanguageCode[];
  /**
   * The languages staff edited for this brand.
   */
  edited: import('./tenant.ts').LanguageCode[];
  source: ContentSource;
  categories: HelpEditCategory[];
  /**
   * The placeholders a text may name, each with this brand's value (absent: the brand has none, and a paragraph naming it is left out).
   */
  placeholders: {
    name: string;
    value?: string;
  }[];
}
/**
 * /bo/api/brands/:tenant/help: the editor in the brand's default language.
 *
 * This interface was referenced by `HelpCentreApi`'s JSON-Schema
 * via the `definition` "HelpBrandParams".
 */
export interface HelpBrandParams {
  tenant: string;
}
