// Agent recruitment (/join): the member's application and its review in the back office.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { agentApplicationAdminRoutes, agentRecruitmentRoutes } from './agent-recruitment.routes.ts';
import { AgentRecruitmentService, type AgentRecruitmentPorts } from './agent-recruitment.service.ts';

export interface AgentRecruitmentModule {
  service: AgentRecruitmentService;
  routes: Router;
  staffRoutes(staff: { accounts: StaffAccountsService; gate: StaffGate }): Router;
}

export function createAgentRecruitmentModule(ctx: ModuleContext, deps: Pick<AgentRecruitmentPorts, 'makeAgent'>): AgentRecruitmentModule {
  let staffAccounts: StaffAccountsService | undefined;
  const service = new AgentRecruitmentService(ctx.db, {
    makeAgent: deps.makeAgent,
    get staff() {
      return staffAccounts;
    },
  });
  return {
    service,
    routes: agentRecruitmentRoutes(service),
    staffRoutes: (staff) => {
      staffAccounts = staff.accounts;
      return agentApplicationAdminRoutes(service, staff.gate, ctx.env.COUNTRY_HEADER);
    },
  };
}
