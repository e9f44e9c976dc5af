// The e2e server keeps its shared state in a Redis database of its own (see playwright.config.ts), so
// a test can read the answer of the image captcha its browser holds — the one thing a test cannot
// read off the page.
import type { BrowserContext } from '@playwright/test';
import { Redis } from 'ioredis';
import { CLOCK_SERVER, currentServer, MAIN_SERVER } from './e2e-servers.ts';

export async function captchaAnswer(context: BrowserContext): Promise<string> {
  const redis = new Redis(currentServer().redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    // Polls until the captcha is stored; the deadline only guards against a hang.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const cid = (await context.cookies()).find((c) => c.name === 'cid')?.value;
      const stored = cid ? await redis.get(`portal:captcha:${cid}`) : null;
      if (stored) return (JSON.parse(stored) as { a: string }).a;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('this browser holds no captcha');
  } finally {
    redis.disconnect();
  }
}

/** A fresh run starts with empty databases (rate-limit counters of an earlier run must not leak in). */
export async function flushE2eRedis(): Promise<void> {
  for (const url of [MAIN_SERVER.redisUrl, CLOCK_SERVER.redisUrl]) {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  }
}
