// Agent centre "account details" (spec §2 accountDetails): the wallet movements of the agent's whole downline
// with the account-record filters — account search, record type, date presets — and paging; each line names
// the downline, its signed amount and the balance it left.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordType } from '../../../schemas/generated/wallet.ts';
import { PageTitle, Records } from '../../components/cashier/cashier-parts.tsx';
import { useDayWindow } from '../../components/records/day-window.ts';
import { DatePresets, RecordsBar, RecordsPager, RecordsPanel, RecordTypeSelect } from '../../components/records/records-controls.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTeamTransactions } from './api/team-transactions.api.ts';

export default function AccountDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<RecordType | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const { range, shift } = useDayWindow(() => setPageNo(1));
  const records = useTeamTransactions({ type, ...range, pageNo, search: search.trim() });

  return (
    <div data-testid="agent-details-page">
      <PageTitle>{t('centre.agent.accountDetails')}</PageTitle>
      <RecordsBar>
        <label>
          {t('agents.search')}{' '}
          <input
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPageNo(1);
            }}
            maxLength={32}
            data-testid="agent-details-search"
          />
        </label>
        <RecordTypeSelect
          value={type}
          onChange={(x) => {
            setType(x);
            setPageNo(1);
          }}
          testId="agent-details-type"
        />
        <DatePresets range={range} shift={shift} testId="agent-details" />
      </RecordsBar>
      <RecordsPanel query={records} isEmpty={records.data?.list.length === 0}>
        {() => (
          <Records>
            {records.data!.list.map((r) => (
              <li key={`${r.id}-${r.account}`} data-testid={`agent-details-row-${r.id}`}>
                <span>
                  <strong>{r.account}</strong> {t(`records.types.${r.type}`)}
                </span>
                <span className="amount" data-sign={r.amount < 0 ? 'minus' : 'plus'}>
                  {r.amount > 0 ? '+' : ''}
                  {money.format(r.amount)}
                </span>
                <span className="meta">{formatDateTime(r.createdAt)}</span>
                <span className="meta">{t('records.balanceAfter', { amount: money.format(r.balanceAfter) })}</span>
              </li>
            ))}
          </Records>
        )}
      </RecordsPanel>
      <RecordsPager pageNo={pageNo} totalPages={records.data?.totalPages ?? 0} go={setPageNo} testId="agent-details" />
    </div>
  );
}
