// A promotion's page address, alone in its file: the category pages' announcements link there and are part
// of the first paint, which must not pull in the promotion views' texts (catalogue-parts.test.ts).
export function detailHref(id: string): string {
  return `/promoDetail?id=${encodeURIComponent(id)}`;
}
