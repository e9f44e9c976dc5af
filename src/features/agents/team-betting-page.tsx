// Agent centre "team betting" (spec §2 teamBetting): the rounds of the agent's whole downline with the
// betting-record filters — account search, category, vendor, date presets — paging, and the totals of the
// filter (rounds, stakes, winnings, profit).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBetQuery } from '../../../schemas/generated/agents.ts';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { PageTitle, Records } from '../../components/cashier/cashier-parts.tsx';
import { useDayWindow } from '../../components/records/day-window.ts';
import { DatePresets, RecordsBar, RecordsPager, RecordsPanel } from '../../components/records/records-controls.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { useTeamBets } from './api/team-bets.api.ts';

export default function TeamBettingPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const categories = useTenant().games.categories;
  const [search, setSearch] = useState('');
  const [gameType, setGameType] = useState<CategoryId | undefined>(undefined);
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const { range, shift } = useDayWindow(() => setPageNo(1));
  const vendors = [...new Set(categories.filter((c) => !gameType || c.id === gameType).flatMap((c) => c.vendors ?? []))];
  const language = i18n.language.toUpperCase() as TeamBetQuery['language'];
  const bets = useTeamBets({ ...range, pageNo, gameType, vassalage: vendor, search: search.trim(), language });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNo(1);
    };
  const totals = bets.data?.totals;

  return (
    <div data-testid="agent-bets-page">
      <PageTitle>{t('centre.agent.teamBetting')}</PageTitle>
      <RecordsBar>
        <label>
          {t('agents.search')} <input value={search} onChange={(e) => reset(setSearch)(e.target.value)} maxLength={32} data-testid="agent-bets-search" />
        </label>
        <label>
          {t('betRecords.category')}{' '}
          <select
            value={gameType ?? ''}
            onChange={(e) => {
              reset(setGameType)((e.target.value || undefined) as CategoryId | undefined);
              setVendor(undefined);
            }}
            data-testid="agent-bets-category"
          >
            <option value="">{t('records.all')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`category.${c.id}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('agents.vendor')}{' '}
          <select value={vendor ?? ''} onChange={(e) => reset(setVendor)(e.target.value || undefined)} data-testid="agent-bets-vendor">
            <option value="">{t('records.all')}</option>
            {vendors.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <DatePresets range={range} shift={shift} testId="agent-bets" />
      </RecordsBar>
      {totals ? (
        <p className="meta" data-testid="agent-bets-totals">
          {t('betRecords.rounds', { count: totals.rounds })} · {t('betRecords.totalBet')}: {money.format(totals.bet)} · {t('betRecords.totalWin')}:{' '}
          {money.format(totals.win)} · {t('betRecords.profit')}: {money.format(totals.profit)}
        </p>
      ) : null}
      <RecordsPanel query={bets} isEmpty={bets.data?.list.length === 0}>
        {() => (
          <Records>
            {bets.data!.list.map((r) => (
              <li key={r.id} data-testid={`agent-bets-row-${r.id}`}>
                <span>
                  <strong>{r.account}</strong> {r.gameName} <small>{r.vendorName}</small>
                </span>
                <span className="amount" data-sign={r.profit < 0 ? 'minus' : 'plus'}>
                  {r.profit > 0 ? '+' : ''}
                  {money.format(r.profit)}
                </span>
                <span className="meta">
                  {formatDateTime(r.openedAt)}
                  {r.status === 'open' ? ` · ${t('betRecords.open')}` : ''}
                </span>
                <span className="meta">{t('betRecords.stakeAndWin', { bet: money.format(r.bet), win: money.format(r.win) })}</span>
              </li>
            ))}
          </Records>
        )}
      </RecordsPanel>
      <RecordsPager pageNo={pageNo} totalPages={bets.data?.totalPages ?? 0} go={setPageNo} testId="agent-bets" />
    </div>
  );
}
