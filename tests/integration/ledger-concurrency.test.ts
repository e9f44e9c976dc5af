// Concurrency on PostgreSQL: rounds of 100 money operations at once (deposits, withdrawals, member
// transfers, bets, wins, holds, posts and voids, a fifth of them sent twice) on the same four
// wallets and the same house accounts, through the wallet service on the application's own pool
// (createDatabase: 10 connections). Afterwards the full reconciliation passes, no idempotency key
// was applied twice, every duplicate got the same transfer, and the applied movements explain every
// balance.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/http/app-error.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import type { AccountRef, Transfer } from '../../server/features/wallet/wallet.types.ts';
import { addMember, newTenant, openLedger, type LedgerWorld } from './helpers/ledger-fixtures.ts';

const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const BETS: AccountRef = { kind: 'house', code: 'game_bets' };
const ROUNDS = 3;
const PER_ROUND = 100;

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('ledger concurrency on postgres', () => {
  let world: LedgerWorld;

  beforeAll(async () => {
    world = await openLedger('postgres');
  });
  afterAll(() => world?.close());

  it('when rounds of 100 deposits, withdrawals, transfers, bets, holds, posts and voids (some sent twice) hit the same wallets at once, then ledger:check passes and no key is applied twice', async () => {
    const { db, wallet } = world;
    const tenant = newTenant('conc');
    const members = [await addMember(db, tenant), await addMember(db, tenant), await addMember(db, tenant), await addMember(db, tenant)];
    const player = (m: number): AccountRef => ({ kind: 'player', memberId: m });
    const balances = new Map<string, number>();
    const add = (ref: AccountRef, delta: number) => {
      const key = ref.kind === 'house' ? ref.code : `${ref.kind}:${ref.memberId}`;
      balances.set(key, (balances.get(key) ?? 0) + delta);
    };
    for (const m of members) {
      const t = await wallet.transfer({
        tenantId: tenant,
        idempotencyKey: `seed-${m}`,
        kind: 'deposit',
        from: CASHIER,
        to: player(m),
        amount: 3_000,
        currency: 'PHP',
      });
      add(t.from, -t.amount);
      add(t.to, t.amount);
    }

    const rnd = random(20261122);
    const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)];
    const holds: string[] = [];
    const appliedByKey = new Map<string, number[]>();
    let refused = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const calls: Array<{ key: string; run: () => Promise<Transfer> }> = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const key = `r${round}-${i}`;
        const [a, b] = [pick(members), pick(members)];
        const base = { tenantId: tenant, idempotencyKey: key, currency: 'PHP', amount: 1 + Math.floor(rnd() * 600) };
        const type = pick(['deposit', 'withdrawal', 'transfer', 'transfer', 'bet', 'win', 'hold', 'post', 'void'] as const);
        let call: { key: string; run: () => Promise<Transfer> };
        if (type === 'deposit') call = { key, run: () => wallet.transfer({ ...base, kind: 'deposit', from: CASHIER, to: player(a) }) };
        else if (type === 'withdrawal') call = { key, run: () => wallet.transfer({ ...base, kind: 'withdrawal', from: player(a), to: CASHIER }) };
        else if (type === 'transfer' && a !== b)
          call = { key, run: () => wallet.transfer({ ...base, kind: 'member_transfer', from: player(a), to: player(b) }) };
        else if (type === 'bet' || type === 'transfer') call = { key, run: () => wallet.transfer({ ...base, kind: 'bet', from: player(a), to: BETS }) };
        else if (type === 'win') call = { key, run: () => wallet.transfer({ ...base, kind: 'win', from: BETS, to: player(a) }) };
        else if (type === 'hold' || holds.length === 0) {
          holds.push(key);
          call = { key, run: () => wallet.createPending({ ...base, kind: 'withdrawal', from: { kind: 'player', memberId: a }, to: CASHIER }) };
        } else {
          // Resolve a hold of an earlier round, or of this round (still in flight: then 404).
          const pending = pick(holds);
          call = { key: `resolve:${pending}`, run: () => (type === 'post' ? wallet.postPending(tenant, pending) : wallet.voidPending(tenant, pending)) };
        }
        calls.push(call);
        if (rnd() < 0.2) calls.push(call);
      }

      const results = await Promise.allSettled(calls.map((c) => c.run()));
      results.forEach((r, i) => {
        if (r.status === 'rejected') {
          expect(r.reason).toBeInstanceOf(AppError);
          expect(['insufficientFunds', 'pendingResolved', 'notFound']).toContain((r.reason as AppError).code);
          refused++;
          return;
        }
        const ids = appliedByKey.get(calls[i].key) ?? [];
        appliedByKey.set(calls[i].key, [...ids, r.value.id]);
        if (r.value.replayed) return;
        add(r.value.from, -r.value.amount);
        add(r.value.to, r.value.amount);
      });
    }

    // Every caller of one key got the same transfer (a replay returns the original).
    for (const [key, ids] of appliedByKey) expect(new Set(ids).size, key).toBe(1);
    // The database holds each key once, each with its two entries.
    const perKey = await sql<{ keys: bigint; transfers: bigint; entries: bigint }>`
      select count(distinct idempotency_key)::int8 as keys, count(*)::int8 as transfers,
        (select count(*) from ledger_entries where tenant_id = ${tenant})::int8 as entries
      from ledger_transfers where tenant_id = ${tenant}`.execute(db);
    const { keys, transfers, entries } = perKey.rows[0];
    expect(keys).toBe(transfers);
    expect(entries).toBe(2n * transfers);
    expect(Number(transfers)).toBe(members.length + appliedByKey.size);
    // The movements the callers saw applied explain every balance, and the full check passes.
    const rows = await sql<{ kind: string; owner_member_id: bigint | null; house_code: string | null; balance: bigint }>`
      select kind, owner_member_id, house_code, balance from ledger_accounts where tenant_id = ${tenant}`.execute(db);
    // A house account is the sum of its shards.
    const actual = new Map<string, number>();
    for (const r of rows.rows) {
      const key = r.kind === 'house' ? r.house_code! : `${r.kind}:${r.owner_member_id}`;
      actual.set(key, (actual.get(key) ?? 0) + Number(r.balance));
    }
    expect(actual).toEqual(new Map([...balances].filter(([k, v]) => v !== 0 || actual.has(k))));
    expect(await wallet.houseBalance(tenant, 'cashier', 'PHP')).toBe(balances.get('cashier'));
    const report = await auditLedger(db, { tenantId: tenant });
    expect(report.problems).toEqual([]);
    // The load really competed: some money ran out and some resolutions lost their race.
    expect(refused).toBeGreaterThan(0);
  });
});
