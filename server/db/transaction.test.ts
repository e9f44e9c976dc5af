import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';
import { inTransaction } from './transaction.ts';

describe('inTransaction', () => {
  let db: Db;
  const ids = async () => (await sql<{ id: number }>`select id from tx_helper_probe order by id`.execute(db)).rows.map((r) => r.id);

  beforeAll(async () => {
    ({ db } = await createDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined }));
    await sql`create table tx_helper_probe (id int primary key)`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('when the work throws, then none of its writes stay', async () => {
    await sql`delete from tx_helper_probe`.execute(db);
    const failed = inTransaction(db, async (trx) => {
      await sql`insert into tx_helper_probe values (1)`.execute(trx);
      throw new Error('stop');
    });
    await expect(failed).rejects.toThrow('stop');
    expect(await ids()).toEqual([]);
  });

  it('when it is called inside an open transaction, then it joins it: the outer rollback undoes the inner writes too', async () => {
    await sql`delete from tx_helper_probe`.execute(db);
    const outer = inTransaction(db, async (trx) => {
      await inTransaction(trx, async (inner) => {
        expect(inner).toBe(trx);
        await sql`insert into tx_helper_probe values (2)`.execute(inner);
      });
      throw new Error('outer stops');
    });
    await expect(outer).rejects.toThrow('outer stops');
    expect(await ids()).toEqual([]);
  });

  it('when the work resolves, then its writes are committed', async () => {
    await sql`delete from tx_helper_probe`.execute(db);
    await inTransaction(db, (trx) => sql`insert into tx_helper_probe values (3)`.execute(trx));
    expect(await ids()).toEqual([3]);
  });
});
