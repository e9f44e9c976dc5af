// Controls shared by the records pages: the date presets with the range shown, and the pager
// (first / previous / page of total / next / last, clamped to 1..totalPages).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../button.tsx';
import { Empty, Panel } from '../cashier/cashier-parts.tsx';
import { errorMessage } from '../form/error-message.ts';
import { Notice } from '../form/form-parts.tsx';
import type { RecordType } from '../../../schemas/generated/wallet.ts';
import type { DayWindow } from './day-window.ts';

export function DatePresets({ range, shift, testId }: { range: DayWindow; shift: (days: number, direction: -1 | 1) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Presets>
        <Button type="button" $variant="outline" $size="sm" onClick={() => shift(30, -1)} data-testid={`${testId}-prev30`}>
          {t('records.prev30')}
        </Button>
        <Button type="button" $variant="outline" $size="sm" onClick={() => shift(7, -1)} data-testid={`${testId}-prev7`}>
          {t('records.prev7')}
        </Button>
        <Button type="button" $variant="outline" $size="sm" onClick={() => shift(7, 1)} data-testid={`${testId}-next7`}>
          {t('records.next7')}
        </Button>
        <Button type="button" $variant="outline" $size="sm" onClick={() => shift(30, 1)} data-testid={`${testId}-next30`}>
          {t('records.next30')}
        </Button>
      </Presets>
      <span className="range" data-testid={`${testId}-range`}>
        {t('records.range', { from: range.from, to: range.to })}
      </span>
    </>
  );
}

/** The records panel: the error, loading or "no records" line, else the rows `children` renders. */
/** Every account-record type, in the order the type filter lists them. */
export const RECORD_TYPES: readonly RecordType[] = [
  'deposit',
  'withdrawal',
  'refund',
  'transfer',
  'game',
  'freeplay',
  'promotion',
  'salary',
  'dividend',
  'other',
];

/** The account-record type filter ("all" is undefined). */
export function RecordTypeSelect({
  value,
  onChange,
  testId,
}: {
  value: RecordType | undefined;
  onChange: (type: RecordType | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t('records.type')}{' '}
      <select value={value ?? ''} onChange={(e) => onChange((e.target.value || undefined) as RecordType | undefined)} data-testid={testId}>
        <option value="">{t('records.all')}</option>
        {RECORD_TYPES.map((x) => (
          <option key={x} value={x}>
            {t(`records.types.${x}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function RecordsPanel({
  query,
  isEmpty,
  children,
}: {
  query: { isError: boolean; error: unknown; isPending: boolean };
  isEmpty: boolean;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Panel>
      {query.isError ? (
        <Notice role="alert">{errorMessage(t, query.error)}</Notice>
      ) : query.isPending ? (
        <Empty>{t('common.loading')}</Empty>
      ) : isEmpty ? (
        <Empty>{t('records.empty')}</Empty>
      ) : (
        children()
      )}
    </Panel>
  );
}

export function RecordsPager({ pageNo, totalPages, go, testId }: { pageNo: number; totalPages: number; go: (page: number) => void; testId: string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const to = (page: number) => go(Math.min(Math.max(1, page), totalPages));
  return (
    <Pager aria-label={t('records.page', { page: pageNo, total: totalPages })}>
      <Button type="button" $variant="ghost" $size="sm" disabled={pageNo <= 1} onClick={() => to(1)}>
        {t('records.first')}
      </Button>
      <Button type="button" $variant="ghost" $size="sm" disabled={pageNo <= 1} onClick={() => to(pageNo - 1)} data-testid={`${testId}-prev`}>
        {t('records.prev')}
      </Button>
      <span>{t('records.page', { page: pageNo, total: totalPages })}</span>
      <Button type="button" $variant="ghost" $size="sm" disabled={pageNo >= totalPages} onClick={() => to(pageNo + 1)} data-testid={`${testId}-next`}>
        {t('records.next')}
      </Button>
      <Button type="button" $variant="ghost" $size="sm" disabled={pageNo >= totalPages} onClick={() => to(totalPages)}>
        {t('records.last')}
      </Button>
    </Pager>
  );
}

export const RecordsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: center;
  margin-bottom: 12px;
  font-size: 13px;
  select {
    font: inherit;
    padding: 6px 8px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
  }
  .range {
    color: var(--c-text-muted);
  }
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
  margin-top: 12px;
`;
