// bench-http: requests/s of GET / (the brand's HTML with inlined config and every security header)
// beside a bare Express 5 sending the same page bytes with the same headers, a bare Express 5 hello-world
// and a bare node:http hello-world, each in its own process, one after the other in the same run so they
// share the machine's state. Prints the ratios the issue asks for.
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertBrandPage, getPage, waitForBrandPage } from './page-fetch.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const HOST = process.env.BENCH_HOST ?? 'aurora.localhost';
/** Ports BASE (the portal) to BASE + 3: another base lets two runs share a machine. */
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3401);
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
/** Headers of a response that belong to the connection or are computed by the sender, not copied to the baseline. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const exitWatch = (child: ChildProcess) => {
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exit code ${code}, signal ${signal}`));
  return () => exited;
};

async function waitForHello(port: number, child: ChildProcess): Promise<void> {
  const exited = exitWatch(child);
  const start = Date.now();
  for (;;) {
    if (exited()) throw new Error(`the process for port ${port} exited before answering (${exited()})`);
    try {
      if ((await getPage(port, 'localhost')).status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - start > START_TIMEOUT_MS) throw new Error(`nothing answered on port ${port} within ${START_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

/** CPU seconds the process has used (Linux /proc), user + system. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Measured {
  /** Requests per second. */
  rps: number;
  /** Server CPU microseconds per request: far less sensitive than req/s to other work on the machine. */
  cpuUs: number;
}

async function measure(name: string, port: number, host: string, pid: number): Promise<Measured> {
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration, timeout: 60, headers: { host, accept: 'text/html' } });
  await run(2); // warm-up: JIT, caches
  const cpuBefore = cpuSeconds(pid);
  const r = await run(DURATION);
  const cpuUs = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} time-outs)`);
  const bytesPerRequest = r.throughput.total / Math.max(1, r.requests.total);
  console.log(
    `${name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ${cpuUs.toFixed(0).padStart(5)} µs CPU/request   ${(bytesPerRequest / 1024).toFixed(1)} KB/response`,
  );
  return { rps: r.requests.average, cpuUs };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await gone;
}

const here = new URL('.', import.meta.url).pathname;
// Development mode: production refuses the demo brands' demo secrets; the request path is the same.
const env = { ...process.env, NODE_ENV: 'development' };
const scratch = mkdtempSync(join(tmpdir(), 'bench-http-'));

const portalProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, PORT: String(BASE), DATA_DIR: scratch, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
});
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let portal: Measured;
let samePage: Measured;
try {
  await waitForBrandPage(BASE, HOST, { timeoutMs: START_TIMEOUT_MS, exited: exitWatch(portalProcess) });

  // The page bytes and headers of one real response, sent as they are by the baseline (its nonce and request
  // id are then fixed, which changes no length).
  const page = await getPage(BASE, HOST);
  assertBrandPage(page, HOST);
  const headers: Array<[string, string]> = [];
  for (let i = 0; i < page.rawHeaders.length; i += 2) {
    if (!NOT_COPIED.has(page.rawHeaders[i].toLowerCase())) headers.push([page.rawHeaders[i], page.rawHeaders[i + 1]]);
  }
  const pageFile = join(scratch, 'page.html');
  writeFileSync(pageFile, page.body);
  console.log(
    `(the page: ${page.body.length} bytes; the baseline copies its ${headers.length} headers, Content-Length and Date aside: ${headers.map(([n]) => n).join(', ')})`,
  );

  const baseline = fork(join(here, 'static-page-express.mjs'), {
    env: { ...env, PORT: String(BASE + 3), PAGE_FILE: pageFile, PAGE_HEADERS: JSON.stringify(headers) },
  });
  try {
    await waitForHello(BASE + 3, baseline);
    const check = await getPage(BASE + 3, 'localhost');
    if (!check.body.equals(page.body)) throw new Error(`the baseline sends ${check.body.length} bytes, not the page's ${page.body.length}`);
    // Alternating rounds, the idle one waiting: a change in the machine's load then hits both sides alike.
    const portalRounds: Measured[] = [];
    const baselineRounds: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      portalRounds.push(await measure(`portal GET / (${HOST}) #${round}`, BASE, HOST, portalProcess.pid!));
      baselineRounds.push(await measure(`bare Express 5, same page+headers #${round}`, BASE + 3, 'localhost', baseline.pid!));
    }
    portal = { rps: median(portalRounds.map((m) => m.rps)), cpuUs: median(portalRounds.map((m) => m.cpuUs)) };
    samePage = { rps: median(baselineRounds.map((m) => m.rps)), cpuUs: median(baselineRounds.map((m) => m.cpuUs)) };
  } finally {
    await stop(baseline);
  }
} finally {
  await stop(portalProcess);
}

async function hello(file: string, port: number, name: string): Promise<Measured> {
  const child = fork(join(here, file), { env: { ...env, PORT: String(port) } });
  try {
    await waitForHello(port, child);
    return await measure(name, port, 'localhost', child.pid!);
  } finally {
    await stop(child);
  }
}
const bareExpress = await hello('hello-express.mjs', BASE + 1, 'bare Express 5 hello-world');
const bareNode = await hello('hello-node.mjs', BASE + 2, 'bare node:http hello-world');

const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} %`;
console.log(
  `\nportal / bare Express sending the same page bytes and headers: ${pct(portal.rps, samePage.rps)}  (goal ≥ 80 %; medians of ${ROUNDS} alternating rounds)`,
);
console.log(
  `  the same by server CPU per request (baseline µs / portal µs): ${pct(samePage.cpuUs, portal.cpuUs)}  (${samePage.cpuUs.toFixed(0)} / ${portal.cpuUs.toFixed(0)} µs)`,
);
console.log(`portal / bare Express hello-world: ${pct(portal.rps, bareExpress.rps)}   by CPU per request: ${pct(bareExpress.cpuUs, portal.cpuUs)}`);
console.log(`portal / bare node:http hello-world: ${pct(portal.rps, bareNode.rps)}   by CPU per request: ${pct(bareNode.cpuUs, portal.cpuUs)}`);
console.log(
  `(${CONNECTIONS} connections, ${DURATION} s each, 2 cores shared with the load generator; no Accept-Encoding, so both send the page uncompressed; ` +
    `server logs at LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'} to /dev/null)`,
);
