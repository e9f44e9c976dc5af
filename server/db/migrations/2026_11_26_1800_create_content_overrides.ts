import { sql, type Kysely } from 'kysely';

// Live content (back office, issue 16 item 4): per brand and kind (banners, notices, maintenance) the
// list staff edited, which replaces the tenant file's list of that kind until staff reset it; and the
// banner images staff uploaded, in the database so every instance serves them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_overrides')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('banners', 'notices', 'maintenance')`))
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_overrides_pkey', ['tenant_id', 'kind'])
    .execute();
  await db.schema
    .createTable('content_images')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/webp')`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_images_pkey', ['tenant_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_images').execute();
  await db.schema.dropTable('content_overrides').execute();
}
