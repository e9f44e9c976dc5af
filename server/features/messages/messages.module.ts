// Platform messages (issue 21 item 2): the inbox endpoints, the consumer 'messages' of the domain events that
// writes system messages (run as a periodic job, as the rewards engine is), and the back office's routes.
import type { Router } from 'express';
import { CONSUMER_IDLE_MAX_MS, startPeriodicJob } from '../../jobs/periodic-job.ts';
import type { ModuleContext } from '../../module-context.ts';
import type { DomainEventsService } from '../domain-events/domain-events.service.ts';
import type { PushHub } from '../push/push-hub.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { messageAdminRoutes, messagesRoutes } from './messages.routes.ts';
import { MESSAGES_CONSUMER, MessagesService, type MessagesPorts } from './messages.service.ts';

export interface MessagesModule {
  service: MessagesService;
  /** Runs the consumer until no event is waiting, then pushes to the members it wrote to (tests; the job does it every second). */
  drainEvents(): Promise<number>;
  routes: Router;
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

/** A system message within about a second of its cause. */
const CONSUMER_EVERY_MS = 500;

export function createMessagesModule(
  ctx: ModuleContext,
  deps: { events: DomainEventsService; push: PushHub; quietSpans?: MessagesPorts['quietSpans'] },
): MessagesModule {
  const { db, tenants, logger } = ctx;
  let staffAccounts: StaffAccountsService | undefined;
  const service = new MessagesService(db, {
    push: deps.push,
    tenants,
    quietSpans: deps.quietSpans,
    get staff() {
      return staffAccounts;
    },
  });
  const drainEvents = async () => {
    try {
      return await deps.events.drain(MESSAGES_CONSUMER, service.handleBatch);
    } finally {
      await service.notifyPending();
    }
  };
  if (ctx.jobs) {
    const consumer = startPeriodicJob('messages-consumer', CONSUMER_EVERY_MS, drainEvents, logger, { idleMaxMs: CONSUMER_IDLE_MAX_MS });
    ctx.onClose(() => consumer.stop());
  }
  return {
    service,
    drainEvents,
    routes: messagesRoutes(service),
    staffRoutes: (staff) => {
      staffAccounts = staff.accounts;
      return messageAdminRoutes(service, staff.gate, ctx.env.COUNTRY_HEADER);
    },
  };
}
