// How long an edited tenant file takes to be served (the product promises "within a second"): the real
// portal with file watching on, a scratch copy of tenants/, BENCH_EDITS edits of one brand's name, each
// timed from the write until GET / on that brand shows the new title. Prints p50/p95/max.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../server/app.ts';
import { loadEnv } from '../../server/env.ts';
import { ms, nearestRank } from './bench-support.ts';

const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const BRAND = process.env.BENCH_BRAND ?? 'aurora';

const temp = mkdtempSync(join(tmpdir(), 'bench-reload-'));
const tenantsDir = join(temp, 'tenants');
cpSync('tenants', tenantsDir, { recursive: true });
const env = loadEnv({
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  TENANTS_DIR: tenantsDir,
  DATA_DIR: 'memory://',
  // The page template only: the client build does not matter to how fast a config edit is served.
  DIST_DIR: 'tests/integration/fixtures/dist',
});
const portal = await createApp({ env, logger: pino({ level: 'warn' }, pino.destination(2)), watch: true, jobs: false });
const server = await new Promise<Server>((done) => {
  const s = portal.app.listen(0, '127.0.0.1', () => done(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const file = join(tenantsDir, `${BRAND}.json`);
const original = JSON.parse(readFileSync(file, 'utf8'));

// node:http, since fetch does not let a caller choose the Host header.
const title = () =>
  new Promise<string>((done, fail) => {
    get(base, { headers: { host: `${BRAND}.localhost` } }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (c: string) => (body += c))
        .on('end', () => done(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ''));
    }).on('error', fail);
  });

const times = new Float64Array(EDITS);
try {
  for (let i = 0; i < EDITS; i++) {
    const name = `Reload ${i} ${Date.now()}`;
    const started = performance.now();
    writeFileSync(file, JSON.stringify({ ...original, brand: { ...original.brand, name } }, null, 2));
    while (!(await title()).includes(name)) await new Promise((r) => setTimeout(r, 5));
    times[i] = performance.now() - started;
  }
  times.sort();
  console.log(
    `hot reload of ${BRAND}, ${EDITS} edits: p50 ${ms(nearestRank(times, 50))}, p95 ${ms(nearestRank(times, 95))}, max ${ms(times[EDITS - 1])} (goal: within 1 s)`,
  );
} finally {
  server.closeAllConnections();
  server.close();
  await portal.close();
  rmSync(temp, { recursive: true, force: true });
}
