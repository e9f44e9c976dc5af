// One deposit or withdrawal: brand, player, amount in the brand's money, what to check (method and
// reference, or the bank card; the receipt or proof images; the dispute's received amount), status,
// when, and what staff can do (or who decided and when).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../../../../lib/theme/styled-theme.ts';
import { Muted, Pill, type PillTone } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CashierActions } from './cashier-actions.tsx';
import type { Flash } from '../../../components/staff-flash.tsx';
import { CashierImages } from './cashier-images.tsx';
import type { MoneyOf } from './cashier-money.ts';
import { decisionsOf, type CashierRowItem } from './cashier-row-item.ts';

const TONES: Record<CashierRowItem['item']['status'], PillTone> = {
  pending: 'warn',
  disputed: 'warn',
  approved: 'good',
  received: 'good',
  resolved: 'good',
  rejected: 'bad',
  failed: 'bad',
};

interface Props {
  row: CashierRowItem;
  brandName: string;
  money: MoneyOf;
  canAct: boolean;
  onDone: (flash: Flash) => void;
}

export function CashierRow({ row, brandName, money, canAct, onDone }: Props) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const { item } = row;
  const singular = row.kind === 'deposits' ? 'deposit' : 'withdrawal';
  return (
    <tr data-testid={`bo-cashier-row-${singular}-${item.tenantId}-${item.id}`}>
      <Cell label={t('cashier.col.brand')}>{brandName}</Cell>
      <Cell label={t('cashier.col.account')}>
        {item.account}
        <Small>#{item.id}</Small>
      </Cell>
      <Cell label={t('cashier.col.amount')} num>
        <Amount>{money(item.tenantId, item.amount)}</Amount>
      </Cell>
      <Cell label={t('cashier.col.details')}>
        <CashierDetails row={row} money={money} />
      </Cell>
      <Cell label={t('cashier.col.status')}>
        <Pill $tone={TONES[item.status]} data-status={item.status}>
          {t(`cashier.state.${item.status}`)}
        </Pill>
      </Cell>
      <Cell label={t('cashier.col.created')}>
        <Muted>{time(item.createdAt)}</Muted>
      </Cell>
      <Cell label={t('cashier.col.actions')} actions>
        {canAct && decisionsOf(row) ? <CashierActions row={row} onDone={onDone} /> : <Decided row={row} />}
      </Cell>
    </tr>
  );
}

/** A cell with its column's name (shown beside the value when the row is a card on a narrow screen) and one box for its content. */
function Cell({ label, num, actions, children }: { label: string; num?: boolean; actions?: boolean; children: ReactNode }) {
  const Td = actions ? Actions : 'td';
  return (
    <Td data-label={label} data-num={num ? 'true' : undefined}>
      <div>{children}</div>
    </Td>
  );
}

function CashierDetails({ row, money }: { row: CashierRowItem; money: MoneyOf }) {
  const { t } = useTranslation();
  if (row.kind === 'deposits') {
    const d = row.item;
    return (
      <>
        <div>
          {t(`cashier.method.${d.methodKind}`)} · {d.methodId}
        </div>
        {d.bankAccountId ? <div>→ {d.bankAccountId}</div> : null}
        {d.reference ? (
          <div>
            {t('cashier.reference')} <strong>{d.reference}</strong>
          </div>
        ) : null}
        <CashierImages kind="deposits" tenant={d.tenantId} id={d.id} count={d.hasReceipt ? 1 : 0} />
        {d.note ? <Small>{d.note}</Small> : null}
      </>
    );
  }
  const w = row.item;
  return (
    <>
      <div>
        {w.bankName} · {w.cardHolder}
      </div>
      <Small>{w.cardNumber}</Small>
      {w.receivedAmount !== undefined && w.status !== 'received' ? <div>{t('cashier.received', { amount: money(w.tenantId, w.receivedAmount) })}</div> : null}
      <CashierImages kind="withdrawals" tenant={w.tenantId} id={w.id} count={w.proofCount} />
      {w.note ? <Small>{w.note}</Small> : null}
    </>
  );
}

/** Who decided and when; a gateway deposit that is still open says it waits for the gateway. */
function Decided({ row }: { row: CashierRowItem }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const { item } = row;
  if (row.kind === 'deposits' && item.status === 'pending' && row.item.methodKind === 'sandboxGateway') return <Muted>{t('cashier.awaitingGateway')}</Muted>;
  if (!item.reviewedBy) return null;
  return (
    <Muted>
      {item.reviewedBy}
      {item.reviewedAt ? ` · ${time(item.reviewedAt)}` : ''}
    </Muted>
  );
}

const Small = styled.div`
  font-size: 12px;
  color: var(--c-text-muted);
`;

const Amount = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const Actions = styled.td`
  min-width: 220px;
  ${media.belowMd} {
    min-width: 0;
  }
`;
