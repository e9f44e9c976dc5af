// The verification page's own recomputation of a draw, in the browser with Web Crypto: the same published
// algorithm as the draw engine (HMAC-SHA256 of the revealed seed over "<gameCode>:<numero>:0:<block>",
// 32-byte blocks read as eight 4-byte floats, a digit = floor(float × 10); VN prizes in the order of the
// shared prize table), so a player trusts their own browser, not the server's word.
import { drawStreamLabel, VN_PRIZES, type Region } from '../../../schemas/rules/lottery-prizes.ts';

export type DrawShape = { kind: 'fast'; digits: number } | { kind: 'vn'; region: Region };
export type RecomputedResult = { kind: 'fast'; digits: string } | { kind: 'vn'; region: Region; prizes: { name: string; numbers: string[] }[] };

const FLOATS_PER_BLOCK = 8;
const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Whether this browser can recompute (Web Crypto exists only on HTTPS and localhost pages). */
export const canRecompute = () => typeof globalThis.crypto?.subtle?.digest === 'function';

/** sha256 of the seed's text, hex: what was published before the draw opened. */
export async function seedHashOf(seed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(seed)));
}

/** How many digits a draw of this shape takes from the stream. */
export function digitsNeeded(shape: DrawShape): number {
  return shape.kind === 'fast' ? shape.digits : VN_PRIZES[shape.region].reduce((n, [, count, length]) => n + count * length, 0);
}

/** The draw's `count` digits from the seed's stream. */
async function streamDigits(seed: string, label: string, count: number): Promise<number[]> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = await Promise.all(
    Array.from({ length: Math.ceil(count / FLOATS_PER_BLOCK) }, (_, cursor) => crypto.subtle.sign('HMAC', key, encoder.encode(`${label}:0:${cursor}`))),
  );
  const out: number[] = [];
  for (const block of blocks) {
    const bytes = new Uint8Array(block);
    for (let f = 0; f < FLOATS_PER_BLOCK && out.length < count; f += 1) {
      let value = 0;
      for (let k = 0; k < 4; k += 1) value += bytes[f * 4 + k] / 256 ** (k + 1);
      out.push(Math.floor(value * 10));
    }
  }
  return out;
}

/** The result of a draw recomputed from its revealed seed. */
export async function recomputeDraw(shape: DrawShape, seed: string, gameCode: string, numero: string): Promise<RecomputedResult> {
  const digits = await streamDigits(seed, drawStreamLabel(gameCode, numero), digitsNeeded(shape));
  let at = 0;
  const take = (n: number) => digits.slice(at, (at += n)).join('');
  if (shape.kind === 'fast') return { kind: 'fast', digits: take(shape.digits) };
  return {
    kind: 'vn',
    region: shape.region,
    prizes: VN_PRIZES[shape.region].map(([name, count, length]) => ({ name, numbers: Array.from({ length: count }, () => take(length)) })),
  };
}

/** Whether a published result is the recomputed one (same kind, digits and every prize number in order). */
export function sameResult(published: unknown, recomputed: RecomputedResult): boolean {
  if (!published || typeof published !== 'object') return false;
  const p = published as { kind?: unknown; digits?: unknown; region?: unknown; prizes?: unknown };
  if (recomputed.kind === 'fast') return p.kind === 'fast' && p.digits === recomputed.digits;
  if (p.kind !== 'vn' || p.region !== recomputed.region || !Array.isArray(p.prizes) || p.prizes.length !== recomputed.prizes.length) return false;
  return recomputed.prizes.every((prize, i) => {
    const q = (p.prizes as { name?: unknown; numbers?: unknown }[])[i];
    return q?.name === prize.name && Array.isArray(q.numbers) && q.numbers.length === prize.numbers.length && q.numbers.every((n, j) => n === prize.numbers[j]);
  });
}

/** The shape of a draw from what the game list says (kind, digits, region). */
export function shapeOfItem(item: { kind: 'fast' | 'vn'; digits?: number | null; region?: Region | null }): DrawShape {
  return item.kind === 'fast' ? { kind: 'fast', digits: item.digits ?? 3 } : { kind: 'vn', region: item.region ?? 'north' };
}
