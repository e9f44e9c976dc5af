// Customer-service chat links as tenant files store them (spec §7): the path is the AES cipher text
// (crypto-js) followed by its 8-character key. The player's browser decrypts it
// (src/features/customer-service/cs-link.ts: a passphrase cipher, or a raw-key ECB one); this is the
// server's half, which seals a link (npm run cs-link, gen-art) and tells the tenant validator whether a
// path opens to an https:// chat URL. tests/contract/cs-link-agreement.test.ts proves both halves agree.
import { randomInt } from 'node:crypto';
import CryptoJS from 'crypto-js';

export const CS_KEY_LENGTH = 8;
const KEY_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** path = AES(url, key) + key, with a fresh random key unless one is given. */
export function sealChatLink(url: string, key?: string): string {
  const k = key ?? Array.from({ length: CS_KEY_LENGTH }, () => KEY_CHARS[randomInt(KEY_CHARS.length)]).join('');
  if (k.length !== CS_KEY_LENGTH) throw new Error(`the key must be ${CS_KEY_LENGTH} characters`);
  return CryptoJS.AES.encrypt(url, k).toString() + k;
}

function attempt(decrypt: () => string): string | undefined {
  try {
    return decrypt() || undefined;
  } catch {
    return undefined;
  }
}

/** What a sealed path decrypts to (either format the browser accepts), or undefined when it does not decrypt. */
export function openChatLink(path: string): string | undefined {
  const trimmed = path.trim();
  if (trimmed.length <= CS_KEY_LENGTH) return undefined;
  const cipher = trimmed.slice(0, -CS_KEY_LENGTH);
  const key = trimmed.slice(-CS_KEY_LENGTH);
  return (
    attempt(() => CryptoJS.AES.decrypt(cipher, key).toString(CryptoJS.enc.Utf8)) ??
    attempt(() =>
      CryptoJS.AES.decrypt(cipher, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8),
    )
  );
}

export const isHttpsUrl = (text: string): boolean => {
  try {
    return new URL(text).protocol === 'https:' && !/\s/.test(text);
  } catch {
    return false;
  }
};

/** The https:// chat URL inside a sealed path, or undefined when it opens to anything else. */
export function httpsChatLink(path: string): string | undefined {
  const opened = openChatLink(path);
  return opened !== undefined && isHttpsUrl(opened) ? opened : undefined;
}
