// Pieces the first-paint benches share (bench-lighthouse, its throttled LCP, bench-bundle's first load): the portal
// in a process of its own, a Chromium that Lighthouse can drive over CDP, the machine's load, medians.
// The portal runs in its own process, not in the bench's: Lighthouse and Playwright keep the bench's event loop
// busy, and a portal sharing it would be measured slower than it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const DEMO_BRANDS = (process.env.BENCH_BRANDS ?? 'aurora,lotus,pearl').split(',').filter(Boolean);
/** Whether a missed goal should fail the run (CI); by default the figures are only reported. */
export const STRICT = process.env.BENCH_STRICT === '1';

// Children still running when the bench ends (an error, Ctrl-C): killed on the way out so no portal or Chromium
// outlives the bench. 'exit' handlers must be synchronous; kill() is.
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
function track(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

export interface PortalProcess {
  port: number;
  /** The brand's home page: `<brand>.localhost` resolves to loopback in Chromium and to the brand in the portal. */
  home(brand: string): string;
  stop(): Promise<void>;
}

/** A free TCP port on loopback (the kernel picks it; released again before the portal binds it). */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => done(port));
    });
  });
}

/** GET with an explicit Host header (Node's fetch drops it, and the portal picks the brand by host). */
function getStatus(port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { host }, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end();
  });
}

/**
 * Starts `server/main.ts` on a port of its own with a fresh PGlite DATA_DIR and resolves once the first brand's home
 * answers 200. Fails with the reason when the process exits first or nothing answers within BENCH_START_TIMEOUT_S
 * (default 180 s: the first start migrates a new database, slow on a loaded 2-core machine).
 */
export async function startPortalProcess(label: string, readyBrand = DEMO_BRANDS[0] ?? 'aurora'): Promise<PortalProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Warnings and worse only, shown: a portal that fails mid-bench says why instead of turning into "connection refused".
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  track(child);
  let exited: string | undefined;
  const exit = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exited = `exit code ${code ?? 'none'}${signal ? `, signal ${signal}` : ''}`;
      done();
    });
  });
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (exited === undefined) {
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const timeoutS = Number(process.env.BENCH_START_TIMEOUT_S ?? 180);
  const deadline = Date.now() + timeoutS * 1000;
  const host = `${readyBrand}.localhost:${port}`;
  let last: string;
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`the portal exited before it was ready (${exited}); its stderr is above`);
    }
    try {
      const status = await getStatus(port, host);
      if (status === 200) break;
      last = `HTTP ${status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the portal did not answer 200 on http://${host}/ within ${timeoutS} s (last: ${last}); raise BENCH_START_TIMEOUT_S on a slow machine`);
    }
    // Polling, not a fixed wait: the loop ends as soon as the portal answers.
    await sleep(200);
  }
  void exit.then(() => {
    if (!stopping) console.error(`the portal on port ${port} exited during the bench (${exited}); the figures after this point are of an error page`);
  });
  return { port, home: (brand) => `http://${brand}.localhost:${port}/`, stop };
}

export interface CdpChromium {
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/**
 * A fresh Chromium (new profile: cold cache, new visitor) listening for CDP on a port it picks itself, read back from
 * its "DevTools listening on" line. This is what chrome-launcher does; doing it here keeps to declared dependencies.
 */
export async function launchCdpChromium(): Promise<CdpChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--mute-audio',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  track(child);
  const exit = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((done, fail) => {
      let seen = '';
      const timer = setTimeout(() => fail(new Error(`${CHROMIUM} printed no DevTools port within 60 s:\n${seen}`)), 60_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          done(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`${CHROMIUM} exited (code ${code}) before listening:\n${seen}`));
      });
    });
    // Keep draining stderr so a chatty Chromium never blocks on a full pipe.
    child.stderr?.resume();
    return { port, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Median of the finite values (mean of the middle two for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The conditions a figure was measured under: load averages beside the core count. */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg();
  return `machine: ${cpus().length} cores, load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1 / 5 / 15 min)`;
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
