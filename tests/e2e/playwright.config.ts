import { defineConfig } from '@playwright/test';
import { CLOCK_SERVER, MAIN_SERVER } from './support/e2e-servers.ts';
import { E2E_OIDC } from './support/e2e-social.ts';
import { prepareE2eTenants } from './support/e2e-tenants.ts';

// e2e runs the real server (PGlite in a fresh temp folder) on a temp copy of tenants/ plus one
// brand derived at start-up with maintenance on, and drives Debian's Chromium. A second server with a
// test clock (support/e2e-servers.ts) serves the *-clock.e2e.ts specs, one at a time.
export const E2E_PORT = MAIN_SERVER.port;
const main = prepareE2eTenants();
const clock = prepareE2eTenants('clock');
const CLOCK_SPECS = '**/*-clock.e2e.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  outputDir: '../../test-results/e2e-artifacts',
  fullyParallel: true,
  // Two browsers on the main server, and a third for the clock specs, which spend most of their time waiting
  // for a period job: without it they took one of the two and the main specs ran on one for minutes.
  workers: 3,
  projects: [
    { name: 'main', testIgnore: CLOCK_SPECS, workers: 2 },
    // Each clock spec sets the one clock of its server to the time it needs: one test at a time, in file-name
    // order (one worker takes the project's tests as listed). Each period of a job runs once, so a spec that moves
    // the clock past a month's end (and so past every day before it) must come after those that need today's end
    // still ahead: agents-settlement.day-clock before vip.month-clock. (A project dependency would say it too, but
    // Playwright runs a dependent project only after every project of the phase before, the main one included:
    // the month spec then ran alone at the end, 2.3 minutes.)
    { name: 'clock', testMatch: CLOCK_SPECS, workers: 1, metadata: { server: 'clock' } },
  ],
  retries: 0,
  // Hang guards, not speed checks: on a loaded machine (two browsers, the server and whatever else runs
  // on two cores) a step may take many times longer than on an idle one. Speed: scripts/bench-*.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Carousels, the jackpot counter, the notice marquee and the clock repaint all the time; with two
    // browsers and the server on two cores that repainting slowed every test about 1.6 times. The app
    // honours the setting (a11y), so pages settle; home.e2e keeps one brand in full motion.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      cwd: '../..',
      port: E2E_PORT,
      reuseExistingServer: false,
      timeout: 300_000,
      // Shared state in Redis (its own database, flushed by global-setup): the accounts tests read
      // captcha answers from it, and the e2e run covers the Redis path.
      env: { PORT: String(E2E_PORT), DATA_DIR: main.dataDir, TENANTS_DIR: main.tenantsDir, LOG_LEVEL: 'warn', REDIS_URL: MAIN_SERVER.redisUrl },
    },
    {
      command: 'node --import tsx server/main.ts',
      cwd: '../..',
      port: CLOCK_SERVER.port,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(CLOCK_SERVER.port),
        DATA_DIR: clock.dataDir,
        TENANTS_DIR: clock.tenantsDir,
        LOG_LEVEL: 'warn',
        REDIS_URL: CLOCK_SERVER.redisUrl,
        TEST_CLOCK: '1',
      },
    },
    {
      command: 'node --import tsx tests/e2e/support/oidc-server.ts',
      cwd: '../..',
      port: E2E_OIDC.port,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
