// The Redis database a test file uses. Test files run in parallel workers (vite.config.ts maxWorkers);
// the shared-state keys of two portals on one Redis database would meet (rate limits of the same
// fixture brand and address, say), so each worker takes a database of its own: 1–8 (0 stays free for
// people, 13 and 14 are the e2e runs'). TEST_REDIS_URL, when set, names one database for every worker.
const workerDb = 1 + ((Number(process.env.VITEST_POOL_ID ?? 1) - 1) % 8);

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${workerDb}`;
