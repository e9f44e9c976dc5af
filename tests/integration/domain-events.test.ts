// The event outbox and the exactly-once period jobs on PostgreSQL (architecture §5a), with several connections
// as several instances have: an event of a transaction that commits late is not skipped, a consumer's batch is
// taken by one instance at a time, a bad event is set aside without stopping the rest, and a period runs once
// however many instances race for it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { DomainEventsService, eachEvent, PGLITE_BATCH, type StoredDomainEvent } from '../../server/features/domain-events/domain-events.service.ts';
import { endedDays, runDuePeriods, type PeriodJob } from '../../server/jobs/period-job.ts';
import { createLogger } from '../../server/logger.ts';
import { eventually, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

describe('domain events and period jobs on postgres', () => {
  let database: TestDatabase;
  let first: Db;
  let second: Db;
  const logger = createLogger('silent');

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    first = (await createDatabase(database.env)).db;
    second = (await createDatabase(database.env)).db;
    await migrateToLatest(first);
  });
  afterAll(async () => {
    await first?.destroy();
    await second?.destroy();
    await database?.drop();
  });

  const emit = (db: Db, key: string, type = 'test.happened') =>
    new DomainEventsService(db, logger).emit({ tenantId: 't1', type, memberId: 1, key, payload: { key } });

  it('when an older transaction commits after a newer one, then the consumer reads neither until both are done, then both in order', async () => {
    const seen: string[] = [];
    const consumer = 'order-test';
    const handle = eachEvent(async (e: StoredDomainEvent) => void seen.push(e.key));
    let release!: () => void;
    let emitted!: () => void;
    const holding = new Promise<void>((r) => (release = r));
    const older = first.transaction().execute(async (trx) => {
      await emit(trx, 'older');
      emitted();
      await holding;
    });
    await new Promise<void>((r) => (emitted = r));
    await emit(second, 'newer');
    expect(await new DomainEventsService(second, logger).consumeBatch(consumer, handle)).toBe(0);
    release();
    await older;
    await eventually(async () => {
      await new DomainEventsService(second, logger).drain(consumer, handle);
      expect(seen).toEqual(['older', 'newer']);
    });
  });

  it('when drain runs while an older transaction is still open, then it waits for that transaction and returns with the event it hid', async () => {
    // Transaction ids are the cluster's: on a shared server another database's open transaction hides events the
    // same way, and a drain that returned at once left tests (and a job catching up) with nothing consumed.
    const consumer = 'drain-waits-test';
    const seen: string[] = [];
    const handle = eachEvent(async (e: StoredDomainEvent) => void seen.push(e.key));
    let release!: () => void;
    let started!: () => void;
    const holding = new Promise<void>((r) => (release = r));
    const isStarted = new Promise<void>((r) => (started = r));
    const older = first.transaction().execute(async (trx) => {
      await sql`select pg_current_xact_id()`.execute(trx);
      started();
      await holding;
    });
    await isStarted;
    await emit(second, 'hidden-by-older');
    const draining = new DomainEventsService(second, logger).drain(consumer, handle);
    // The drain's first pass has committed (it creates the consumer's cursor): only then does the older one end.
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from event_cursors where consumer = ${consumer}`.execute(second);
      expect(rows[0].n).toBe(1);
    });
    release();
    await older;
    await draining;
    expect(seen).toContain('hidden-by-older');
  });

  it('when two instances consume at once, then every event is handled exactly once', async () => {
    for (let i = 0; i < 40; i++) await emit(first, `race-${i}`, 'race.happened');
    const handled: string[] = [];
    const handle = eachEvent(async (e: StoredDomainEvent) => {
      if (e.type === 'race.happened') handled.push(e.key);
    });
    const a = new DomainEventsService(first, logger);
    const b = new DomainEventsService(second, logger);
    await eventually(async () => {
      await Promise.all([a.drain('race', handle, 7), b.drain('race', handle, 7), a.drain('race', handle, 7), b.drain('race', handle, 7)]);
      expect(await a.caughtUp('race')).toBe(true);
    });
    expect(handled.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `race-${i}`).sort());
  });

  it('when a handler throws on one event, then its writes roll back, it is recorded as failed and the events after it are handled', async () => {
    await emit(first, 'bad-1', 'bad.case');
    await emit(first, 'good-1', 'bad.case');
    const consumer = 'failure-test';
    // Handled in bulk first (the whole batch fails on bad-1), then one by one: only bad-1 is set aside.
    const handle = eachEvent(async (e: StoredDomainEvent, trx: Db) => {
      if (e.type !== 'bad.case') return;
      await sql`insert into job_periods (tenant_id, job, period_key, outcome) values ('t1', 'handled', ${e.key}, '{}')`.execute(trx);
      if (e.key === 'bad-1') throw new Error('cannot handle bad-1');
    });
    const events = new DomainEventsService(first, logger);
    await eventually(async () => {
      await events.drain(consumer, handle);
      expect(await events.caughtUp(consumer)).toBe(true);
    });
    const handled = await sql<{ period_key: string }>`select period_key from job_periods where job = 'handled' order by period_key`.execute(first);
    expect(handled.rows.map((r) => r.period_key)).toEqual(['good-1']);
    expect((await events.failures(consumer)).map((f) => f.error)).toEqual(['cannot handle bad-1']);
  });

  it('when two instances run a daily job over missed days at once, then each ended day runs exactly once, oldest first', async () => {
    const runs: string[] = [];
    const job: PeriodJob<{ id: string }> = {
      name: 'daily-test',
      duePeriods: (_tenant, now) => endedDays(now, 'Asia/Manila', 3),
      run: async (_tenant, key, trx) => {
        // Slow enough that the racing instance reaches the same period while this one holds it.
        await sql`select pg_sleep(0.05)`.execute(trx);
        runs.push(key);
        return { key };
      },
    };
    const clock = { now: () => new Date('2026-03-10T18:00:00Z') }; // 02:00 on 11 March in Manila
    const tenants = [{ id: 'brand-a' }];
    const ran = await Promise.all([
      runDuePeriods(first, job, tenants, clock),
      runDuePeriods(second, job, tenants, clock),
      runDuePeriods(first, job, tenants, clock),
    ]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(3);
    expect([...runs].sort()).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    expect(await runDuePeriods(second, job, tenants, { now: () => new Date('2026-03-11T15:59:00Z') })).toBe(0);
    expect(await runDuePeriods(second, job, tenants, { now: () => new Date('2026-03-11T16:00:00Z') })).toBe(1);
  });
});

describe.each(DATABASE_KINDS)("a consumer's batch size on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  it('when 60 events wait, then PGlite takes them 50 to a transaction (a 500-event batch of grants ended PGlite) and PostgreSQL all at once', async () => {
    const events = t.portal.services.events;
    for (let i = 0; i < 60; i++) await events.emit({ tenantId: 'aurora', type: 'bench.tick', memberId: 1, key: `size-${kind}-${i}`, payload: {} });
    const sizes: number[] = [];
    await eventually(async () => {
      sizes.length = 0;
      let n: number;
      while ((n = await events.consumeBatch('batch-size', async () => {})) > 0) sizes.push(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60);
    });
    expect(sizes[0]).toBe(kind === 'pglite' ? PGLITE_BATCH : sizes.reduce((a, b) => a + b, 0));
  });
});

describe.each(DATABASE_KINDS)('the order a consumer reads in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  it('when transaction ids grow a digit (9 → 10, 99 → 100), then a consumer reads the events in commit order, each once', async () => {
    // Written with old transaction ids, as a busy database's outbox holds them; all are below every open one.
    for (const tx of ['100', '9', '99', '10'])
      await sql`insert into domain_events (tenant_id, type, member_id, dedupe_key, payload, tx_id)
        values ('aurora', 'order.tick', 1, ${`order-${kind}-${tx}`}, '{}'::jsonb, ${tx}::xid8)`.execute(t.portal.db);
    const seen: string[] = [];
    const handle = eachEvent(async (e: StoredDomainEvent) => void (e.type === 'order.tick' && seen.push(e.key)));
    // Two at a time: a batch that ends out of order moves the cursor past events it has not read.
    while ((await t.portal.services.events.consumeBatch('order-digits', handle, 2)) > 0);
    expect(seen).toEqual(['9', '10', '99', '100'].map((tx) => `order-${kind}-${tx}`));
  });
});
