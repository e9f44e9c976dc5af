import { describe, expect, it } from 'vitest';
import { externalUrl, internalPath } from './safe-link.ts';

describe('config links', () => {
  it('when an internal link is a site path, then it is kept', () => {
    expect(internalPath('/promotions?id=3')).toBe('/promotions?id=3');
  });
  it('when an internal link points off-site, then it is refused', () => {
    expect(internalPath('//evil.example')).toBeNull();
    expect(internalPath('https://evil.example')).toBeNull();
    expect(internalPath('/\\evil.example')).toBeNull();
  });
  it('when an external link is http(s), then it is kept; other schemes are refused', () => {
    expect(externalUrl('https://brand.example/app')).toBe('https://brand.example/app');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('not a url')).toBeNull();
  });
});
