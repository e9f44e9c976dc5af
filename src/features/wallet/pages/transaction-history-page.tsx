// Member centre "account records" (spec §2 transactionHistory): every wallet movement with a type
// filter, date presets (previous / next 7 and 30 days) and paging first / previous / next / last;
// amounts signed in the brand's money format with the balance each left.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordType } from '../../../../schemas/generated/wallet.ts';
import { PageTitle, Records } from '../../../components/cashier/cashier-parts.tsx';
import { useDayWindow } from '../../../components/records/day-window.ts';
import { DatePresets, RecordsBar, RecordsPager, RecordsPanel, RecordTypeSelect } from '../../../components/records/records-controls.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useRecords } from '../api/transactions.api.ts';

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [type, setType] = useState<RecordType | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const { range, shift } = useDayWindow(() => setPageNo(1));
  const query = { type, ...range, pageNo };
  const records = useRecords(query);

  return (
    <div data-testid="records-page">
      <PageTitle>{t('records.title')}</PageTitle>
      <RecordsBar>
        <RecordTypeSelect
          value={type}
          onChange={(x) => {
            setType(x);
            setPageNo(1);
          }}
          testId="records-type"
        />
        <DatePresets range={range} shift={shift} testId="records" />
      </RecordsBar>
      <RecordsPanel query={records} isEmpty={records.data?.list.length === 0}>
        {() => (
          <Records>
            {records.data!.list.map((r) => (
              <li key={r.id} data-testid={`records-row-${r.id}`}>
                <span>{t(`records.types.${r.type}`)}</span>
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
      <RecordsPager pageNo={pageNo} totalPages={records.data?.totalPages ?? 0} go={setPageNo} testId="records" />
    </div>
  );
}
