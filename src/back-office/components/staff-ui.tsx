// Building blocks every back-office page shares: the page frame with its title and actions, panels,
// data tables that scroll sideways on a narrow screen, status pills, and the line that shows an error.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../lib/api/api-client.ts';
import { media } from '../../lib/theme/styled-theme.ts';

export function PageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Frame>
      <Head>
        <h1>{title}</h1>
        {actions ? <div>{actions}</div> : null}
      </Head>
      {children}
    </Frame>
  );
}

const Frame = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h1 {
    font-size: 22px;
    font-weight: 700;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

export const Panel = styled.div`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: 16px;
  min-width: 0;
  h2 {
    font-size: 16px;
    font-weight: 700;
    margin-bottom: 12px;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    text-align: left;
    padding: 8px 12px;
    border-bottom: 1px solid var(--c-border);
    vertical-align: top;
  }
  th {
    font-weight: 600;
    color: var(--c-text-muted);
    background: var(--c-surface-alt);
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: 0;
  }
  td[data-num='true'],
  th[data-num='true'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export type PillTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

export const Pill = styled.span<{ $tone?: PillTone }>`
  display: inline-block;
  /* in a narrow table's card cell (a grid) it keeps its own width instead of stretching across the row */
  justify-self: start;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid currentColor;
  color: ${({ $tone = 'neutral' }) =>
    ({ neutral: 'var(--c-text-muted)', good: 'var(--c-success)', warn: 'var(--c-warning)', bad: 'var(--c-danger)', info: 'var(--c-primary)' })[$tone]};
`;

export const Muted = styled.span`
  color: var(--c-text-muted);
`;

/** The translated message of a failed request (the server's text), or a generic one. */
export function ErrorLine({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const text = error instanceof ApiError && error.message ? error.message : t('errors.internal');
  return (
    <ErrorText role="alert" data-testid="bo-error">
      {text}
    </ErrorText>
  );
}

const ErrorText = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius);
  color: var(--c-danger);
  border: 1px solid color-mix(in srgb, var(--c-danger) 45%, transparent);
  background: color-mix(in srgb, var(--c-danger) 8%, transparent);
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    font-size: 13px;
  }
  select,
  input[type='text'],
  input[type='search'] {
    height: 34px;
    padding: 0 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
`;

/** A row of filter links (pills); the chosen one has aria-current="true". */
export const FilterLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  a {
    padding: 3px 12px;
    border: 1px solid var(--c-border);
    border-radius: 999px;
    color: var(--c-text-muted);
    text-decoration: none;
    font-size: 13px;
  }
  a[aria-current='true'] {
    background: var(--c-primary);
    border-color: var(--c-primary);
    color: var(--c-on-primary);
  }
`;

/** A row of tabs (buttons with role=tab) over a panel: the selected one joins the panel below. */
export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid var(--c-border);
  button {
    border: 1px solid transparent;
    border-bottom: 0;
    border-radius: var(--radius) var(--radius) 0 0;
    padding: 8px 14px;
    background: transparent;
    color: var(--c-text-muted);
    font-weight: 600;
    margin-bottom: -1px;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: var(--c-surface);
    border-color: var(--c-border);
    color: var(--c-text);
  }
`;

/**
 * A table that, on a narrow screen, turns each row into a card (each cell's data-label beside its value),
 * so the actions never hide off-screen. Cells carry data-label with their column's name.
 */
export const CardTable = styled(TableScroll)`
  ${media.belowMd} {
    overflow: visible;
    background: none;
    border: 0;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: 10px;
      padding: 6px 0;
      background: var(--c-surface);
      border: 1px solid var(--c-border);
      border-radius: var(--radius);
    }
    td,
    td[data-num='true'],
    tr:last-child td {
      display: grid;
      grid-template-columns: 88px minmax(0, 1fr);
      gap: 8px;
      padding: 4px 12px;
      border: 0;
      text-align: left;
    }
    td::before {
      content: attr(data-label);
      color: var(--c-text-muted);
      font-size: 12px;
      font-weight: 600;
    }
  }
`;
