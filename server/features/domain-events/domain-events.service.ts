// Domain events (architecture §5a). Features emit an event in the transaction that moved the money
// (`events.within(trx).emit(…)`); consumers (the rewards engine, and later agents and messages) read them
// in commit-safe order, one batch per transaction that also moves the consumer's cursor, so a batch's
// effects and the cursor commit together. Exactly once per consumer: the cursor row is locked for the
// batch (a second instance skips it), and every effect carries its own idempotency key as well, so even a
// replay from an older cursor grants nothing twice. An event whose handler throws is rolled back to its
// savepoint, recorded in event_failures and skipped, so one bad event cannot stop a consumer.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Logger } from '../../logger.ts';
import { DomainEventsRepository, type NewDomainEvent, type StoredDomainEvent } from './domain-events.repository.ts';

export type { NewDomainEvent, StoredDomainEvent };

/** Handles one event inside the consumer's transaction `trx`; every write goes through `trx`. */
export type EventHandler = (event: StoredDomainEvent, trx: Db) => Promise<void>;

export const DEFAULT_BATCH = 500;

/** PostgreSQL's codes for failures that a retry clears: serialization failure, deadlock, lock not available. */
const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03']);
const isTransient = (err: unknown) => TRANSIENT_CODES.has((err as { code?: string } | null)?.code ?? '');

export class DomainEventsService {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** The same service bound to an open transaction: emit there, so the event commits with its cause. */
  within(trx: Db): DomainEventsService {
    return new DomainEventsService(trx, this.logger);
  }

  async emit(event: NewDomainEvent): Promise<void> {
    await new DomainEventsRepository(this.db).emit(event);
  }

  /**
   * Handles the next batch of `consumer`'s events; returns how many it read (0 when none are ready or another
   * instance holds the consumer now).
   */
  async consumeBatch(consumer: string, handle: EventHandler, limit = DEFAULT_BATCH): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const repo = new DomainEventsRepository(trx);
      const cursor = await repo.lockCursor(consumer);
      if (!cursor) return 0;
      const events = await repo.readAfter(cursor, limit);
      for (const event of events) {
        await repo.savepoint();
        try {
          await handle(event, trx);
          await repo.releaseSavepoint();
        } catch (err) {
          // A deadlock or serialization failure is the moment's, not the event's: the whole batch rolls back and runs again.
          if (isTransient(err)) throw err;
          await repo.rollbackToSavepoint();
          this.logger.error({ err, consumer, tenant: event.tenantId, event: event.id, type: event.type }, 'event handler failed; event skipped');
          await repo.recordFailure(consumer, event, err instanceof Error ? err.message : String(err));
        }
      }
      const last = events.at(-1);
      if (last) await repo.advance(consumer, { txId: last.txId, eventId: last.id });
      return events.length;
    });
  }

  /** Consumes until nothing is ready (tests, and a job catching up after a pause). */
  async drain(consumer: string, handle: EventHandler, limit = DEFAULT_BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.consumeBatch(consumer, handle, limit);
      total += n;
      if (n < limit) return total;
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
