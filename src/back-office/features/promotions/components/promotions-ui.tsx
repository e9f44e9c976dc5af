// Layout pieces of the promotions page: a table cell that names its column (shown beside the value when
// the row is a card on a narrow screen), small and strong text, the wagering bar, the filter form, and
// the brand's money formatter.
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Currency } from '../../../../../schemas/generated/promotion-admin.ts';
import { Button } from '../../../../components/button.tsx';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { media } from '../../../../lib/theme/styled-theme.ts';

export type Money = (minor: number) => string;

/** The brand's money (the page's currency; the portal's default until the server sends one). */
export function useMoney(currency: Currency | undefined): Money {
  const symbol = currency?.symbol;
  const minorUnits = currency?.minorUnits;
  return useMemo(() => (minor: number) => formatMinorUnits(minor, { symbol, minorUnits }), [symbol, minorUnits]);
}

export function Cell({ label, num, wide, children }: { label: string; num?: boolean; wide?: boolean; children: ReactNode }) {
  const Td = wide ? WideTd : 'td';
  return (
    <Td data-label={label} data-num={num ? 'true' : undefined}>
      <div>{children}</div>
    </Td>
  );
}

const WideTd = styled.td`
  min-width: 240px;
  ${media.belowMd} {
    min-width: 0;
  }
`;

export const Small = styled.div`
  font-size: 12px;
  font-weight: 400;
  color: var(--c-text-muted);
  overflow-wrap: anywhere;
  &[data-tone='error'] {
    color: var(--c-danger);
  }
`;

/** A date line (granted, expires, closed): kept on one line in a wide table. */
export const DateLine = styled(Small)`
  ${media.md} {
    white-space: nowrap;
  }
`;

export const Strong = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

/** A player's account: bold, whole in a table column, broken only where it would overflow a narrow card. */
export const Account = styled.span`
  font-weight: 700;
  overflow-wrap: break-word;
`;

export const Comment = styled.p`
  margin: 0;
  max-width: 36ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Stack = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** Wagering done of a bonus's requirement: a labelled progress bar with the figures under it. */
export function WageringBar({ percent, label, children }: { percent: number; label: string; children: ReactNode }) {
  return (
    <Bar>
      <div role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label} data-testid="bo-promo-wagering">
        <span style={{ width: `${percent}%` }} data-done={percent >= 100 ? 'true' : undefined} />
      </div>
      <Small>{children}</Small>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: 4px;
  min-width: 140px;
  [role='progressbar'] {
    height: 8px;
    border-radius: 999px;
    background: var(--c-surface-alt);
    border: 1px solid var(--c-border);
    overflow: hidden;
  }
  [role='progressbar'] > span {
    display: block;
    height: 100%;
    background: var(--c-primary);
  }
  [role='progressbar'] > span[data-done='true'] {
    background: var(--c-success);
  }
`;

/** The filters over a list (promotion, account) with their buttons; fields grow on a wide screen and stack on a narrow one. */
export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
    flex: 1 1 200px;
    min-width: 0;
    max-width: 320px;
  }
  select,
  input {
    height: 34px;
    min-width: 0;
    padding: 0 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    font-weight: 400;
  }
  ${media.belowMd} {
    label {
      max-width: none;
    }
  }
`;

/** The line a confirm form opens in a row: its fields, its hint and its buttons. */
export const InlineForm = styled.form`
  display: grid;
  gap: 6px;
  padding: 8px;
  border-radius: var(--radius);
  background: var(--c-surface-alt);
  label {
    display: grid;
    gap: 4px;
    font-size: 12px;
    font-weight: 600;
  }
  input {
    height: 32px;
    min-width: 0;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    font-weight: 400;
  }
  input[aria-invalid='true'] {
    border-color: var(--c-danger);
  }
  [data-tone='error'] {
    color: var(--c-danger);
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

/** The button that takes something away (reject, cancel a bonus): the palette's danger colour. */
export const DangerButton = styled(Button)`
  background: var(--c-danger);
  border-color: var(--c-danger);
  color: var(--c-surface);
  box-shadow: none;
`;
