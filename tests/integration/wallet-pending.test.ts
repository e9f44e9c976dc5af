// Pending (two-phase) transfers on both engines: a hold takes money out of the available balance,
// then exactly one post (pay the payee) or void (give it back) resolves it, however calls race.
// Also: the wallet inside a caller's transaction commits and rolls back with it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import type { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef, PendingRequest } from '../../server/features/wallet/wallet.types.ts';
import { addMember, errorCode, newTenant, openLedger, type LedgerWorld } from './helpers/ledger-fixtures.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const player = (memberId: number): AccountRef => ({ kind: 'player', memberId });
const hold = (memberId: number): AccountRef => ({ kind: 'hold', memberId });

describe.each(DATABASE_KINDS)('pending transfers on %s', (kind) => {
  let world: LedgerWorld;
  let db: Db;
  let wallet: WalletService;

  beforeAll(async () => {
    world = await openLedger(kind);
    ({ db, wallet } = world);
  });
  afterAll(() => world?.close());

  /** A tenant with one member holding `amount`. */
  async function funded(amount: number): Promise<{ tenant: string; m: number }> {
    const tenant = newTenant();
    const m = await addMember(db, tenant);
    await wallet.transfer({ tenantId: tenant, idempotencyKey: 'fund', kind: 'deposit', from: CASHIER, to: player(m), amount, currency: 'PHP' });
    return { tenant, m };
  }

  const withdrawal = (tenant: string, m: number, amount: number, key = 'wd-1'): PendingRequest => ({
    tenantId: tenant,
    idempotencyKey: key,
    kind: 'withdrawal',
    from: { kind: 'player', memberId: m },
    to: CASHIER,
    amount,
    currency: 'PHP',
  });

  async function expectSound(tenant: string): Promise<void> {
    const report = await auditLedger(db, { tenantId: tenant });
    expect(report.problems).toEqual([]);
  }

  const count = async (tenant: string) =>
    Number((await sql<{ n: bigint }>`select count(*)::int8 as n from ledger_transfers where tenant_id = ${tenant}`.execute(db)).rows[0].n);

  it('when a withdrawal is held and then posted, then the money leaves the available balance at once and reaches the payee only on post', async () => {
    const { tenant, m } = await funded(1_000);
    const held = await wallet.createPending({ ...withdrawal(tenant, m, 300), metadata: { bank: 'BDO' } });
    expect(held).toMatchObject({
      phase: 'pending',
      from: player(m),
      to: hold(m),
      pendingTo: CASHIER,
      amount: 300,
      fromBalanceAfter: 700,
      toBalanceAfter: 300,
      replayed: false,
    });
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 700, currency: 'PHP' });
    expect(await wallet.held(tenant, m, 'PHP')).toBe(300);
    // The held money cannot be spent again.
    expect(
      await errorCode(
        wallet.transfer({
          tenantId: tenant,
          idempotencyKey: 'bet',
          kind: 'bet',
          from: player(m),
          to: { kind: 'house', code: 'game_bets' },
          amount: 701,
          currency: 'PHP',
        }),
      ),
    ).toBe('409 insufficientFunds');

    const posted = await wallet.postPending(tenant, 'wd-1', { approvedBy: 'staff:7' });
    expect(posted).toMatchObject({
      phase: 'post',
      pendingId: held.id,
      from: hold(m),
      to: CASHIER,
      kind: 'withdrawal',
      amount: 300,
      fromBalanceAfter: 0,
      replayed: false,
    });
    expect(posted.toBalanceAfter).toBe(-1_000 + 300);
    expect(await wallet.held(tenant, m, 'PHP')).toBe(0);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 700, currency: 'PHP' });

    // Posting again answers with the first post; voiding now is refused; nothing moves.
    expect(await wallet.postPending(tenant, 'wd-1')).toEqual({ ...posted, replayed: true });
    expect(await errorCode(wallet.voidPending(tenant, 'wd-1'))).toBe('409 pendingResolved');
    expect(await count(tenant)).toBe(3);
    await expectSound(tenant);
  });

  it('when a held withdrawal is voided, then the money returns to the wallet and a later post is refused', async () => {
    const { tenant, m } = await funded(500);
    await wallet.createPending(withdrawal(tenant, m, 500));
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 0, currency: 'PHP' });
    const voided = await wallet.voidPending(tenant, 'wd-1', { reason: 'rejected' });
    expect(voided).toMatchObject({ phase: 'void', from: hold(m), to: player(m), amount: 500, fromBalanceAfter: 0, toBalanceAfter: 500, replayed: false });
    expect(await wallet.voidPending(tenant, 'wd-1')).toMatchObject({ id: voided.id, replayed: true });
    expect(await errorCode(wallet.postPending(tenant, 'wd-1'))).toBe('409 pendingResolved');
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 500, currency: 'PHP' });
    expect(await wallet.held(tenant, m, 'PHP')).toBe(0);
    await expectSound(tenant);
  });

  it('when a hold exceeds the available balance or reuses a key, then it is refused and nothing is written', async () => {
    const { tenant, m } = await funded(100);
    const other = await addMember(db, tenant);
    expect(await errorCode(wallet.createPending(withdrawal(tenant, m, 101)))).toBe('409 insufficientFunds');
    expect(await errorCode(wallet.createPending(withdrawal(tenant, other, 1)))).toBe('409 insufficientFunds');
    const held = await wallet.createPending(withdrawal(tenant, m, 60));
    expect(await wallet.createPending(withdrawal(tenant, m, 60))).toEqual({ ...held, replayed: true });
    // The same key for another payee, amount, or as an ordinary transfer: a different movement.
    expect(await errorCode(wallet.createPending({ ...withdrawal(tenant, m, 60), to: { kind: 'house', code: 'game_bets' } }))).toBe('409 idempotencyConflict');
    expect(await errorCode(wallet.createPending(withdrawal(tenant, m, 61)))).toBe('409 idempotencyConflict');
    expect(await errorCode(wallet.transfer({ ...withdrawal(tenant, m, 60) }))).toBe('409 idempotencyConflict');
    expect(await count(tenant)).toBe(2);
    expect(await errorCode(wallet.postPending(tenant, 'no-such-hold'))).toBe('404 notFound');
    // An ordinary transfer's key is not a pending transfer.
    expect(await errorCode(wallet.postPending(tenant, 'fund'))).toBe('404 notFound');
    await expectSound(tenant);
  });

  it('when posts and voids of one hold race, then exactly one resolution happens and every caller learns which', async () => {
    const { tenant, m } = await funded(10_000);
    for (let round = 0; round < 5; round++) {
      const key = `race-${round}`;
      await wallet.createPending(withdrawal(tenant, m, 1_000, key));
      const calls = Array.from({ length: 8 }, (_, i) => (i % 2 ? wallet.postPending(tenant, key) : wallet.voidPending(tenant, key)));
      const results = await Promise.allSettled(calls);
      const fulfilled = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const winner = fulfilled.filter((t) => !t.replayed);
      expect(winner).toHaveLength(1);
      // Callers asking for the winning action get it back; the others are told it is settled.
      for (const [i, r] of results.entries()) {
        const asked = i % 2 ? 'post' : 'void';
        if (asked === winner[0].phase) expect(r.status === 'fulfilled' && r.value.id).toBe(winner[0].id);
        else expect(r.status === 'rejected' && (r.reason as { code: string }).code).toBe('pendingResolved');
      }
    }
    const resolutions = await sql<{
      n: bigint;
    }>`select count(*)::int8 as n from ledger_transfers where tenant_id = ${tenant} and pending_id is not null`.execute(db);
    expect(Number(resolutions.rows[0].n)).toBe(5);
    expect(await wallet.held(tenant, m, 'PHP')).toBe(0);
    await expectSound(tenant);
  });

  it('when a hold account is moved directly or a ledger-reserved key is used, then the call is refused as a programming error', async () => {
    const { tenant, m } = await funded(100);
    const base = { tenantId: tenant, kind: 'bet', amount: 1, currency: 'PHP' };
    await expect(wallet.transfer({ ...base, idempotencyKey: 'h1', from: hold(m), to: CASHIER })).rejects.toThrow(RangeError);
    await expect(wallet.transfer({ ...base, idempotencyKey: 'h2', from: player(m), to: hold(m) })).rejects.toThrow(RangeError);
    await expect(wallet.transfer({ ...base, idempotencyKey: '#resolve:1', from: player(m), to: CASHIER })).rejects.toThrow(RangeError);
    await expect(wallet.createPending({ ...withdrawal(tenant, m, 1), from: CASHIER as never })).rejects.toThrow(RangeError);
    await expect(wallet.createPending({ ...withdrawal(tenant, m, 1), to: hold(m) })).rejects.toThrow(RangeError);
    await expect(wallet.postPending(tenant, '')).rejects.toThrow(RangeError);
    // The database refuses a hold account below zero, as it does a wallet.
    await wallet.createPending(withdrawal(tenant, m, 10));
    await expect(sql`update ledger_accounts set balance = -1 where tenant_id = ${tenant} and kind = 'hold'`.execute(db)).rejects.toThrow(
      /ledger_accounts_not_negative/,
    );
    expect(await count(tenant)).toBe(2);
  });

  it('when movements run inside a caller transaction that rolls back, then nothing of them remains and their keys stay free', async () => {
    const { tenant, m } = await funded(1_000);
    const before = await count(tenant);
    await expect(
      db.transaction().execute(async (trx) => {
        const inside = wallet.within(trx);
        await inside.createPending(withdrawal(tenant, m, 400, 'wd-tx'));
        await inside.transfer({
          tenantId: tenant,
          idempotencyKey: 'tx-bet',
          kind: 'bet',
          from: player(m),
          to: { kind: 'house', code: 'jackpot_pool' },
          amount: 100,
          currency: 'PHP',
        });
        expect(await inside.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 500, currency: 'PHP' });
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('the caller changes its mind');
    expect(await count(tenant)).toBe(before);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 1_000, currency: 'PHP' });
    // No jackpot account was left behind by the rolled-back first use.
    const accounts = await sql<{ n: bigint }>`select count(*)::int8 as n from ledger_accounts where tenant_id = ${tenant}`.execute(db);
    expect(Number(accounts.rows[0].n)).toBe(2);

    // The same calls in a transaction that commits apply once, with the keys now taken.
    await db.transaction().execute(async (trx) => {
      await wallet.within(trx).createPending(withdrawal(tenant, m, 400, 'wd-tx'));
    });
    expect(await wallet.createPending(withdrawal(tenant, m, 400, 'wd-tx'))).toMatchObject({ replayed: true });
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 600, currency: 'PHP' });
    await expectSound(tenant);
  });
});
