// Tenant files on disk → the set of valid configs being served. Watches TENANTS_DIR: an added or
// edited file is re-validated and applied within a second; an invalid edit keeps the last good
// config serving (and says why, once per change); a deleted file stops serving that brand.
// Files may be symlinks (Kubernetes ConfigMaps: `x.json -> ..data/x.json`, `..data` swapped
// atomically); a folder that cannot be read keeps the last good set serving.
// One hostname rule at start and on reload: a hostname claimed by two served tenants is served by
// neither (both files are reported); each keeps its other hostnames and its `<id>.localhost`.
// Art named by a file is checked in tenants/<id>/; while a file has errors the brand folders are
// watched too, so art copied in after its file still brings the brand live within a second.
// validationStates() tells, per file, whether it is valid, its last errors and when it was checked
// (what the back office shows).
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, isAbsolute, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import type { Logger } from '../logger.ts';
import type { TenantHosts } from './resolve-tenant.ts';
import {
  createTenantValidator,
  formatTenantError,
  type FileCheck,
  type HostnameClash,
  type TenantError,
  type TenantSource,
  type TenantValidator,
} from './tenant-validator.ts';

export interface TenantRegistryOptions {
  dir: string;
  logger: Logger;
  /** NODE_ENV=production: demo secrets are refused and `<id>.localhost` does not resolve. */
  production?: boolean;
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

/** One tenant file as the last reload found it. */
export interface TenantValidationState {
  id: string;
  file: string;
  state: 'ok' | 'invalid';
  /** Every problem of the file, pointer and message (empty when ok); hostname clashes included. */
  errors: TenantError[];
  /** Problems that do not stop the file from being served (a banner leading to a switched-off page). */
  warnings: TenantError[];
  /** When this content was last validated. */
  checkedAt: Date;
  /** Whether the brand is served: this file, or (after an invalid edit) its last good config. */
  serving: boolean;
}

/** Brand folders are this deep at most (tenants/<id>/banners/<file>): deeper changes are not watched. */
const ASSET_WATCH_DEPTH = 3;

/** Shows paths relative to the working directory when they are inside it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

export class TenantRegistry {
  readonly #dir: string;
  readonly #logger: Logger;
  readonly #production: boolean;
  readonly #validator: TenantValidator;
  readonly #debounceMs: number;
  readonly #listeners = new Set<TenantsChanged>();
  #served = new Map<string, Served>();
  #configs: ReadonlyMap<string, TenantConfig> = new Map();
  #hosts: readonly TenantHosts[] = [];
  /** Last error report logged per file, so an unchanged problem is not logged again. */
  readonly #reported = new Map<string, string>();
  readonly #states = new Map<string, TenantValidationState>();
  /** Why the folder could not be read last time (logged once per distinct reason). */
  #folderProblem: string | null = null;
  #watcher: FSWatcher | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #pending = false;
  #closed = false;

  private constructor(options: TenantRegistryOptions) {
    this.#dir = options.dir;
    this.#logger = options.logger;
    this.#production = options.production ?? false;
    this.#validator = createTenantValidator({ production: this.#production });
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

  /** What routing uses: each served tenant with its uncontested hostnames. A new array after every change. */
  get hosts(): readonly TenantHosts[] {
    return this.#hosts;
  }

  /** Whether `<id>.localhost` resolves (outside production only). */
  get localhostAliases(): boolean {
    return !this.#production;
  }

  /** Every tenant file of the folder with its validation state, by file name. A fresh array each call. */
  validationStates(): TenantValidationState[] {
    return [...this.#states.values()].sort((a, b) => a.file.localeCompare(b.file)).map((s) => ({ ...s, errors: [...s.errors], warnings: [...s.warnings] }));
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
      depth: ASSET_WATCH_DEPTH,
      followSymlinks: true,
      // Art files are watched (events below decide what they trigger); dotfiles inside brand folders are not.
      ignored: (path) =>
        relative(this.#dir, path)
          .split(sep)
          .some((part, i) => i > 0 && part.startsWith('.')),
    });
    // Any change of a .json entry or of a directory entry (ConfigMap `..<timestamp>` folders) rescans;
    // a change inside a brand folder rescans only while a file waits for its art (or has other errors).
    watcher.on('all', (event, path) => {
      if (path.endsWith('.json') || event === 'addDir' || event === 'unlinkDir') this.#schedule();
      else if (this.#reported.size > 0 && relative(this.#dir, path).includes(sep)) this.#schedule();
    });
    // The atomic swap of the `..data` link emits no chokidar event, only raw ones.
    watcher.on('raw', (_event, name) => {
      if (typeof name === 'string' && basename(name).startsWith('..')) this.#schedule();
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

  /** The tenant files (following symlinks), or null when the folder cannot be read. */
  async #readSources(): Promise<Array<TenantSource | FileCheck> | null> {
    let names: string[];
    try {
      names = (await readdir(this.#dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      if (this.#folderProblem !== why) {
        this.#folderProblem = why;
        this.#logger.error({ err }, `cannot read the tenant folder ${displayPath(this.#dir)} (${why}); the last good tenants keep serving`);
      }
      return null;
    }
    if (this.#folderProblem !== null) {
      this.#folderProblem = null;
      this.#logger.info(`the tenant folder ${displayPath(this.#dir)} can be read again`);
    }
    const sources: Array<TenantSource | FileCheck> = [];
    for (const name of names) {
      const path = join(this.#dir, name);
      const id = basename(name, '.json');
      const source = { file: displayPath(path), id, assetDir: displayPath(join(this.#dir, id)) };
      try {
        if (!(await stat(path)).isFile()) continue; // stat follows symlinks; a folder named x.json is skipped
        sources.push({ ...source, text: await readFile(path, 'utf8') });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // removed meanwhile, or a dangling link
        // Unreadable (permissions, I/O): reported like an invalid edit, so the last good config keeps serving.
        const text = '';
        sources.push({
          source: { ...source, text },
          errors: [{ file: source.file, pointer: '/', message: `cannot be read (${code ?? (err as Error).message})` }],
        });
      }
    }
    return sources;
  }

  #recordStates(
    checks: Map<string, FileCheck>,
    checkedNow: ReadonlySet<string>,
    serving: ReadonlyMap<string, Served>,
    clashesOf: (file: string) => HostnameClash[],
  ) {
    const now = new Date();
    for (const id of [...this.#states.keys()]) if (!checks.has(id)) this.#states.delete(id);
    for (const [id, check] of checks) {
      const errors = [...check.errors, ...clashesOf(check.source.file).map(({ file, pointer, message }) => ({ file, pointer, message }))];
      const before = this.#states.get(id);
      const unchanged = !checkedNow.has(id) && before !== undefined && JSON.stringify(before.errors) === JSON.stringify(errors);
      this.#states.set(id, {
        id,
        file: check.source.file,
        state: errors.length === 0 ? 'ok' : 'invalid',
        errors,
        // An unchanged served file is not checked again: its warnings are those of its last check.
        warnings: checkedNow.has(id) ? (check.warnings ?? []) : (before?.warnings ?? []),
        checkedAt: unchanged ? before.checkedAt : now,
        serving: serving.has(id),
      });
    }
  }

  async #reloadOnce(): Promise<void> {
    const sources = await this.#readSources();
    if (sources === null) return;
    const checks = new Map<string, FileCheck>();
    const checkedNow = new Set<string>();
    for (const entry of sources) {
      if ('errors' in entry) {
        checks.set(entry.source.id, entry);
        checkedNow.add(entry.source.id);
        continue;
      }
      const served = this.#served.get(entry.id);
      // An unchanged file that is being served passed every per-file check already.
      if (served && served.text === entry.text) checks.set(entry.id, { source: entry, config: served.config, hostnames: served.config.hostnames, errors: [] });
      else {
        checks.set(entry.id, this.#validator.checkFile(entry));
        checkedNow.add(entry.id);
      }
    }

    // Candidates: the new content when it passed its own checks, else the last good config.
    const candidates = new Map<string, Served>();
    for (const [id, check] of checks) {
      if (check.config) candidates.set(id, { config: check.config, text: check.source.text, file: check.source.file });
      else if (this.#served.has(id)) candidates.set(id, this.#served.get(id)!);
    }
    // A hostname claimed by two candidates is served by neither; each keeps its other hostnames.
    const clashes = this.#validator.hostnameConflicts([...candidates].map(([id, served]) => ({ file: served.file, id, hostnames: served.config.hostnames })));
    const clashesOf = (file: string): HostnameClash[] => clashes.filter((c) => c.file === file);

    // Report problems once per change.
    const reportedNow = new Set<string>();
    for (const [id, check] of checks) {
      const contested = clashesOf(check.source.file);
      const errors = [...check.errors, ...contested.map(({ file, pointer, message }) => ({ file, pointer, message }))];
      if (errors.length === 0) continue;
      reportedNow.add(check.source.file);
      const lines = errors.map(formatTenantError);
      const text = lines.join('\n');
      if (this.#reported.get(check.source.file) === text) continue;
      this.#reported.set(check.source.file, text);
      const outcome: string[] = [];
      if (check.errors.length > 0) outcome.push(candidates.has(id) ? 'the last good config keeps serving' : 'this tenant is not served');
      if (contested.length > 0)
        outcome.push(
          `${[...new Set(contested.map((c) => c.hostname))].join(', ')} ${contested.length === 1 ? 'is' : 'are'} served by no tenant until the clash is resolved`,
        );
      this.#logger.error(
        { tenant: id, errors: lines },
        `${check.source.file} has ${errors.length} error${errors.length === 1 ? '' : 's'}; ${outcome.join('; ')}:\n${text}`,
      );
    }
    for (const file of [...this.#reported.keys()]) if (!reportedNow.has(file)) this.#reported.delete(file);
    // Warnings are logged when the file is checked, that is once per change of it.
    for (const id of checkedNow) {
      const check = checks.get(id)!;
      const warnings = (check.warnings ?? []).map(formatTenantError);
      if (warnings.length > 0)
        this.#logger.warn(
          { tenant: id, warnings },
          `${check.source.file} has ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (it is served all the same):\n${warnings.join('\n')}`,
        );
    }
    this.#recordStates(checks, checkedNow, candidates, clashesOf);

    const next = candidates;
    const hosts: TenantHosts[] = [...next].map(([id, served]) => {
      const contested = new Set(clashesOf(served.file).map((c) => c.hostname));
      return { id, hostnames: served.config.hostnames.filter((h) => !contested.has(h)) };
    });
    const hostsBefore = new Map(this.#hosts.map((h) => [h.id, JSON.stringify(h.hostnames)]));
    const changed: string[] = [];
    for (const [id, served] of next) {
      const before = this.#served.get(id);
      if (before?.config === served.config) {
        // Same config, but a clash started or ended: routing changes.
        if (hostsBefore.get(id) !== JSON.stringify(hosts.find((h) => h.id === id)!.hostnames)) changed.push(id);
        continue;
      }
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
    this.#hosts = hosts;
    for (const listener of this.#listeners) {
      try {
        listener(changed);
      } catch (err) {
        this.#logger.error({ err }, 'tenant change listener failed');
      }
    }
  }
}
