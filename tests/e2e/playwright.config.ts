import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// e2e runs the real server (PGlite in a fresh temp folder, the demo brands) and Debian's Chromium.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    cwd: '../..',
    port: E2E_PORT,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  },
});
