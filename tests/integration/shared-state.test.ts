// The shared-state contract, on the in-process store, the database (PGlite and PostgreSQL) and Redis.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { createSharedState, type SharedState } from '../../server/shared-state/shared-state.ts';
import { CONDITION_GUARD_MS } from '../setup/condition-guard.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { TEST_REDIS_URL } from './helpers/test-redis.ts';

const REDIS_URL = TEST_REDIS_URL;

const KINDS = [
  { name: 'memory', kind: 'memory' },
  { name: 'database (pglite)', kind: 'database', db: 'pglite' },
  { name: 'database (postgres)', kind: 'database', db: 'postgres' },
  { name: 'redis', kind: 'redis' },
] as const;

describe.each(KINDS)('shared state ($name)', (variant) => {
  const kind = variant.kind;
  let state: SharedState;
  let other: SharedState | null = null;
  let testDb: TestDatabase | null = null;
  let db: Db | null = null;
  // PostgreSQL: a second instance's handle on the same database, to prove the fan-out crosses instances.
  let otherDb: Db | null = null;
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    if (variant.kind === 'database') {
      testDb = await createTestDatabase(variant.db, 'migrated');
      db = (await createDatabase(testDb.env, logger, { pgliteData: testDb.pgliteData })).db;
    }
    const databaseUrl = testDb?.env.DATABASE_URL;
    state = await createSharedState(kind === 'redis' ? REDIS_URL : undefined, logger, db ?? undefined, databaseUrl);
    if (kind === 'redis') other = await createSharedState(REDIS_URL, logger);
    if (databaseUrl) {
      otherDb = (await createDatabase(testDb!.env, logger)).db;
      other = await createSharedState(undefined, logger, otherDb, databaseUrl);
    }
  });
  afterAll(async () => {
    await state?.close();
    await other?.close();
    await otherDb?.destroy();
    await db?.destroy();
    await testDb?.drop();
  });

  it('when values are set, read and deleted, then reads follow', async () => {
    expect(state.kind).toBe(kind);
    expect(await state.get(`${prefix}a`)).toBeNull();
    await state.set(`${prefix}a`, 'one');
    expect(await state.get(`${prefix}a`)).toBe('one');
    await state.del(`${prefix}a`);
    expect(await state.get(`${prefix}a`)).toBeNull();
  });

  it('when a value has a time to live, then it disappears after it', async () => {
    await state.set(`${prefix}ttl-long`, 'x', 600_000);
    expect(await state.get(`${prefix}ttl-long`)).toBe('x');
    await state.set(`${prefix}ttl`, 'x', 60);
    await expect.poll(() => state.get(`${prefix}ttl`), { timeout: CONDITION_GUARD_MS }).toBeNull();
  });

  it('when a counter is incremented, then counts are atomic within one window that starts at the first increment', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => state.incr(`${prefix}n`, 600_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // A short window: the first increment starts it, and once it has passed the count starts again.
    expect(await state.incr(`${prefix}short`, 60)).toBe(1);
    await expect.poll(() => state.incr(`${prefix}short`, 60), { timeout: CONDITION_GUARD_MS }).toBe(1);
  });

  it('when a counter is decremented, then it never goes below zero, keeps its window and a missing one stays missing', async () => {
    await Promise.all(Array.from({ length: 5 }, () => state.incr(`${prefix}d`, 60_000)));
    await Promise.all(Array.from({ length: 8 }, () => state.decr(`${prefix}d`)));
    expect(await state.get(`${prefix}d`)).toBe('0');
    expect(await state.incr(`${prefix}d`, 60_000)).toBe(1);
    await state.decr(`${prefix}missing`);
    expect(await state.get(`${prefix}missing`)).toBeNull();
  });

  it('when a message is published, then subscribers receive it until they unsubscribe', async () => {
    const channel = `${prefix}events`;
    const received: string[] = [];
    const unsubscribe = await state.subscribe(channel, (m) => received.push(m));
    const publisher = other ?? state;
    await publisher.publish(channel, 'hello');
    await expect.poll(() => received, { timeout: CONDITION_GUARD_MS }).toEqual(['hello']);
    await unsubscribe();
    await publisher.publish(channel, 'ignored');
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual(['hello']);
  });
});

describe('shared state on PostgreSQL (LISTEN/NOTIFY fan-out)', () => {
  let testDb: TestDatabase;
  let db: Db;
  let state: SharedState;
  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    testDb = await createTestDatabase('postgres', 'migrated');
    db = (await createDatabase(testDb.env, logger)).db;
    state = await createSharedState(undefined, logger, db, testDb.env.DATABASE_URL);
  });
  afterAll(async () => {
    await state?.close();
    await db?.destroy();
    await testDb?.drop();
  });

  it('when the listening connection is cut, then it reconnects and later messages arrive again', async () => {
    const received: string[] = [];
    await state.subscribe('cut', (m) => received.push(m));
    const listeners = async () =>
      (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(db)).rows;
    expect(await listeners()).toHaveLength(1);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`.execute(db);
    // Each try publishes again: a message sent while the listener is away is lost (as with Redis).
    await expect
      .poll(
        async () => {
          await state.publish('cut', 'after');
          return received.includes('after');
        },
        { timeout: CONDITION_GUARD_MS, interval: 200 },
      )
      .toBe(true);
  });

  it('when a message is too large for NOTIFY, then publishing fails with a clear message', async () => {
    await expect(state.publish('big', 'x'.repeat(8000))).rejects.toThrow(/NOTIFY carries at most/);
  });
});

describe('shared state on two Redis databases of one server', () => {
  it('when a message is published on one database, then subscribers of the same channel on another database do not receive it', async () => {
    const logger = pino({ level: 'silent' });
    const url = new URL(REDIS_URL);
    const otherDbUrl = new URL(REDIS_URL);
    otherDbUrl.pathname = `/${(Number(url.pathname.slice(1) || 0) + 1) % 16}`;
    const mine = await createSharedState(url.toString(), logger);
    const theirs = await createSharedState(otherDbUrl.toString(), logger);
    try {
      const channel = `test:${randomBytes(4).toString('hex')}:push`;
      const received: string[] = [];
      await mine.subscribe(channel, (m) => received.push(m));
      // Redis delivers in publish order: had the other database's message leaked, it would come before ours.
      await theirs.publish(channel, 'other portal');
      await mine.publish(channel, 'ours');
      await expect.poll(() => received, { timeout: CONDITION_GUARD_MS }).toContain('ours');
      expect(received).toEqual(['ours']);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });
});

describe('shared state with a bad REDIS_URL', () => {
  it('when Redis cannot be reached, then creating the state fails with a clear message', async () => {
    await expect(createSharedState('redis://127.0.0.1:1/0', pino({ level: 'silent' }))).rejects.toThrow(/cannot connect to REDIS_URL/);
  });
});
