import { describe, expect, it } from 'vitest';
import { qrPath, rateText, tiersOf } from './agents-view.ts';

describe('agents view', () => {
  it('when a rate is shown, then basis points read as a percentage with 2 decimals', () => {
    expect(rateText(50)).toBe('0.50%');
    expect(rateText(3000)).toBe('30.00%');
  });

  it('when tiers are typed, then they become minor units and basis points, and a bad number gives none', () => {
    expect(tiersOf([{ minTurnover: '1000', minActive: '2', rate: '0.5' }], 2)).toEqual([{ minTurnover: 100_000, minActive: 2, rateBp: 50 }]);
    expect(tiersOf([{ minTurnover: 'x', minActive: '2', rate: '0.5' }], 2)).toBeNull();
    expect(tiersOf([{ minTurnover: '0', minActive: '0', rate: ' ' }], 2)).toBeNull();
  });

  it('when a link is encoded, then the QR path draws square modules', () => {
    const qr = qrPath('https://aurora.localhost/register?affiliateCode=DEMO1234');
    expect(qr.size).toBeGreaterThan(20);
    expect(qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});
