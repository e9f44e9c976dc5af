// Small key/value + pub/sub state shared by every instance of the portal: the database by default,
// Redis when REDIS_URL is set (in-process only for unit tests). Sessions, rate limits, one-time
// challenges and change notifications build on it.
import type { Logger } from '../logger.ts';
import type { Db } from '../db/database.ts';
import { DatabaseSharedState } from './database-shared-state.ts';
import { MemorySharedState } from './memory-shared-state.ts';
import { PostgresListener } from './postgres-notify-bus.ts';
import { RedisSharedState } from './redis-shared-state.ts';

export type Unsubscribe = () => Promise<void>;

export interface SharedState {
  readonly kind: 'memory' | 'database' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores `value`; with `ttlMs` the key disappears after that many milliseconds. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Atomically adds one and returns the new count; the first increment starts a `ttlMs` window. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Atomically takes one back from a live counter: never below zero, never creates it, keeps its window. */
  decr(key: string): Promise<void>;
  /** Delivers `message` to every subscriber of `channel` in every instance (including this one). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/**
 * Redis with a URL; else the database when given (with `databaseUrl`, a PostgreSQL server: its pub/sub
 * reaches every instance through LISTEN/NOTIFY); else in-process memory.
 */
export async function createSharedState(redisUrl: string | undefined, logger: Logger, db?: Db, databaseUrl?: string): Promise<SharedState> {
  if (redisUrl) return RedisSharedState.connect(redisUrl, logger);
  if (!db) return new MemorySharedState();
  return DatabaseSharedState.open(db, databaseUrl ? { listener: (deliver) => PostgresListener.listen(databaseUrl, logger, deliver) } : {});
}
