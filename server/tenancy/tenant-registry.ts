// Tenant files on disk → the set of valid configs being served. Watches TENANTS_DIR: an added or
// edited file is re-validated and applied within a second; an invalid edit keeps the last good
// config serving (and says why, once per change); a deleted file stops serving that brand.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, isAbsolute } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import type { Logger } from '../logger.ts';
import { createTenantValidator, formatTenantError, type FileCheck, type TenantError, type TenantSource, type TenantValidator } from './tenant-validator.ts';

export interface TenantRegistryOptions {
  dir: string;
  logger: Logger;
  /** Watch the folder for changes (default true). */
  watch?: boolean;
  debounceMs?: number;
}

interface Served {
  config: TenantConfig;
  text: string;
  file: string;
}

export type TenantsChanged = (ids: readonly string[]) => void;

/** Shows paths relative to the working directory when they are inside it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

export class TenantRegistry {
  readonly #dir: string;
  readonly #logger: Logger;
  readonly #validator: TenantValidator = createTenantValidator();
  readonly #debounceMs: number;
  readonly #listeners = new Set<TenantsChanged>();
  #served = new Map<string, Served>();
  #configs: ReadonlyMap<string, TenantConfig> = new Map();
  /** Last error report logged per file, so an unchanged problem is not logged again. */
  readonly #reported = new Map<string, string>();
  #watcher: FSWatcher | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #pending = false;
  #closed = false;

  private constructor(options: TenantRegistryOptions) {
    this.#dir = options.dir;
    this.#logger = options.logger;
    this.#debounceMs = options.debounceMs ?? 50;
  }

  static async open(options: TenantRegistryOptions): Promise<TenantRegistry> {
    const registry = new TenantRegistry(options);
    await registry.reload();
    if (options.watch ?? true) await registry.#startWatching();
    return registry;
  }

  /** Valid configs by tenant id. A new map object after every change; never mutated. */
  get configs(): ReadonlyMap<string, TenantConfig> {
    return this.#configs;
  }

  onChange(listener: TenantsChanged): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Re-reads the folder now. Concurrent calls are coalesced into one extra run. */
  async reload(): Promise<void> {
    if (this.#running) {
      this.#pending = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#pending = false;
          await this.#reloadOnce();
        } while (this.#pending && !this.#closed);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#watcher?.close();
    this.#watcher = null;
    await this.#running;
    this.#listeners.clear();
  }

  async #startWatching(): Promise<void> {
    const watcher = watch(this.#dir, {
      ignoreInitial: true,
      depth: 0,
      ignored: (path, stats) => Boolean(stats?.isFile() && !path.endsWith('.json')),
    });
    watcher.on('all', (_event, path) => {
      if (!path.endsWith('.json')) return;
      this.#schedule();
    });
    watcher.on('error', (err) => this.#logger.error({ err }, 'tenant folder watcher failed'));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    this.#watcher = watcher;
  }

  #schedule(): void {
    if (this.#closed) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.reload().catch((err) => this.#logger.error({ err }, 'tenant reload failed'));
    }, this.#debounceMs);
  }

  async #readSources(): Promise<TenantSource[]> {
    let names: string[];
    try {
      const entries = await readdir(this.#dir, { withFileTypes: true });
      names = entries.filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name).sort();
    } catch (err) {
      this.#logger.error({ err }, `cannot read the tenant folder ${this.#dir}`);
      return [];
    }
    const sources: TenantSource[] = [];
    for (const name of names) {
      const path = join(this.#dir, name);
      try {
        sources.push({ file: displayPath(path), id: basename(name, '.json'), text: await readFile(path, 'utf8') });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.#logger.error({ err }, `cannot read ${displayPath(path)}`);
      }
    }
    return sources;
  }

  async #reloadOnce(): Promise<void> {
    const sources = await this.#readSources();
    const checks = new Map<string, FileCheck>();
    for (const source of sources) {
      const served = this.#served.get(source.id);
      // An unchanged file that is being served passed every per-file check already.
      checks.set(source.id, served && served.text === source.text ? { source, config: served.config, hostnames: served.config.hostnames, errors: [] } : this.#validator.checkFile(source));
    }

    // Candidates: the new content when it passed its own checks, else the last good config.
    // A new config that claims a hostname another candidate claims is refused (both sides are
    // reported); repeat until stable, since falling back can bring an older claim back.
    const candidates = new Map<string, { served: Served; fresh: boolean }>();
    for (const [id, check] of checks) {
      if (check.config) candidates.set(id, { served: { config: check.config, text: check.source.text, file: check.source.file }, fresh: true });
      else if (this.#served.has(id)) candidates.set(id, { served: this.#served.get(id)!, fresh: false });
    }
    const extraErrors = new Map<string, TenantError[]>();
    for (;;) {
      const conflicts = this.#validator.hostnameConflicts([...candidates.values()].map(({ served }) => ({ file: served.file, hostnames: served.config.hostnames })));
      const refused = [...candidates].filter(([, c]) => c.fresh && conflicts.some((e) => e.file === c.served.file));
      for (const error of conflicts) {
        const id = [...candidates].find(([, c]) => c.served.file === error.file)?.[0];
        if (id !== undefined && !extraErrors.get(id)?.some((e) => formatTenantError(e) === formatTenantError(error))) {
          extraErrors.set(id, [...(extraErrors.get(id) ?? []), error]);
        }
      }
      if (refused.length === 0) break;
      for (const [id] of refused) {
        const previous = this.#served.get(id);
        if (previous) candidates.set(id, { served: previous, fresh: false });
        else candidates.delete(id);
      }
    }

    // Report problems once per change.
    const reportedNow = new Set<string>();
    for (const [id, check] of checks) {
      const errors = [...check.errors, ...(extraErrors.get(id) ?? [])];
      if (errors.length === 0) continue;
      reportedNow.add(check.source.file);
      const lines = errors.map(formatTenantError);
      const text = lines.join('\n');
      if (this.#reported.get(check.source.file) === text) continue;
      this.#reported.set(check.source.file, text);
      const keeping = candidates.has(id);
      this.#logger.error(
        { tenant: id, errors: lines },
        `${check.source.file} has ${errors.length} error${errors.length === 1 ? '' : 's'}; ${keeping ? 'the last good config keeps serving' : 'this tenant is not served'}:\n${text}`,
      );
    }
    for (const file of [...this.#reported.keys()]) if (!reportedNow.has(file)) this.#reported.delete(file);

    const next = new Map<string, Served>([...candidates].map(([id, c]) => [id, c.served]));
    const changed: string[] = [];
    for (const [id, served] of next) {
      const before = this.#served.get(id);
      if (before?.config === served.config) continue;
      changed.push(id);
      this.#logger.info({ tenant: id }, before ? `tenant ${id} reloaded from ${served.file}` : `tenant ${id} loaded from ${served.file}`);
    }
    for (const id of this.#served.keys()) {
      if (next.has(id)) continue;
      changed.push(id);
      this.#logger.warn({ tenant: id }, `tenant ${id} is no longer served (its file was removed or is invalid)`);
    }
    this.#served = next;
    if (changed.length === 0) return;
    this.#configs = new Map([...next].map(([id, s]) => [id, s.config]));
    for (const listener of this.#listeners) {
      try {
        listener(changed);
      } catch (err) {
        this.#logger.error({ err }, 'tenant change listener failed');
      }
    }
  }
}
