// Member centre "betting records" (spec §2 personalHistoryCopy): every game round of the member with a
// category filter, date presets and paging; stake, winnings and profit in the brand's money format,
// with the totals of the period.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { PageTitle, Records } from '../../../components/cashier/cashier-parts.tsx';
import { useDayWindow } from '../../../components/records/day-window.ts';
import { DatePresets, RecordsBar, RecordsPager, RecordsPanel } from '../../../components/records/records-controls.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { useBetRecords } from '../api/bet-records.api.ts';
import { Totals } from './totals.tsx';

export default function BetRecordsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const categories = useTenant().games.categories.map((c) => c.id);
  const [gameType, setGameType] = useState<CategoryId | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const { range, shift } = useDayWindow(() => setPageNo(1));
  const query = { ...range, pageNo, gameType, language: i18n.language };
  const records = useBetRecords(query);

  return (
    <div data-testid="bets-page">
      <PageTitle>{t('betRecords.title')}</PageTitle>
      <RecordsBar>
        <label>
          {t('betRecords.category')}{' '}
          <select
            value={gameType ?? ''}
            onChange={(e) => {
              setGameType((e.target.value || undefined) as CategoryId | undefined);
              setPageNo(1);
            }}
            data-testid="bets-category"
          >
            <option value="">{t('records.all')}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <DatePresets range={range} shift={shift} testId="bets" />
      </RecordsBar>
      {records.data ? <Totals totals={records.data.totals} /> : null}
      <RecordsPanel query={records} isEmpty={records.data?.list.length === 0}>
        {() => (
          <Records>
            {records.data!.list.map((r) => (
              <li key={r.id} data-testid={`bets-row-${r.id}`}>
                <span>
                  {r.gameName} <small>{r.vendorName}</small>
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
      <RecordsPager pageNo={pageNo} totalPages={records.data?.totalPages ?? 0} go={setPageNo} testId="bets" />
    </div>
  );
}
