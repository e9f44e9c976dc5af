// Staff TOTP secrets at rest (ASVS 2.9 / 6.2): a database dump or a backup must not hand out working
// second factors. Each secret is sealed with AES-256-GCM under STAFF_SECRET_KEY, bound to its account
// (the account id is the associated data, so a sealed secret copied to another row does not open), and
// stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A value without the prefix is a secret written
// before sealing existed: it is read as it is and sealed at the next enrolment.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the staff secret key must be 32 bytes');
    this.#key = key;
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
  }

  /** The plain secret; throws when the value was sealed under another key or for another context. */
  open(stored: string, context: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const [iv, tag, body] = stored
      .slice(PREFIX.length)
      .split('.')
      .map((p) => Buffer.from(p, 'base64url'));
    if (!iv || iv.length !== IV_BYTES || !tag || tag.length !== TAG_BYTES || !body) throw new Error('a sealed staff secret is malformed');
    // The full tag length, always: GCM would otherwise accept a tag cut short.
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);
