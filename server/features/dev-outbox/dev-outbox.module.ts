// The dev outbox: SMS and e-mails kept instead of sent (demo mode), as an API and a page.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { EmailOutboxRepository } from '../../providers/email/email-outbox.repository.ts';
import { SmsOutboxRepository } from '../../providers/sms/sms-outbox.repository.ts';
import { DevOutboxService } from './dev-outbox.service.ts';
import { devOutboxApiRoutes, devOutboxPageRoutes } from './dev-outbox.routes.ts';

export interface DevOutboxModule {
  apiRoutes: Router;
  pageRoutes: Router;
}

export function createDevOutboxModule({ db, catalogues }: ModuleContext): DevOutboxModule {
  const service = new DevOutboxService({ sms: new SmsOutboxRepository(db), email: new EmailOutboxRepository(db) });
  return { apiRoutes: devOutboxApiRoutes(service), pageRoutes: devOutboxPageRoutes(service, catalogues) };
}
