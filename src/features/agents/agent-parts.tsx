// Shared pieces of the agent centre's pages: the period chips, a figures grid, a table and a pager.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RangeName } from './api/team-overview.api.ts';

export const RANGES: readonly RangeName[] = ['today', 'yesterday', 'week', 'month', 'custom'];

export function RangeChips({
  value,
  onChange,
  ranges = RANGES,
  testId,
}: {
  value: RangeName;
  onChange: (r: RangeName) => void;
  ranges?: readonly RangeName[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Chips role="group" aria-label={t('agents.period')} data-testid={testId}>
      {ranges.map((r) => (
        <button key={r} type="button" aria-pressed={r === value} onClick={() => onChange(r)} data-testid={`${testId}-${r}`}>
          {t(`agents.range.${r}`)}
        </button>
      ))}
    </Chips>
  );
}

export function Figures({ items, testId }: { items: ReadonlyArray<{ key: string; label: string; value: ReactNode; sign?: number }>; testId: string }) {
  return (
    <Grid data-testid={testId}>
      {items.map((i) => (
        <div key={i.key} data-testid={`${testId}-${i.key}`}>
          <dt>{i.label}</dt>
          <dd data-sign={i.sign !== undefined && i.sign < 0 ? 'minus' : undefined}>{i.value}</dd>
        </div>
      ))}
    </Grid>
  );
}

export function Pager({ page, total, size, go, testId }: { page: number; total: number; size: number; go: (p: number) => void; testId: string }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <PagerRow data-testid={testId}>
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('agents.prev')}
      </button>
      <span>
        {page} / {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t('agents.next')}
      </button>
    </PagerRow>
  );
}

export const Lead = styled.p`
  margin: 0 0 14px;
  color: var(--c-text-muted);
  font-size: 13px;
`;

export const Quiet = styled.p`
  margin: 12px 0;
  color: var(--c-text-muted);
`;

export const Card = styled.section`
  margin: 0 0 16px;
  padding: 16px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius, 8px);
  background: var(--c-surface);
  h4 {
    margin: 0 0 10px;
    font-size: 15px;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: flex-end;
  margin: 0 0 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 12px;
    color: var(--c-text-muted);
  }
  input,
  select {
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    color: var(--c-text);
    background: var(--c-surface-alt);
    font: inherit;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 12px;
  button {
    min-height: 32px;
    padding: 0 12px;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    color: var(--c-text);
    background: var(--c-surface-alt);
    font: inherit;
    font-size: 13px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--c-primary);
    color: var(--c-on-primary, #fff);
    background: var(--c-primary);
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  margin: 0 0 16px;
  div {
    padding: 12px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    background: var(--c-surface-alt);
  }
  dt {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  dd {
    margin: 6px 0 0;
    font-size: 18px;
    font-weight: 800;
  }
  dd[data-sign='minus'] {
    color: var(--c-danger);
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 8px 10px;
    text-align: right;
    border-bottom: 1px solid var(--c-border);
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    color: var(--c-text-muted);
    font-weight: 600;
    /* Two-word headings ("Valid turnover", "Active members") take two lines rather than widen the table past the centre's panel. */
    white-space: normal;
    vertical-align: bottom;
  }
  /* A date and its time may stack (the period and paid-at columns of the payouts). */
  [data-wrap] {
    white-space: normal;
    min-width: 11ch;
  }
  [data-sign='minus'] {
    color: var(--c-danger);
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

const PagerRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  margin: 12px 0 0;
  button {
    min-height: 32px;
    padding: 0 12px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius, 8px);
    color: var(--c-text);
    background: var(--c-surface-alt);
    font: inherit;
  }
`;
