// Member centre "account records" (spec §2 transactionHistory): every wallet movement with a type
// filter, date presets (previous / next 7 and 30 days) and paging first / previous / next / last;
// amounts signed in the brand's money format with the balance each left.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RecordType } from '../../../../schemas/generated/wallet.ts';
import { Button } from '../../../components/button.tsx';
import { Empty, PageTitle, Panel, Records } from '../../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../../components/form/field-issue.ts';
import { Notice } from '../../../components/form/form-parts.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useMoney } from '../../../lib/format/use-money.ts';
import { fetchRecords, recordKeys } from '../wallet.api.ts';

const TYPES: RecordType[] = ['deposit', 'withdrawal', 'refund', 'transfer', 'game', 'freeplay', 'other'];
const FORMAT = 'YYYY-MM-DD';

/** The `days`-long window ending on `end` (inclusive). */
function windowOf(days: number, end: dayjs.Dayjs) {
  return { from: end.subtract(days - 1, 'day').format(FORMAT), to: end.format(FORMAT) };
}

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [type, setType] = useState<RecordType | undefined>(undefined);
  const [range, setRange] = useState(() => windowOf(7, dayjs()));
  const [pageNo, setPageNo] = useState(1);
  const query = { type, ...range, pageNo };
  const records = useQuery({ queryKey: recordKeys.page(query), queryFn: ({ signal }) => fetchRecords(query, signal), placeholderData: keepPreviousData });

  const shift = (days: number, direction: -1 | 1) => {
    const end = dayjs(range.to).add(direction * days, 'day');
    const today = dayjs();
    setRange(windowOf(days, end.isAfter(today, 'day') ? today : end));
    setPageNo(1);
  };
  const totalPages = records.data?.totalPages ?? 0;
  const go = (page: number) => setPageNo(Math.min(Math.max(1, page), Math.max(1, totalPages)));

  return (
    <div data-testid="records-page">
      <PageTitle>{t('records.title')}</PageTitle>
      <Bar>
        <label>
          {t('records.type')}{' '}
          <select value={type ?? ''} onChange={(e) => { setType((e.target.value || undefined) as RecordType | undefined); setPageNo(1); }} data-testid="records-type">
            <option value="">{t('records.all')}</option>
            {TYPES.map((x) => (
              <option key={x} value={x}>{t(`records.types.${x}`)}</option>
            ))}
          </select>
        </label>
        <Presets>
          <Button type="button" $variant="outline" $size="sm" onClick={() => shift(30, -1)} data-testid="records-prev30">{t('records.prev30')}</Button>
          <Button type="button" $variant="outline" $size="sm" onClick={() => shift(7, -1)} data-testid="records-prev7">{t('records.prev7')}</Button>
          <Button type="button" $variant="outline" $size="sm" onClick={() => shift(7, 1)} data-testid="records-next7">{t('records.next7')}</Button>
          <Button type="button" $variant="outline" $size="sm" onClick={() => shift(30, 1)} data-testid="records-next30">{t('records.next30')}</Button>
        </Presets>
        <span className="range" data-testid="records-range">{t('records.range', range)}</span>
      </Bar>
      <Panel>
        {records.isError ? (
          <Notice role="alert">{errorMessage(t, records.error)}</Notice>
        ) : records.isPending ? (
          <Empty>{t('common.loading')}</Empty>
        ) : records.data.list.length === 0 ? (
          <Empty>{t('records.empty')}</Empty>
        ) : (
          <Records>
            {records.data.list.map((r) => (
              <li key={r.id} data-testid={`records-row-${r.id}`}>
                <span>{t(`records.types.${r.type}`)}</span>
                <span className="amount" data-sign={r.amount < 0 ? 'minus' : 'plus'}>{r.amount > 0 ? '+' : ''}{money.format(r.amount)}</span>
                <span className="meta">{formatDateTime(r.createdAt)}</span>
                <span className="meta">{t('records.balanceAfter', { amount: money.format(r.balanceAfter) })}</span>
              </li>
            ))}
          </Records>
        )}
      </Panel>
      {totalPages > 1 ? (
        <Pager aria-label={t('records.page', { page: pageNo, total: totalPages })}>
          <Button type="button" $variant="ghost" $size="sm" disabled={pageNo <= 1} onClick={() => go(1)}>{t('records.first')}</Button>
          <Button type="button" $variant="ghost" $size="sm" disabled={pageNo <= 1} onClick={() => go(pageNo - 1)} data-testid="records-prev">{t('records.prev')}</Button>
          <span>{t('records.page', { page: pageNo, total: totalPages })}</span>
          <Button type="button" $variant="ghost" $size="sm" disabled={pageNo >= totalPages} onClick={() => go(pageNo + 1)} data-testid="records-next">{t('records.next')}</Button>
          <Button type="button" $variant="ghost" $size="sm" disabled={pageNo >= totalPages} onClick={() => go(totalPages)}>{t('records.last')}</Button>
        </Pager>
      ) : null}
    </div>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: center;
  margin-bottom: 12px;
  font-size: 13px;
  select { font: inherit; padding: 6px 8px; border-radius: var(--radius, 8px); border: 1px solid var(--c-border); background: var(--c-background); color: var(--c-text); }
  .range { color: var(--c-text-muted); }
`;
const Presets = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;
const Pager = styled.nav`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: center;
  font-size: 13px;
`;
