// SMS verification codes: the sender (provider over HTTP, or the outbox) and the endpoints that send codes.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { createSmsSender } from '../../providers/sms/sms-sender.ts';
import type { HumanCheckService } from '../captcha/human-check.service.ts';
import { VerificationRepository } from './verification.repository.ts';
import { VerificationService } from './verification.service.ts';
import { verificationRoutes, type VerificationRouteDeps } from './verification.routes.ts';

export interface VerificationModule {
  service: VerificationService;
  routes: Router;
}

export function createVerificationModule(
  { env, db, logger, sharedState, catalogues }: ModuleContext,
  deps: { humanCheck: HumanCheckService } & VerificationRouteDeps,
): VerificationModule {
  const smsSender = createSmsSender({ providerUrl: env.SMS_PROVIDER_URL, db, logger });
  const service = new VerificationService(new VerificationRepository(db), sharedState, smsSender, catalogues, { logger });
  return { service, routes: verificationRoutes(service, deps.humanCheck, { isRegisteredMobile: deps.isRegisteredMobile }) };
}
