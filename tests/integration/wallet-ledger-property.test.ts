// Property tests of the ledger on both engines. Random sequences of transfers (new keys, retries,
// reused keys with other parameters, overdrafts, two currencies), pending transfers with posts and
// voids (repeated, crossed, of unknown keys) and movements inside transactions that roll back run
// against a model; random batches of all of these also race at once. Whatever happens, every outcome
// is the one the model predicts, no member balance is negative, each currency sums to zero, every
// cached balance equals the sum of its entries, and the whole reconciliation (ledger:check) passes.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { AppError } from '../../server/http/app-error.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { HOUSE_SHARDS } from '../../server/features/wallet/house-shard.ts';
import type { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef, Transfer, TransferRequest } from '../../server/features/wallet/wallet.types.ts';
import { openLedger, type LedgerWorld } from './helpers/ledger-fixtures.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

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

interface Move {
  from: number;
  to: number;
  amount: number;
  currency: (typeof CURRENCIES)[number];
  kind: 'deposit' | 'bet' | 'win';
}

type Command =
  /** An ordinary transfer; `reuse` takes the key of an earlier attempt: as it was (a retry), with one parameter changed, or with this command's parameters. */
  | ({ op: 'transfer'; reuse: { pick: number; change: Change } | null } & Move)
  /** A hold of a player's money for `to`; `retry` repeats an earlier hold request instead. */
  | ({ op: 'hold'; retry: number | null } & Move)
  /** Post or void the hold of an earlier hold attempt (which may have failed, or be resolved already), or of an ordinary transfer's key. */
  | { op: 'post' | 'void'; pick: number; ofTransfer: boolean }
  /** A few transfers inside a transaction that then rolls back. */
  | { op: 'rollback'; moves: Move[] };

const move = fc
  .record({
    from: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
    to: fc.integer({ min: 0, max: ACCOUNTS - 1 }),
    amount: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 5_000 })),
    currency: fc.constantFrom(...CURRENCIES),
    kind: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const),
  })
  .filter((c) => c.from !== c.to);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(move, fc.option(fc.record({ pick: fc.nat(), change: fc.constantFrom(...CHANGES) }), { freq: 3 }))
      .map(([m, reuse]): Command => ({ op: 'transfer', reuse, ...m })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(move, fc.option(fc.nat(), { freq: 4 }))
      .map(([m, retry]): Command => ({ op: 'hold', retry, ...m, from: m.from % PLAYERS, to: m.to === m.from % PLAYERS ? PLAYERS : m.to })),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constantFrom('post' as const, 'void' as const), pick: fc.nat(), ofTransfer: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('rollback' as const), moves: fc.array(move, { minLength: 1, maxLength: 3 }) }) },
);

const refKey = (ref: AccountRef) => (ref.kind === 'house' ? `h:${ref.code}` : `${ref.kind}:${ref.memberId}`);
/** The row a movement with `counterpart` uses: a house account is HOUSE_SHARDS rows, picked by the member on the other side. */
const rowKey = (ref: AccountRef, counterpart: AccountRef) =>
  ref.kind === 'house' ? `h:${ref.code}#${counterpart.kind === 'house' ? 0 : counterpart.memberId % HOUSE_SHARDS}` : refKey(ref);
const sameMovement = (a: TransferRequest, b: TransferRequest) =>
  a.kind === b.kind && refKey(a.from) === refKey(b.from) && refKey(a.to) === refKey(b.to) && a.amount === b.amount && a.currency === b.currency;
const outcomeOf = (promise: Promise<Transfer>): Promise<Transfer | string> =>
  promise.then(
    (t) => t,
    (e: unknown) => {
      if (e instanceof AppError) return e.code;
      throw e;
    },
  );

class Rollback extends Error {}

describe.each(DATABASE_KINDS)('wallet ledger properties on %s', (kind) => {
  let world: LedgerWorld;
  let db: Db;
  let wallet: WalletService;

  beforeAll(async () => {
    world = await openLedger(kind);
    ({ db, wallet } = world);
  });
  afterAll(() => world?.close());

  /** A fresh tenant with PLAYERS members; returns the tenant and the account refs (players first). */
  async function world_(): Promise<{ tenant: string; refs: AccountRef[] }> {
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

  const nonZero = (model: Map<string, number>) => new Map([...model].filter(([, v]) => v !== 0));

  /** Every non-zero balance of the tenant's rows (wallets, holds, house shards), keyed like rowKey `|currency`; checks the full reconciliation first. */
  async function soundBalances(tenant: string): Promise<Map<string, number>> {
    const report = await auditLedger(db, { tenantId: tenant });
    expect(report.problems).toEqual([]);
    expect(await wallet.reconcile(tenant)).toEqual([]);
    for (const { total } of await wallet.trialBalance(tenant)) expect(total).toBe(0);
    const rows = await sql<{ kind: string; owner_member_id: bigint | null; house_code: string | null; shard: number; currency: string; balance: bigint }>`
      select kind, owner_member_id, house_code, shard, currency, balance from ledger_accounts where tenant_id = ${tenant}`.execute(db);
    const balances = new Map<string, number>();
    for (const r of rows.rows) {
      if (r.kind !== 'house') expect(r.balance).toBeGreaterThanOrEqual(0n);
      const key = `${r.kind === 'house' ? `h:${r.house_code}#${r.shard}` : `${r.kind}:${r.owner_member_id}`}|${r.currency.trim()}`;
      balances.set(key, Number(r.balance));
    }
    return nonZero(balances);
  }

  it('when random transfers, holds, posts, voids, retries, clashing keys and rollbacks run one after another, then every outcome matches the model and the ledger stays sound', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const { tenant, refs } = await world_();
        const model = new Map<string, number>();
        const balanceOf = (ref: AccountRef, counterpart: AccountRef, currency: string) => model.get(`${rowKey(ref, counterpart)}|${currency}`) ?? 0;
        const add = (ref: AccountRef, counterpart: AccountRef, currency: string, delta: number) =>
          model.set(`${rowKey(ref, counterpart)}|${currency}`, balanceOf(ref, counterpart, currency) + delta);
        /** Applied movements by key: ordinary transfers and holds (with their resolution, once there is one). */
        const stored = new Map<string, { request: TransferRequest; transfer: Transfer; pending: boolean; resolution?: Transfer }>();
        const attempts: TransferRequest[] = [];
        const holdAttempts: TransferRequest[] = [];
        let written = 0;

        const request = (m: Move, key: string): TransferRequest => ({
          tenantId: tenant,
          idempotencyKey: key,
          kind: m.kind,
          from: refs[m.from],
          to: refs[m.to],
          amount: m.amount,
          currency: m.currency,
        });

        for (const [i, c] of commands.entries()) {
          if (c.op === 'transfer') {
            let r = request(c, `k${i}`);
            const earlierAttempts = [...attempts, ...holdAttempts];
            if (c.reuse && earlierAttempts.length > 0) {
              const earlier = earlierAttempts[c.reuse.pick % earlierAttempts.length];
              const to = refs.find((x) => refKey(x) !== refKey(earlier.from) && refKey(x) !== refKey(earlier.to))!;
              const changed: Record<Change, Partial<TransferRequest>> = {
                none: {},
                amount: { amount: earlier.amount + 1 },
                kind: { kind: earlier.kind === 'bet' ? 'win' : 'bet' },
                to: { to },
                currency: { currency: earlier.currency === 'PHP' ? 'USD' : 'PHP' },
                all: { ...r, idempotencyKey: earlier.idempotencyKey },
              };
              r = { ...earlier, ...changed[c.reuse.change] };
            }
            attempts.push(r);
            const outcome = await outcomeOf(wallet.transfer(r));
            const previous = stored.get(r.idempotencyKey);
            if (previous) {
              if (!previous.pending && sameMovement(previous.request, r)) expect(outcome).toEqual({ ...previous.transfer, replayed: true });
              else expect(outcome).toBe('idempotencyConflict');
            } else if (r.from.kind === 'player' && balanceOf(r.from, r.to, r.currency) < r.amount) {
              expect(outcome).toBe('insufficientFunds');
            } else {
              // A house side reports the balance of the shard it used.
              expect(outcome).toMatchObject({
                replayed: false,
                phase: 'single',
                fromBalanceAfter: balanceOf(r.from, r.to, r.currency) - r.amount,
                toBalanceAfter: balanceOf(r.to, r.from, r.currency) + r.amount,
              });
              add(r.from, r.to, r.currency, -r.amount);
              add(r.to, r.from, r.currency, r.amount);
              stored.set(r.idempotencyKey, { request: r, transfer: outcome as Transfer, pending: false });
              written++;
            }
          } else if (c.op === 'hold') {
            const r = c.retry !== null && holdAttempts.length > 0 ? holdAttempts[c.retry % holdAttempts.length] : request(c, `h${i}`);
            holdAttempts.push(r);
            const outcome = await outcomeOf(wallet.createPending(r as never));
            const previous = stored.get(r.idempotencyKey);
            const holdRef: AccountRef = { kind: 'hold', memberId: (r.from as { memberId: number }).memberId };
            if (previous) {
              if (previous.pending && sameMovement(previous.request, r)) expect(outcome).toEqual({ ...previous.transfer, replayed: true });
              else expect(outcome).toBe('idempotencyConflict');
            } else if (balanceOf(r.from, holdRef, r.currency) < r.amount) {
              expect(outcome).toBe('insufficientFunds');
            } else {
              expect(outcome).toMatchObject({
                replayed: false,
                phase: 'pending',
                to: holdRef,
                pendingTo: r.to,
                fromBalanceAfter: balanceOf(r.from, holdRef, r.currency) - r.amount,
              });
              add(r.from, holdRef, r.currency, -r.amount);
              add(holdRef, r.from, r.currency, r.amount);
              stored.set(r.idempotencyKey, { request: r, transfer: outcome as Transfer, pending: true });
              written++;
            }
          } else if (c.op === 'post' || c.op === 'void') {
            const pool = c.ofTransfer ? attempts : holdAttempts;
            const key = pool.length > 0 ? pool[c.pick % pool.length].idempotencyKey : 'never-used';
            const outcome = await outcomeOf(c.op === 'post' ? wallet.postPending(tenant, key) : wallet.voidPending(tenant, key));
            const held = stored.get(key);
            if (!held?.pending) expect(outcome).toBe('notFound');
            else if (held.resolution) {
              if (held.resolution.phase === c.op) expect(outcome).toEqual({ ...held.resolution, replayed: true });
              else expect(outcome).toBe('pendingResolved');
            } else {
              const r = held.request;
              const holdRef = held.transfer.to;
              const dest = c.op === 'post' ? r.to : r.from;
              expect(outcome).toMatchObject({
                replayed: false,
                phase: c.op,
                pendingId: held.transfer.id,
                from: holdRef,
                to: dest,
                amount: r.amount,
                toBalanceAfter: balanceOf(dest, holdRef, r.currency) + r.amount,
              });
              add(holdRef, dest, r.currency, -r.amount);
              add(dest, holdRef, r.currency, r.amount);
              held.resolution = outcome as Transfer;
              written++;
            }
          } else if (c.op === 'rollback') {
            const requests = c.moves.map((m, j) => request(m, `rb${i}-${j}`));
            attempts.push(...requests);
            await expect(
              db.transaction().execute(async (trx) => {
                const inside = wallet.within(trx);
                for (const r of requests) await outcomeOf(inside.transfer(r));
                throw new Rollback();
              }),
            ).rejects.toThrow(Rollback);
          }
        }

        expect(await soundBalances(tenant)).toEqual(nonZero(model));
        const count = await sql<{ n: bigint }>`select count(*)::int8 as n from ledger_transfers where tenant_id = ${tenant}`.execute(db);
        expect(Number(count.rows[0].n)).toBe(written);
      }),
      { numRuns: 40 },
    );
  });

  it('when random batches of transfers, holds, duplicates and crossing posts and voids race at once, then each key applies at most once, each hold is resolved once, and the applied movements explain every balance', async () => {
    const racer = fc.record({
      op: fc.constantFrom('transfer' as const, 'transfer' as const, 'hold' as const, 'post' as const, 'void' as const, 'again' as const),
      move,
      pick: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(racer, { minLength: 2, maxLength: 30 }), async (racers) => {
        const { tenant, refs } = await world_();
        // Seed some money and three open holds, so that races really compete for money and resolutions.
        await wallet.transfer({ tenantId: tenant, idempotencyKey: 'seed', kind: 'deposit', from: HOUSES[0], to: refs[0], amount: 1_000, currency: 'PHP' });
        const holdKeys = ['hold-a', 'hold-b', 'hold-c'];
        for (const [i, key] of holdKeys.entries()) {
          await wallet.createPending({
            tenantId: tenant,
            idempotencyKey: key,
            kind: 'withdrawal',
            from: refs[0] as never,
            to: refs[1 + i],
            amount: 50 + 10 * i,
            currency: 'PHP',
          });
        }
        const model = new Map<string, number>([
          [`${rowKey(HOUSES[0], refs[0])}|PHP`, -1_000],
          [`${refKey(refs[0])}|PHP`, 1_000 - 180],
          [`hold:${(refs[0] as { memberId: number }).memberId}|PHP`, 180],
        ]);
        const add = (ref: AccountRef, counterpart: AccountRef, currency: string, delta: number) =>
          model.set(`${rowKey(ref, counterpart)}|${currency}`, (model.get(`${rowKey(ref, counterpart)}|${currency}`) ?? 0) + delta);

        const requests: Array<{ key: string; call: () => Promise<Transfer>; allowed: string[] }> = [];
        for (const [i, r] of racers.entries()) {
          const base: TransferRequest = {
            tenantId: tenant,
            idempotencyKey: `r${i}`,
            kind: r.move.kind,
            from: refs[r.move.from],
            to: refs[r.move.to],
            amount: r.move.amount,
            currency: r.move.currency,
          };
          if (r.op === 'transfer') requests.push({ key: base.idempotencyKey, call: () => wallet.transfer(base), allowed: ['insufficientFunds'] });
          else if (r.op === 'hold') {
            const from = refs[r.move.from % PLAYERS];
            const h = { ...base, from, to: refKey(from) === refKey(base.to) ? HOUSES[1] : base.to } as never;
            requests.push({ key: base.idempotencyKey, call: () => wallet.createPending(h), allowed: ['insufficientFunds'] });
          } else if (r.op === 'again' && requests.length > 0) requests.push(requests[r.pick % requests.length]);
          else if (r.op === 'post' || r.op === 'void') {
            const key = holdKeys[r.pick % holdKeys.length];
            requests.push({
              key: `resolve:${key}`,
              call: () => (r.op === 'post' ? wallet.postPending(tenant, key) : wallet.voidPending(tenant, key)),
              allowed: ['pendingResolved'],
            });
          }
        }
        const results = await Promise.allSettled(requests.map((r) => r.call()));

        const appliedPerKey = new Map<string, number>();
        results.forEach((result, i) => {
          if (result.status === 'rejected') {
            expect(result.reason).toBeInstanceOf(AppError);
            expect(requests[i].allowed).toContain((result.reason as AppError).code);
            return;
          }
          const t = result.value;
          if (t.replayed) return;
          appliedPerKey.set(requests[i].key, (appliedPerKey.get(requests[i].key) ?? 0) + 1);
          add(t.from, t.to, t.currency, -t.amount);
          add(t.to, t.from, t.currency, t.amount);
        });
        // No key (and no hold's resolution) applied twice, however many callers sent it.
        for (const [key, n] of appliedPerKey) expect(n, key).toBe(1);
        // Every hold that was asked to resolve was resolved exactly once.
        for (const key of holdKeys) {
          const asked = requests.some((r) => r.key === `resolve:${key}`);
          expect(appliedPerKey.get(`resolve:${key}`) ?? 0, key).toBe(asked ? 1 : 0);
        }
        expect(await soundBalances(tenant)).toEqual(nonZero(model));
      }),
      { numRuns: 20 },
    );
  });
});
