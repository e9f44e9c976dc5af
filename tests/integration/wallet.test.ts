// The double-entry ledger on both engines: movements, idempotency, funds, races, isolation, atomicity.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import type { AppError } from '../../server/http/app-error.ts';
import { HOUSE_SHARDS } from '../../server/features/wallet/house-shard.ts';
import type { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef, TransferRequest } from '../../server/features/wallet/wallet.types.ts';
import { addMember, errorCode, newTenant, openLedger, type LedgerWorld } from './helpers/ledger-fixtures.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const player = (memberId: number): AccountRef => ({ kind: 'player', memberId });

describe.each(DATABASE_KINDS)('wallet ledger on %s', (kind) => {
  let world: LedgerWorld;
  let db: Db;
  let wallet: WalletService;

  /** A member row (wallets reference members); `id` forces the id, to give two tenants the same one. */
  const member = (tenantId: string, id?: number) => addMember(db, tenantId, id);

  const fund = (tenantId: string, memberId: number, amount: number, currency = 'PHP') =>
    wallet.transfer({ tenantId, idempotencyKey: `fund:${randomUUID()}`, kind: 'deposit', from: CASHIER, to: player(memberId), amount, currency });

  const pay = (tenantId: string, memberId: number, amount: number, key: string = randomUUID()): TransferRequest => ({
    tenantId,
    idempotencyKey: key,
    kind: 'withdrawal',
    from: player(memberId),
    to: CASHIER,
    amount,
    currency: 'PHP',
  });

  async function written(tenantId: string): Promise<{ accounts: number; transfers: number; entries: number }> {
    const count = async (table: string) =>
      Number((await sql<{ n: bigint }>`select count(*)::int8 as n from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db)).rows[0].n);
    return { accounts: await count('ledger_accounts'), transfers: await count('ledger_transfers'), entries: await count('ledger_entries') };
  }

  async function expectSound(tenantId: string): Promise<void> {
    expect(await wallet.reconcile(tenantId)).toEqual([]);
    for (const { total } of await wallet.trialBalance(tenantId)) expect(total).toBe(0);
  }

  beforeAll(async () => {
    world = await openLedger(kind);
    ({ db, wallet } = world);
  });
  afterAll(() => world?.close());

  it('when a member has no wallet yet, then the balance is 0 in the asked currency and opening the wallet twice keeps one', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 0, currency: 'PHP' });
    expect(await written(tenant)).toEqual({ accounts: 0, transfers: 0, entries: 0 });
    const opened = await wallet.ensurePlayerWallet(tenant, m, 'PHP');
    expect(opened).toEqual({ accountId: expect.any(Number), tenantId: tenant, memberId: m, currency: 'PHP', balance: 0 });
    const again = await Promise.all([wallet.ensurePlayerWallet(tenant, m, 'PHP'), wallet.ensurePlayerWallet(tenant, m, 'PHP')]);
    expect(again.map((w) => w.accountId)).toEqual([opened.accountId, opened.accountId]);
    expect(await written(tenant)).toEqual({ accounts: 1, transfers: 0, entries: 0 });
  });

  it('when money moves from the house to a player and back, then both balances change, each transfer writes two entries and the ledger reconciles', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    const deposit = await wallet.transfer({
      tenantId: tenant,
      idempotencyKey: 'dep-1',
      kind: 'deposit',
      from: CASHIER,
      to: player(m),
      amount: 12_345,
      currency: 'PHP',
      metadata: { channel: 'bank', ref: 'A1' },
    });
    expect(deposit).toMatchObject({
      tenantId: tenant,
      idempotencyKey: 'dep-1',
      kind: 'deposit',
      from: CASHIER,
      to: player(m),
      amount: 12_345,
      currency: 'PHP',
    });
    expect(deposit).toMatchObject({ metadata: { channel: 'bank', ref: 'A1' }, fromBalanceAfter: -12_345, toBalanceAfter: 12_345, replayed: false });
    expect(deposit.createdAt).toBeInstanceOf(Date);
    const withdrawal = await wallet.transfer(pay(tenant, m, 2_345, 'wd-1'));
    expect(withdrawal).toMatchObject({ fromBalanceAfter: 10_000, toBalanceAfter: -10_000, replayed: false });
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 10_000, currency: 'PHP' });

    const entries = await sql<{ transfer_id: bigint; amount: bigint; balance_after: bigint; kind: string }>`
      select e.transfer_id, e.amount, e.balance_after, a.kind from ledger_entries e
      join ledger_accounts a on a.tenant_id = e.tenant_id and a.id = e.account_id
      where e.tenant_id = ${tenant} order by e.transfer_id, e.amount`.execute(db);
    expect(entries.rows.map((r) => [Number(r.transfer_id), r.kind, r.amount, r.balance_after])).toEqual([
      [deposit.id, 'house', -12_345n, -12_345n],
      [deposit.id, 'player', 12_345n, 12_345n],
      [withdrawal.id, 'player', -2_345n, 10_000n],
      [withdrawal.id, 'house', 2_345n, -10_000n],
    ]);
    expect(await written(tenant)).toEqual({ accounts: 2, transfers: 2, entries: 4 });
    await expectSound(tenant);
  });

  it('when a transfer is retried with the same key and parameters, then the stored transfer is returned and no money moves again', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 1_000);
    const first = await wallet.transfer({ ...pay(tenant, m, 300, 'bet-77'), metadata: { round: 1 } });
    // Metadata is descriptive: a retry that carries different details is still the same movement.
    const retry = await wallet.transfer({ ...pay(tenant, m, 300, 'bet-77'), metadata: { round: 1, retry: true } });
    expect(retry).toEqual({ ...first, replayed: true });
    // A retry after the wallet ran dry still answers with the stored result, not insufficientFunds.
    await wallet.transfer(pay(tenant, m, 700));
    expect(await wallet.transfer(pay(tenant, m, 300, 'bet-77'))).toMatchObject({ id: first.id, replayed: true, fromBalanceAfter: 700 });
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 0, currency: 'PHP' });
    expect(await written(tenant)).toMatchObject({ transfers: 3, entries: 6 });
    await expectSound(tenant);
  });

  it('when a key is reused for a different movement, then 409 idempotencyConflict and nothing is written', async () => {
    const tenant = newTenant();
    const [m, other] = [await member(tenant), await member(tenant)];
    await fund(tenant, m, 1_000);
    await wallet.transfer(pay(tenant, m, 100, 'k1'));
    const before = await written(tenant);
    const variants: TransferRequest[] = [
      pay(tenant, m, 101, 'k1'),
      { ...pay(tenant, m, 100, 'k1'), kind: 'bet' },
      { ...pay(tenant, m, 100, 'k1'), to: { kind: 'house', code: 'game_bets' } },
      { ...pay(tenant, other, 100, 'k1') },
      { ...pay(tenant, m, 100, 'k1'), from: CASHIER, to: player(m) },
      { ...pay(tenant, m, 100, 'k1'), currency: 'USD' },
    ];
    for (const variant of variants) expect(await errorCode(wallet.transfer(variant))).toBe('409 idempotencyConflict');
    expect(await written(tenant)).toEqual(before);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 900, currency: 'PHP' });
    await expectSound(tenant);
  });

  it('when a player pays more than the balance, then 409 insufficientFunds and nothing is written', async () => {
    const tenant = newTenant();
    const [m, broke] = [await member(tenant), await member(tenant)];
    await fund(tenant, m, 500);
    const before = await written(tenant);
    expect(await errorCode(wallet.transfer(pay(tenant, m, 501, 'too-much')))).toBe('409 insufficientFunds');
    // No wallet at all is a zero balance, and paying from it opens nothing (not even the house account).
    expect(await errorCode(wallet.transfer({ ...pay(tenant, broke, 1), to: { kind: 'house', code: 'jackpot_pool' } }))).toBe('409 insufficientFunds');
    expect(await written(tenant)).toEqual(before);
    // The key of a refused transfer is not burnt: it can be used once the money is there.
    await fund(tenant, m, 1);
    expect(await wallet.transfer(pay(tenant, m, 501, 'too-much'))).toMatchObject({ fromBalanceAfter: 0, replayed: false });
    await expectSound(tenant);
  });

  it('when house accounts pay out more than they hold, then they go negative (they are the operator side) and the ledger still sums to zero', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    const grant = await wallet.transfer({
      tenantId: tenant,
      idempotencyKey: 'promo',
      kind: 'promotion',
      from: { kind: 'house', code: 'promotions' },
      to: player(m),
      amount: 5_000,
      currency: 'PHP',
    });
    expect(grant.fromBalanceAfter).toBe(-5_000);
    await wallet.transfer({
      tenantId: tenant,
      idempotencyKey: 'h2h',
      kind: 'adjustment',
      from: { kind: 'house', code: 'game_bets' },
      to: { kind: 'house', code: 'jackpot_pool' },
      amount: 7,
      currency: 'PHP',
    });
    expect(await wallet.trialBalance(tenant)).toEqual([{ currency: 'PHP', total: 0 }]);
    await expectSound(tenant);
  });

  it('when several members pay one house account, then it is spread over shard rows by member and houseBalance is their sum', async () => {
    const tenant = newTenant();
    const members = [await member(tenant), await member(tenant), await member(tenant), await member(tenant)];
    for (const m of members) {
      await fund(tenant, m, 100);
      await wallet.transfer({
        tenantId: tenant,
        idempotencyKey: `bet-${m}`,
        kind: 'bet',
        from: player(m),
        to: { kind: 'house', code: 'game_bets' },
        amount: 10,
        currency: 'PHP',
      });
    }
    // House to house: shard 0 on both sides.
    await wallet.transfer({
      tenantId: tenant,
      idempotencyKey: 'fund-pool',
      kind: 'adjustment',
      from: { kind: 'house', code: 'game_bets' },
      to: { kind: 'house', code: 'jackpot_pool' },
      amount: 5,
      currency: 'PHP',
    });
    const rows = await sql<{ house_code: string; shard: number; balance: bigint }>`
      select house_code, shard, balance from ledger_accounts where tenant_id = ${tenant} and house_code in ('game_bets', 'jackpot_pool') order by house_code, shard`.execute(
      db,
    );
    const betShards = new Map(members.map((m) => [m % HOUSE_SHARDS, 10n]));
    betShards.set(0, (betShards.get(0) ?? 0n) - 5n);
    expect(rows.rows.filter((r) => r.house_code === 'game_bets').map((r) => [r.shard, r.balance])).toEqual([...betShards].sort((a, b) => a[0] - b[0]));
    expect(rows.rows.filter((r) => r.house_code === 'jackpot_pool').map((r) => [r.shard, r.balance])).toEqual([[0, 5n]]);
    expect(await wallet.houseBalance(tenant, 'game_bets', 'PHP')).toBe(35);
    expect(await wallet.houseBalance(tenant, 'cashier', 'PHP')).toBe(-400);
    expect(await wallet.houseBalance(tenant, 'promotions', 'PHP')).toBe(0);
    await expectSound(tenant);
  });

  it('when the free-play balance is granted twice for a member, then the member gets it once from the house freeplay account', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    const first = await wallet.grantFreePlayBalance(tenant, m, 200_000, 'PHP');
    expect(first).toMatchObject({
      idempotencyKey: `freeplay:${m}`,
      kind: 'freeplay_grant',
      from: { kind: 'house', code: 'freeplay' },
      to: player(m),
      replayed: false,
    });
    expect(await wallet.grantFreePlayBalance(tenant, m, 200_000, 'PHP')).toMatchObject({ id: first.id, replayed: true });
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 200_000, currency: 'PHP' });
    await expectSound(tenant);
  });

  it('when 50 withdrawals race on one wallet, then exactly as many succeed as the balance covers, the rest are refused and the balance never goes below zero', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 1_000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => wallet.transfer(pay(tenant, m, 30))));
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(33);
    expect(refused.map((r) => (r.reason as AppError).code)).toEqual(Array(17).fill('insufficientFunds'));
    // Each success saw the balance its predecessors left: the balances after are 970, 940, …, 10.
    const afters = succeeded.map((r) => (r as PromiseFulfilledResult<{ fromBalanceAfter: number }>).value.fromBalanceAfter).sort((a, b) => b - a);
    expect(afters).toEqual(Array.from({ length: 33 }, (_, i) => 1_000 - 30 * (i + 1)));
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 1_000 - 33 * 30, currency: 'PHP' });
    expect(await written(tenant)).toMatchObject({ transfers: 34, entries: 68 });
    await expectSound(tenant);
  });

  it('when the same request is sent ten times at once, then it is applied once and every caller gets that transfer', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 100);
    const results = await Promise.all(Array.from({ length: 10 }, () => wallet.transfer(pay(tenant, m, 60, 'once'))));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 40, currency: 'PHP' });
    // Again with money to spare, so the late twins get past the funds check and meet the taken key.
    const cheap = await Promise.all(Array.from({ length: 10 }, () => wallet.transfer(pay(tenant, m, 5, 'once-more'))));
    expect(new Set(cheap.map((r) => r.id)).size).toBe(1);
    expect(cheap.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 35, currency: 'PHP' });
    // Twins that pay to different accounts share no lock; the unique key still lets only one through.
    const racing = await Promise.allSettled([
      wallet.transfer({ ...pay(tenant, m, 10, 'split'), to: { kind: 'house', code: 'game_bets' } }),
      wallet.transfer({ ...pay(tenant, m, 10, 'split'), to: { kind: 'house', code: 'jackpot_pool' } }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(((racing.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason as AppError).code).toBe('idempotencyConflict');
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 25, currency: 'PHP' });
    await expectSound(tenant);
  });

  it('when two wallets pay each other concurrently in both directions, then no transfer deadlocks and the money is conserved', async () => {
    const tenant = newTenant();
    const [a, b] = [await member(tenant), await member(tenant)];
    await fund(tenant, a, 10_000);
    await fund(tenant, b, 10_000);
    const transfers = Array.from({ length: 60 }, (_, i) =>
      wallet.transfer({
        tenantId: tenant,
        idempotencyKey: `x${i}`,
        kind: 'member_transfer',
        from: player(i % 2 ? a : b),
        to: player(i % 2 ? b : a),
        amount: 1 + (i % 7),
        currency: 'PHP',
      }),
    );
    const results = await Promise.allSettled(transfers);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [ba, bb] = [await wallet.balance(tenant, a, 'PHP'), await wallet.balance(tenant, b, 'PHP')];
    expect(ba.sumBalance + bb.sumBalance).toBe(20_000);
    await expectSound(tenant);
  });

  it('when two tenants have a member with the same id, then they have two wallets and neither sees the other’s money or keys', async () => {
    const [t1, t2] = [newTenant(), newTenant()];
    const id = 900_000_000 + Math.floor(Math.random() * 1_000_000);
    await member(t1, id);
    await member(t2, id);
    await wallet.transfer({ tenantId: t1, idempotencyKey: 'same-key', kind: 'deposit', from: CASHIER, to: player(id), amount: 700, currency: 'PHP' });
    // The same key in the other tenant is a different transfer, not a replay.
    const other = await wallet.transfer({
      tenantId: t2,
      idempotencyKey: 'same-key',
      kind: 'deposit',
      from: CASHIER,
      to: player(id),
      amount: 50,
      currency: 'PHP',
    });
    expect(other.replayed).toBe(false);
    expect(await wallet.balance(t1, id, 'PHP')).toEqual({ sumBalance: 700, currency: 'PHP' });
    expect(await wallet.balance(t2, id, 'PHP')).toEqual({ sumBalance: 50, currency: 'PHP' });
    expect(await errorCode(wallet.transfer({ ...pay(t2, id, 51), to: CASHIER }))).toBe('409 insufficientFunds');
    expect((await written(t1)).accounts).toBe(2);
    expect((await written(t2)).accounts).toBe(2);
    await expectSound(t1);
    await expectSound(t2);
    // A wallet for a member id that exists only in the other tenant is refused by the database.
    const lonely = await member(t1);
    await expect(wallet.ensurePlayerWallet(t2, lonely, 'PHP')).rejects.toThrow(/foreign key/i);
  });

  it('when a transfer fails after writing has begun, then the whole transaction rolls back: no transfer, entry, balance change or new account remains', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 1_000);
    // Push a wallet and a house account to the edges of the range a number holds exactly; the next
    // movement across either breaks the range CHECK in the middle of writing (after the other
    // balance, or an account opened for it, was written in the same transaction).
    const nearMax = Number.MAX_SAFE_INTEGER - 10;
    const rich = await member(tenant);
    await fund(tenant, rich, nearMax);
    await wallet.transfer({
      tenantId: tenant,
      idempotencyKey: 'fill',
      kind: 'adjustment',
      from: { kind: 'house', code: 'game_bets' },
      to: { kind: 'house', code: 'jackpot_pool' },
      amount: nearMax,
      currency: 'PHP',
    });
    const before = await written(tenant);
    // Credit leg fails after the paying wallet (the lower account id, so written first) was debited.
    await expect(wallet.transfer({ ...pay(tenant, m, 100, 'boom'), to: player(rich) })).rejects.toThrow(/ledger_accounts_balance_range/);
    // Debit leg fails after the transaction opened the 'promotions' account it pays into.
    await expect(
      wallet.transfer({
        tenantId: tenant,
        idempotencyKey: 'boom2',
        kind: 'adjustment',
        from: { kind: 'house', code: 'game_bets' },
        to: { kind: 'house', code: 'promotions' },
        amount: 100,
        currency: 'PHP',
      }),
    ).rejects.toThrow(/ledger_accounts_balance_range/);
    expect(await written(tenant)).toEqual(before);
    expect(await wallet.balance(tenant, m, 'PHP')).toEqual({ sumBalance: 1_000, currency: 'PHP' });
    // The keys were not consumed by the failed attempts.
    expect(await wallet.transfer({ ...pay(tenant, m, 100, 'boom') })).toMatchObject({ replayed: false, fromBalanceAfter: 900 });
    expect(await wallet.balance(tenant, rich, 'PHP')).toEqual({ sumBalance: nearMax, currency: 'PHP' });
    await expectSound(tenant);
  });

  it('when the arguments are not a valid movement, then the call is refused as a programming error and nothing is written', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 100);
    const before = await written(tenant);
    const bad: Array<Partial<TransferRequest>> = [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { amount: Number.MAX_SAFE_INTEGER + 1 },
      { amount: Number.NaN },
      { to: player(m) },
      { currency: 'php' },
      { currency: 'PESO' },
      { idempotencyKey: '' },
      { idempotencyKey: 'x'.repeat(201) },
      { kind: 'Deposit!' },
      { to: { kind: 'house', code: 'vault' as never } },
      { from: player(0) },
      { tenantId: '' },
      { metadata: [] as never },
    ];
    for (const change of bad) await expect(wallet.transfer({ ...pay(tenant, m, 10), ...change }), JSON.stringify(change)).rejects.toThrow(RangeError);
    expect(await written(tenant)).toEqual(before);
    await expect(wallet.balance(tenant, 1.5, 'PHP')).rejects.toThrow(RangeError);
    await expect(wallet.grantFreePlayBalance(tenant, m, 0, 'PHP')).rejects.toThrow(RangeError);
  });

  it('when ledger rows are edited or a player balance is set below zero directly in SQL, then the database refuses', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 100);
    // Entries are the legs of the transfer rows (a view): nothing to edit on their own.
    await expect(sql`update ledger_entries set amount = amount * 2 where tenant_id = ${tenant}`.execute(db)).rejects.toThrow(/cannot update view/);
    await expect(sql`delete from ledger_entries where tenant_id = ${tenant}`.execute(db)).rejects.toThrow(/cannot delete from view/);
    await expect(
      sql`insert into ledger_entries (tenant_id, transfer_id, account_id, amount, balance_after) values (${tenant}, 1, 1, 1, 1)`.execute(db),
    ).rejects.toThrow(/cannot insert into view/);
    await expect(sql`update ledger_transfers set amount = 1 where tenant_id = ${tenant}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transfers where tenant_id = ${tenant}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_transfers cascade`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_accounts set balance = -1 where tenant_id = ${tenant} and kind = 'player'`.execute(db)).rejects.toThrow(
      /ledger_accounts_not_negative/,
    );
    await expectSound(tenant);
  });

  it('when a cached balance is tampered with, then reconcile names the account and both figures', async () => {
    const tenant = newTenant();
    const m = await member(tenant);
    await fund(tenant, m, 100);
    await sql`update ledger_accounts set balance = balance + 1 where tenant_id = ${tenant} and kind = 'player'`.execute(db);
    expect(await wallet.reconcile(tenant)).toEqual([
      { accountId: expect.any(Number), account: player(m), currency: 'PHP', cachedBalance: 101, entriesBalance: 100 },
    ]);
  });
});
