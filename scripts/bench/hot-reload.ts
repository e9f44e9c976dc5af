// How long an edited tenant file takes to be served (the product promises "within a second"): the real
// portal with file watching on, a scratch copy of tenants/, BENCH_EDITS edits of one brand's name, each
// timed from the write until GET / on that brand shows the new title. Then a brand launch as an operator
// does it, BENCH_LAUNCHES times: a new brand (a copy of BENCH_BRAND under a new id, art folder copied
// first) is dropped in, timed from the file's write until GET / on its host serves it ("live") and until
// its demo accounts exist ("ready": a demo brand's accounts are seeded when it is added). Prints
// p50/p95/max of each.
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
const LAUNCHES = Number(process.env.BENCH_LAUNCHES ?? 10);
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
const title = (host = `${BRAND}.localhost`) =>
  new Promise<string>((done, fail) => {
    get(base, { headers: { host } }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (c: string) => (body += c))
        .on('end', () => done(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ''));
    }).on('error', fail);
  });

const times = new Float64Array(EDITS);
const live = new Float64Array(LAUNCHES);
const ready = new Float64Array(LAUNCHES);
const percentiles = (label: string, values: Float64Array) => {
  values.sort();
  return `${label} p50 ${ms(nearestRank(values, 50))}, p95 ${ms(nearestRank(values, 95))}, max ${ms(values[values.length - 1])}`;
};
const pause = () => new Promise((r) => setTimeout(r, 5));
try {
  for (let i = 0; i < EDITS; i++) {
    const name = `Reload ${i} ${Date.now()}`;
    const started = performance.now();
    writeFileSync(file, JSON.stringify({ ...original, brand: { ...original.brand, name } }, null, 2));
    while (!(await title()).includes(name)) await pause();
    times[i] = performance.now() - started;
  }
  console.log(`hot reload of ${BRAND}, ${EDITS} edits: ${percentiles('', times).trim()} (goal: within 1 s)`);

  const members = portal.services.accounts.members;
  for (let i = 0; i < LAUNCHES; i++) {
    // A second between launches, so one brand's catalogue import does not fall into the next one's time.
    if (i > 0) await new Promise((r) => setTimeout(r, 1000));
    const id = `launch-${i}`;
    const name = `Launch ${i}`;
    cpSync(join(tenantsDir, BRAND), join(tenantsDir, id), { recursive: true });
    const started = performance.now();
    writeFileSync(
      join(tenantsDir, `${id}.json`),
      JSON.stringify({ ...original, id, hostnames: [`${id}.localhost`], brand: { ...original.brand, name } }, null, 2),
    );
    while (!(await title(`${id}.localhost`)).includes(name)) await pause();
    live[i] = performance.now() - started;
    if (original.settings?.demoMode) while (!(await members.findByAccount(id, 'demo_player'))) await pause();
    ready[i] = performance.now() - started;
  }
  if (LAUNCHES > 0)
    console.log(
      `brand launch (a new ${BRAND} copy dropped in), ${LAUNCHES} launches: ${percentiles('live', live)}; ${percentiles('demo accounts ready', ready)} (goal: within 1 s)`,
    );
} finally {
  server.closeAllConnections();
  server.close();
  await portal.close();
  rmSync(temp, { recursive: true, force: true });
}
