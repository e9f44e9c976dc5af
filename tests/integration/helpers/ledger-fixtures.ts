// The wallet ledger on a throw-away database, for the ledger's integration tests: a migrated
// database of either engine, the real WalletService on it, and members to own wallets.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../../server/db/database.ts';
import { AppError } from '../../../server/http/app-error.ts';
import { LedgerRepository } from '../../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../../server/features/wallet/wallet.service.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';

export interface LedgerWorld {
  database: TestDatabase;
  db: Db;
  wallet: WalletService;
  close(): Promise<void>;
}

export async function openLedger(kind: DatabaseKind): Promise<LedgerWorld> {
  const database = await createTestDatabase(kind, 'migrated');
  // Dropping the database at the end ends pooled connections that are still closing: not news.
  const { db } = await createDatabase(database.env, { warn: () => {} }, { pgliteData: database.pgliteData });
  return {
    database,
    db,
    wallet: new WalletService(new LedgerRepository(db)),
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

export const newTenant = (prefix = 't') => `${prefix}-${randomUUID()}`;

/** A member row (wallets reference members); `id` forces the id, to give two tenants the same one. */
export async function addMember(db: Db, tenantId: string, id?: number): Promise<number> {
  const account = `m${randomUUID().slice(0, 8)}`;
  const row =
    id === undefined
      ? await sql<{ id: bigint }>`insert into members (tenant_id, account, account_key, nickname, register_method)
          values (${tenantId}, ${account}, ${account}, ${account}, 'seed') returning id`.execute(db)
      : await sql<{ id: bigint }>`insert into members (tenant_id, id, account, account_key, nickname, register_method)
          overriding system value values (${tenantId}, ${id}, ${account}, ${account}, ${account}, 'seed') returning id`.execute(db);
  return Number(row.rows[0].id);
}

/** "status code" of the AppError a promise rejects with (fails when it resolves or throws something else). */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return `${err.status} ${err.code}`;
}
