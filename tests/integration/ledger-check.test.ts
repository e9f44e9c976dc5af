// npm run ledger:check and the audit behind it, on both engines: silent and exit 0 on a sound ledger,
// exit 1 naming the problem on a damaged one; and each kind of damage found by the check meant for it.
// The damage is done in SQL, as a bad migration or a hand edit would (the append-only triggers are
// bypassed with session_replication_role, as only a superuser can).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { auditLedger, type LedgerCheck } from '../../server/features/wallet/ledger-audit.repository.ts';
import { LedgerRepository } from '../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef } from '../../server/features/wallet/wallet.types.ts';
import { addMember, newTenant } from './helpers/ledger-fixtures.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const BETS: AccountRef = { kind: 'house', code: 'game_bets' };
const player = (memberId: number): AccountRef => ({ kind: 'player', memberId });

/** Runs `npm run ledger:check` the way an operator does (tsx, the script, this environment). */
function ledgerCheck(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: '', ...env },
    encoding: 'utf8',
    // spawnSync blocks the test's own timer, so this is the hang guard (a loaded machine is slow, not hung).
    timeout: 240_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

describe.each(DATABASE_KINDS)('ledger:check on %s', (kind) => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let env: Record<string, string>;
  let db: Db;
  let wallet: WalletService;

  /** PGlite is one process's: the check can only open the folder once this process has closed it. */
  async function open(): Promise<void> {
    db = (await createDatabase(database ? database.env : { DATA_DIR: dataDir! }, { warn: () => {} })).db;
    wallet = new WalletService(new LedgerRepository(db));
  }
  const closeForCli = async () => {
    if (kind === 'pglite') await db.destroy();
  };
  const reopenAfterCli = async () => {
    if (kind === 'pglite') await open();
  };

  beforeAll(async () => {
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      env = { DATABASE_URL: database.env.DATABASE_URL! };
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
      env = { DATA_DIR: dataDir };
    }
    await open();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy().catch(() => {});
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A tenant with some history: deposits, a bet, a held-and-posted withdrawal and an open hold. */
  async function history(): Promise<{ tenant: string; m: number }> {
    const tenant = newTenant('lc');
    const [m, n] = [await addMember(db, tenant), await addMember(db, tenant)];
    const base = { tenantId: tenant, currency: 'PHP' };
    await wallet.transfer({ ...base, idempotencyKey: 'd1', kind: 'deposit', from: CASHIER, to: player(m), amount: 10_000 });
    await wallet.transfer({ ...base, idempotencyKey: 'd2', kind: 'deposit', from: CASHIER, to: player(n), amount: 500 });
    await wallet.transfer({ ...base, idempotencyKey: 'b1', kind: 'bet', from: player(m), to: BETS, amount: 250 });
    await wallet.transfer({ ...base, idempotencyKey: 'x1', kind: 'member_transfer', from: player(n), to: player(m), amount: 100 });
    await wallet.createPending({ ...base, idempotencyKey: 'w1', kind: 'withdrawal', from: { kind: 'player', memberId: m }, to: CASHIER, amount: 1_000 });
    await wallet.postPending(tenant, 'w1');
    await wallet.createPending({ ...base, idempotencyKey: 'w2', kind: 'withdrawal', from: { kind: 'player', memberId: m }, to: CASHIER, amount: 1_000 });
    return { tenant, m };
  }

  async function checksFailing(tenant: string): Promise<LedgerCheck[]> {
    const report = await auditLedger(db);
    return [...new Set(report.problems.filter((p) => p.tenantId === tenant).map((p) => p.check))].sort();
  }

  /** Runs raw SQL on one connection with triggers (append-only, foreign keys) switched off. */
  async function tamper(work: (conn: Db) => Promise<void>): Promise<void> {
    await db.connection().execute(async (conn) => {
      await sql`set session_replication_role = replica`.execute(conn);
      try {
        await work(conn as Db);
      } finally {
        await sql`set session_replication_role = default`.execute(conn);
      }
    });
  }

  const accountId = async (tenant: string, kind: string, m?: number) =>
    (
      await sql<{
        id: bigint;
      }>`select id from ledger_accounts where tenant_id = ${tenant} and kind = ${kind} ${m === undefined ? sql`` : sql`and owner_member_id = ${m}`} limit 1`.execute(
        db,
      )
    ).rows[0].id;

  it('when a cached balance is tampered with, then ledger:check exits 1 naming the account and both figures; scoped to a sound tenant, it exits 0 and says sound', async () => {
    const sound = await history();
    const broken = await history();
    await sql`update ledger_accounts set balance = balance + 7 where tenant_id = ${broken.tenant} and kind = 'player' and owner_member_id = ${broken.m}`.execute(
      db,
    );
    await closeForCli();
    const bad = ledgerCheck(env);
    expect(bad.code, bad.out).toBe(1);
    expect(bad.out).toContain(`${sound.tenant}: 6 accounts, 7 transfers, 1 open pending — sound`);
    expect(bad.out).toContain(`${broken.tenant}: 6 accounts, 7 transfers, 1 open pending — BROKEN`);
    expect(bad.out).toMatch(new RegExp(`${broken.tenant}: member ${broken.m} wallet PHP \\(account \\d+\\): cached 7857, entries sum 7850`));
    expect(bad.out).toMatch(/booksBalance.*\n.*balances sum to 7, not 0/);
    expect(bad.out).toMatch(/BROKEN — 1 of 2 tenants have problems/);
    // The exit code does not depend on the engine: one more start of the script on PostgreSQL only.
    if (kind === 'postgres') {
      const scoped = ledgerCheck(env, '--tenant', sound.tenant);
      expect(scoped.out).toMatch(/ledger:check: sound \(1 tenant, 10 checks\)/);
      expect(scoped.code).toBe(0);
    }
    await reopenAfterCli();
    // Undone, the audit of the whole database is clean again.
    await sql`update ledger_accounts set balance = balance - 7 where tenant_id = ${broken.tenant} and kind = 'player' and owner_member_id = ${broken.m}`.execute(
      db,
    );
    expect((await auditLedger(db)).sound).toBe(true);
  });

  /**
   * A well-formed movement written straight into the tables, past the wallet's rules: both balances
   * moved, the transfer row with the balance each leg left.
   */
  async function forge(
    tenant: string,
    t: { key: string; from: bigint; to: bigint; amount: number; currency?: string; phase?: string; pendingId?: bigint },
  ): Promise<void> {
    const moved = await sql<{ id: bigint; balance: bigint }>`
      update ledger_accounts set balance = balance + case when id = ${t.from} then ${-t.amount}::int8 else ${t.amount}::int8 end
      where tenant_id = ${tenant} and id in (${t.from}, ${t.to}) returning id, balance`.execute(db);
    const after = (id: bigint) => moved.rows.find((r) => r.id === id)!.balance;
    await sql`insert into ledger_transfers (tenant_id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency, phase, pending_id, debit_balance_after, credit_balance_after)
      values (${tenant}, ${t.key}, 'adjustment', ${t.from}, ${t.to}, ${t.amount}, ${t.currency ?? 'PHP'}, ${t.phase ?? 'single'}, ${t.pendingId ?? null}, ${after(t.from)}, ${after(t.to)})`.execute(
      db,
    );
  }

  it('when a forged transfer is itself well-formed, then the audit still passes (the checks judge the ledger, not who wrote it)', async () => {
    const { tenant, m } = await history();
    await forge(tenant, { key: 'forged', from: await accountId(tenant, 'player', m), to: await accountId(tenant, 'house'), amount: 10 });
    expect(await checksFailing(tenant)).toEqual([]);
  });

  it('when a transfer amount is edited behind the append-only trigger, then the cached balances and the balance chain disagree with it', async () => {
    const { tenant } = await history();
    const bystander = await history();
    await tamper(async (conn) => {
      await sql`update ledger_transfers set amount = amount + 1 where tenant_id = ${tenant} and idempotency_key = 'x1'`.execute(conn);
    });
    expect(await checksFailing(tenant)).toEqual(['balanceChain', 'cachedBalance']);
    expect(await checksFailing(bystander.tenant)).toEqual([]);
  });

  it('when a balance a leg left is edited, then balanceChain names the leg', async () => {
    const { tenant } = await history();
    await tamper(async (conn) => {
      await sql`update ledger_transfers set credit_balance_after = credit_balance_after + 1 where tenant_id = ${tenant} and idempotency_key = 'b1'`.execute(
        conn,
      );
    });
    expect(await checksFailing(tenant)).toEqual(['balanceChain']);
    const report = await auditLedger(db, { tenantId: tenant });
    expect(report.problems[0].detail).toMatch(/^account \d+, credit leg of transfer \d+: balance_after 251, running sum 250$/);
  });

  it('when a transfer pays into an account of another currency, then transferCurrency and the books of both currencies report it', async () => {
    const { tenant, m } = await history();
    await wallet.transfer({ tenantId: tenant, idempotencyKey: 'usd', kind: 'deposit', from: CASHIER, to: player(m), amount: 100, currency: 'USD' });
    const usdCashier = (
      await sql<{ id: bigint }>`select id from ledger_accounts where tenant_id = ${tenant} and house_code = 'cashier' and currency = 'USD'`.execute(db)
    ).rows[0].id;
    await forge(tenant, { key: 'cross', from: await accountId(tenant, 'player', m), to: usdCashier, amount: 10 });
    expect(await checksFailing(tenant)).toEqual(['booksBalance', 'transferCurrency']);
  });

  it('when money is moved into a hold account by an ordinary transfer, then pendingShape and holdBalance report it', async () => {
    const { tenant, m } = await history();
    await forge(tenant, { key: 'sneaky', from: await accountId(tenant, 'player', m), to: await accountId(tenant, 'hold', m), amount: 10 });
    expect(await checksFailing(tenant)).toEqual(['holdBalance', 'pendingShape']);
  });

  // Last: it drops constraints of this database to do what they forbid.
  it('when a posted hold is also voided (its unique resolution dropped) and a wallet is set below zero (its CHECK dropped), then pendingResolvedTwice, holdBalance and negativeBalance report it', async () => {
    const { tenant, m } = await history();
    const [wallet_, hold] = [await accountId(tenant, 'player', m), await accountId(tenant, 'hold', m)];
    const posted = (await sql<{ id: bigint }>`select id from ledger_transfers where tenant_id = ${tenant} and idempotency_key = 'w1'`.execute(db)).rows[0].id;
    await sql`drop index ledger_transfers_one_resolution`.execute(db);
    await sql`alter table ledger_accounts drop constraint ledger_accounts_not_negative`.execute(db);
    // A second, well-formed resolution of w1: hold → wallet.
    await forge(tenant, { key: 'void-again', from: hold, to: wallet_, amount: 1_000, phase: 'void', pendingId: posted });
    expect(await checksFailing(tenant)).toEqual(['holdBalance', 'pendingResolvedTwice']);

    const other = await history();
    await sql`update ledger_accounts set balance = -1 where tenant_id = ${other.tenant} and kind = 'player' and owner_member_id = ${other.m}`.execute(db);
    expect(await checksFailing(other.tenant)).toEqual(['booksBalance', 'cachedBalance', 'negativeBalance']);
  });
});
