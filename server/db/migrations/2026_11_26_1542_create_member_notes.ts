import { sql, type Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// Notes staff keep on a player (back office, issue 16 item 5): who wrote what and when. Append-only
// like the staff audit: a trigger refuses UPDATE and DELETE, so a note cannot be rewritten afterwards.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_notes')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('staff_id', 'bigint', (c) => c.notNull())
    .addColumn('staff_username', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull().check(sql`length(body) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_notes_pkey', ['tenant_id', 'id'])
    .addForeignKeyConstraint('member_notes_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .execute();
  await sql`create index member_notes_of_member on member_notes (tenant_id, member_id, id desc)`.execute(db);
  await applyFunctions(db, ['member_notes_append_only']);
  await sql`create trigger member_notes_no_change before update or delete on member_notes
    for each row execute function member_notes_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_notes').execute();
  await sql`drop function if exists member_notes_append_only()`.execute(db);
}
