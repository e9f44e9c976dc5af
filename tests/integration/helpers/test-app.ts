// Starts the real portal (createApp) on an ephemeral port with a temporary TENANTS_DIR holding copies
// of the fixture tenants, a real database and the fixture web-app template. Logs are captured.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp, type AppDeps, type PortalApp } from '../../../server/app.ts';
import { toConfigMapLayout } from './configmap.ts';
import { loadEnv } from '../../../server/env.ts';
import { CONDITION_GUARD_MS } from '../../setup/condition-guard.ts';
import { request, type RequestOptions, type TestResponse } from './http-client.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database.ts';

export const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
export const FIXTURE_TENANTS = join(FIXTURES, 'tenants');
export const FIXTURE_DIST = join(FIXTURES, 'dist');

export const AURORA = 'aurora.example.com';
export const BOREALIS = 'borealis.example.net';

/**
 * Art for a tenant a test writes under a new id (the validator checks that every /brand-assets/ file
 * exists): the two fixtures' art folders hold the same file names, so a copy of one serves a copy of
 * either fixture file, as an operator copies a brand folder beside its file.
 */
function provideArt(tenantsDir: string, id: string, from: 'fixtures' | 'repo'): void {
  const dir = join(tenantsDir, id);
  if (from === 'repo') {
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(REPO_TENANTS, id), dir, { recursive: true });
  } else if (!existsSync(dir)) cpSync(join(FIXTURE_TENANTS, 'borealis'), dir, { recursive: true });
}

/** The demo brands' own folder (tenants/ at the repository's root). */
const REPO_TENANTS = new URL('../../../tenants/', import.meta.url).pathname;

export function readFixtureTenant(id: string): any {
  return JSON.parse(readFileSync(join(FIXTURE_TENANTS, `${id}.json`), 'utf8'));
}

/** The BootPayload inlined in a brand page. */
export function bootOf(html: string): any {
  const json = /<script id="boot"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no boot payload');
  return JSON.parse(json);
}

/** A node of a feature tree by module id. */
export function findNode(tree: any[], id: string): any {
  for (const node of tree) {
    if (node.modId === id) return node;
    const inner = node.childrenNodes && findNode(node.childrenNodes, id);
    if (inner) return inner;
  }
  return undefined;
}

/** A client catalogue (src/locales/<code>.json), to compare translated server messages with. */
export function catalogue(code: string): any {
  return JSON.parse(readFileSync(new URL(`../../../src/locales/${code.toLowerCase()}.json`, import.meta.url), 'utf8'));
}

/** Every secret string of the fixture tenants (for "never in any response" checks). */
export function fixtureSecrets(): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const id of ['aurora', 'borealis']) walk(readFixtureTenant(id).secrets);
  return out;
}

export interface TestApp {
  port: number;
  portal: PortalApp;
  tenantsDir: string;
  distDir: string;
  /** Parsed log lines written so far. */
  logs: Array<Record<string, any>>;
  get(path: string, options?: RequestOptions): Promise<TestResponse>;
  request(path: string, options?: RequestOptions): Promise<TestResponse>;
  writeTenant(id: string, config: unknown): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  database?: DatabaseKind | TestDatabase;
  /** Tenant files to write instead of the fixtures (id → config or raw text). */
  tenants?: Record<string, unknown>;
  /**
   * Where the art of `tenants` comes from: 'fixtures' (default) a copy of a fixture's folder, as for a
   * test's own brand; 'repo' the demo brand's own folder of tenants/, for tests of the real demo files.
   */
  art?: 'fixtures' | 'repo';
  env?: Record<string, string>;
  /** Template folder; 'copy' copies the fixture dist into a temp folder the test may change. */
  dist?: 'fixture' | 'copy' | 'none';
  /** Default Host header of get()/request(). */
  host?: string;
  /** 'configmap': tenant files are symlinks into `..data`, as a mounted Kubernetes ConfigMap. */
  tenantLayout?: 'files' | 'configmap';
  /** Sign-in limits and session timeouts for this app (see AppDeps.accounts). */
  accounts?: AppDeps['accounts'];
  /** Background jobs (default off: tests run them by hand through the services). */
  jobs?: boolean;
  /** Push channel limits for this app (see AppDeps.push). */
  push?: AppDeps['push'];
  /** The promotions' clock (see AppDeps.rewardsClock). */
  rewardsClock?: AppDeps['rewardsClock'];
  /** The lottery provider's clock (see AppDeps.lotteryClock). */
  lotteryClock?: AppDeps['lotteryClock'];
  /** The player-protection limits' clock (see AppDeps.limitsClock). */
  limitsClock?: AppDeps['limitsClock'];
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const temp = mkdtempSync(join(tmpdir(), 'portal-it-'));
  const tenantsDir = join(temp, 'tenants');
  cpSync(FIXTURE_TENANTS, tenantsDir, { recursive: true });
  if (options.tenants) {
    for (const id of ['aurora', 'borealis']) rmSync(join(tenantsDir, `${id}.json`));
    for (const [id, config] of Object.entries(options.tenants)) {
      provideArt(tenantsDir, id, options.art ?? 'fixtures');
      writeFileSync(join(tenantsDir, `${id}.json`), typeof config === 'string' ? config : JSON.stringify(config, null, 2));
    }
  }
  if (options.tenantLayout === 'configmap') toConfigMapLayout(tenantsDir);
  let distDir = FIXTURE_DIST;
  if (options.dist === 'copy') cpSync(FIXTURE_DIST, (distDir = join(temp, 'dist')), { recursive: true });
  if (options.dist === 'none') distDir = join(temp, 'dist');

  // A database of its own starts as a copy of the migrated template (the app's migrations then find it up to date).
  const database = typeof options.database === 'object' ? options.database : await createTestDatabase(options.database ?? 'pglite', 'migrated');
  const ownsDatabase = typeof options.database !== 'object';
  const env = loadEnv({ TENANTS_DIR: tenantsDir, DIST_DIR: distDir, LOG_LEVEL: 'info', NODE_ENV: 'test', ...database.env, ...options.env });

  const logs: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);

  let portal: PortalApp;
  try {
    portal = await createApp({
      env,
      logger,
      accounts: options.accounts,
      jobs: options.jobs ?? false,
      push: options.push,
      rewardsClock: options.rewardsClock,
      lotteryClock: options.lotteryClock,
      limitsClock: options.limitsClock,
      database: { pgliteData: database.pgliteData },
    });
  } catch (err) {
    if (ownsDatabase) await database.drop();
    throw err;
  }
  const server: Server = await new Promise((resolve) => {
    const s = portal.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host ?? AURORA;

  return {
    port,
    portal,
    tenantsDir,
    distDir,
    logs,
    get: (path, o = {}) => request(port, path, { host, ...o }),
    request: (path, o = {}) => request(port, path, { host, ...o }),
    writeTenant(id, config) {
      provideArt(tenantsDir, id, options.art ?? 'fixtures');
      writeFileSync(join(tenantsDir, `${id}.json`), typeof config === 'string' ? config : JSON.stringify(config, null, 2));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await portal.close();
      if (ownsDatabase) await database.drop();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/**
 * Polls `check` until it passes; returns the elapsed time. `timeoutMs` only guards against a hang (a
 * loaded machine may take many times longer than an idle one), so it is never a speed assertion.
 */
export async function eventually(check: () => Promise<void> | void, timeoutMs = CONDITION_GUARD_MS, everyMs = 20): Promise<number> {
  const start = Date.now();
  let last: unknown;
  for (;;) {
    try {
      await check();
      return Date.now() - start;
    } catch (err) {
      last = err;
    }
    if (Date.now() - start > timeoutMs) throw last;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
