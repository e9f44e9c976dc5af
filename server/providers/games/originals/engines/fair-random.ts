// Provably fair randomness: the server commits to seedHash(serverSeed) before play, the player picks the
// client seed, and once the server seed is revealed anyone can recompute every float of every round.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** What the engines consume, so tests can script exact cards and reel stops. */
export interface RandomSource {
  nextFloat(): number;
  nextInt(max: number): number;
}

const FLOATS_PER_BLOCK = 8; // 32-byte HMAC block, 4 bytes per float
/** A client seed: 1-64 printable ASCII characters, which the player can type and anyone can hash as text. */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play; hashes the seed's text, as players will re-hash what they see. */
export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export class FairStream implements RandomSource {
  private readonly serverSeed: string;
  private readonly clientSeed: string;
  private readonly nonce: number;
  private cursor = 0;
  private block: Buffer = Buffer.alloc(0);
  private used = FLOATS_PER_BLOCK; // forces the first block to be computed

  constructor(serverSeed: string, clientSeed: string, nonce: number) {
    if (typeof serverSeed !== 'string' || serverSeed.length === 0) throw new RangeError('serverSeed must be a non-empty string');
    if (typeof clientSeed !== 'string' || !CLIENT_SEED_PATTERN.test(clientSeed)) throw new RangeError('clientSeed must be 1-64 printable ASCII characters');
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative safe integer');
    this.serverSeed = serverSeed;
    this.clientSeed = clientSeed;
    this.nonce = nonce;
  }

  /** A float in [0, 1) with 32 bits of resolution (largest value is 1 - 2^-32). */
  nextFloat(): number {
    if (this.used === FLOATS_PER_BLOCK) {
      this.block = createHmac('sha256', this.serverSeed).update(`${this.clientSeed}:${this.nonce}:${this.cursor}`).digest();
      this.cursor += 1;
      this.used = 0;
    }
    const at = this.used * 4;
    this.used += 1;
    let value = 0;
    for (let k = 0; k < 4; k += 1) value += this.block[at + k] / 256 ** (k + 1);
    return value;
  }

  /** Integer in [0, maxExclusive); beyond 2^32 the float has too few bits to reach every value. */
  nextInt(maxExclusive: number): number {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) throw new RangeError('maxExclusive must be an integer in [1, 2^32]');
    return Math.floor(this.nextFloat() * maxExclusive);
  }
}
