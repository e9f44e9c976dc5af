// Bonus money under fire (issue 19 "a bonus can never make a balance negative or let money out that the
// wagering rule keeps in"), on PostgreSQL: a player with free cash and an approved bonus reward races
// withdrawals (the cashier path), stakes (game_stake, the one stake path) and claims of the reward, all at
// once. Whatever interleaving the database picks: the reward is paid once, the balance never goes below
// zero, the books add up to the cent, and no withdrawal is taken after the bonus landed — the player's
// wallet row orders them, so the hold of every accepted withdrawal comes before the grant in the ledger.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { houseShardOf } from '../../server/features/wallet/house-shard.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff } from './helpers/staff-client.ts';
import { AURORA, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

const en = catalogue('en').errors;
const STAFF = { id: 1, username: 'cashier' };
const PAY_PW = '135790';
const DEPOSIT = 200_000;
const WITHDRAW = 20_000;
const STAKE = 7_000;
const REWARD = 5_000;
const text = (s: string) => ({ EN: s });

describe('withdraw, stake and claim racing on postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    const promotions = [
      {
        id: 'race-story',
        type: 'apply',
        category: 'other',
        title: text('Story'),
        summary: text('Apply'),
        rules: [text('Staff review.')],
        award: { kind: 'bonus' },
        wagering: { multiplier: 10 },
        apply: { maxAmount: 10_000 },
      },
    ];
    t = await startTestApp({
      database: 'postgres',
      tenants: { aurora: { ...readFixtureTenant('aurora'), promotions }, borealis: readFixtureTenant('borealis') },
    });
  });
  afterAll(() => t?.close());

  it('when withdrawals, stakes and claims of a bonus race, then the bonus pays once, nothing goes negative and no withdrawal follows the bonus', async () => {
    const account = `race${Date.now() % 1_000_000}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('member exists');
    const memberId = created.id;
    const client: Client = { host: AURORA, bearer: (await loginBearer(t, AURORA, account, 'Secret123')).json().value.token };
    expect((await call(t, client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAY_PW, loginPassword: 'Secret123' })).status).toBe(200);
    const cardId = (
      await call(t, client, 'POST', '/wps/withdrawals/cards', {
        bankName: 'BDO',
        cardHolder: 'JUAN DELA CRUZ',
        cardNumber: '9988776655443',
        paymentPassword: PAY_PW,
      })
    ).json().value.id;
    const dep = await call(t, client, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount: DEPOSIT,
      reference: 'TXN',
      idempotencyKey: `race-dep-${Date.now()}`,
    });
    await t.portal.services.deposits.approve('aurora', dep.json().value.id, STAFF);
    const marketing = await newSignedInStaff(t, 'marketing', ['aurora']);
    const applied = await call(t, client, 'POST', '/wps/promotions/race-story/applications', { comment: 'race' });
    await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/promotions/applications/${applied.json().value.id}`, { decision: 'approve', amount: REWARD });
    const rewardId = (await call(t, client, 'GET', '/wps/rewards')).json().value.list[0].id as number;

    const shard = houseShardOf(memberId);
    const stake = (i: number) =>
      sql<{
        o_status: string;
      }>`select o_status from game_stake('aurora', ${`race-stake-${memberId}-${i}`}, 'PHP', ${memberId}::int8, ${STAKE}::int8, false, 0, ${shard}::int2, '{}'::jsonb)`
        .execute(t.portal.db)
        .then((r) => r.rows[0].o_status);
    const withdraw = (i: number) =>
      call(t, client, 'POST', '/wps/withdrawals', { cardId, amount: WITHDRAW, paymentPassword: PAY_PW, idempotencyKey: `race-wd-${memberId}-${i}` });
    const claim = () => call(t, client, 'POST', `/wps/rewards/${rewardId}/claim`);
    // Withdrawals first (each checks the payment password before it reaches the wallet); the moment the first
    // one is answered, the stakes and the claims join the ones still in flight.
    const withdrawing = Array.from({ length: 12 }, (_, i) => withdraw(i));
    await Promise.race(withdrawing);
    const others: Array<Promise<unknown>> = [];
    for (let i = 0; i < 12; i++) {
      others.push(stake(i));
      if (i % 2 === 0) others.push(claim());
    }
    const [withdrawals] = await Promise.all([Promise.all(withdrawing), Promise.all(others)]);
    const accepted = (
      await sql<{ n: string }>`select count(*) as n from withdrawals where tenant_id = 'aurora' and member_id = ${memberId}::int8`.execute(t.portal.db)
    ).rows[0].n;
    const staked = (
      await sql<{
        n: string;
      }>`select count(*) as n from ledger_transfers where tenant_id = 'aurora' and kind = 'bet' and idempotency_key like ${`race-stake-${memberId}-%`}`.execute(
        t.portal.db,
      )
    ).rows[0].n;
    const grants = await sql<{ n: string }>`select count(*) as n from promotion_grants where tenant_id = 'aurora' and member_id = ${memberId}::int8`.execute(
      t.portal.db,
    );
    expect(Number(grants.rows[0].n)).toBe(1);

    // The books: what went in, minus what left, to the cent — and never below zero.
    const balance = (await call(t, client, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
    expect(balance).toBe(DEPOSIT + REWARD - Number(accepted) * WITHDRAW - Number(staked) * STAKE);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Ordered by the wallet row's lock: every accepted withdrawal's hold was written before the bonus's grant.
    const order = await sql<{ kind: string; id: string }>`
      select t.kind, t.id from ledger_transfers t join ledger_accounts a on a.tenant_id = t.tenant_id and a.id in (t.debit_account_id, t.credit_account_id)
      where t.tenant_id = 'aurora' and a.kind = 'player' and a.owner_member_id = ${memberId}::int8 and t.kind in ('withdrawal', 'promotion_bonus') order by t.id`.execute(
      t.portal.db,
    );
    const kinds = order.rows.map((r) => r.kind);
    expect(kinds.indexOf('promotion_bonus')).toBe(kinds.length - 1);
    // Each answer is an acceptance or a refusal that says why: the money staked away, or the bonus's hold.
    const answers = withdrawals.map((r) => (r.status === 200 ? 'accepted' : r.json().message));
    expect(answers.filter((a) => a === 'accepted')).toHaveLength(Number(accepted));
    expect(answers.filter((a) => a !== 'accepted' && a !== en.insufficientFunds && a !== en.bonusWageringOpen.replace('{{remaining}}', 'P500.00'))).toEqual([]);
    const audit = await auditLedger(t.portal.db, { tenantId: 'aurora' });
    expect(audit.problems).toEqual([]);
  });
});
