// Help centre (issue 21 item 3): the brand's help texts in the visitor's language, and their editing in the
// back office (staff's texts per brand and language over the shipped ones, a content override of kind 'help').
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { helpCentreRoutes, helpCentreStaffRoutes } from './help-centre.routes.ts';
import { HelpCentreService } from './help-centre.service.ts';

export interface HelpCentreModule {
  service: HelpCentreService;
  routes: Router;
  /** Mounted by the back office on operator hosts. */
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

export function createHelpCentreModule(ctx: ModuleContext, deps: { overrides: ContentOverridesService }): HelpCentreModule {
  let staffAccounts: StaffAccountsService | undefined;
  const service = new HelpCentreService(deps.overrides, ctx.tenants, () => staffAccounts);
  return {
    service,
    routes: helpCentreRoutes(service),
    staffRoutes: (staff) => {
      staffAccounts = staff.accounts;
      return helpCentreStaffRoutes(service, staff.gate, ctx.env.COUNTRY_HEADER);
    },
  };
}
