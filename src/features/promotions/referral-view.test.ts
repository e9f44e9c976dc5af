import { describe, expect, it } from 'vitest';
import type { ReferralProgramme } from '../../../schemas/generated/promotions.ts';
import { inviteLink, milestoneLines, qrPath } from './referral-view.ts';

describe('referral view', () => {
  it('when the invite link is built, then it is the register page of this origin with the code as referralCode', () => {
    expect(inviteLink('http://aurora.localhost:3413', 'RABC234567')).toBe('http://aurora.localhost:3413/register?referralCode=RABC234567');
    expect(inviteLink('https://a.example.com', 'R A&B')).toBe('https://a.example.com/register?referralCode=R+A%26B');
  });

  it('when a QR code is drawn, then it has the size of a version-2+ code and one square per dark module', () => {
    const { size, path } = qrPath('http://aurora.localhost:3413/register?referralCode=RABC234567');
    expect(size).toBeGreaterThanOrEqual(25);
    expect(path.startsWith('M0 0h1v1h-1z')).toBe(true); // the finder pattern's corner is dark
    expect(path.match(/M/g)!.length).toBeLessThan(size * size);
  });

  it('when milestones are listed, then thresholds and both sides’ amounts are formatted; sign-up has no threshold', () => {
    const p: ReferralProgramme = {
      promotionId: 'invite',
      title: 'Invite',
      summary: '',
      awardKind: 'cash',
      milestones: [
        { on: 'registered', amount: 300, friendAmount: 100 },
        { on: 'firstDeposit', threshold: 20_000, amount: 1_000 },
      ],
    };
    const money = (n: number) => `P${(n / 100).toFixed(2)}`;
    expect(milestoneLines(p, money)).toEqual([
      { key: 'referral.on.registered', params: {}, you: 'P3.00', friend: 'P1.00' },
      { key: 'referral.on.firstDeposit', params: { amount: 'P200.00' }, you: 'P10.00' },
    ]);
  });
});
