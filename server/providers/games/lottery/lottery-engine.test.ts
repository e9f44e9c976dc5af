import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baoPrizes,
  drawResult,
  drawSeedHash,
  hitsFor,
  hitsOf,
  oddsFor,
  openNumber,
  payoutOf,
  sumCounts,
  validSelection,
  winningRows,
  type LotteryResult,
} from './lottery-engine.ts';

const SEED = 'a'.repeat(64);

describe('lottery engine', () => {
  it('when a seed is committed, then its published hash is sha256 of the seed text (known answer)', () => {
    expect(drawSeedHash(SEED)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
  });

  it('when a fast draw is run from a known seed, then its digits are the known answer', () => {
    expect(drawResult({ kind: 'fast', digits: 3 }, SEED, 'ELOTT1', '202611270001')).toEqual({ kind: 'fast', digits: '236' });
    expect(drawResult({ kind: 'fast', digits: 5 }, SEED, 'ELOTT5', '202611270001')).toEqual({ kind: 'fast', digits: '88988' });
  });

  it('when the digits are recomputed by hand from HMAC-SHA256(seed, "<game>:<numero>:0:0"), then they match the engine', () => {
    const block = createHmac('sha256', SEED).update('ELOTT1:202611270001:0:0').digest();
    const digit = (i: number) => {
      let f = 0;
      for (let k = 0; k < 4; k += 1) f += block[i * 4 + k] / 256 ** (k + 1);
      return Math.floor(f * 10);
    };
    expect([0, 1, 2].map(digit).join('')).toBe('236');
  });

  it('when a northern VN draw is run, then it has 27 prizes with the real structure and a known special prize', () => {
    const r = drawResult({ kind: 'vn', region: 'north' }, SEED, 'VN_NORTH', '20261127');
    if (r.kind !== 'vn') throw new Error('vn expected');
    expect(r.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(r.prizes.map((p) => [p.name, p.numbers.length, p.numbers[0].length])).toEqual([
      ['special', 1, 5],
      ['first', 1, 5],
      ['second', 2, 5],
      ['third', 6, 5],
      ['fourth', 4, 4],
      ['fifth', 6, 4],
      ['sixth', 3, 3],
      ['seventh', 4, 2],
    ]);
    expect(r.prizes[0].numbers[0]).toBe('01902');
    expect(r.prizes[7].numbers).toEqual(['00', '26', '80', '40']);
    expect(openNumber(r)).toBe('01902');
  });

  it('when a southern VN draw is run, then it has 18 prizes and a 6-digit special prize', () => {
    const r = drawResult({ kind: 'vn', region: 'south' }, SEED, 'VN_SOUTH', '20261127');
    if (r.kind !== 'vn') throw new Error('vn expected');
    expect(r.prizes.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(r.prizes[0].numbers).toEqual(['221309']);
    expect(openNumber(r)).toBe('221309');
  });

  it('when a fast result is 236, then the winning selections are each position, small, odd, sum 11, 36 and 236', () => {
    const hits = hitsOf({ kind: 'fast', digits: '236' });
    expect(Object.fromEntries(hits)).toEqual({
      'position|0:2': 1,
      'position|1:3': 1,
      'position|2:6': 1,
      'bigSmall|small': 1,
      'oddEven|odd': 1,
      'sum|11': 1,
      '2D|36': 1,
      '3D|236': 1,
    });
  });

  it('when a two-digit ending appears on three VN prizes, then lô counts three hits and đề only the special prize', () => {
    const r = {
      kind: 'vn' as const,
      region: 'north' as const,
      prizes: [
        { name: 'special', numbers: ['12345'] },
        { name: 'first', numbers: ['99945'] },
        { name: 'seventh', numbers: ['45', '07'] },
      ],
    };
    const hits = hitsOf(r);
    expect(hits.get('lo2|45')).toBe(3);
    expect(hits.get('de|45')).toBe(1);
    expect(hits.get('de3|345')).toBe(1);
    expect(hits.get('lo3|945')).toBe(1);
    expect(hits.get('xien2|07,45')).toBe(1);
    expect(hits.get('de|07')).toBeUndefined();
    expect(payoutOf(r, { betType: 'lo2', selection: '45', amount: 1000, oddsX100: 8000 })).toBe(240_000);
    expect(winningRows(r).find((w) => w.betType === 'lo2' && w.selection === '45')?.hits).toBe(3);
  });

  it('when selections are checked, then only well-formed picks of the game kind pass', () => {
    const fast3 = { kind: 'fast' as const, digits: 3 as const };
    expect(validSelection(fast3, 'position', '2:9')).toBe(true);
    expect(validSelection(fast3, 'position', '3:9')).toBe(false);
    expect(validSelection(fast3, 'sum', '27')).toBe(true);
    expect(validSelection(fast3, 'sum', '28')).toBe(false);
    expect(validSelection(fast3, 'sum', '07')).toBe(false);
    expect(validSelection(fast3, '2D', '7')).toBe(false);
    expect(validSelection(fast3, 'lo2', '07')).toBe(false);
    expect(validSelection({ kind: 'vn', region: 'north' }, 'xien2', '45,07')).toBe(false);
    expect(validSelection({ kind: 'vn', region: 'north' }, 'xien2', '07,45')).toBe(true);
  });

  it('when sum odds are derived from the return to player, then rarer sums pay more and every sum returns at most the RTP', () => {
    const counts = sumCounts(3);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(counts[0]).toBe(1);
    expect(counts[13]).toBe(75);
    const terms = [{ type: 'sum', rtpBps: 9500 }];
    expect(oddsFor({ kind: 'fast', digits: 3 }, terms, 'sum', '0')).toBe(95_000);
    expect(oddsFor({ kind: 'fast', digits: 3 }, terms, 'sum', '13')).toBe(1266);
    for (let s = 0; s <= 27; s += 1) {
      const odds = oddsFor({ kind: 'fast', digits: 3 }, terms, 'sum', String(s))!;
      expect((odds * counts[s]) / 1000).toBeLessThanOrEqual(95);
    }
    expect(oddsFor({ kind: 'fast', digits: 3 }, terms, '2D', '12')).toBeNull();
  });

  it('when 1,000 draws are recomputed from their revealed seeds, then each gives the result published and the seed matches its hash', () => {
    const published = Array.from({ length: 1000 }, (_, i) => {
      const seed = createHmac('sha256', 'published').update(String(i)).digest('hex');
      const shape = i % 2 ? ({ kind: 'fast', digits: 5 } as const) : ({ kind: 'vn', region: 'north' } as const);
      return {
        seed,
        hash: drawSeedHash(seed),
        shape,
        numero: `20261127${String(i).padStart(4, '0')}`,
        result: JSON.stringify(drawResult(shape, seed, 'G', `20261127${String(i).padStart(4, '0')}`)),
      };
    });
    for (const p of published) {
      expect(drawSeedHash(p.seed)).toBe(p.hash);
      expect(JSON.stringify(drawResult(p.shape, p.seed, 'G', p.numero))).toBe(p.result);
    }
    // a different seed gives a different result (the result is bound to the seed)
    const other = drawResult({ kind: 'vn', region: 'north' }, published[1].seed, 'G', published[0].numero);
    expect(JSON.stringify(other)).not.toBe(published[0].result);
  });

  describe('xiên 3, xiên 4 and bao lô', () => {
    // A hand-made northern result: lô numbers (last two digits) 45, 07, 81, 12, 33, 90 …; 3-digit ends 345 twice.
    const north: LotteryResult = {
      kind: 'vn',
      region: 'north',
      prizes: [
        { name: 'special', numbers: ['12345'] },
        { name: 'first', numbers: ['55507'] },
        { name: 'second', numbers: ['00081', '77345'] },
        { name: 'third', numbers: ['11112', '22233', '33390', '44401', '55502', '66603'] },
        { name: 'fourth', numbers: ['1204', '1205', '1206', '1207'] },
        { name: 'fifth', numbers: ['2208', '2209', '2210', '2211', '2213', '2214'] },
        { name: 'sixth', numbers: ['345', '116', '117'] },
        { name: 'seventh', numbers: ['18', '19', '20', '21'] },
      ],
    };

    it('when all the numbers of a xiên 3 or 4 appear among the lô results, then it hits once; one missing, it does not', () => {
      expect(hitsFor(north, 'xien3', '07,45,81')).toBe(1);
      expect(hitsFor(north, 'xien4', '07,12,45,81')).toBe(1);
      expect(hitsFor(north, 'xien3', '07,45,99')).toBe(0);
      expect(hitsFor(north, 'xien4', '07,12,45,99')).toBe(0);
      // the table settlement joins with says the same
      const hits = hitsOf(north);
      expect(hits.get('xien3|07,45,81')).toBe(1);
      expect(hits.get('xien4|07,12,45,81')).toBe(1);
      expect(hits.has('xien3|07,45,99')).toBe(false);
      // 27 prizes with 24 different last two digits (45 three times, 07 twice): C(24,3) and C(24,4) winning parlays
      expect([...hits.keys()].filter((k) => k.startsWith('xien3|'))).toHaveLength(2024);
      expect([...hits.keys()].filter((k) => k.startsWith('xien4|'))).toHaveLength(10626);
    });

    it('when a parlay is not n distinct two-digit numbers in ascending order, then it is no valid selection', () => {
      const vn = { kind: 'vn', region: 'north' } as const;
      expect(validSelection(vn, 'xien3', '07,45,81')).toBe(true);
      expect(validSelection(vn, 'xien4', '07,12,45,81')).toBe(true);
      for (const bad of ['45,07,81', '07,07,81', '07,45', '07,45,81,90', '7,45,81', '07,45,8a']) expect(validSelection(vn, 'xien3', bad), bad).toBe(false);
      expect(validSelection(vn, 'xien4', '07,12,45')).toBe(false);
      expect(validSelection({ kind: 'fast', digits: 3 }, 'xien3', '07,45,81')).toBe(false);
    });

    it('when bao lô 3 số is settled, then each covered prize ending in the number hits and a point pays its odds per hit', () => {
      expect(baoPrizes('north')).toBe(23);
      expect(baoPrizes('south')).toBe(17);
      expect(baoPrizes('central')).toBe(17);
      // 345 ends the special, one second prize and one sixth prize: 3 hits; 2-digit seventh prizes are not covered
      expect(hitsFor(north, 'bao3', '345')).toBe(3);
      expect(hitsFor(north, 'bao3', '018')).toBe(0);
      // 2 points at unit 1,000 cost 2 × 23 × 1,000 = 46,000; 900× per point per hit: 3 hits pay 2 × 900,000 × 3
      expect(payoutOf(north, { betType: 'bao3', selection: '345', amount: 46_000, oddsX100: 90_000 })).toBe(5_400_000);
      const row = winningRows(north).find((r) => r.betType === 'bao3' && r.selection === '345');
      expect(row).toEqual({ betType: 'bao3', selection: '345', hits: 3, per: 23 });
      expect(winningRows(north).find((r) => r.betType === 'lo2')?.per).toBe(1);
      expect(oddsFor({ kind: 'vn', region: 'north' }, [{ type: 'bao3', oddsX100: 90_000 }], 'bao3', '345')).toBe(90_000);
    });
  });
});
