// FNV-1a over a string: a small, stable hash, so generated game lists and game art come out the same
// for the same vendor and game on every machine and run.
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
