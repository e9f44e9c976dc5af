import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import type { ClaimableReward, RebateView } from '../../../schemas/generated/promotions.ts';
import { APPLICATION_IMAGES_MAX } from '../../../schemas/rules/application-limits.ts';
import { APPLICATION_STATUSES, imagesLeft, rebateClaim, rebateRows, REWARD_STATES, rewardLine } from './reward-view.ts';

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const date = (iso: string) => iso.slice(0, 10);
const category = (id: string) => ({ RNG: 'Slots', LIVE: 'Live Casino', PVP: 'Card Games', FISH: 'Fishing' })[id] ?? id;

function lookup(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}
const exists = (key: string) => typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';

const reward = (over: Partial<ClaimableReward>): ClaimableReward => ({
  id: 1,
  promotionId: 'big-win-story',
  title: 'Share your big win',
  amount: 2500,
  awardKind: 'cash',
  source: 'application',
  state: 'claimable',
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-03-15T10:00:00Z',
  ...over,
});

describe('rewardLine', () => {
  it('when a reward is claimable, then it has a Claim button and says until when', () => {
    expect(rewardLine(reward({}), date)).toEqual({
      claimable: true,
      source: { key: 'reward.source.application' },
      when: { key: 'reward.claimBy', params: { date: '2026-03-15' } },
    });
  });

  it('when a claimable reward never expires, then its line says when it came', () => {
    expect(rewardLine(reward({ expiresAt: undefined, source: 'rebate' }), date)).toMatchObject({
      claimable: true,
      source: { key: 'reward.source.rebate' },
      when: { key: 'reward.receivedOn', params: { date: '2026-03-01' } },
    });
  });

  it('when a reward is claimed or expired, then it is greyed (no button) and its line says when that happened', () => {
    expect(rewardLine(reward({ state: 'claimed', claimedAt: '2026-03-02T08:00:00Z' }), date)).toMatchObject({
      claimable: false,
      when: { key: 'reward.claimedOn', params: { date: '2026-03-02' } },
    });
    expect(rewardLine(reward({ state: 'expired' }), date)).toMatchObject({
      claimable: false,
      when: { key: 'reward.expiredOn', params: { date: '2026-03-15' } },
    });
  });

  it('when the server does not say where a reward came from, then no source is shown', () => {
    expect(rewardLine(reward({ source: undefined }), date).source).toBeNull();
  });
});

const rebate = (over: Partial<RebateView>): RebateView => ({
  promotionId: 'daily-rebate',
  title: 'Daily rebate up to 1%',
  period: 'daily',
  claim: 'manual',
  periodKey: '2026-03-01',
  lines: [],
  total: 0,
  ...over,
});

describe('rebateRows', () => {
  it("when the rebate has lines, then each shows the category's name, turnover, rate as a percent and rebate, in the menu's order", () => {
    const rows = rebateRows(
      rebate({
        lines: [
          { category: 'LIVE', turnover: 100_000, rateBasisPoints: 50, amount: 500 },
          { category: 'XGAME', turnover: 1_000, rateBasisPoints: 0, amount: 0 },
          { category: 'RNG', turnover: 12_345, rateBasisPoints: 100, amount: 123 },
          { category: 'PVP', turnover: 10_000, rateBasisPoints: 80, amount: 80 },
        ],
      }),
      { money, category },
    );
    expect(rows).toEqual([
      { category: 'RNG', name: 'Slots', turnover: '$123.45', rate: '1%', amount: '$1.23' },
      { category: 'PVP', name: 'Card Games', turnover: '$100.00', rate: '0.8%', amount: '$0.80' },
      { category: 'LIVE', name: 'Live Casino', turnover: '$1000.00', rate: '0.5%', amount: '$5.00' },
      { category: 'XGAME', name: 'XGAME', turnover: '$10.00', rate: '0%', amount: '$0.00' },
    ]);
  });

  it('when nothing is settled yet, then there are no rows', () => {
    expect(rebateRows(rebate({}), { money, category })).toEqual([]);
  });
});

describe('rebateClaim', () => {
  it('when a manual rebate has something to claim, then the button is pressable; at zero it is shown disabled', () => {
    expect(rebateClaim(rebate({ total: 123, lines: [{ category: 'RNG', turnover: 12_300, rateBasisPoints: 100, amount: 123 }] }), money)).toEqual({
      button: 'claim',
      notes: [],
    });
    expect(rebateClaim(rebate({ total: 0 }), money).button).toBe('disabled');
  });

  it('when the rebate is paid automatically, then there is no button and the note says after each day or week', () => {
    expect(rebateClaim(rebate({ claim: 'auto', total: 500 }), money)).toEqual({ button: null, notes: [{ key: 'rebate.auto.daily' }] });
    expect(rebateClaim(rebate({ claim: 'auto', period: 'weekly' }), money).notes).toEqual([{ key: 'rebate.auto.weekly' }]);
  });

  it('when the rebate has a cap, then the note says it per period, and says so again when the cap holds the total below the lines', () => {
    expect(rebateClaim(rebate({ cap: 20_000 }), money).notes).toEqual([{ key: 'rebate.cap.daily', params: { amount: '$200.00' } }]);
    const capped = rebate({ cap: 20_000, total: 20_000, lines: [{ category: 'RNG', turnover: 3_000_000, rateBasisPoints: 100, amount: 30_000 }] });
    expect(rebateClaim(capped, money).notes).toEqual([
      { key: 'rebate.cap.daily', params: { amount: '$200.00' } },
      { key: 'rebate.capReached', params: { amount: '$200.00' } },
    ]);
  });
});

describe('imagesLeft', () => {
  it('when no application exists yet, then the whole allowance is left; while it is reviewed, what it has not used', () => {
    expect(APPLICATION_IMAGES_MAX).toBe(3);
    expect(imagesLeft(null, 3)).toBe(3);
    expect(imagesLeft({ status: 'applying', imageCount: 1 }, 3)).toBe(2);
    expect(imagesLeft({ status: 'applying', imageCount: 3 }, 3)).toBe(0);
  });

  it('when the application has been decided, then it takes no more images', () => {
    expect(['issued', 'rejected', 'claimed'].map((status) => imagesLeft({ status: status as 'issued', imageCount: 0 }, 3))).toEqual([0, 0, 0]);
  });
});

describe('catalogue', () => {
  it('when a key is built from a reward state, source, kind, application status or rebate period, then the EN catalogue has it', () => {
    const keys = [
      ...REWARD_STATES.map((s) => `reward.state.${s}`),
      ...['rebate', 'application'].map((s) => `reward.source.${s}`),
      ...['cash', 'bonus'].map((k) => `reward.kind.${k}`),
      ...['cash', 'bonus'].map((k) => `reward.claimedNotice.${k}`),
      ...APPLICATION_STATUSES.flatMap((s) => [`promo.status.${s}`, `promo.apply.meaning.${s}`]),
      ...['daily', 'weekly'].flatMap((p) => [`rebate.period.${p}`, `rebate.auto.${p}`, `rebate.cap.${p}`]),
    ];
    expect(keys.filter((k) => !exists(k))).toEqual([]);
  });
});
