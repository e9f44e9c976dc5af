/* Generated from schemas/api/help-centre.schema.json by scripts/gen-types.ts. Do not edit. */

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
  /**
   * Stable: the page's anchor; 'term' (user agreement and terms) and 'privacy' are what registration and the footer link to.
   */
  id: 'faq' | 'deposit' | 'withdrawal' | 'games' | 'account' | 'responsible-gaming' | 'term' | 'privacy';
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
