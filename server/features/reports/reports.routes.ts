// The reports of the back office (/bo/api/brands/:tenant/reports/… on operator hosts, reports.read):
// the daily figures and the breakdown by category and vendor, each as JSON and as a CSV download.
// The brand scope and the range's rules are the service's; bad input is a translated 400 before it.
import { Router, type Response } from 'express';
import type { ReportQuery } from '../../../schemas/generated/reports.ts';
import type { BrandParams } from '../../../schemas/generated/staff.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import { breakdownCsv, dailyCsv } from './report-csv.ts';
import type { ReportsService } from './reports.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const REPORTS = '/bo/api/brands/:tenant/reports';

export interface ReportsRouteDeps {
  reports: ReportsService;
  gate: StaffGate;
}

function sendCsv(res: Response, name: string, body: string): void {
  res
    .set({
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(body);
}

export function reportsRoutes({ reports, gate }: ReportsRouteDeps): Router {
  const router = Router();
  const guard = [
    gate.signedIn,
    gate.can('reports.read'),
    validate({ params: apiSchema<BrandParams>('staff', 'BrandParams'), query: apiSchema<ReportQuery>('reports', 'ReportQuery') }),
  ];
  const inputOf = (res: Response) => ({
    tenant: (res.locals.input!.params as BrandParams).tenant,
    ...(res.locals.input!.query as ReportQuery),
  });

  router.get(`${REPORTS}/daily`, ...guard, async (_req, res) => {
    const { tenant, from, to } = inputOf(res);
    res.set(noStore).json(ok(await reports.daily(staffOf(res), tenant, from, to)));
  });
  router.get(`${REPORTS}/daily.csv`, ...guard, async (_req, res) => {
    const { tenant, from, to } = inputOf(res);
    const report = await reports.daily(staffOf(res), tenant, from, to);
    sendCsv(res, `${tenant}-daily-${report.scope.from}-${report.scope.to}.csv`, dailyCsv(report));
  });
  router.get(`${REPORTS}/breakdown`, ...guard, async (_req, res) => {
    const { tenant, from, to } = inputOf(res);
    res.set(noStore).json(ok(await reports.breakdown(staffOf(res), tenant, from, to)));
  });
  router.get(`${REPORTS}/breakdown.csv`, ...guard, async (_req, res) => {
    const { tenant, from, to } = inputOf(res);
    const report = await reports.breakdown(staffOf(res), tenant, from, to);
    sendCsv(res, `${tenant}-breakdown-${report.scope.from}-${report.scope.to}.csv`, breakdownCsv(report));
  });
  return router;
}
