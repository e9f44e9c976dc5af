// A period's payouts are paid many per call (ledger_pay_many) with the outcome of one transfer per contract in
// contract order (issue 17 settlement speed): an upline pays a payout only when its balance at that contract's turn
// covers it — money it receives from a later contract of the same cycle does not count yet, money received from an
// earlier one does; a short upline's payout is owed and its later, smaller payouts are still paid; nothing goes
// negative, the ledger checks hold, a replay pays nothing twice; the owed job then pays oldest first and stops at a
// payer still short. Both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/transaction.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { seedAgentTree } from './helpers/agent-members.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const SLOT = 5 * 60_000;

describe.each(DATABASE_KINDS)('a cycle paid in one batch on %s', (kind) => {
  let t: TestApp;
  let now = new Date();
  const clock = { now: () => now };
  const ids: Record<string, number> = {};
  const contracts: Record<string, number> = {};
  const base = Math.floor(Date.now() / SLOT) * SLOT - 20 * SLOT;
  const key = `M5:${new Date(base).toISOString()}`;
  let seq = 0;

  const fund = (name: string, amount: number) =>
    t.portal.services.wallet.transfer({
      tenantId: 'aurora',
      idempotencyKey: `bp-fund-${kind}-${++seq}`,
      kind: 'deposit',
      from: { kind: 'house', code: 'cashier' },
      to: { kind: 'player', memberId: ids[name] },
      amount,
      currency: 'PHP',
    });
  const balances = async () =>
    Object.fromEntries(
      await Promise.all(['a', 'b', 'c', 'd', 'e'].map(async (n) => [n, (await t.portal.services.wallet.balance('aurora', ids[`bp_${n}`], 'PHP')).sumBalance])),
    );
  const payouts = async () =>
    Object.fromEntries(
      (
        await sql<{ contract_id: string; amount: string; status: string }>`
          select contract_id::text, amount::text, status from agent_payouts where tenant_id = 'aurora' and period_key = ${key}`.execute(t.portal.db)
      ).rows.map((r) => [Object.keys(contracts).find((c) => contracts[c] === Number(r.contract_id)), `${r.status} ${r.amount}`]),
    );
  const transfers = async () =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from ledger_transfers where tenant_id = 'aurora' and idempotency_key like 'agent:%'
          and idempotency_key like ${`%:${key}`}`.execute(t.portal.db)
      ).rows[0].n,
    );

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants(), rewardsClock: clock });
    // top (no upline: the operator's agent) → a → b, c, e; b → d. a's contract with top is paid by the house.
    Object.assign(
      ids,
      await seedAgentTree(t, [
        ['bp_top', null],
        ['bp_a', 'bp_top'],
        ['bp_b', 'bp_a'],
        ['bp_c', 'bp_a'],
        ['bp_e', 'bp_a'],
        ['bp_d', 'bp_b'],
      ]),
    );
    // Contract ids in this order are the settlement's order: b pays d before a pays b.
    for (const [name, upline, member, rateBp] of [
      ['bd', 'bp_b', 'bp_d', 100],
      ['ta', 'bp_top', 'bp_a', 50],
      ['ab', 'bp_a', 'bp_b', 100],
      ['ac', 'bp_a', 'bp_c', 100],
      ['ae', 'bp_a', 'bp_e', 100],
    ] as const) {
      const { rows } = await sql<{ id: string }>`
        insert into agent_contracts (tenant_id, upline_id, member_id, kind, period, tiers, status, offered_at, decided_at, starts_at)
        values ('aurora', ${BigInt(ids[upline])}, ${BigInt(ids[member])}, 'realTimeSalary', 'M5', ${JSON.stringify([{ minTurnover: 0, minActive: 1, rateBp }])}::jsonb,
          'active', ${new Date(base - SLOT)}, ${new Date(base - SLOT)}, ${new Date(base - SLOT)})
        returning id`.execute(t.portal.db);
      contracts[name] = Number(rows[0].id);
    }
    for (const [name, stake] of [
      ['bp_d', 100_000],
      ['bp_c', 50_000],
      ['bp_e', 4_000],
    ] as const) {
      const dedupe = `bp-bet-${kind}-${++seq}`;
      await t.portal.services.events.emit({
        tenantId: 'aurora',
        type: 'bet.settled',
        memberId: ids[name],
        key: dedupe,
        payload: { bet: stake, win: 0, currency: 'PHP' },
      });
      await sql`update domain_events set occurred_at = ${new Date(base + 1_000)} where dedupe_key = ${dedupe}`.execute(t.portal.db);
    }
    await t.portal.services.agents.drainEvents();
    await fund('bp_a', 300);
    await fund('bp_b', 600);
  });
  afterAll(() => t?.close());

  const settle = () => inTransaction(t.portal.db, (trx) => t.portal.services.agents.settlement.settle(t.portal.tenants.get('aurora')!, key, trx));

  it('when a cycle has payers short at their turn, then each is paid or owed as one transfer per contract in order would be', async () => {
    now = new Date(base + SLOT + 1_000);
    // Teams' turnover: a 154,000; b 100,000 (d); c 50,000; e 4,000; d 100,000.
    expect(await settle()).toEqual({ contracts: 5, paid: 3, owed: 2, amount: 770 + 1_000 + 40 });
    expect(await payouts()).toEqual({
      // b holds 600 at its turn: the 1,000 it receives from a comes with a later contract.
      bd: 'owed 1000',
      ta: 'paid 770',
      // a: 300 + 770 from the house, earlier in the cycle.
      ab: 'paid 1000',
      // a is left with 70: short for c, and its later, smaller payout to e is still paid.
      ac: 'owed 500',
      ae: 'paid 40',
    });
    expect(await balances()).toEqual({ a: 30, b: 1_600, c: 0, d: 0, e: 40 });
    expect(await transfers()).toBe(3);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when the cycle is settled again, then nothing more is recorded and no paid payout moves twice', async () => {
    const before = await balances();
    expect(await settle()).toMatchObject({ contracts: 5, paid: 0, owed: 0, amount: 0 });
    expect(await payouts()).toMatchObject({ ta: 'paid 770', ab: 'paid 1000', ae: 'paid 40' });
    // The replay may pay an owed payout now fundable (b can pay d now), never a paid one again.
    const after = await balances();
    expect([after.a, after.c, after.e]).toEqual([before.a, before.c, before.e]);
    expect(after.b + after.d).toBe(before.b + before.d);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });

  it('when the owed job runs, then b pays d from what it received and a, still short, keeps owing c', async () => {
    const outcome = await inTransaction(t.portal.db, (trx) => t.portal.services.agents.settlement.payOwed(t.portal.tenants.get('aurora')!, trx));
    expect(outcome.owed).toBe(1);
    expect(await payouts()).toMatchObject({ bd: 'paid 1000', ac: 'owed 500' });
    expect(await balances()).toEqual({ a: 30, b: 600, c: 0, d: 1_000, e: 40 });
    expect(await transfers()).toBe(4);
    expect((await auditLedger(t.portal.db, { tenantId: 'aurora' })).problems).toEqual([]);
  });
});
