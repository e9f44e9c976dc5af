import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaImage, randomCaptchaText } from './captcha-image.ts';

describe('captcha image', () => {
  it('when a text is drawn, then the answer is 4 characters of the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL5S8B2Z]/);
  });

  it('when the image is rendered, then it is an SVG data URL whose glyphs are paths, not readable text', () => {
    const url = captchaImage('AC47');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0,0,120,40"/);
    expect(svg).not.toContain('AC47');
    expect(svg).not.toContain('<text');
    expect(svg.match(/<path fill=/g)).toHaveLength(4);
  });
});
