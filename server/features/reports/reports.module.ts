// Reports in the back office (issue 16 item 6): figures per brand and day, and per category and vendor,
// read from the ledger and the game rounds. Read-only; its router is mounted by the back office on
// operator hosts only.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import { ReportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { ReportsService } from './reports.service.ts';

export interface ReportsModule {
  service: ReportsService;
  /** Mounted by the back office on operator hosts. */
  staffRoutes: Router;
}

export function createReportsModule({ db, tenants }: ModuleContext, deps: { gate: StaffGate }): ReportsModule {
  const service = new ReportsService(tenants, new ReportsRepository(db));
  return { service, staffRoutes: reportsRoutes({ reports: service, gate: deps.gate }) };
}
