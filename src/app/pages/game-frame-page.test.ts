import { describe, expect, it } from 'vitest';
import { framedGameUrl } from './game-frame-page.tsx';

describe('framedGameUrl', () => {
  it('when the url is a studio path, then it is framed as is', () => {
    expect(framedGameUrl('/studio/ORIGINALS/fortune-reels?token=abc&lang=EN')).toBe('/studio/ORIGINALS/fortune-reels?token=abc&lang=EN');
  });
  it('when the url points elsewhere, then nothing is framed', () => {
    for (const bad of [null, '', 'https://evil.example/studio/x', '//evil.example/studio/x', '/wps/member/info', 'javascript:alert(1)', '/studio/../wps/x']) {
      expect(framedGameUrl(bad), String(bad)).toBeNull();
    }
  });
});
