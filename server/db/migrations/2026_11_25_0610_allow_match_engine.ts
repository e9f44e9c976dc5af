import { sql, type Kysely } from 'kysely';

// The studio's match engine (fixed-odds sports, esports and cockfight rounds) stores its rounds beside
// the others. The check on studio_rounds.engine was declared inline in 0520, so PostgreSQL named it
// studio_rounds_engine_check; it is replaced in one statement, keeping the name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table studio_rounds
    drop constraint studio_rounds_engine_check,
    add constraint studio_rounds_engine_check check (engine in ('slot', 'baccarat', 'fish', 'match'))`.execute(db);
}

// Refused while match rounds exist: they are money records, never dropped to make a downgrade fit.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table studio_rounds
    drop constraint studio_rounds_engine_check,
    add constraint studio_rounds_engine_check check (engine in ('slot', 'baccarat', 'fish'))`.execute(db);
}
