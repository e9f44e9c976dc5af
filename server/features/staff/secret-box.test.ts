import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('when a secret is sealed, then the stored text does not contain it and opens back to it for the same account', () => {
    const sealed = box.seal('KRSXG5CBMRWWS3RAKRXXI4BAONSWG4TF', 'staff:7');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('KRSXG5CBMRWWS3RA');
    expect(box.open(sealed, 'staff:7')).toBe('KRSXG5CBMRWWS3RAKRXXI4BAONSWG4TF');
    // Two seals of one secret differ (a fresh IV each time): equal secrets are not visible as equal rows.
    expect(box.seal('KRSXG5CBMRWWS3RAKRXXI4BAONSWG4TF', 'staff:7')).not.toBe(sealed);
  });

  it('when a sealed secret is copied to another account, changed, or opened with another key, then it does not open', () => {
    const sealed = box.seal('N5YGK4TBORUW63TTEB2G64DQEBZWKY3S', 'staff:7');
    expect(() => box.open(sealed, 'staff:8')).toThrow();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => box.open(flipped, 'staff:7')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'staff:7')).toThrow();
    // A tag cut short (GCM would check only its first bytes) is refused.
    const [iv, tag, body] = sealed.slice(3).split('.');
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(() => box.open(`v1.${iv}.${shortTag}.${body}`, 'staff:7')).toThrow();
  });

  it('when a secret was stored before sealing existed, then it is read as it is', () => {
    expect(box.open('MNQXG2DJMVZCA5DPORYCA43FMNZGK5DB', 'staff:1')).toBe('MNQXG2DJMVZCA5DPORYCA43FMNZGK5DB');
  });

  it('when the key is not 32 bytes, then the box refuses it', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
