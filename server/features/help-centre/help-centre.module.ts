// Help centre (issue 21 item 3): the brand's help texts in the visitor's language.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { helpCentreRoutes } from './help-centre.routes.ts';
import { HelpCentreService } from './help-centre.service.ts';

export interface HelpCentreModule {
  service: HelpCentreService;
  routes: Router;
}

export function createHelpCentreModule(_ctx: ModuleContext): HelpCentreModule {
  const service = new HelpCentreService();
  return { service, routes: helpCentreRoutes(service) };
}
