// The query cache across features when the session ends: every feature's member-owned data goes, brand
// data stays. Lives in src/app because it composes the features' key factories.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountsKeys } from '../features/accounts/api/accounts-keys.ts';
import { clearMemberData } from '../features/accounts/session/member-data.ts';
import { bettingKeys } from '../features/betting/api/betting-keys.ts';
import { depositsKeys } from '../features/deposits/api/deposits-keys.ts';
import { gamesKeys } from '../features/games/api/games-keys.ts';
import { jackpotKeys } from '../features/jackpot/api/jackpot-keys.ts';
import { walletKeys } from '../features/wallet/api/wallet-keys.ts';
import { withdrawalsKeys } from '../features/withdrawals/api/withdrawals-keys.ts';

const range = { from: '2026-11-01', to: '2026-11-26' };
const memberOwned = {
  'member info': accountsKeys.memberInfo(),
  'header balance': accountsKeys.balance(),
  'bet records': bettingKeys.records({ ...range, pageNo: 1, language: 'EN' }),
  'profit and loss': bettingKeys.profit(range),
  'own deposits': depositsKeys.mine(),
  'own withdrawals': withdrawalsKeys.mine(),
  'withdrawal info (cards)': withdrawalsKeys.info(),
  'account records': walletKeys.recordsPage({ ...range, pageNo: 1 }),
  'game wallets': walletKeys.wallets(),
  favourites: gamesKeys.favouriteIds(),
};
const brandData = { 'jackpot pool': jackpotKeys.pool, 'vendor lanes': gamesKeys.vendorLanes('EN'), 'registration rules': accountsKeys.registerSettings() };

describe('member data when the session ends', () => {
  it("when the member logs out, then every feature's member-owned data leaves the cache and brand data stays", () => {
    const client = new QueryClient();
    for (const key of [...Object.values(memberOwned), ...Object.values(brandData)]) client.setQueryData(key, { some: 'data' });
    clearMemberData(client);
    const left = (keys: Record<string, readonly unknown[]>) =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryData(key) !== undefined)
        .map(([name]) => name);
    expect(left(memberOwned)).toEqual([]);
    expect(left(brandData)).toEqual(Object.keys(brandData));
  });
});
