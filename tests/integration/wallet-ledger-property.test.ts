// Property tests of the ledger on both engines: random sequences of transfers (new keys, retries,
// reused keys with other parameters, overdrafts, two currencies) against a model, and random batches
// racing at once. Whatever happens, every player balance stays >= 0, each currency sums to zero over
// player and house accounts, and every cached balance equals the sum of its entries.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { AppError } from '../../server/http/app-error.ts';
import { LedgerRepository } from '../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef, Transfer, TransferRequest } from '../../server/features/wallet/wallet.types.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const HOUSES: AccountRef[] = [
  { kind: 'house', code: 'cashier' },
  { kind: 'house', code: 'game_bets' },
  { kind: 'house', code: 'promotions' },
];
const PLAYERS = 3;
const ACCOUNTS = PLAYERS + HOUSES.length;
const CURRENCIES = ['PHP', 'USD'] as const;

const CHANGES = ['none', 'none', 'amount', 'kind', 'to', 'currency', 'all'] as const;
type Change = (typeof CHANGES)[number];

interface Command {
  from: number;
  to: number;
  amount: number;
  currency: (typeof CURRENCIES)[number];
  kind: 'deposit' | 'bet' | 'win';
  /** Use the key of an earlier attempt: as it was (a retry), with one parameter changed, or with this command's parameters. */
  reuse: { pick: number; change: Change } | null;
}

const command: fc.Arbitrary<Command> = fc
  .record({
    from: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
    to: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
    amount: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 5_000 })),
    currency: fc.constantFrom(...CURRENCIES),
    kind: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const),
    reuse: fc.option(fc.record({ pick: fc.nat(), change: fc.constantFrom(...CHANGES) }), { freq: 3 }),
  })
  .filter((c) => c.from !== c.to);

const refKey = (ref: AccountRef) => (ref.kind === 'player' ? `p${ref.memberId}` : `h${ref.code}`);
const sameMovement = (a: TransferRequest, b: TransferRequest) =>
  a.kind === b.kind && refKey(a.from) === refKey(b.from) && refKey(a.to) === refKey(b.to) && a.amount === b.amount && a.currency === b.currency;

describe.each(DATABASE_KINDS)('wallet ledger properties on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let wallet: WalletService;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = (await createDatabase(database.env)).db;
    await migrateToLatest(db);
    wallet = new WalletService(new LedgerRepository(db));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** A fresh tenant with PLAYERS members; returns the tenant and the account refs (players first). */
  async function world(): Promise<{ tenant: string; refs: AccountRef[] }> {
    const tenant = `p-${randomUUID()}`;
    const refs: AccountRef[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const account = `m${i}`;
      const row = await sql<{ id: bigint }>`insert into members (tenant_id, account, account_key, nickname, register_method)
        values (${tenant}, ${account}, ${account}, ${account}, 'seed') returning id`.execute(db);
      refs.push({ kind: 'player', memberId: Number(row.rows[0].id) });
    }
    return { tenant, refs: [...refs, ...HOUSES] };
  }

  async function expectInvariants(tenant: string, refs: AccountRef[]): Promise<Map<string, number>> {
    expect(await wallet.reconcile(tenant)).toEqual([]);
    for (const { total } of await wallet.trialBalance(tenant)) expect(total).toBe(0);
    const balances = new Map<string, number>();
    for (const ref of refs.filter((r) => r.kind === 'player')) {
      for (const currency of CURRENCIES) {
        const { sumBalance } = await wallet.balance(tenant, (ref as { memberId: number }).memberId, currency);
        expect(sumBalance).toBeGreaterThanOrEqual(0);
        balances.set(`${refKey(ref)}|${currency}`, sumBalance);
      }
    }
    return balances;
  }

  it('when random transfers, retries and clashing keys run one after another, then every outcome matches the model and the ledger stays sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const { tenant, refs } = await world();
        const model = new Map<string, number>();
        const balanceOf = (ref: AccountRef, currency: string) => model.get(`${refKey(ref)}|${currency}`) ?? 0;
        const stored = new Map<string, { request: TransferRequest; transfer: Transfer }>();
        const attempts: TransferRequest[] = [];

        for (const [i, c] of commands.entries()) {
          let request: TransferRequest = { tenantId: tenant, idempotencyKey: `k${i}`, kind: c.kind, from: refs[c.from], to: refs[c.to], amount: c.amount, currency: c.currency };
          if (c.reuse && attempts.length > 0) {
            const earlier = attempts[c.reuse.pick % attempts.length];
            const to = refs.find((r) => refKey(r) !== refKey(earlier.from) && refKey(r) !== refKey(earlier.to))!;
            const changed: Record<Change, Partial<TransferRequest>> = {
              none: {},
              amount: { amount: earlier.amount + 1 },
              kind: { kind: earlier.kind === 'bet' ? 'win' : 'bet' },
              to: { to },
              currency: { currency: earlier.currency === 'PHP' ? 'USD' : 'PHP' },
              all: { ...request, idempotencyKey: earlier.idempotencyKey },
            };
            request = { ...earlier, ...changed[c.reuse.change] };
          }
          attempts.push(request);

          const outcome = await wallet.transfer(request).then(
            (t) => t,
            (e: unknown) => {
              if (e instanceof AppError) return e.code;
              throw e;
            },
          );
          const previous = stored.get(request.idempotencyKey);
          if (previous) {
            if (sameMovement(previous.request, request)) expect(outcome).toEqual({ ...previous.transfer, replayed: true });
            else expect(outcome).toBe('idempotencyConflict');
          } else if (request.from.kind === 'player' && balanceOf(request.from, request.currency) < request.amount) {
            expect(outcome).toBe('insufficientFunds');
          } else {
            const fromAfter = balanceOf(request.from, request.currency) - request.amount;
            const toAfter = balanceOf(request.to, request.currency) + request.amount;
            expect(outcome).toMatchObject({ replayed: false, fromBalanceAfter: fromAfter, toBalanceAfter: toAfter });
            model.set(`${refKey(request.from)}|${request.currency}`, fromAfter);
            model.set(`${refKey(request.to)}|${request.currency}`, toAfter);
            stored.set(request.idempotencyKey, { request, transfer: outcome as Transfer });
          }
        }

        const balances = await expectInvariants(tenant, refs);
        for (const [key, balance] of balances) expect(balance, key).toBe(model.get(key) ?? 0);
        const count = await sql<{ n: bigint }>`select count(*)::int8 as n from ledger_transfers where tenant_id = ${tenant}`.execute(db);
        expect(Number(count.rows[0].n)).toBe(stored.size);
      }),
      { numRuns: 40 },
    );
  });

  it('when random batches of transfers race at once, then the successful ones explain every balance exactly and the ledger stays sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 25 }), async (commands) => {
        const { tenant, refs } = await world();
        // Seed some money so that races between payers really compete for it.
        await wallet.transfer({ tenantId: tenant, idempotencyKey: 'seed', kind: 'deposit', from: HOUSES[0], to: refs[0], amount: 1_000, currency: 'PHP' });
        const requests: TransferRequest[] = commands.map((c, i) => ({ tenantId: tenant, idempotencyKey: `r${i}`, kind: c.kind, from: refs[c.from], to: refs[c.to], amount: c.amount, currency: c.currency }));
        const results = await Promise.allSettled(requests.map((r) => wallet.transfer(r)));

        const expected = new Map<string, number>([[`${refKey(refs[0])}|PHP`, 1_000]]);
        const add = (ref: AccountRef, currency: string, delta: number) => expected.set(`${refKey(ref)}|${currency}`, (expected.get(`${refKey(ref)}|${currency}`) ?? 0) + delta);
        results.forEach((result, i) => {
          if (result.status === 'rejected') {
            // Only a paying player can be refused, and only for lack of money.
            expect((result.reason as AppError).code).toBe('insufficientFunds');
            expect(requests[i].from.kind).toBe('player');
            return;
          }
          add(requests[i].from, requests[i].currency, -requests[i].amount);
          add(requests[i].to, requests[i].currency, requests[i].amount);
        });
        const balances = await expectInvariants(tenant, refs);
        for (const [key, balance] of balances) expect(balance, key).toBe(expected.get(key) ?? 0);
      }),
      { numRuns: 20 },
    );
  });
});
