// A ledger written before the holds, shards and legs-on-transfer migrations (0321, 0322) keeps its
// history: the entries move onto their transfers, the audit passes, balances and replays are intact.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database.ts';
import { createMigrator, migrateToLatest } from '../../server/db/migrate.ts';
import { auditLedger } from '../../server/features/wallet/ledger-audit.repository.ts';
import { LedgerRepository } from '../../server/features/wallet/ledger.repository.ts';
import { WalletService } from '../../server/features/wallet/wallet.service.ts';
import { addMember } from './helpers/ledger-fixtures.ts';

describe('ledger migrations on pglite', () => {
  it('when a ledger from migration 0320 is migrated, then its transfers carry their legs, the audit passes and a replay returns the old transfer', async () => {
    const { db } = await createDatabase({ DATA_DIR: 'memory://' });
    try {
      const migrated = await createMigrator(db).migrateTo('2026_11_22_0320_create_ledger');
      expect(migrated.error).toBeUndefined();
      const m = await addMember(db, 'old');
      // What the 0320 wallet wrote for a deposit of 500: two accounts, a transfer, two entries.
      const accounts = await sql<{ id: bigint }>`
        insert into ledger_accounts (tenant_id, kind, owner_member_id, house_code, currency, balance)
        values ('old', 'house', null, 'cashier', 'PHP', -500), ('old', 'player', ${m}, null, 'PHP', 500) returning id`.execute(db);
      const [cashier, wallet] = accounts.rows.map((r) => r.id);
      const t = await sql<{ id: bigint }>`insert into ledger_transfers (tenant_id, idempotency_key, kind, debit_account_id, credit_account_id, amount, currency)
        values ('old', 'dep-1', 'deposit', ${cashier}, ${wallet}, 500, 'PHP') returning id`.execute(db);
      await sql`insert into ledger_entries (tenant_id, transfer_id, account_id, amount, balance_after)
        values ('old', ${t.rows[0].id}, ${cashier}, -500, -500), ('old', ${t.rows[0].id}, ${wallet}, 500, 500)`.execute(db);

      await migrateToLatest(db);
      const legs = await sql<{
        leg: string;
        amount: bigint;
        balance_after: bigint;
      }>`select leg, amount, balance_after from ledger_entries where tenant_id = 'old' order by leg desc`.execute(db);
      expect(legs.rows).toEqual([
        { leg: 'debit', amount: -500n, balance_after: -500n },
        { leg: 'credit', amount: 500n, balance_after: 500n },
      ]);
      expect((await auditLedger(db, { tenantId: 'old' })).problems).toEqual([]);
      const service = new WalletService(new LedgerRepository(db));
      const replay = await service.transfer({
        tenantId: 'old',
        idempotencyKey: 'dep-1',
        kind: 'deposit',
        from: { kind: 'house', code: 'cashier' },
        to: { kind: 'player', memberId: m },
        amount: 500,
        currency: 'PHP',
      });
      expect(replay).toMatchObject({ id: Number(t.rows[0].id), replayed: true, fromBalanceAfter: -500, toBalanceAfter: 500 });
      // New movements carry on from the migrated balances (the old cashier row is shard 0).
      await service.transfer({
        tenantId: 'old',
        idempotencyKey: 'wd-1',
        kind: 'withdrawal',
        from: { kind: 'player', memberId: m },
        to: { kind: 'house', code: 'cashier' },
        amount: 200,
        currency: 'PHP',
      });
      expect(await service.balance('old', m, 'PHP')).toEqual({ sumBalance: 300, currency: 'PHP' });
      expect(await service.houseBalance('old', 'cashier', 'PHP')).toBe(-300);
      expect((await auditLedger(db, { tenantId: 'old' })).problems).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
