import { describe, expect, it } from 'vitest';
import { accountConfirmed, approvalAmount, readView, REASON, reasonOk, viewParams, wageringLeft, wageringPercent } from './promotion-form-rules.ts';

describe('promotions page rules', () => {
  it('when an approval amount is typed, then it becomes exact minor units of the currency, held to the activity maximum', () => {
    expect(approvalAmount('12.50', 2, 5_000)).toEqual({ amount: 1_250 });
    expect(approvalAmount('0.29', 2, 5_000)).toEqual({ amount: 29 });
    expect(approvalAmount('50', 2, 5_000)).toEqual({ amount: 5_000 });
    expect(approvalAmount('50.01', 2, 5_000)).toEqual({ problem: 'overMax' });
    expect(approvalAmount('25,000', 0, 50_000)).toEqual({ amount: 25_000 });
    expect(approvalAmount('1.5', 0, 50_000)).toEqual({ problem: 'invalid' });
    expect(approvalAmount('999999', 2, undefined)).toEqual({ amount: 99_999_900 });
    expect(approvalAmount('  ', 2, 5_000)).toEqual({ problem: 'empty' });
    for (const bad of ['0', '0.00', '-1', '1.234', '1e3', 'abc']) expect(approvalAmount(bad, 2, 5_000), bad).toEqual({ problem: 'invalid' });
  });

  it('when a reason is checked, then its trimmed length must be within the schema’s bounds', () => {
    expect(REASON).toEqual({ min: 3, max: 500 });
    expect(reasonOk('  ab ')).toBe(false);
    expect(reasonOk('abc')).toBe(true);
    expect(reasonOk('x'.repeat(500))).toBe(true);
    expect(reasonOk('x'.repeat(501))).toBe(false);
  });

  it('when wagering progress is shown, then it is a whole percent that reaches 100 only once the requirement is met', () => {
    expect(wageringPercent(0, 10_000)).toBe(0);
    expect(wageringPercent(2_500, 10_000)).toBe(25);
    expect(wageringPercent(9_999, 10_000)).toBe(99);
    expect(wageringPercent(10_000, 10_000)).toBe(100);
    expect(wageringPercent(12_000, 10_000)).toBe(100);
    expect(wageringPercent(0, 0)).toBe(100);
    expect(wageringLeft(2_500, 10_000)).toBe(7_500);
    expect(wageringLeft(12_000, 10_000)).toBe(0);
  });

  it('when the account is typed to confirm a cancellation, then only that account confirms (spaces around and letter case aside, as on the server)', () => {
    expect(accountConfirmed(' demo_player ', 'demo_player')).toBe(true);
    expect(accountConfirmed('Demo_Player', 'demo_player')).toBe(true);
    expect(accountConfirmed('demo_player2', 'demo_player')).toBe(false);
    expect(accountConfirmed('demo_playe', 'demo_player')).toBe(false);
    expect(accountConfirmed('', 'demo_player')).toBe(false);
  });

  it('when the address is read, then unknown values fall back to the defaults and a view writes back only what differs', () => {
    const empty = readView(new URLSearchParams(''));
    expect(empty).toEqual({ tab: 'applications', status: 'applying', state: 'active', promotionId: '', account: '', page: 1 });
    expect(viewParams(empty)).toEqual({});
    expect(readView(new URLSearchParams('tab=nope&status=x&state=y&page=-3'))).toEqual(empty);
    const grants = readView(new URLSearchParams('tab=grants&promotion=big-win-story&account=%20demo%20&page=3&status=all'));
    expect(grants).toMatchObject({ tab: 'grants', promotionId: 'big-win-story', account: 'demo', page: 3 });
    expect(viewParams(grants)).toEqual({ tab: 'grants', promotion: 'big-win-story', account: 'demo', page: '3' });
    const bonuses = readView(new URLSearchParams('tab=bonuses&state=cancelled&page=100001&account=' + 'a'.repeat(80)));
    expect(bonuses.page).toBe(100_000);
    expect(bonuses.account).toHaveLength(64);
    expect(viewParams({ ...bonuses, page: 1, account: '' })).toEqual({ tab: 'bonuses', state: 'cancelled' });
  });
});
