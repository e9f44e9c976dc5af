// Domain events (architecture §5a): the outbox service features emit through, and consumers read from.
import type { ModuleContext } from '../../module-context.ts';
import { DomainEventsService } from './domain-events.service.ts';

export interface DomainEventsModule {
  service: DomainEventsService;
}

export function createDomainEventsModule({ db, logger }: ModuleContext): DomainEventsModule {
  return { service: new DomainEventsService(db, logger) };
}
