// Small key/value + pub/sub state shared by every instance of the portal: in-process by default,
// Redis when REDIS_URL is set. Sessions, rate limits and change notifications build on it.
import type { Logger } from '../logger.ts';
import { MemorySharedState } from './memory-shared-state.ts';
import { RedisSharedState } from './redis-shared-state.ts';

export type Unsubscribe = () => Promise<void>;

export interface SharedState {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** Stores `value`; with `ttlMs` the key disappears after that many milliseconds. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Atomically adds one and returns the new count; the first increment starts a `ttlMs` window. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Delivers `message` to every subscriber of `channel` in every instance (including this one). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export async function createSharedState(redisUrl: string | undefined, logger: Logger): Promise<SharedState> {
  if (!redisUrl) return new MemorySharedState();
  return RedisSharedState.connect(redisUrl, logger);
}
