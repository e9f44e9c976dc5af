// Compression of HTML pages and the choice of a Content-Encoding. Static files are compressed at build time
// (scripts/precompress.ts); a page is compressed here, either once per cached render (compressedVariants:
// gzip 6 and brotli 5, measured cheap for what they save: figures in the README) or, for a page filled per
// request, at gzip level 1 (compressPageCheaply), which costs a fraction of a higher level and saves most of the bytes.
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** q of br, gzip and identity for one Accept-Encoding value. */
type Negotiated = Readonly<Record<Encoding, number>>;

/** Parsed answers by header text: browsers send a handful of distinct values, so the map stays tiny. */
const negotiated = new Map<string, Negotiated>();
const NEGOTIATED_LIMIT = 256;

function negotiate(header: string): Negotiated {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let value = 1;
    for (const param of params) {
      const [key, raw] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(raw?.trim());
        value = raw !== undefined && raw.trim() !== '' && Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
      }
    }
    q.set(name === 'x-gzip' ? 'gzip' : name, value);
  }
  const star = q.get('*');
  return {
    br: q.get('br') ?? star ?? 0,
    gzip: q.get('gzip') ?? star ?? 0,
    // Unnamed, identity is acceptable but never preferred over a coding the client named (RFC 9110 §12.5.3);
    // `*;q=0` alone leaves it the last resort.
    identity: q.get('identity') ?? Math.max(star ?? 0, 0.001),
  };
}

const IDENTITY_ONLY: Negotiated = { br: 0, gzip: 0, identity: 1 };

function negotiationOf(header: string | undefined): Negotiated {
  if (!header) return IDENTITY_ONLY;
  let answer = negotiated.get(header);
  if (answer === undefined) {
    answer = negotiate(header);
    if (negotiated.size >= NEGOTIATED_LIMIT) negotiated.clear();
    negotiated.set(header, answer);
  }
  return answer;
}

/**
 * The coding to send for this Accept-Encoding among those `available`: the highest q, and on a tie the smaller
 * body (br, then gzip); q=0 refuses a coding. identity is the last resort even when refused: a client that
 * refuses every coding we have still gets a readable answer rather than a 406.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = PREFERENCE): Encoding {
  const q = negotiationOf(acceptEncoding);
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (q[coding] > bestQ && available.includes(coding)) [best, bestQ] = [coding, q[coding]];
  }
  return best;
}

/** A rendered page in every coding, for a cache that keeps the output of one render (gzip 6, brotli 5). */
export function compressedVariants(html: string): { identity: Buffer; gzip: Buffer; br: Buffer } {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  };
}

/**
 * A page filled per request (its nonce differs every time), compressed at the cheapest level: brotli
 * quality 1 when the client takes br, else gzip level 1 (the caller picks the coding with pickEncoding and sends
 * identity as it is). On the server-rendered home page
 * (110 KB) brotli 1 gave the same size as gzip 1 (28.0 vs 27.7 KB) for about 40 % of its CPU (0.64 vs
 * 1.61 ms per page, measured on the loaded 2-core machine); higher levels cost several times more.
 */
export function compressPageCheaply(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipSync(body, { level: 1 });
}
