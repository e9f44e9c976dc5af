// bench-http: requests/s of GET / (the brand's HTML with inlined config and every security header)
// beside a bare Express 5 and a bare node:http hello-world, each in its own process, one after the
// other in the same run so they share the machine's state. Prints the ratios the issue asks for.
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const HOST = process.env.BENCH_HOST ?? 'aurora.localhost';

async function waitForPort(port: number, host: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { host } });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nothing listening on ${port}`);
}

async function measure(name: string, port: number, host: string): Promise<number> {
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration, headers: { host, accept: 'text/html' } });
  await run(2); // warm-up: JIT, caches
  const r = await run(DURATION);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  console.log(`${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${r.latency.p99} ms`);
  return r.requests.average;
}

async function withProcess<T>(child: ChildProcess, port: number, host: string, body: () => Promise<T>): Promise<T> {
  try {
    await waitForPort(port, host);
    return await body();
  } finally {
    child.kill('SIGTERM');
    await sleep(300);
  }
}

const here = new URL('.', import.meta.url).pathname;
// Development mode: production refuses the demo brands' demo secrets; the request path is the same.
const env = { ...process.env, NODE_ENV: 'development' };
// The portal stays up while the static-page baseline copies its page bytes.
const portalProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, PORT: '3401', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-http-')), LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
});
let samePage = 0;
const portal = await withProcess(portalProcess, 3401, HOST, async () => {
  const result = await measure(`portal GET / (${HOST})`, 3401, HOST);
  samePage = await withProcess(
    fork(join(here, 'static-page-express.mjs'), { env: { ...env, PORT: '3404', PAGE_URL: 'http://127.0.0.1:3401/', PAGE_HOST: HOST } }),
    3404,
    'localhost',
    () => measure('bare Express 5, same page bytes', 3404, 'localhost'),
  );
  return result;
});
const bareExpress = await withProcess(fork(join(here, 'hello-express.mjs'), { env: { ...env, PORT: '3402' } }), 3402, 'localhost', () =>
  measure('bare Express 5 hello-world', 3402, 'localhost'),
);
const bareNode = await withProcess(fork(join(here, 'hello-node.mjs'), { env: { ...env, PORT: '3403' } }), 3403, 'localhost', () =>
  measure('bare node:http hello-world', 3403, 'localhost'),
);

console.log(`\nportal / bare Express: ${((portal / bareExpress) * 100).toFixed(1)} %  (goal ≥ 80 %)`);
console.log(`portal / bare node:http: ${((portal / bareNode) * 100).toFixed(1)} %`);
console.log(`portal / bare Express sending the same page bytes: ${((portal / samePage) * 100).toFixed(1)} %  (our own per-request work)`);
console.log(
  `(${CONNECTIONS} connections, ${DURATION} s each, 2 cores shared with the load generator; server logs at LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'} to /dev/null)`,
);
