// Support (issue 21 items 4, 5, 7): feedback, tickets and the built-in live chat for players, and the staff
// console's routes, with the canned answers staff edit per brand and language. Its ports: the push hub (live
// events to the player and to the brand's consoles), the messages service (a system message when staff answer
// a ticket) and the content overrides (where staff's canned answers are kept).
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { PushHub } from '../push/push-hub.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import type { ContentOverridesService } from '../../tenancy/content-overrides.service.ts';
import { CannedAnswersService } from './canned-answers.service.ts';
import { supportAdminRoutes, supportRoutes } from './support.routes.ts';
import { SupportService } from './support.service.ts';

export interface SupportModule {
  service: SupportService;
  routes: Router;
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

export function createSupportModule(
  ctx: ModuleContext,
  deps: { push: PushHub; messages: Pick<MessagesService, 'notifyMember'>; overrides: ContentOverridesService },
): SupportModule {
  let staffAccounts: StaffAccountsService | undefined;
  const canned = new CannedAnswersService(deps.overrides, ctx.tenants, () => staffAccounts);
  const service = new SupportService(ctx.db, {
    push: deps.push,
    tenants: ctx.tenants,
    messages: deps.messages,
    canned,
    get staff() {
      return staffAccounts;
    },
  });
  return {
    service,
    routes: supportRoutes(service),
    staffRoutes: (staff) => {
      staffAccounts = staff.accounts;
      return supportAdminRoutes(service, canned, deps.push, staff.gate, ctx.env.COUNTRY_HEADER);
    },
  };
}
