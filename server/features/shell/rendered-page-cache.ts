// Server-rendered pages, kept per (brand, language, address). An entry is thrown away when its brand's
// config, the template or the renderer changes (identity and version checks on every read), and is
// refreshed in the background once older than the time to live, so the public data it shows (jackpot
// pool, vendor lanes, notices) is never older than that while nobody waits for a render. Bounded: the
// least recently used entry goes first.
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { ShellPage } from './shell-page.ts';

export type CachedRender =
  | { kind: 'page'; status: 200 | 404; page: ShellPage }
  | { kind: 'redirect'; location: string }
  /** The renderer is missing or failed: the plain shell is served (kept too, so a failing page is not re-rendered per request). */
  | { kind: 'none' };

interface Entry {
  tenant: TenantContext;
  versions: string;
  renderedAt: number;
  value: CachedRender;
}

export interface RenderedPageCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export class RenderedPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, { tenant: TenantContext; versions: string; promise: Promise<CachedRender> }>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: RenderedPageCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** `versions`: the template's and the renderer's versions; an entry of other versions is stale. */
  async get(key: string, tenant: TenantContext, versions: string, produce: () => Promise<CachedRender>): Promise<CachedRender> {
    const entry = this.#entries.get(key);
    if (entry && entry.tenant === tenant && entry.versions === versions) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      if (this.#now() - entry.renderedAt > this.#ttlMs) void this.#produce(key, tenant, versions, produce).catch(() => undefined);
      return entry.value;
    }
    return this.#produce(key, tenant, versions, produce);
  }

  /** Drops every entry of brands no longer served. */
  retain(isServed: (tenant: TenantContext) => boolean): void {
    for (const [key, entry] of this.#entries) if (!isServed(entry.tenant)) this.#entries.delete(key);
  }

  #produce(key: string, tenant: TenantContext, versions: string, produce: () => Promise<CachedRender>): Promise<CachedRender> {
    const running = this.#inFlight.get(key);
    // Join a render only of the same config: one begun before a config change would show the old one.
    if (running && running.tenant === tenant && running.versions === versions) return running.promise;
    const renderedAt = this.#now();
    const promise = produce()
      .then((value) => {
        const current = this.#entries.get(key);
        if (current && current.renderedAt > renderedAt) return value;
        this.#entries.delete(key);
        this.#entries.set(key, { tenant, versions, renderedAt, value });
        while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
        return value;
      })
      .finally(() => {
        if (this.#inFlight.get(key)?.promise === promise) this.#inFlight.delete(key);
      });
    this.#inFlight.set(key, { tenant, versions, promise });
    return promise;
  }
}
