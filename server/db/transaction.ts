// The one way to run work in a database transaction. Services (and the few repositories whose own
// method must be atomic) call it with the Db they hold and build their repositories from `trx`
// (`new XRepository(trx)`, `wallet.within(trx)`), so everything inside commits or rolls back together.
import type { Db } from './database.ts';

/**
 * Runs `work` in one transaction: the caller's when `db` is already a transaction (nested work joins
 * it instead of opening a second connection that would wait on the first), else a new one that
 * commits when `work` resolves and rolls back when it throws.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
