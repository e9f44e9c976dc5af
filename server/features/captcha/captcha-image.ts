// The picture of an image captcha. svg-captcha draws the glyphs as paths (no text to scrape); the
// answer itself comes from node:crypto, not from svg-captcha's Math.random.
import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** Upper-case letters and digits without look-alikes (0/O/D/Q, 1/I/L/J, 2/Z, 5/S, 8/B, 6/G, U/V). */
export const CAPTCHA_ALPHABET = 'ACEFHKMNPRTWXY3479';
export const CAPTCHA_LENGTH = 4;

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

// The package's main export renders a given text; its typings only declare the helpers around it.
const renderSvg = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; fontSize: number; background: string },
) => string;

/** `data:image/svg+xml;base64,…` of `text` (120×40, four noise lines, coloured glyphs: harder for OCR, still readable). */
export function captchaImage(text: string): string {
  const svg = renderSvg(text, { width: 120, height: 40, noise: 4, color: true, fontSize: 44, background: '#f4f6f8' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
