// Agent centre "user loss" (spec §2, agent profit/loss): each direct downline's team — stakes, valid turnover,
// winnings and profit — and the totals, for a period.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { Quiet, RangeChips, Scroll, Table } from './agent-parts.tsx';
import type { RangeName } from './api/team-overview.api.ts';
import { useUserLoss } from './api/user-loss.api.ts';

export default function UserLossPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<RangeName>('today');
  const loss = useUserLoss(range);
  const d = loss.data;
  return (
    <div data-testid="agent-loss-page">
      <PageTitle>{t('centre.agent.userLoss')}</PageTitle>
      <RangeChips value={range} onChange={setRange} ranges={['today', 'yesterday', 'week', 'month']} testId="agent-loss-range" />
      {loss.isError ? (
        <Notice role="alert">{errorMessage(t, loss.error)}</Notice>
      ) : !d ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : d.list.length === 0 ? (
        <Quiet>{t('agents.noDownlines')}</Quiet>
      ) : (
        <Scroll>
          <Table data-testid="agent-loss-table">
            <thead>
              <tr>
                <th scope="col">{t('agents.col.downline')}</th>
                <th scope="col">{t('agents.fig.activeMembers')}</th>
                <th scope="col">{t('agents.fig.stakes')}</th>
                <th scope="col">{t('agents.fig.validTurnover')}</th>
                <th scope="col">{t('agents.col.win')}</th>
                <th scope="col">{t('agents.col.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {d.list.map((r) => (
                <tr key={r.account} data-testid="agent-loss-row">
                  <th scope="row">{r.account}</th>
                  <td>{r.activeMembers}</td>
                  <td>{money.format(r.stakes)}</td>
                  <td>{money.format(r.validTurnover)}</td>
                  <td>{money.format(r.win)}</td>
                  <td data-sign={r.profit < 0 ? 'minus' : undefined}>{money.format(r.profit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="agent-loss-totals">
                <th scope="row">{t('agents.col.total')}</th>
                <td />
                <td>{money.format(d.totals.stakes)}</td>
                <td>{money.format(d.totals.validTurnover)}</td>
                <td>{money.format(d.totals.win)}</td>
                <td data-sign={d.totals.profit < 0 ? 'minus' : undefined}>{money.format(d.totals.profit)}</td>
              </tr>
            </tfoot>
          </Table>
        </Scroll>
      )}
    </div>
  );
}
