// Searching the help centre: the articles whose title or text holds every word of the query, ignoring case
// and accents (so "rut tien" finds "Rút tiền"). Pure: the page filters what the server sent.
import type { HelpCategory } from '../../../schemas/generated/help-centre.ts';

/** Lower case without combining marks: the form both sides of a match are compared in. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchHelp(categories: readonly HelpCategory[], query: string): HelpCategory[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories.flatMap((category) => {
    const articles = category.articles.filter((article) => {
      const text = foldText([category.title, article.title, ...article.body].join(' '));
      return words.every((word) => text.includes(word));
    });
    return articles.length > 0 ? [{ ...category, articles }] : [];
  });
}

/** The categories a terms dialog shows (spec §2 /help#term: the user agreement, the terms and the privacy policy). */
export const TERMS_CATEGORIES: readonly HelpCategory['id'][] = ['term', 'privacy'];
