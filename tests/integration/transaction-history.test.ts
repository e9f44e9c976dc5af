// Account records over real HTTP on both engines: every wallet movement of the member, typed, signed,
// with the balance it left; type filter, day range (≤ 31 days), 15 per page, real accounts only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(DATABASE_KINDS)('account records on %s', (kind) => {
  let t: TestApp;
  let client: Client;
  let memberId: number;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'records_player',
      nickname: 'records',
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    memberId = created.id;
    const wallet = t.portal.services.wallet;
    const move = (key: string, kind: string, amount: number) =>
      wallet.transfer({
        tenantId: 'aurora',
        idempotencyKey: key,
        kind,
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId },
        amount,
        currency: 'PHP',
      });
    for (let i = 1; i <= 17; i++) await move(`rec-dep-${i}`, 'deposit', 1000 * i);
    await wallet.createPending({
      tenantId: 'aurora',
      idempotencyKey: 'rec-wd-1',
      kind: 'withdrawal',
      from: { kind: 'player', memberId },
      to: { kind: 'house', code: 'cashier' },
      amount: 5000,
      currency: 'PHP',
    });
    await wallet.voidPending('aurora', 'rec-wd-1');
    await move('rec-bonus', 'promo_bonus', 700);
    await move('rec-reward', 'promotion_cash', 300);
    client = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'records_player', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  const records = (query = '') => call(t, client, 'GET', `/wps/member/transactions${query}`);

  it('when the records are asked for, then every movement shows newest first, typed and signed, 15 per page, with the balance it left', async () => {
    const first = (await records()).json().value;
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(15);
    expect(first.list.slice(0, 4).map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
      ['promotion', 300],
      ['other', 700],
      ['refund', 5000],
      ['withdrawal', -5000],
    ]);
    expect(first.list[0].balanceAfter).toBe(153_000 + 700 + 300);
    expect(first.list[4]).toMatchObject({ type: 'deposit', amount: 17_000, balanceAfter: 153_000 });
    const second = (await records('?pageNo=2')).json().value;
    expect(second.list.map((r: { amount: number }) => r.amount)).toEqual([6000, 5000, 4000, 3000, 2000, 1000]);
    expect(first.to).toBe(today());
  });

  it('when a type is chosen, then only that type shows and the pages count only it', async () => {
    const deposits = (await records('?type=deposit')).json().value;
    expect(deposits.totalPages).toBe(2);
    expect(deposits.list.every((r: { type: string }) => r.type === 'deposit')).toBe(true);
    expect((await records('?type=refund')).json().value.list.map((r: { amount: number }) => r.amount)).toEqual([5000]);
    expect((await records('?type=withdrawal')).json().value.list.map((r: { amount: number }) => r.amount)).toEqual([-5000]);
    expect((await records('?type=other')).json().value.list.map((r: { amount: number }) => r.amount)).toEqual([700]);
    expect((await records('?type=promotion')).json().value.list.map((r: { amount: number }) => r.amount)).toEqual([300]);
  });

  it('when the day range excludes the movements, is reversed, too long or malformed, then the answer says so clearly', async () => {
    expect((await records('?from=2020-01-01&to=2020-01-07')).json().value).toMatchObject({ list: [], totalPages: 0 });
    const long = await records('?from=2020-01-01&to=2020-03-01');
    expect([long.status, long.json().message]).toEqual([400, catalogue('en').errors.dateRangeTooLong.replace('{{days}}', '31')]);
    expect((await records('?from=2020-01-08&to=2020-01-01')).json().code).toBe('dateRangeInvalid');
    expect((await records('?from=yesterday')).json().code).toBe('validation');
    expect((await records('?type=bets')).json().code).toBe('validation');
  });

  it('when a guest, a free-play account or another brand asks, then there are no records to see', async () => {
    expect((await t.get('/wps/member/transactions')).status).toBe(401);
    expect((await call(t, { ...client, host: BOREALIS }, 'GET', '/wps/member/transactions')).status).toBe(401);
    const guest = await t.request('/wps/session/login/freeplay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await call(t, { host: AURORA, bearer: guest.json().value.token }, 'GET', '/wps/member/transactions')).json().code).toBe('trialAccount');
  });
});
