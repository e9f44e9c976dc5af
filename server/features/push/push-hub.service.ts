// The one server push channel: every open event stream of this instance, per brand (and per member when
// signed in), and the fan-out that reaches the streams of every other instance. Features publish events
// here and never talk to a stream themselves; the routes adapt an HTTP response to a PushSink.
//
// - publish(tenantId, event, {memberId?}): to this instance's streams at once, and through SharedState pub/sub
//   (Redis, or PostgreSQL LISTEN/NOTIFY) to every other instance, which delivers it to its own streams of that
//   brand (and member). The bus echoes a message to its sender too; the hub skips its own echo (origin id), so
//   a local reader does not wait a round trip through the database or Redis (bench-chat: the p99 of a chat
//   answer reaching the player).
// - deliverLocal(...): this instance's streams only. Config events use it: every instance learns of a
//   config change by itself (tenant files are watched, overrides fan out through SharedState) and must
//   send the config it serves, not one it has not applied yet.
// - A stream that opens with a cursor (Last-Event-ID or ?since=) gets what it missed from the catch-up
//   providers before the `ready` event.
import { randomUUID } from 'node:crypto';
import type { PushEvent } from '../../../schemas/generated/push.ts';
import { formatPushCursor, type PushCursor } from '../../../schemas/rules/push-cursor.ts';
import type { Logger } from '../../logger.ts';
import type { SharedState, Unsubscribe } from '../../shared-state/shared-state.ts';

/** A member's streams only; without memberId every stream of the brand. */
export interface PushTarget {
  memberId?: number;
}

/** One open stream as the hub sees it (the routes adapt an HTTP response to it). */
export interface PushSink {
  /** Sends the status line and headers; called once, only when the stream is admitted. */
  open(): void;
  write(chunk: string | Buffer): void;
  /** Bytes written but not yet taken by the network (a reader that stopped reading). */
  readonly pendingBytes: number;
  end(): void;
}

export interface PushLimits {
  /** Open streams on one instance; past it new ones get 503 and EventSource retries (another instance, or later). */
  maxConnections: number;
  /** Open streams from one address on one instance (tabs of one household or office behind one address). */
  maxPerAddress: number;
  /** A comment line this often keeps proxies and NAT from closing an idle stream (most cut at 30–60 s). */
  heartbeatMs: number;
  /** A stream whose unsent bytes pass this is closed; the browser reconnects and catches up. */
  maxPendingBytes: number;
  /** Sent as SSE `retry`: how long EventSource waits before reconnecting. */
  retryMs: number;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = {
  maxConnections: 10_000,
  maxPerAddress: 20,
  heartbeatMs: 25_000,
  maxPendingBytes: 1024 * 1024,
  retryMs: 3_000,
};

/** Events a stream missed, given what it has seen (its cursor). Providers run in registration order. */
export type CatchUp = (tenantId: string, cursor: PushCursor, target: PushTarget) => PushEvent[];

export type OpenRefusal = 'closing' | 'instanceFull' | 'addressFull';

interface Connection {
  tenantId: string;
  memberId: number | undefined;
  address: string;
  sink: PushSink;
  cursor: PushCursor;
}

interface Published {
  /** The publishing hub (each process has its own): it delivered locally already and skips the echo. */
  origin?: string;
  tenantId: string;
  memberId?: number;
  event: PushEvent;
}

const CHANNEL = 'push';
const HEARTBEAT = ':\n\n';

/** What a stream has seen once `event` reached it. */
function advance(cursor: PushCursor, event: PushEvent): PushCursor {
  return event.type === 'config' ? { ...cursor, config: event.version } : cursor;
}

/** One SSE message: the cursor as its id, the type as its event name, the event as one line of JSON. */
export function sseFrame(cursor: PushCursor, event: PushEvent): string {
  return `id: ${formatPushCursor(cursor)}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

const memberKey = (tenantId: string, memberId: number) => `${tenantId}\u0000${memberId}`;

export class PushHub {
  readonly #origin = randomUUID();
  readonly #byTenant = new Map<string, Set<Connection>>();
  /** The signed-in streams by (brand, member): a member's event (a chat answer, a badge) finds its streams at once. */
  readonly #byMember = new Map<string, Set<Connection>>();
  readonly #perAddress = new Map<string, number>();
  readonly #catchUps: CatchUp[] = [];
  #count = 0;
  #closing = false;
  #heartbeat: NodeJS.Timeout | null = null;
  #unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly sharedState: SharedState,
    private readonly logger: Logger,
    readonly limits: PushLimits = DEFAULT_PUSH_LIMITS,
  ) {}

  async start(): Promise<void> {
    this.#unsubscribe = await this.sharedState.subscribe(CHANNEL, (message) => {
      let published: Published;
      try {
        published = JSON.parse(message) as Published;
      } catch {
        this.logger.warn('a push message that is not JSON was ignored');
        return;
      }
      if (published.origin === this.#origin) return;
      this.deliverLocal(published.tenantId, published.event, { memberId: published.memberId });
    });
    this.#heartbeat = setInterval(() => this.#beat(), this.limits.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Open streams on this instance. */
  get connections(): number {
    return this.#count;
  }

  addCatchUp(provider: CatchUp): void {
    this.#catchUps.push(provider);
  }

  /**
   * Admits a stream (or says why not, before anything is written), sends what it missed and `ready`.
   * The returned function removes it (call it when the request closes).
   */
  open(stream: { tenantId: string; memberId?: number; address: string; cursor: PushCursor; sink: PushSink }): (() => void) | OpenRefusal {
    if (this.#closing) return 'closing';
    if (this.#count >= this.limits.maxConnections) return 'instanceFull';
    const fromAddress = this.#perAddress.get(stream.address) ?? 0;
    if (fromAddress >= this.limits.maxPerAddress) return 'addressFull';

    const connection: Connection = { tenantId: stream.tenantId, memberId: stream.memberId, address: stream.address, sink: stream.sink, cursor: stream.cursor };
    let streams = this.#byTenant.get(stream.tenantId);
    if (!streams) this.#byTenant.set(stream.tenantId, (streams = new Set()));
    streams.add(connection);
    if (stream.memberId !== undefined) {
      const key = memberKey(stream.tenantId, stream.memberId);
      let own = this.#byMember.get(key);
      if (!own) this.#byMember.set(key, (own = new Set()));
      own.add(connection);
    }
    this.#perAddress.set(stream.address, fromAddress + 1);
    this.#count++;

    stream.sink.open();
    let first = `retry: ${this.limits.retryMs}\n\n`;
    const target = { memberId: stream.memberId };
    for (const provider of this.#catchUps) {
      for (const event of provider(stream.tenantId, connection.cursor, target)) {
        connection.cursor = advance(connection.cursor, event);
        first += sseFrame(connection.cursor, event);
      }
    }
    stream.sink.write(first + sseFrame(connection.cursor, { type: 'ready' }));

    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.#remove(connection);
    };
  }

  /** Sends `event` to the brand's streams (or one member's) on every instance. */
  async publish(tenantId: string, event: PushEvent, target: PushTarget = {}): Promise<void> {
    this.deliverLocal(tenantId, event, target);
    const message: Published = { origin: this.#origin, tenantId, event, ...(target.memberId !== undefined ? { memberId: target.memberId } : {}) };
    await this.sharedState.publish(CHANNEL, JSON.stringify(message));
  }

  /** Sends `event` to this instance's streams of the brand (or of one member); returns how many it reached. */
  deliverLocal(tenantId: string, event: PushEvent, target: PushTarget = {}): number {
    const streams = target.memberId !== undefined ? this.#byMember.get(memberKey(tenantId, target.memberId)) : this.#byTenant.get(tenantId);
    if (!streams) return 0;
    // One encoded frame per distinct cursor (today one per delivery), shared by every stream it fits.
    const frames = new Map<string, Buffer>();
    let reached = 0;
    for (const connection of [...streams]) {
      if (this.#tooSlow(connection)) continue;
      const cursor = advance(connection.cursor, event);
      const key = formatPushCursor(cursor);
      let frame = frames.get(key);
      if (!frame) frames.set(key, (frame = Buffer.from(sseFrame(cursor, event))));
      connection.cursor = cursor;
      connection.sink.write(frame);
      reached++;
    }
    return reached;
  }

  /** Ends the brand's streams (its tenant file is gone): reconnecting browsers then get 404. */
  endTenant(tenantId: string): void {
    for (const connection of [...(this.#byTenant.get(tenantId) ?? [])]) this.#end(connection);
  }

  /**
   * Ends every stream and refuses new ones: the HTTP server can then close (graceful shutdown). Browsers
   * reconnect after `retryMs`, behind a load balancer to another instance, and catch up there.
   */
  drain(): void {
    this.#closing = true;
    for (const streams of [...this.#byTenant.values()]) for (const connection of [...streams]) this.#end(connection);
  }

  async close(): Promise<void> {
    this.drain();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    await this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  #beat(): void {
    for (const streams of this.#byTenant.values()) {
      for (const connection of [...streams]) if (!this.#tooSlow(connection)) connection.sink.write(HEARTBEAT);
    }
  }

  #tooSlow(connection: Connection): boolean {
    if (connection.sink.pendingBytes <= this.limits.maxPendingBytes) return false;
    this.logger.info({ tenant: connection.tenantId, pendingBytes: connection.sink.pendingBytes }, 'push stream closed: the reader fell behind');
    this.#end(connection);
    return true;
  }

  #end(connection: Connection): void {
    if (!this.#remove(connection)) return;
    connection.sink.end();
  }

  /** False when it was already gone. */
  #remove(connection: Connection): boolean {
    const streams = this.#byTenant.get(connection.tenantId);
    if (!streams?.delete(connection)) return false;
    if (streams.size === 0) this.#byTenant.delete(connection.tenantId);
    if (connection.memberId !== undefined) {
      const key = memberKey(connection.tenantId, connection.memberId);
      const own = this.#byMember.get(key);
      own?.delete(connection);
      if (own?.size === 0) this.#byMember.delete(key);
    }
    const left = (this.#perAddress.get(connection.address) ?? 1) - 1;
    if (left <= 0) this.#perAddress.delete(connection.address);
    else this.#perAddress.set(connection.address, left);
    this.#count--;
    return true;
  }
}
