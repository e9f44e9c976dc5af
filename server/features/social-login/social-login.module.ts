// Social sign-in over OpenID Connect (off unless a brand configures providers).
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { OidcClients } from './oidc-clients.ts';
import { SocialFlows } from './social-flows.ts';
import { SocialIdentitiesRepository } from './social-identities.repository.ts';
import type { SocialLoginPorts } from './social-login.ports.ts';
import { SocialLoginService } from './social-login.service.ts';
import { socialLoginRoutes } from './social-login.routes.ts';

export interface SocialLoginModule {
  routes: Router;
}

export function createSocialLoginModule({ env, db, sharedState }: ModuleContext, ports: SocialLoginPorts): SocialLoginModule {
  const service = new SocialLoginService(new SocialIdentitiesRepository(db), new SocialFlows(sharedState), new OidcClients(), sharedState, ports);
  return { routes: socialLoginRoutes({ socialLogin: service, countryHeader: env.COUNTRY_HEADER }) };
}
