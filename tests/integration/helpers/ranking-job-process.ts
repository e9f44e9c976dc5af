// One OS process of the ranking-prize job, for the exactly-once test across processes: it starts the whole app
// (no background jobs) on DATABASE_URL with the tenants of TENANTS_DIR and the promotions' clock at RANKING_NOW,
// prints "ready", waits for "go" on stdin, runs every due ranking period once and prints "ran <n>", then exits.
import { createInterface } from 'node:readline';
import { createApp } from '../../../server/app.ts';
import { loadEnv } from '../../../server/env.ts';
import { createLogger } from '../../../server/logger.ts';

const now = new Date(process.env.RANKING_NOW!);
const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const portal = await createApp({ env, logger: createLogger('silent'), watch: false, jobs: false, rewardsClock: { now: () => now } });
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() !== 'go') continue;
  const ran = await portal.services.promotions.runRankingJobs();
  console.log(`ran ${ran}`);
  break;
}
lines.close();
await portal.close();
process.exit(0);
