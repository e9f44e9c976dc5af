// Domain events (architecture §5a). Features emit an event in the transaction that moved the money
// (`events.within(trx).emit(…)`); consumers (the rewards engine, and later agents and messages) read them
// in commit-safe order, one batch per transaction that also moves the consumer's cursor, so a batch's
// effects and the cursor commit together. Exactly once per consumer: the cursor row is locked for the
// batch (a second instance skips it), and every effect carries its own idempotency key as well, so even a
// replay from an older cursor grants nothing twice. An event whose handler throws is rolled back to its
// savepoint, recorded in event_failures and skipped, so one bad event cannot stop a consumer.
import type { Db } from '../../db/database.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { inTransaction } from '../../db/transaction.ts';
import type { Logger } from '../../logger.ts';
import { DomainEventsRepository, type NewDomainEvent, type StoredDomainEvent } from './domain-events.repository.ts';

/** How long drain() waits for committed events hidden behind older open transactions, and how often it looks. */
const DRAIN_WAIT_MS = 30_000;
const DRAIN_RETRY_MS = 25;

export type { NewDomainEvent, StoredDomainEvent };

/** Handles one event inside the consumer's transaction `trx`; every write goes through `trx`. */
export type EventHandler = (event: StoredDomainEvent, trx: Db) => Promise<void>;
/** Handles a batch of events, in order, inside the consumer's transaction `trx`. */
export type EventBatchHandler = (events: readonly StoredDomainEvent[], trx: Db) => Promise<void>;

/** A batch handler that handles each event on its own, in order. */
export const eachEvent =
  (handle: EventHandler): EventBatchHandler =>
  async (events, trx) => {
    for (const event of events) await handle(event, trx);
  };

export const DEFAULT_BATCH = 500;
/**
 * PGlite runs the whole database in WebAssembly memory on one connection: one transaction holding 500
 * grant-heavy events (200 deposits, each earning 17 bonuses, in scripts/bench-rewards) ended it with
 * `FATAL BeginTransactionBlock: unexpected state END`. Smaller batches keep each transaction small; the
 * consumer simply takes more of them.
 */
export const PGLITE_BATCH = 50;

/** PostgreSQL's codes for failures that a retry clears: serialization failure, deadlock, lock not available. */
const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03']);
const isTransient = (err: unknown) => TRANSIENT_CODES.has((err as { code?: string } | null)?.code ?? '');

export class DomainEventsService {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    /** Events per consumer transaction when a caller names none. */
    private readonly batch = DEFAULT_BATCH,
  ) {}

  /** The same service bound to an open transaction: emit there, so the event commits with its cause. */
  within(trx: Db): DomainEventsService {
    return new DomainEventsService(trx, this.logger, this.batch);
  }

  async emit(event: NewDomainEvent): Promise<void> {
    await new DomainEventsRepository(this.db).emit(event);
  }

  /**
   * Handles the next batch of `consumer`'s events; returns how many it read (0 when none are ready or another
   * instance holds the consumer now). The handler takes the whole batch at once (so it can work in bulk); if it
   * fails, the batch is handled again one event at a time, and only the event that fails is set aside.
   */
  async consumeBatch(consumer: string, handle: EventBatchHandler, limit = this.batch): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const repo = new DomainEventsRepository(trx);
      const cursor = await repo.lockCursor(consumer);
      if (!cursor) return 0;
      const events = await repo.readAfter(cursor, limit);
      if (events.length > 0 && (await this.#attempt(repo, () => handle(events, trx))) !== true) {
        for (const event of events) {
          const failure = await this.#attempt(repo, () => handle([event], trx));
          if (failure === true) continue;
          this.logger.error({ err: failure, consumer, tenant: event.tenantId, event: event.id, type: event.type }, 'event handler failed; event skipped');
          await repo.recordFailure(consumer, event, failure instanceof Error ? failure.message : String(failure));
        }
      }
      const last = events.at(-1);
      if (last) await repo.advance(consumer, { txId: last.txId, eventId: last.id });
      return events.length;
    });
  }

  /** Runs `work` under a savepoint: true when it succeeded, else its error (its writes undone). */
  async #attempt(repo: DomainEventsRepository, work: () => Promise<void>): Promise<true | unknown> {
    await repo.savepoint();
    try {
      await work();
      await repo.releaseSavepoint();
      return true;
    } catch (err) {
      // A deadlock or serialization failure is the moment's, not the event's: the whole batch rolls back and runs again.
      if (isTransient(err)) throw err;
      await repo.rollbackToSavepoint();
      return err;
    }
  }

  /**
   * Consumes until every committed event is read (tests, and a job catching up after a pause). An event stays
   * unreadable while any transaction older than its own is open — on PostgreSQL anywhere in the cluster, since
   * transaction ids are the cluster's (another database's long transaction, a backup) — so when a pass leaves
   * committed events behind, it waits for them, up to `DRAIN_WAIT_MS`, instead of returning early.
   */
  async drain(consumer: string, handle: EventBatchHandler, limit = this.batch): Promise<number> {
    let total = 0;
    const deadline = Date.now() + DRAIN_WAIT_MS;
    for (;;) {
      const n = await this.consumeBatch(consumer, handle, limit);
      total += n;
      if (n === limit) continue;
      if (Date.now() >= deadline || (await this.caughtUp(consumer))) return total;
      await sleep(DRAIN_RETRY_MS);
    }
  }

  /** Whether `consumer` has read every event committed so far. */
  async caughtUp(consumer: string): Promise<boolean> {
    return new DomainEventsRepository(this.db).caughtUp(consumer);
  }

  /** Whether `consumer` has read every event that happened before `at`. */
  async consumedBefore(consumer: string, at: Date): Promise<boolean> {
    return new DomainEventsRepository(this.db).consumedBefore(consumer, at);
  }

  async failures(consumer: string) {
    return new DomainEventsRepository(this.db).failures(consumer);
  }

  async ofMember(tenantId: string, memberId: number, type: string): Promise<StoredDomainEvent[]> {
    return new DomainEventsRepository(this.db).ofMember(tenantId, memberId, type);
  }
}
