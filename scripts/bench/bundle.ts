// bench-bundle: the JavaScript a first visit to the home route really downloads, gzip-compressed,
// measured in Chromium against the running portal (so lazy chunks the home page pulls in count too):
// before first paint, until the network is idle, and the whole page weight (first-load.ts defines each).
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstLoad, reportFirstLoads } from './first-load.ts';
import { machineLine } from './first-paint-support.ts';
import { waitForBrandPage } from './page-fetch.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3411);
const brands = (process.env.BENCH_BRANDS ?? 'aurora,lotus,pearl').split(',');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-bundle-')), LOG_LEVEL: 'warn' },
});
try {
  // Until the first brand's page answers (with its Host header: fetch() would drop it), else a clear error.
  let exited: string | null = null;
  server.once('exit', (code, signal) => (exited = `exit code ${code}, signal ${signal}`));
  await waitForBrandPage(PORT, `${brands[0]}.localhost`, { timeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000), exited: () => exited });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const loads = [];
  for (const brand of brands) loads.push({ brand, load: await measureFirstLoad(browser, `http://${brand}.localhost:${PORT}/`) });
  await browser.close();
  console.log(machineLine());
  if (!reportFirstLoads(loads) && process.env.BENCH_STRICT === '1') process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
