// The help centre's texts (issue 21 item 3): one file per catalogue language in content/, the same
// categories and articles in each (help-content.test.ts checks), with placeholders the brand fills in —
// {{brand}}, {{copyrightHolder}}, {{minimumAge}}, {{minDeposit}}, {{minWithdrawal}}, {{maxWithdrawal}} — so
// every brand gets complete, true texts in every language it offers without a copy per brand. Content,
// not interface strings: served by the API (and rendered on the server), never shipped in the catalogues.
import { readdirSync, readFileSync } from 'node:fs';
import type { HelpCategory } from '../../../schemas/generated/help-centre.ts';

export interface HelpContent {
  categories: HelpCategory[];
}

const DIR = new URL('./content/', import.meta.url);

/** Content per catalogue code (lower case: en, ty, vi, cn, id, th, fil), read once. */
export const HELP_CONTENT: ReadonlyMap<string, HelpContent> = new Map(
  readdirSync(DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as HelpContent]),
);

export const PLACEHOLDERS = ['brand', 'copyrightHolder', 'minimumAge', 'minDeposit', 'minWithdrawal', 'maxWithdrawal'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The texts with the brand's values in. A paragraph naming a value the brand does not have (a brand without
 * a cashier has no deposit minimum) is left out rather than shown with a hole in it.
 */
export function fillHelp(content: HelpContent, values: Partial<Record<Placeholder, string>>): HelpCategory[] {
  const fill = (text: string): string | null => {
    let missing = false;
    const out = text.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name as Placeholder];
      if (value === undefined) missing = true;
      return value ?? '';
    });
    return missing ? null : out;
  };
  return content.categories.map((category) => ({
    id: category.id,
    title: fill(category.title) ?? category.title,
    articles: category.articles.flatMap((article) => {
      const body = article.body.flatMap((p) => fill(p) ?? []);
      const title = fill(article.title);
      return body.length > 0 && title !== null ? [{ id: article.id, title, body }] : [];
    }),
  }));
}
