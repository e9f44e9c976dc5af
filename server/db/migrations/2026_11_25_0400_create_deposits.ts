import { sql, type Kysely } from 'kysely';

// Deposits (spec §2 depositv2): a manual bank transfer waits for staff; a gateway payment waits for
// the gateway's signed callback. The status moves out of 'pending' once, by a conditional UPDATE in the
// same transaction as the wallet credit, so neither a double click nor a replayed callback credits twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deposits')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('method_id', 'text', (c) => c.notNull())
    .addColumn('method_kind', 'text', (c) => c.notNull().check(sql`method_kind in ('manualBank', 'sandboxGateway')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bank_account_id', 'text')
    .addColumn('reference', 'text')
    .addColumn('receipt', 'bytea')
    .addColumn('receipt_type', 'text')
    .addColumn('gateway_token', 'text', (c) => c.unique())
    .addColumn('gateway_ref', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'failed')`),
    )
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('deposits_pkey', ['tenant_id', 'id'])
    .addUniqueConstraint('deposits_client_key', ['tenant_id', 'member_id', 'client_key'])
    .addForeignKeyConstraint('deposits_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('deposits_member_idx').on('deposits').columns(['tenant_id', 'member_id', 'id']).execute();
  await db.schema.createIndex('deposits_status_idx').on('deposits').columns(['status', 'tenant_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposits').execute();
}
