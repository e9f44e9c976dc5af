// SharedState on Redis: keys and channels are prefixed so several apps can share one Redis. Keys live in the
// URL's database; pub/sub channels do not (Redis delivers a PUBLISH to subscribers of every database), so a
// channel also names the database: two portals on databases 1 and 2 of one server never hear each other's
// push events (a member's private chat post included).
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { SharedState, Unsubscribe } from './shared-state.ts';

const PREFIX = 'portal:';
const INCR_WITH_TTL = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
// DECR keeps the key's expiry; a missing (expired) key is left missing rather than created at -1.
const DECR_IF_POSITIVE = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisSharedState implements SharedState {
  readonly kind = 'redis' as const;
  readonly #handlers = new Map<string, Set<(message: string) => void>>();

  /** Channel prefix: PREFIX and the database number (pub/sub ignores databases). */
  readonly #channelPrefix: string;

  private constructor(
    private readonly client: Redis,
    private readonly subscriber: Redis,
  ) {
    this.#channelPrefix = `${PREFIX}${client.options.db ?? 0}:`;
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.#handlers.get(channel) ?? []) handler(message);
    });
  }

  static async connect(url: string, logger: Logger): Promise<RedisSharedState> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true };
    const client = new Redis(url, options);
    const subscriber = new Redis(url, options);
    for (const connection of [client, subscriber]) {
      connection.on('error', (err: Error) => logger.error({ err: { message: err.message } }, 'redis connection error'));
    }
    try {
      await Promise.all([client.connect(), subscriber.connect()]);
    } catch (err) {
      client.disconnect();
      subscriber.disconnect();
      throw new Error(`cannot connect to REDIS_URL: ${(err as Error).message}`, { cause: err });
    }
    return new RedisSharedState(client, subscriber);
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(PREFIX + key);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.client.set(PREFIX + key, value);
    else await this.client.set(PREFIX + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async del(key: string): Promise<void> {
    await this.client.del(PREFIX + key);
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    return Number(await this.client.eval(INCR_WITH_TTL, 1, PREFIX + key, Math.max(1, Math.ceil(ttlMs))));
  }

  async decr(key: string): Promise<void> {
    await this.client.eval(DECR_IF_POSITIVE, 1, PREFIX + key);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client.publish(this.#channelPrefix + channel, message);
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe> {
    const name = this.#channelPrefix + channel;
    let handlers = this.#handlers.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(name, handlers);
      await this.subscriber.subscribe(name);
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.#handlers.get(name) === handlers) {
        this.#handlers.delete(name);
        await this.subscriber.unsubscribe(name);
      }
    };
  }

  async close(): Promise<void> {
    this.#handlers.clear();
    await Promise.allSettled([this.subscriber.quit(), this.client.quit()]);
  }
}
