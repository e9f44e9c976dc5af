// bench-ledger: transfers per second of the wallet service on each database, in three shapes:
//   own    each worker pays between its own two wallets (no row shared between workers),
//   house  each worker pays from its own wallet into the house 'game_bets' account (one shared row),
//   hot    every worker pays out of ONE wallet into 'game_bets' (two shared rows).
// A shared row serialises the transfers that touch it for as long as each holds its lock (lock,
// one write statement, commit). Ends with the reconciliation the ledger promises.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { LedgerRepository } from '../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../server/features/wallet/wallet.service.ts';
import type { AccountRef } from '../../server/features/wallet/wallet.types.ts';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
const TENANT = 'bench';
const CASHIER: AccountRef = { kind: 'house', code: 'cashier' };
const BETS: AccountRef = { kind: 'house', code: 'game_bets' };

async function members(db: Db, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const account = `bench${i}`;
    const row = await sql<{ id: bigint }>`insert into members (tenant_id, account, account_key, nickname, register_method)
      values (${TENANT}, ${account}, ${account}, ${account}, 'seed') returning id`.execute(db);
    ids.push(Number(row.rows[0].id));
  }
  return ids;
}

async function run(label: string, wallet: WalletService, payerOf: (worker: number) => number, payeeOf: (worker: number) => AccountRef): Promise<void> {
  let next = 0;
  let refused = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      while (next < TRANSFERS) {
        const i = next++;
        await wallet
          .transfer({ tenantId: TENANT, idempotencyKey: `${label}:${i}`, kind: 'bet', from: { kind: 'player', memberId: payerOf(worker) }, to: payeeOf(worker), amount: 1 + (i % 50), currency: 'PHP' })
          .catch(() => refused++);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  console.log(`  ${label.padEnd(7)} ${(TRANSFERS / seconds).toFixed(0).padStart(7)} transfers/s  (${TRANSFERS} transfers, ${WORKERS} concurrent, ${refused} refused)`);
}

async function bench(name: string, env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<void> {
  // Dropping the scratch database afterwards ends connections the pool is still closing: expected, not logged.
  const { db } = await createDatabase(env, { warn: () => {} });
  try {
    await migrateToLatest(db);
    const wallet = new WalletService(new LedgerRepository(db));
    const ids = await members(db, WORKERS * 2);
    for (const id of ids) await wallet.transfer({ tenantId: TENANT, idempotencyKey: `seed:${id}`, kind: 'deposit', from: CASHIER, to: { kind: 'player', memberId: id }, amount: 1_000_000_000, currency: 'PHP' });
    console.log(`${name}:`);
    await run('own', wallet, (worker) => ids[worker], (worker) => ({ kind: 'player', memberId: ids[WORKERS + worker] }));
    await run('house', wallet, (worker) => ids[worker], () => BETS);
    await run('hot', wallet, () => ids[0], () => BETS);
    const drift = await wallet.reconcile(TENANT);
    const totals = await wallet.trialBalance(TENANT);
    const sound = drift.length === 0 && totals.every((t) => t.total === 0);
    console.log(`  reconcile: ${sound ? 'sound' : `BROKEN ${JSON.stringify({ drift, totals })}`}`);
    if (!sound) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

await bench('PGlite (memory)', { DATA_DIR: 'memory://' });

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `bench_ledger_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await bench('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' });
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
