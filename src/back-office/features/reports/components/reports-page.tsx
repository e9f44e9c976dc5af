// Reports of the chosen brand: a range of the brand's days (presets, or two dates; kept in the address),
// summary tiles, charts of GGR and stakes and of deposits and withdrawals per day, the table per day,
// and the game figures per category and vendor (tables and bar charts), with CSV downloads of both.
// Money is shown in the brand's currency; the line under the range says which time zone cuts the days.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { BreakdownRow, DailyReportValue, ReportFigures, ReportScope } from '../../../../../schemas/generated/reports.ts';
import { Button } from '../../../../components/button.tsx';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { media } from '../../../../lib/theme/styled-theme.ts';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, Panel, TableScroll, Toolbar } from '../../../components/staff-ui.tsx';
import { breakdownReportCsvUrl } from '../api/breakdown-report-csv.api.ts';
import { useBreakdownReport } from '../api/breakdown-report.api.ts';
import { dailyReportCsvUrl } from '../api/daily-report-csv.api.ts';
import { useDailyReport } from '../api/daily-report.api.ts';
import { ReportChart, type ChartSeries } from './report-chart.tsx';
import { MAX_RANGE_DAYS, presetRange, RANGE_PRESETS, rangeProblem, todayIn, type DayRange } from './report-range.ts';

const MONEY_FIGURES = ['ggr', 'stakes', 'wins', 'deposits', 'withdrawals', 'jackpotContributions', 'jackpotHits'] as const;
type Figure = (typeof MONEY_FIGURES)[number] | 'bets' | 'activePlayers' | 'registrations';
const DAILY_COLUMNS: readonly Figure[] = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'ggr',
  'jackpotContributions',
  'jackpotHits',
  'bets',
  'activePlayers',
  'registrations',
];
/** The server's key for game money without a known round or vendor. */
const UNKNOWN = 'unknown';
const isMoney = (f: Figure) => (MONEY_FIGURES as readonly string[]).includes(f);

export function ReportsPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The range in the address, when it is one; else the server's default (the brand's last 7 days).
  const asked: DayRange = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const inAddress = asked.from !== '' || asked.to !== '';
  const query = inAddress && rangeProblem(asked) === null ? asked : undefined;
  const daily = useDailyReport(brandId, query?.from, query?.to);
  const split = useBreakdownReport(brandId, query?.from, query?.to);
  // While another brand's report is still on screen (kept while the next loads), show none.
  const dailyValue = daily.data?.scope.tenantId === brandId ? daily.data : undefined;
  const splitValue = split.data?.scope.tenantId === brandId ? split.data : undefined;
  const scope = dailyValue?.scope ?? splitValue?.scope;
  const zone = scope?.timeZone ?? 'UTC';
  const shown = scope ? { from: scope.from, to: scope.to } : query;
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  const show = (next: DayRange) => setParams({ from: next.from, to: next.to });

  return (
    <PageFrame
      title={t('reports.title', { brand: brandName })}
      actions={
        shown ? (
          <>
            <Download href={dailyReportCsvUrl(brandId, shown.from, shown.to)} download data-testid="bo-reports-daily-csv">
              {t('reports.csv.daily')}
            </Download>
            <Download href={breakdownReportCsvUrl(brandId, shown.from, shown.to)} download data-testid="bo-reports-breakdown-csv">
              {t('reports.csv.breakdown')}
            </Download>
          </>
        ) : null
      }
    >
      <RangeForm key={`${brandId}:${shown?.from}:${shown?.to}`} initial={shown} zone={zone} onShow={show} />
      <Muted data-testid="bo-reports-zone">
        {scope ? (scope.timeZone !== 'UTC' ? t('reports.zone.brand', { zone: scope.timeZone }) : t('reports.zone.utc')) : null}
        {shown ? ` · ${t('reports.range.shown', { from: shown.from, to: shown.to })}` : null}
      </Muted>
      <Muted>{t('reports.help')}</Muted>
      {inAddress && !query ? <ErrorLine error={new Error(t('reports.range.problem.fromAddress'))} /> : null}
      <ErrorLine error={daily.error ?? split.error} />
      {dailyValue ? <DailySection report={dailyValue} /> : <Muted>{daily.isFetching ? t('reports.loading') : null}</Muted>}
      {splitValue ? <BreakdownSection scope={splitValue.scope} categories={splitValue.categories} vendors={splitValue.vendors} /> : null}
    </PageFrame>
  );
}

/** The two days and the presets; a preset ends on today of the brand's zone. */
function RangeForm({ initial, zone, onShow }: { initial: DayRange | undefined; zone: string; onShow: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DayRange>(initial ?? { from: '', to: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    if (found) setProblem(t(`reports.range.problem.${found}`, { days: MAX_RANGE_DAYS }));
    else onShow(draft);
  };
  return (
    <>
      <Toolbar as="form" onSubmit={submit} aria-label={t('reports.range.label')}>
        <label>
          <span>{t('reports.range.from')}</span>
          <DateInput type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} required data-testid="bo-reports-from" />
        </label>
        <label>
          <span>{t('reports.range.to')}</span>
          <DateInput type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} required data-testid="bo-reports-to" />
        </label>
        <Button type="submit" $size="sm" $variant="primary" data-testid="bo-reports-show">
          {t('reports.range.show')}
        </Button>
        {RANGE_PRESETS.map((p) => (
          <Button key={p} type="button" $size="sm" $variant="outline" onClick={() => onShow(presetRange(p, todayIn(zone)))} data-testid={`bo-reports-${p}`}>
            {t(`reports.range.preset.${p}`)}
          </Button>
        ))}
      </Toolbar>
      {problem ? <ErrorLine error={new Error(problem)} /> : null}
    </>
  );
}

function useMoney(scope: ReportScope) {
  return useMemo(() => (minor: number) => formatMinorUnits(minor, { symbol: scope.symbol, minorUnits: scope.minorUnits }), [scope.symbol, scope.minorUnits]);
}

function DailySection({ report }: { report: DailyReportValue }) {
  const { t } = useTranslation();
  const money = useMoney(report.scope);
  const value = (f: Figure, figures: ReportFigures) => (isMoney(f) ? money(figures[f]) : figures[f].toLocaleString('en'));
  const labels = useMemo(() => report.days.map((d) => d.day.slice(5)), [report.days]);
  const [gaming, cash] = useMemo(() => {
    const series = (figures: Array<[Figure, ChartSeries['colour']]>): ChartSeries[] =>
      figures.map(([f, colour]) => ({ label: t(`reports.figure.${f}`), values: report.days.map((d) => d.figures[f]), colour }));
    return [
      series([
        ['ggr', '--c-primary'],
        ['stakes', '--c-warning'],
      ]),
      series([
        ['deposits', '--c-success'],
        ['withdrawals', '--c-danger'],
      ]),
    ];
  }, [report.days, t]);
  const { minorUnits } = report.scope;

  return (
    <>
      <Tiles data-testid="bo-reports-tiles">
        {DAILY_COLUMNS.map((f) => (
          <Tile key={f} data-testid={`bo-reports-tile-${f}`}>
            <span>{t(`reports.figure.${f}`)}</span>
            <strong>{value(f, report.totals)}</strong>
          </Tile>
        ))}
      </Tiles>
      <Charts>
        <Panel>
          <h2>{t('reports.chart.gaming')}</h2>
          <ReportChart
            kind="line"
            title={t('reports.chart.gaming')}
            labels={labels}
            series={gaming}
            minorUnits={minorUnits}
            money={money}
            testId="bo-reports-chart-gaming"
          />
        </Panel>
        <Panel>
          <h2>{t('reports.chart.cash')}</h2>
          <ReportChart
            kind="bar"
            title={t('reports.chart.cash')}
            labels={labels}
            series={cash}
            minorUnits={minorUnits}
            money={money}
            testId="bo-reports-chart-cash"
          />
        </Panel>
      </Charts>
      <Section>
        <SectionTitle>{t('reports.daily')}</SectionTitle>
        {/* Keyboard users scroll a wide table too: the region takes focus. */}
        <TableScroll tabIndex={0} role="region" aria-label={t('reports.daily')}>
          <table data-testid="bo-reports-daily">
            <thead>
              <tr>
                <th>{t('reports.day')}</th>
                {DAILY_COLUMNS.map((f) => (
                  <th key={f} data-num="true">
                    {t(`reports.figure.${f}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.days.map((d) => (
                <tr key={d.day}>
                  <NoWrap>{d.day}</NoWrap>
                  {DAILY_COLUMNS.map((f) => (
                    <NoWrap key={f} data-num="true">
                      {value(f, d.figures)}
                    </NoWrap>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>{t('reports.total')}</th>
                {DAILY_COLUMNS.map((f) => (
                  <th key={f} data-num="true">
                    {value(f, report.totals)}
                  </th>
                ))}
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      </Section>
    </>
  );
}

const GAME_COLUMNS = ['stakes', 'wins', 'ggr', 'jackpotHits', 'bets', 'activePlayers'] as const;

function BreakdownSection({ scope, categories, vendors }: { scope: ReportScope; categories: BreakdownRow[]; vendors: BreakdownRow[] }) {
  return (
    <Charts>
      <BreakdownPanel scope={scope} rows={categories} level="category" />
      <BreakdownPanel scope={scope} rows={vendors} level="vendor" />
    </Charts>
  );
}

/** A category's name in the staff member's language (its id when the catalogue has none); a vendor's code. */
function useKeyName(level: 'category' | 'vendor') {
  const { t } = useTranslation();
  return useCallback(
    (key: string) => (key === UNKNOWN ? t('reports.category.unknown') : level === 'category' ? t(`reports.category.${key}`, { defaultValue: key }) : key),
    [level, t],
  );
}

function BreakdownPanel({ scope, rows, level }: { scope: ReportScope; rows: BreakdownRow[]; level: 'category' | 'vendor' }) {
  const { t } = useTranslation();
  const money = useMoney(scope);
  const name = useKeyName(level);
  const labels = useMemo(() => rows.map((r) => name(r.key)), [rows, name]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: t('reports.figure.stakes'), values: rows.map((r) => r.figures.stakes), colour: '--c-warning' },
      { label: t('reports.figure.ggr'), values: rows.map((r) => r.figures.ggr), colour: '--c-primary' },
    ],
    [rows, t],
  );
  return (
    <Panel data-testid={`bo-reports-by-${level}`}>
      <h2>{t(`reports.by.${level}`)}</h2>
      {rows.length === 0 ? (
        <Muted>{t('reports.noGames')}</Muted>
      ) : (
        <Stack>
          <ReportChart kind="bar" horizontal title={t(`reports.by.${level}`)} labels={labels} series={series} minorUnits={scope.minorUnits} money={money} />
          <TableScroll tabIndex={0} role="region" aria-label={t(`reports.by.${level}`)}>
            <table>
              <thead>
                <tr>
                  <th>{t(`reports.col.${level}`)}</th>
                  {GAME_COLUMNS.map((f) => (
                    <th key={f} data-num="true">
                      {t(`reports.figure.${f}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <NoWrap>{name(r.key)}</NoWrap>
                    {GAME_COLUMNS.map((f) => (
                      <NoWrap key={f} data-num="true">
                        {f === 'bets' || f === 'activePlayers' ? r.figures[f].toLocaleString('en') : money(r.figures[f])}
                      </NoWrap>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Stack>
      )}
    </Panel>
  );
}

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 12px;
  border-radius: var(--radius);
  border: 1px solid var(--c-primary);
  color: var(--c-primary);
  font-size: 13px;
  font-weight: 600;
  &:hover {
    background: color-mix(in srgb, var(--c-primary) 10%, transparent);
  }
`;

const DateInput = styled.input`
  height: 34px;
  padding: 0 8px;
  border-radius: var(--radius);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  color: var(--c-text);
`;

const Tiles = styled.div`
  min-width: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: 10px 12px;
  display: grid;
  gap: 4px;
  min-width: 0;
  span {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  strong {
    font-size: 17px;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Charts = styled.div`
  min-width: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Section = styled.section`
  min-width: 0;
`;

const SectionTitle = styled.h2`
  font-size: 16px;
  font-weight: 700;
  margin-bottom: 8px;
`;

const NoWrap = styled.td`
  white-space: nowrap;
`;
