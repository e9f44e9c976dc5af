// bench-bundle: the JavaScript a first visit to the home route really downloads, gzip-compressed,
// measured in Chromium against the running portal (so lazy chunks the home page pulls in count too).
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForBrandPage } from './page-fetch.ts';

const PORT = 3411;
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
  let worst = 0;
  for (const brand of brands) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script') return;
      try {
        scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
      } catch {
        /* aborted */
      }
    });
    await page.goto(`http://${brand}.localhost:${PORT}/`, { waitUntil: 'networkidle' });
    await sleep(500);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    worst = Math.max(worst, total);
    console.log(`${brand}: ${scripts.size} JS files, ${(total / 1024).toFixed(1)} KB gzip`);
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`   ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    await page.close();
  }
  await browser.close();
  console.log(`\nfirst-load JS of the home route (worst brand): ${(worst / 1024).toFixed(1)} KB gzip (goal ≤ 120 KB)`);
} finally {
  server.kill('SIGTERM');
}
