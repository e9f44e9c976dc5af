// One OS process of the agents' 5-minute settlement, for the exactly-once test across processes: it starts the
// whole app (no background jobs) on DATABASE_URL with the tenants of TENANTS_DIR, prints "ready", waits for "go"
// on stdin, then walks its test clock from AGENTS_FROM in 5-minute steps for an hour, running the due M5 periods
// at each step, prints "ran <n>" (the periods it ran) and exits.
import { createInterface } from 'node:readline';
import { createApp } from '../../../server/app.ts';
import { loadEnv } from '../../../server/env.ts';
import { createLogger } from '../../../server/logger.ts';

let now = new Date(process.env.AGENTS_FROM!);
const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const portal = await createApp({ env, logger: createLogger('silent'), watch: false, jobs: false, rewardsClock: { now: () => now } });
console.log('ready');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() !== 'go') continue;
  let ran = 0;
  for (let step = 0; step <= 12; step += 1) {
    now = new Date(new Date(process.env.AGENTS_FROM!).getTime() + step * 5 * 60_000);
    ran += await portal.services.agents.settlement.runDue(['M5']);
  }
  console.log(`ran ${ran}`);
  break;
}
lines.close();
await portal.close();
process.exit(0);
