// Tenant texts come per language (LocalizedText); which one is picked is the shared rule in
// schemas/rules/localized-text.ts.

/** Plain-text paragraphs (blank-line or line separated), never HTML. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
