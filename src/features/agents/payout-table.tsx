// The table of contract payouts (my income, and the past payouts of each contract page).
import { useTranslation } from 'react-i18next';
import type { Payout } from '../../../schemas/generated/agents.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { Scroll, Table } from './agent-parts.tsx';
import { dateTime, rateText } from './agents-view.ts';

export function PayoutTable({ payouts, zone, withKind, testId }: { payouts: readonly Payout[]; zone: string | undefined; withKind?: boolean; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Scroll>
      <Table data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('agents.col.period')}</th>
            {withKind ? <th scope="col">{t('agents.col.kind')}</th> : null}
            <th scope="col">{t('agents.col.from')}</th>
            <th scope="col">{t('agents.fig.validTurnover')}</th>
            <th scope="col">{t('agents.fig.activeMembers')}</th>
            <th scope="col">{t('agents.col.rate')}</th>
            <th scope="col">{t('agents.col.amount')}</th>
            <th scope="col">{t('agents.col.status')}</th>
            <th scope="col">{t('agents.col.paidAt')}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={`${p.contractId}-${p.periodStart}`} data-testid="agent-payout-row" data-status={p.status}>
              <th scope="row" data-wrap>
                {dateTime(p.periodStart, zone)}
              </th>
              {withKind ? <td>{t(`agents.kind.${p.kind}`)}</td> : null}
              <td>{p.upline}</td>
              <td>{money.format(p.turnover)}</td>
              <td>{p.activeMembers}</td>
              <td>{rateText(p.rateBp)}</td>
              <td>{money.format(p.amount)}</td>
              <td>{t(`agents.payout.${p.status}`)}</td>
              <td data-testid="agent-payout-paid-at" data-wrap>
                {dateTime(p.paidAt, zone)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
