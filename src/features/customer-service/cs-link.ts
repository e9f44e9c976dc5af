// Customer-service link decryption (spec §7): the encrypted path's last 8 characters are the key, the
// rest is the AES cipher text made with crypto-js. crypto-js treats a string key as a passphrase
// (OpenSSL "Salted__" format, the usual `AES.encrypt(url, key)`); a raw-key cipher (ECB, PKCS#7, the key
// as UTF-8 bytes) is accepted too. Only an http(s) URL counts as a successful decryption.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export const CS_KEY_LENGTH = 8;

export function splitCsPath(path: string): { cipher: string; key: string } | null {
  const trimmed = path.trim();
  if (trimmed.length <= CS_KEY_LENGTH) return null;
  return { cipher: trimmed.slice(0, -CS_KEY_LENGTH), key: trimmed.slice(-CS_KEY_LENGTH) };
}

function asHttpUrl(text: string): string | null {
  const candidate = text.trim();
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function attempt(decrypt: () => string): string | null {
  try {
    return asHttpUrl(decrypt());
  } catch {
    return null;
  }
}

/** The chat URL, or null when the path does not decrypt to an http(s) URL. */
export function decryptCsLink(path: string): string | null {
  const parts = splitCsPath(path);
  if (!parts) return null;
  const { cipher, key } = parts;
  return (
    attempt(() => AES.decrypt(cipher, key).toString(Utf8)) ?? attempt(() => AES.decrypt(cipher, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8))
  );
}
