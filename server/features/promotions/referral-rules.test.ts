import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../schemas/generated/tenant.ts';
import {
  appDownloadKey,
  appPlatformCounts,
  firstDepositReaches,
  friendFits,
  friendKey,
  maskAccount,
  milestoneRule,
  referrerKey,
  turnoverReaches,
} from './referral-rules.ts';

const text = { EN: 'x' };
const referral = (extra: Partial<NonNullable<Promotion['referral']>> = {}): Promotion => ({
  id: 'invite',
  type: 'referral',
  category: 'other',
  title: text,
  summary: text,
  rules: [text],
  award: { kind: 'cash' },
  referral: {
    milestones: [
      { on: 'registered', amount: 300 },
      { on: 'firstDeposit', threshold: 20_000, amount: 1_000 },
      { on: 'turnover', threshold: 50_000, amount: 2_000, friendAmount: 500 },
    ],
    ...extra,
  },
});
const app = (platforms?: ['android' | 'ios', ...Array<'android' | 'ios'>]): Promotion => ({
  id: 'app',
  type: 'appDownload',
  category: 'appDownload',
  title: text,
  summary: text,
  rules: [text],
  award: { kind: 'cash', fixedAmount: 800 },
  ...(platforms ? { appDownload: { platforms } } : {}),
});

describe('referral rules', () => {
  it('when a milestone is looked up, then only a referral promotion that lists it has a rule', () => {
    expect(milestoneRule(referral(), 'turnover')).toMatchObject({ amount: 2_000 });
    expect(milestoneRule(referral({ milestones: [{ on: 'registered', amount: 1 }] }), 'turnover')).toBeUndefined();
    expect(milestoneRule(app(), 'registered')).toBeUndefined();
  });

  it('when a deposit is checked, then only the first one of at least the threshold reaches the milestone', () => {
    const rule = milestoneRule(referral(), 'firstDeposit')!;
    expect(firstDepositReaches(rule, 1, 20_000)).toBe(true);
    expect(firstDepositReaches(rule, 1, 19_999)).toBe(false);
    expect(firstDepositReaches(rule, 2, 90_000)).toBe(false);
    expect(firstDepositReaches({ on: 'firstDeposit', amount: 1 }, 1, 1)).toBe(true);
  });

  it('when turnover is checked, then it reaches at the threshold and never at zero', () => {
    const rule = milestoneRule(referral(), 'turnover')!;
    expect(turnoverReaches(rule, 49_999)).toBe(false);
    expect(turnoverReaches(rule, 50_000)).toBe(true);
    expect(turnoverReaches({ on: 'turnover', amount: 1 }, 0)).toBe(false);
  });

  it('when keys are made, then each names the promotion, both members and the milestone, and differs per side', () => {
    const p = referral();
    expect(referrerKey(p, 7, 9, 'registered')).toBe('invite:referral:7:9:registered');
    expect(friendKey(p, 9, 'registered')).toBe('invite:referred:9:registered');
    expect(new Set([referrerKey(p, 7, 9, 'registered'), referrerKey(p, 7, 9, 'turnover'), referrerKey(p, 7, 8, 'registered')]).size).toBe(3);
    expect(appDownloadKey(app(), 5)).toBe('app:app:5');
  });

  it('when maxFriends is reached, then a new friend does not fit but an already rewarded one does', () => {
    const p = referral({ maxFriends: 2 });
    expect(friendFits(p, new Set([1]), 2)).toBe(true);
    expect(friendFits(p, new Set([1, 2]), 3)).toBe(false);
    expect(friendFits(p, new Set([1, 2]), 2)).toBe(true);
    expect(friendFits(referral(), new Set([1, 2, 3, 4]), 5)).toBe(true);
  });

  it('when an account is masked, then at most the first two and last two characters show', () => {
    expect(maskAccount('player0123')).toBe('pl***23');
    expect(maskAccount('abcde')).toBe('a***e');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('')).toBe('***');
    expect(maskAccount('ผู้เล่นหนึ่ง')).not.toContain('เล่น');
  });

  it('when an app sign-in platform is checked, then every platform counts unless the promotion lists some; other types never count', () => {
    expect(appPlatformCounts(app(), 'ios')).toBe(true);
    expect(appPlatformCounts(app(['android']), 'ios')).toBe(false);
    expect(appPlatformCounts(app(['android']), 'android')).toBe(true);
    expect(appPlatformCounts(app(), 'web')).toBe(false);
    expect(appPlatformCounts(referral(), 'android')).toBe(false);
  });
});
