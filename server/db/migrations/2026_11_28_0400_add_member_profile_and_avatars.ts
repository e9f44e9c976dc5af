import { sql, type Kysely } from 'kysely';

// My account (issue 21 item 1): whether a code mailed to the member's e-mail address proved it (like
// mobile_verified), and the member's avatar — a preset of the generated set, or an uploaded image the
// server decoded and re-encoded (256×256 WebP, never the uploaded bytes). One row per member; a new choice
// replaces it, and `version` changes so a cached image URL changes with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column email_verified boolean not null default false`.execute(db);
  await db.schema
    .createTable('member_avatars')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('preset', 'upload')`))
    .addColumn('preset_id', 'integer')
    .addColumn('image', 'bytea')
    .addColumn('content_type', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_avatars_pkey', ['tenant_id', 'member_id'])
    .addForeignKeyConstraint('member_avatars_member', ['tenant_id', 'member_id'], 'members', ['tenant_id', 'id'])
    .addCheckConstraint(
      'member_avatars_shape',
      sql`(kind = 'preset' and preset_id is not null) or (kind = 'upload' and image is not null and content_type is not null)`,
    )
    .addCheckConstraint('member_avatars_size', sql`image is null or octet_length(image) <= 1048576`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_avatars').execute();
  await sql`alter table members drop column email_verified`.execute(db);
}
