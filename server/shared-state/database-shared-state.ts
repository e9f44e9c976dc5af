// Database-backed SharedState, the default without REDIS_URL: sessions and rate limits survive a
// restart and are shared by every instance on the same PostgreSQL. Pub/sub: on PostgreSQL through
// LISTEN/NOTIFY (postgres-notify-bus.ts), so every instance on the database hears every message; on
// embedded PGlite in-process (a PGlite folder serves one process).
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { encodeNotification, NOTIFY_CHANNEL, type PostgresListener } from './postgres-notify-bus.ts';
import type { SharedState, Unsubscribe } from './shared-state.ts';

export interface DatabaseSharedStateOptions {
  sweepEveryMs?: number;
  /**
   * PostgreSQL: the listener created with this state's `deliver` as its handler. Messages are then
   * published with NOTIFY and delivered only through the listener (every instance, this one included).
   */
  listener?: (deliver: (channel: string, message: string) => void) => Promise<PostgresListener>;
}

export class DatabaseSharedState implements SharedState {
  readonly kind = 'database' as const;
  readonly #db: Db;
  readonly #bus = new EventEmitter();
  readonly #sweeper: NodeJS.Timeout;
  #listener: PostgresListener | null = null;

  constructor(db: Db, sweepEveryMs = 60_000) {
    this.#db = db;
    this.#bus.setMaxListeners(0);
    this.#sweeper = setInterval(() => void this.sweep().catch(() => undefined), sweepEveryMs);
    this.#sweeper.unref();
  }

  static async open(db: Db, options: DatabaseSharedStateOptions = {}): Promise<DatabaseSharedState> {
    const state = new DatabaseSharedState(db, options.sweepEveryMs);
    if (options.listener) {
      try {
        state.#listener = await options.listener((channel, message) => state.#bus.emit(channel, message));
      } catch (err) {
        await state.close();
        throw err;
      }
    }
    return state;
  }

  /** Deletes dead rows; reads never see them anyway. */
  async sweep(): Promise<void> {
    await this.#db.deleteFrom('shared_kv').where('expires_at_ms', '<=', String(Date.now())).execute();
  }

  async get(key: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('shared_kv')
      .select('value')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expires_at_ms', 'is', null), eb('expires_at_ms', '>', String(Date.now()))]))
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    const expires = ttlMs === undefined ? null : String(Date.now() + ttlMs);
    await this.#db
      .insertInto('shared_kv')
      .values({ key, value, expires_at_ms: expires })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at_ms: expires }))
      .execute();
  }

  async del(key: string): Promise<void> {
    await this.#db.deleteFrom('shared_kv').where('key', '=', key).execute();
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    // One statement, so concurrent increments never lose a count; a dead row restarts the window.
    const now = Date.now();
    const result = await sql<{ value: string }>`
      insert into shared_kv (key, value, expires_at_ms) values (${key}, '1', ${String(now + ttlMs)})
      on conflict (key) do update set
        value = case when shared_kv.expires_at_ms is not null and shared_kv.expires_at_ms <= ${String(now)}
                     then '1' else (shared_kv.value::bigint + 1)::text end,
        expires_at_ms = case when shared_kv.expires_at_ms is not null and shared_kv.expires_at_ms <= ${String(now)}
                     then excluded.expires_at_ms else shared_kv.expires_at_ms end
      returning value`.execute(this.#db);
    return Number(result.rows[0]!.value);
  }

  async decr(key: string): Promise<void> {
    const now = String(Date.now());
    await sql`update shared_kv set value = greatest(value::bigint - 1, 0)::text
      where key = ${key} and (expires_at_ms is null or expires_at_ms > ${now})`.execute(this.#db);
  }

  async publish(channel: string, message: string): Promise<void> {
    if (this.#listener) await sql`select pg_notify(${NOTIFY_CHANNEL}, ${encodeNotification(channel, message)})`.execute(this.#db);
    else setImmediate(() => this.#bus.emit(channel, message));
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    this.#bus.on(channel, handler);
    return async () => {
      this.#bus.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#bus.removeAllListeners();
    await this.#listener?.close();
    this.#listener = null;
  }
}
