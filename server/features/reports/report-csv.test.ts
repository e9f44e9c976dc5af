import { describe, expect, it } from 'vitest';
import { breakdownCsv, majorUnits, safeText } from './report-csv.ts';

describe('report CSV cells', () => {
  it('when a text cell starts like a formula, then it gets a leading apostrophe, and quotes, commas and line breaks are quoted', () => {
    expect(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'].map(safeText)).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", `"'\rx"`]);
    expect(safeText('PG')).toBe('PG');
    expect(safeText('a,b')).toBe('"a,b"');
    expect(safeText('say "hi"')).toBe('"say ""hi"""');
    expect(safeText('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('when minor units are written, then they are exact major units with 2 decimals (more when the currency has more)', () => {
    expect([0, 5, 99, 100, 123456, -1, -250, 9007199254740991].map((n) => majorUnits(n, 2))).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1234.56',
      '-0.01',
      '-2.50',
      '90071992547409.91',
    ]);
    expect(majorUnits(1234, 0)).toBe('1234.00');
    expect(majorUnits(-5, 3)).toBe('-0.005');
    expect(majorUnits(1230, 3)).toBe('1.230');
  });

  it('when a vendor or category name is hostile, then the breakdown CSV keeps it inert', () => {
    const f = { stakes: -150, wins: 0, ggr: -150, jackpotHits: 0, bets: 1, activePlayers: 1 };
    const csv = breakdownCsv({
      scope: { tenantId: 'x', currency: 'PHP', symbol: '₱', minorUnits: 2, timeZone: 'UTC', from: '2025-01-01', to: '2025-01-01' },
      categories: [{ key: '=cmd|"/c calc"!A1', figures: f }],
      vendors: [{ key: '@SUM(1)', figures: f }],
      totals: f,
    });
    expect(csv.split('\r\n')).toEqual([
      'kind,key,stakes,wins,ggr,jackpotHits,bets,activePlayers',
      `category,"'=cmd|""/c calc""!A1",-1.50,0.00,-1.50,0.00,1,1`,
      "vendor,'@SUM(1),-1.50,0.00,-1.50,0.00,1,1",
      'total,,-1.50,0.00,-1.50,0.00,1,1',
      '',
    ]);
  });
});
