// Live config in an open player browser (issue 16, item 3): a module switched off by an operator
// disappears from the open page without a reload, and comes back when switched on again. The switch is
// made the way an operator makes it today, `npm run feature:override`, in a process of its own; so this
// spec runs a portal of its own on PostgreSQL + Redis (the shared e2e server keeps PGlite, which only its
// own process may open), with aurora only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, test } from './support/fixtures.ts';
import { repoTenantsDir } from './support/e2e-tenants.ts';
import { SCREENS } from './support/page-helpers.ts';
import { staffSignIn } from './support/staff.ts';

const PORT = Number(process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 3310) + 2);
const REDIS_URL = process.env.E2E_PUSH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DATABASE = `portal_e2e_push_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();
const url = (path: string) => `http://aurora.localhost:${PORT}${path}`;
const OPS = `http://ops.localhost:${PORT}`;

// One server of its own for the whole file: with fullyParallel the tests would otherwise land in two
// workers, each starting a server on the same port with its own database.
test.describe.configure({ mode: 'serial' });

let tenantsDir = '';
let server: ChildProcess | null = null;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function status(): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path: '/wps/system/status', headers: { host: 'aurora.localhost' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** The operator's command, as an operator runs it: its own process on the servers' database and Redis. */
function featureOverride(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/feature-override.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL, REDIS_URL, TENANTS_DIR: tenantsDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += String(c)));
    child.stderr!.on('data', (c: Buffer) => (output += String(c)));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`feature:override ${args.join(' ')} exited ${code}: ${output}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  tenantsDir = mkdtempSync(join(tmpdir(), 'portal-e2e-push-tenants-'));
  cpSync(join(repoTenantsDir, 'aurora.json'), join(tenantsDir, 'aurora.json'));
  cpSync(join(repoTenantsDir, 'aurora'), join(tenantsDir, 'aurora'), { recursive: true });
  await admin(`create database "${DATABASE}"`);
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_URL, REDIS_URL, TENANTS_DIR: tenantsDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Polls until it answers; the deadline only guards against a hang (migrations and the catalogue import come first).
  for (const deadline = Date.now() + 280_000; (await status()) !== 200;) {
    if (server.exitCode !== null) throw new Error(`the push e2e server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the push e2e server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await admin(`drop database if exists "${DATABASE}" with (force)`);
});

test('when an operator switches a category off and on again, then an open page loses and regains its menu entry and page without a reload', async ({
  page,
}) => {
  await page.goto(url('/live'));
  const liveEntry = page.locator('header nav a[href="/live"]');
  await expect(liveEntry.first()).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  // Anything a reload would wipe: it must still be there at the end.
  await page.evaluate(() => ((window as unknown as { openedOnce: number }).openedOnce = 1));

  expect(await featureOverride('aurora', 'LIVE', 'off', '--by', 'e2e')).toContain('switched off');
  await expect(liveEntry).toHaveCount(0);
  // The open page's own module went away: the not-found page takes its place.
  await expect(page.locator('main')).toContainText('404');
  await expect(page.locator('header nav a[href="/rng"]').first()).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'aurora-live-switched-off.png') });

  expect(await featureOverride('aurora', 'LIVE', 'clear')).toContain('override cleared');
  await expect(liveEntry.first()).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/404/);
  expect(await page.evaluate(() => (window as unknown as { openedOnce?: number }).openedOnce)).toBe(1);
});

test('when staff switch a category off in the back office, then an open player page loses it, the audit shows it, and a revert from the audit brings it back', async ({
  page,
  browser,
}) => {
  // The player: another browser context (its own cookies), the page open before anything changes.
  const player = await browser.newContext({ reducedMotion: 'reduce' });
  const playerPage = await player.newPage();
  try {
    await playerPage.goto(url('/fish'));
    const fishEntry = playerPage.locator('header nav a[href="/fish"]');
    await expect(fishEntry.first()).toBeVisible();
    await expect(playerPage.locator('main h1')).toBeVisible();

    // Staff: signed in with password and TOTP, on the live feature tree of aurora (the only brand here).
    await staffSignIn(page, 'operations', OPS);
    await page.getByTestId('bo-nav-features').click();
    const node = page.getByTestId('bo-feature-FISH');
    await expect(node.getByTestId('bo-feature-effective').first()).toHaveText(/on/i);
    await node.getByTestId('bo-feature-FISH-off').click();
    const confirm = page.getByTestId('bo-feature-FISH-confirm');
    await confirm.locator('input[name="reason"]').fill('e2e: fishing vendor outage');
    await confirm.locator('button[type="submit"]').click();
    await expect(node.getByTestId('bo-feature-effective').first()).toHaveText(/off/i);

    // The open player page follows without a reload.
    await expect(fishEntry).toHaveCount(0);
    await expect(playerPage.locator('main')).toContainText('404');

    // The audit names who, what, from and to, and the reason; a revert from there brings the category back.
    await page.getByTestId('bo-nav-audit').click();
    const row = page.locator('tr', { hasText: 'e2e: fishing vendor outage' }).first();
    await expect(row).toContainText('operations');
    await expect(row).toContainText('FISH');
    await page.screenshot({ path: join(SCREENS, 'bo-audit-after-switch-off.png') });
    await row.locator('[data-testid^="bo-audit-revert-"]').click();
    await row.locator('input[name="reason"]').fill('e2e: vendor back');
    await row.locator('[data-testid^="bo-audit-revert-confirm-"]').click();
    await expect(fishEntry.first()).toBeVisible();
    await expect(playerPage.locator('main h1')).toBeVisible();
    await expect(playerPage.locator('main')).not.toContainText(/404/);
    await expect(page.locator('tr', { hasText: 'e2e: vendor back' }).first()).toBeVisible();
  } finally {
    await player.close();
  }
});
