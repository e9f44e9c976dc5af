// Domain events (architecture §5a): the outbox service features emit through, and consumers read from.
import type { ModuleContext } from '../../module-context.ts';
import { DomainEventsService, PGLITE_BATCH } from './domain-events.service.ts';

export interface DomainEventsModule {
  service: DomainEventsService;
}

export function createDomainEventsModule({ db, logger }: ModuleContext, options: { databaseKind: 'postgres' | 'pglite' }): DomainEventsModule {
  return { service: new DomainEventsService(db, logger, options.databaseKind === 'pglite' ? PGLITE_BATCH : undefined) };
}
