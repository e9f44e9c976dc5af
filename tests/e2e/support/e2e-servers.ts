// The e2e run starts two portal servers (playwright.config.ts): the main one on the real clock, and the test-clock
// server (TEST_CLOCK=1) for the specs named *-clock.e2e.ts, which move its business clock to reach the end of a
// period (a daily wage settled, a month's VIP evaluation). Each has its own database and its own Redis database,
// so neither run's rate limits or captchas leak into the other. The helpers that build a brand address or read the
// shared state ask which server the running test's project drives (the project's metadata), so a clock spec uses
// every helper unchanged.
import { test, type APIRequestContext } from '@playwright/test';

export interface E2eServer {
  port: number;
  redisUrl: string;
}

export const MAIN_SERVER: E2eServer = {
  port: Number(process.env.E2E_PORT ?? 3310),
  redisUrl: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/14',
};

export const CLOCK_SERVER: E2eServer = {
  port: Number(process.env.E2E_CLOCK_PORT ?? MAIN_SERVER.port + 3),
  redisUrl: process.env.E2E_CLOCK_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
};

/** The server of the running test (outside a test — config, global set-up — the main one). */
export function currentServer(): E2eServer {
  let server: unknown;
  try {
    server = test.info().project.metadata.server;
  } catch {
    // test.info() throws outside a test.
  }
  return server === 'clock' ? CLOCK_SERVER : MAIN_SERVER;
}

/**
 * Sets the test-clock server's business clock to real time + `offsetMs` (PUT /wps/dev/clock; any brand's host,
 * the clock is the process's) and returns the time it now reads. Only a *-clock.e2e.ts spec may call it.
 */
export async function setTestClock(request: APIRequestContext, offsetMs: number): Promise<Date> {
  // Node does not resolve *.localhost as the browser does: the address, with the brand in the Host header.
  const res = await request.put(`http://127.0.0.1:${CLOCK_SERVER.port}/wps/dev/clock`, {
    data: { offsetMs },
    headers: { host: `aurora.localhost:${CLOCK_SERVER.port}` },
  });
  if (!res.ok()) throw new Error(`the test clock refused ${offsetMs}: ${res.status()} ${await res.text()}`);
  return new Date(((await res.json()) as { value: { now: string } }).value.now);
}
