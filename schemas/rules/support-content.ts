// The length rule of feedback and support questions (spec §5: "between {0} and {1} words"), shared by the
// server (which refuses) and the forms (which say so before sending). Words are counted by the platform's
// word segmenter, so Chinese and Thai text, written without spaces, counts its words too.
import type { TenantConfig } from '../generated/tenant.ts';

export const DEFAULT_CONTENT_WORDS = { min: 1, max: 500 } as const;

/** The brand's bounds (its support.contentWords, else 1–500); a max below min is read as min. */
export function contentWordBounds(support: TenantConfig['support']): { min: number; max: number } {
  const bounds = support?.contentWords ?? DEFAULT_CONTENT_WORDS;
  return { min: bounds.min, max: Math.max(bounds.min, bounds.max) };
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null;

export function countWords(text: string): number {
  if (!segmenter) return text.split(/\s+/).filter(Boolean).length;
  let n = 0;
  for (const part of segmenter.segment(text)) if (part.isWordLike) n++;
  return n;
}

export function contentWithinBounds(text: string, bounds: { min: number; max: number }): boolean {
  const words = countWords(text.trim());
  return words >= bounds.min && words <= bounds.max;
}
