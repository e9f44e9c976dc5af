// In-process SharedState: correct for one instance; use Redis for several.
import { EventEmitter } from 'node:events';
import type { SharedState, Unsubscribe } from './shared-state.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemorySharedState implements SharedState {
  readonly kind = 'memory' as const;
  readonly #entries = new Map<string, Entry>();
  readonly #bus = new EventEmitter();
  readonly #sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 60_000) {
    this.#bus.setMaxListeners(0);
    this.#sweeper = setInterval(() => this.#sweep(), sweepEveryMs);
    this.#sweeper.unref();
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }

  async get(key: string): Promise<string | null> {
    return this.#live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.#entries.set(key, { value, expiresAt: ttlMs === undefined ? Infinity : Date.now() + ttlMs });
  }

  async del(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const entry = this.#live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.#entries.set(key, { value: String(count), expiresAt: entry ? entry.expiresAt : Date.now() + ttlMs });
    return count;
  }

  async decr(key: string): Promise<void> {
    const entry = this.#live(key);
    if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
  }

  async publish(channel: string, message: string): Promise<void> {
    // Asynchronous like Redis: a publisher never runs subscriber code inside its own call.
    setImmediate(() => this.#bus.emit(channel, message));
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
    this.#entries.clear();
  }
}
