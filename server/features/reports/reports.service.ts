// Reports of one brand (issue 16 item 6): figures per day and per category and vendor over a range
// of the brand's days. The member of staff must have the brand in scope (else the same 404 as an
// unknown brand); the range is checked before any query. The figures' definitions are the
// repository's (and the README's "Reports" decision). Without a range, the last 7 days of the brand's
// zone (today included), which the answer's scope names.
import type { BreakdownReportValue, DailyReportValue, GameFigures, ReportFigures, ReportScope } from '../../../schemas/generated/reports.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { StaffSession } from '../staff/staff-auth.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import { lastDays, reportDays, reportTimeZone } from './report-range.ts';
import type { DailyFiguresRow, GameFiguresRow, ReportsRepository, ReportWindow } from './reports.repository.ts';

const EMPTY_DAY: Omit<DailyFiguresRow, 'day'> = {
  deposits: 0,
  withdrawals: 0,
  stakes: 0,
  wins: 0,
  jackpotContributions: 0,
  jackpotHits: 0,
  bets: 0,
  activePlayers: 0,
  registrations: 0,
};

/** The range shown when none is asked for. */
const DEFAULT_DAYS = 7;

const figures = ({ day: _day, ...f }: DailyFiguresRow): ReportFigures => ({ ...f, ggr: f.stakes - f.wins });
const gameFigures = ({ level: _level, key: _key, ...f }: GameFiguresRow): GameFigures => ({ ...f, ggr: f.stakes - f.wins });

export class ReportsService {
  constructor(
    private readonly tenants: Pick<TenantDirectory, 'get'>,
    private readonly repo: ReportsRepository,
  ) {}

  async daily(staff: StaffSession, tenantId: string, from?: string, to?: string): Promise<DailyReportValue> {
    const { scope, window, days } = this.#window(staff, tenantId, from, to);
    const rows = await this.repo.daily(window);
    const byDay = new Map(rows.filter((r) => r.day !== null).map((r) => [r.day!, r]));
    const total = rows.find((r) => r.day === null) ?? { day: null, ...EMPTY_DAY };
    return {
      scope,
      days: days.map((day) => ({ day, figures: figures(byDay.get(day) ?? { day, ...EMPTY_DAY }) })),
      totals: figures(total),
    };
  }

  async breakdown(staff: StaffSession, tenantId: string, from?: string, to?: string): Promise<BreakdownReportValue> {
    const { scope, window } = this.#window(staff, tenantId, from, to);
    const rows = await this.repo.breakdown(window);
    const level = (l: GameFiguresRow['level']) => rows.filter((r) => r.level === l).map((r) => ({ key: r.key, figures: gameFigures(r) }));
    const total = rows.find((r) => r.level === 'total');
    return {
      scope,
      categories: level('category'),
      vendors: level('vendor'),
      totals: total ? gameFigures(total) : { stakes: 0, wins: 0, ggr: 0, jackpotHits: 0, bets: 0, activePlayers: 0 },
    };
  }

  #window(staff: StaffSession, tenantId: string, askedFrom?: string, askedTo?: string): { scope: ReportScope; window: ReportWindow; days: string[] } {
    assertBrandScope(staff, tenantId);
    const tenant: TenantContext | undefined = this.tenants.get(tenantId);
    if (!tenant) throw new AppError(404, 'notFound');
    const timeZone = reportTimeZone(tenant.config.settings.timeZone);
    if ((askedFrom === undefined) !== (askedTo === undefined)) throw new AppError(400, 'dateRangeInvalid');
    const { from, to } = askedFrom !== undefined && askedTo !== undefined ? { from: askedFrom, to: askedTo } : lastDays(timeZone, DEFAULT_DAYS);
    const days = reportDays(from, to);
    const { code, symbol, minorUnits = 2 } = tenant.config.currency;
    return {
      scope: { tenantId, currency: code, symbol, minorUnits, timeZone, from, to },
      window: { tenantId, currency: code, timeZone, from, to },
      days,
    };
  }
}
