// Pub/sub between instances over PostgreSQL's LISTEN/NOTIFY: the database shared state's fan-out when
// several instances share one DATABASE_URL and no Redis. One connection of its own (outside the pool, which
// hands connections to anyone) listens on one database channel; the logical channel travels inside the
// payload, so a new logical channel needs no new LISTEN. A notification reaches every listening session,
// this process's own included, so a publisher receives its own messages as with Redis.
import pg from 'pg';
import type { Logger } from '../logger.ts';

/** The one PostgreSQL channel every instance listens on (an identifier: lower case, no quoting needed). */
export const NOTIFY_CHANNEL = 'portal_shared_state';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; leave room for the channel name and quoting. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export type NotifyHandler = (channel: string, message: string) => void;

/** The payload of one notification: [logical channel, message]. */
export function encodeNotification(channel: string, message: string): string {
  const payload = JSON.stringify([channel, message]);
  if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(
      `a shared-state message on ${channel} is ${Buffer.byteLength(payload)} bytes; PostgreSQL NOTIFY carries at most ${MAX_NOTIFY_PAYLOAD_BYTES}`,
    );
  }
  return payload;
}

export function decodeNotification(payload: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(payload);
    return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' ? [value[0], value[1]] : null;
  } catch {
    return null;
  }
}

/**
 * The listening side. It reconnects by itself (doubling waits up to 30 s) when the connection drops;
 * messages sent while it was down are lost, as with Redis pub/sub, and each loss is logged.
 */
export class PostgresListener {
  #client: pg.Client | null = null;
  #closed = false;
  #retryMs = RECONNECT_MIN_MS;
  #timer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly handler: NotifyHandler,
  ) {}

  /** Resolves once LISTEN is in effect, so nothing published after it is missed; fails when the database cannot be reached. */
  static async listen(url: string, logger: Logger, handler: NotifyHandler): Promise<PostgresListener> {
    const listener = new PostgresListener(url, logger, handler);
    await listener.#connect();
    return listener;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      if (n.channel !== NOTIFY_CHANNEL || n.payload === undefined) return;
      const decoded = decodeNotification(n.payload);
      if (decoded) this.handler(decoded[0], decoded[1]);
    });
    // 'error' then 'end' when the server goes away: one reconnect per lost client.
    client.on('error', (err) => this.logger.warn({ err: { message: err.message } }, 'shared-state LISTEN connection failed'));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = RECONNECT_MIN_MS;
  }

  #lost(client: pg.Client): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = null;
    this.logger.warn(`shared-state LISTEN connection lost: messages published until it is back are missed (retrying in ${this.#retryMs} ms)`);
    this.#schedule();
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#connect().then(
        () => this.logger.info('shared-state LISTEN connection restored'),
        (err: Error) => {
          this.#retryMs = Math.min(RECONNECT_MAX_MS, this.#retryMs * 2);
          this.logger.warn({ err: { message: err.message } }, `shared-state LISTEN reconnect failed (next try in ${this.#retryMs} ms)`);
          if (!this.#closed) this.#schedule();
        },
      );
    }, this.#retryMs);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
