// A real server process (server/main.ts, jobs on) on a test's database and tenants folder: the crash and
// two-process tests start one or two, kill one with SIGKILL, and check that the other finishes the work.
import { spawn, type ChildProcess } from 'node:child_process';
import { FIXTURE_DIST } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

export interface ServerProcessOptions {
  /** 'debug' when the test reads the job log lines from stdout. */
  logLevel?: 'warn' | 'debug';
  /** 'pipe' to read stdout (the job log lines), else it is dropped. */
  stdout?: 'pipe' | 'ignore';
}

export function spawnServerProcess(database: TestDatabase, tenantsDir: string, options: ServerProcessOptions = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: new URL('../../../', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: '0',
      TENANTS_DIR: tenantsDir,
      DIST_DIR: FIXTURE_DIST,
      LOG_LEVEL: options.logLevel ?? 'warn',
      NODE_ENV: 'test',
      REDIS_URL: '',
      ...database.env,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
}
