// bench-login: latency of POST /wps/session/login with BENCH_CONCURRENCY (default 20) logins in
// flight, on the demo brand aurora (demo mode seeds demo_player). The portal runs in its own process
// with an embedded PGlite (or DATABASE_URL). Human checks are solved before the clock starts: they are
// the browser's work, not the server's. argon2id (19 MiB, t=2) dominates the server's time.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PORT = 3411;
const HOST = 'aurora.localhost';
// fetch() cannot set Host, and <brand>.localhost may not resolve here: plain node:http to 127.0.0.1.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: () => { value?: unknown } }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: { host: HOST, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForPort(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await call('GET', '/wps/system/status');
      if (res.status === 200) return;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error('the portal did not start');
}

async function solvedHumanCheck(): Promise<string> {
  const res = await call('GET', '/wps/captcha/human');
  const c = res.json().value as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  for (let n = 0; n <= c.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    ) {
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })).toString(
        'base64',
      );
    }
  }
  throw new Error('unsolvable challenge');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const portal = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-login-')) },
});
try {
  await waitForPort();
  const checks: string[] = [];
  for (let i = 0; i < LOGINS + CONCURRENCY; i++) checks.push(await solvedHumanCheck());
  const login = async (humanCheck: string): Promise<number> => {
    const started = performance.now();
    const res = await call('POST', '/wps/session/login', { type: 'username', username: 'demo_player', password: 'demo1234', humanCheck });
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    return performance.now() - started;
  };
  // Warm-up (JIT, the dummy hash, connection pool), not measured.
  await Promise.all(checks.splice(0, CONCURRENCY).map(login));
  const latencies: number[] = [];
  const startedAll = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LOGINS) {
        const check = checks[next++];
        latencies.push(await login(check));
      }
    }),
  );
  const seconds = (performance.now() - startedAll) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(`logins: ${LOGINS}, concurrency ${CONCURRENCY}, ${(LOGINS / seconds).toFixed(1)} logins/s`);
  console.log(
    `latency ms: p50 ${percentile(latencies, 50).toFixed(0)}  p95 ${percentile(latencies, 95).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}  max ${latencies.at(-1)!.toFixed(0)}`,
  );
} finally {
  agent.destroy();
  portal.kill('SIGTERM');
}
