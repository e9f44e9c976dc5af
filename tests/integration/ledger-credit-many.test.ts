// Many payments from one house account in one call (wallet creditMany → ledger_credit_many, issue 20: the VIP
// job's upgrade bonuses and the points consumer's batches). On both engines: a key already in the ledger or
// repeated in the batch pays once, missing wallets are opened, ledger:check passes (running balances, cached
// balances). On PostgreSQL: overlapping batches and single movements on the same wallets and house rows at once
// neither deadlock nor pay a key twice.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import type { AccountRef } from '../../server/features/wallet/wallet.types.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';
import { addMember, newTenant, openLedger, type LedgerWorld } from './helpers/ledger-fixtures.ts';

const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const player = (memberId: number): AccountRef => ({ kind: 'player', memberId });

async function keyCounts(world: LedgerWorld, tenant: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ k: string; n: string }>`
    select idempotency_key as k, count(*)::text as n from ledger_transfers where tenant_id = ${tenant} group by 1`.execute(world.db);
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}

describe.each(DATABASE_KINDS)('wallet creditMany on %s', (kind) => {
  let world: LedgerWorld;
  beforeAll(async () => {
    world = await openLedger(kind);
  });
  afterAll(() => world?.close());

  it('when a batch repeats a key and names one already paid, then each key pays once, new wallets are opened and ledger:check passes', async () => {
    const { db, wallet } = world;
    const tenant = newTenant('many');
    const [a, b, c] = [await addMember(db, tenant), await addMember(db, tenant), await addMember(db, tenant)];
    // a already has a wallet and the key bonus:a:1 is paid; b and c have no wallet yet.
    await wallet.transfer({ tenantId: tenant, idempotencyKey: 'seed-a', kind: 'deposit', from: CASHIER, to: player(a), amount: 500, currency: 'PHP' });
    await wallet.transfer({
      tenantId: tenant,
      idempotencyKey: 'bonus:a:1',
      kind: 'vip_upgrade_bonus',
      from: { kind: 'house', code: 'loyalty' },
      to: player(a),
      amount: 100,
      currency: 'PHP',
    });
    const applied = await wallet.creditMany({
      tenantId: tenant,
      kind: 'vip_upgrade_bonus',
      currency: 'PHP',
      from: 'loyalty',
      payments: [
        { idempotencyKey: 'bonus:a:1', memberId: a, amount: 100 },
        { idempotencyKey: 'bonus:a:2', memberId: a, amount: 200 },
        { idempotencyKey: 'bonus:a:3', memberId: a, amount: 300, metadata: { rank: 3 } },
        { idempotencyKey: 'bonus:b:1', memberId: b, amount: 100 },
        { idempotencyKey: 'bonus:b:1', memberId: b, amount: 100 },
        { idempotencyKey: 'bonus:c:2', memberId: c, amount: 250 },
      ],
    });
    expect([...applied].sort()).toEqual(['bonus:a:2', 'bonus:a:3', 'bonus:b:1', 'bonus:c:2']);
    expect((await wallet.balance(tenant, a, 'PHP')).sumBalance).toBe(500 + 100 + 200 + 300);
    expect((await wallet.balance(tenant, b, 'PHP')).sumBalance).toBe(100);
    expect((await wallet.balance(tenant, c, 'PHP')).sumBalance).toBe(250);
    expect(await wallet.houseBalance(tenant, 'loyalty', 'PHP')).toBe(-(100 + 200 + 300 + 100 + 250));
    // The same batch again pays nothing.
    const again = await wallet.creditMany({
      tenantId: tenant,
      kind: 'vip_upgrade_bonus',
      currency: 'PHP',
      from: 'loyalty',
      payments: [{ idempotencyKey: 'bonus:a:2', memberId: a, amount: 200 }],
    });
    expect(again.size).toBe(0);
    expect([...(await keyCounts(world, tenant)).values()].every((n) => n === 1)).toBe(true);
    expect((await auditLedger(db, { tenantId: tenant })).problems).toEqual([]);
  });
});

describe('wallet creditMany concurrency on postgres', () => {
  let world: LedgerWorld;
  beforeAll(async () => {
    world = await openLedger('postgres');
  });
  afterAll(() => world?.close());

  it('when overlapping batches and single deposits and withdrawals hit the same wallets at once, then nothing deadlocks, no key pays twice and ledger:check passes', async () => {
    const { db, wallet } = world;
    const tenant = newTenant('manyconc');
    const members: number[] = [];
    for (let i = 0; i < 8; i++) members.push(await addMember(db, tenant));
    for (const m of members)
      await wallet.transfer({ tenantId: tenant, idempotencyKey: `seed-${m}`, kind: 'deposit', from: CASHIER, to: player(m), amount: 10_000, currency: 'PHP' });
    // Six batches of 40 payments over the same 8 members (and so the same house rows); keys overlap between
    // batches: 120 distinct keys asked for twice each, in a different order per batch.
    const batches = Array.from({ length: 6 }, (_, b) =>
      Array.from({ length: 40 }, (_, i) => {
        const n = ((b % 3) * 40 + (b < 3 ? i : 39 - i)) % 120;
        return { idempotencyKey: `pay:${n}`, memberId: members[n % members.length], amount: 1 + n };
      }),
    );
    const singles = members.flatMap((m, i) => [
      () => wallet.transfer({ tenantId: tenant, idempotencyKey: `in-${m}`, kind: 'deposit', from: CASHIER, to: player(m), amount: 50 + i, currency: 'PHP' }),
      () =>
        wallet.transfer({ tenantId: tenant, idempotencyKey: `out-${m}`, kind: 'withdrawal', from: player(m), to: CASHIER, amount: 70 + i, currency: 'PHP' }),
    ]);
    const results = await Promise.all([
      ...batches.map((payments) => wallet.creditMany({ tenantId: tenant, kind: 'vip_upgrade_bonus', currency: 'PHP', from: 'loyalty', payments })),
      ...singles.map((run) => run()),
    ]);
    const applied = results.slice(0, batches.length).flatMap((set) => [...(set as Set<string>)]);
    expect(applied.length).toBe(120);
    expect(new Set(applied).size).toBe(120);
    const counts = await keyCounts(world, tenant);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const paid = Array.from({ length: 120 }, (_, n) => 1 + n).reduce((x, y) => x + y, 0);
    expect(await wallet.houseBalance(tenant, 'loyalty', 'PHP')).toBe(-paid);
    expect((await auditLedger(db, { tenantId: tenant })).problems).toEqual([]);
  });
});
