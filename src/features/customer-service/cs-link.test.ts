import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { describe, expect, it } from 'vitest';
import { decryptCsLink, splitCsPath } from './cs-link.ts';

const KEY = 'k3Y8x2Qa';
const URL_ = 'https://chat.example.com/room?id=42&lang=EN';

describe('decryptCsLink', () => {
  it('when the path is a passphrase cipher followed by its 8-character key, then the chat URL comes back', () => {
    const path = AES.encrypt(URL_, KEY).toString() + KEY;
    expect(decryptCsLink(path)).toBe(URL_);
  });
  it('when the path is a raw-key ECB cipher, then the chat URL comes back too', () => {
    const cipher = AES.encrypt(URL_, Utf8.parse(KEY), { mode: ECB, padding: Pkcs7 }).toString();
    expect(decryptCsLink(cipher + KEY)).toBe(URL_);
  });
  it('when the key is wrong, then decryption fails', () => {
    const path = AES.encrypt(URL_, KEY).toString() + 'WRONGKEY';
    expect(decryptCsLink(path)).toBeNull();
  });
  it('when the cipher is garbage, then decryption fails', () => {
    expect(decryptCsLink('not-a-cipher-at-all' + KEY)).toBeNull();
  });
  it('when the plain text is not an http(s) URL, then decryption fails', () => {
    expect(decryptCsLink(AES.encrypt('javascript:alert(1)', KEY).toString() + KEY)).toBeNull();
    expect(decryptCsLink(AES.encrypt('hello', KEY).toString() + KEY)).toBeNull();
  });
  it('when the path is not longer than the key, then it is rejected', () => {
    expect(splitCsPath('12345678')).toBeNull();
    expect(decryptCsLink('')).toBeNull();
  });
});
