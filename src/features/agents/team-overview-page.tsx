// Agent centre "team overview" (spec §2 agentTeamOverview, the default page): the team's size, direct
// downlines, new and active members, deposits, withdrawals, stakes, valid turnover and profit for today,
// yesterday, this week, this month or a custom range.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { Figures, Lead, Quiet, RangeChips, Row } from './agent-parts.tsx';
import { useTeamOverview, type RangeName } from './api/team-overview.api.ts';

export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<RangeName>('today');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const overview = useTeamOverview(range, from, to);
  const d = overview.data;
  return (
    <div data-testid="agent-overview-page">
      <PageTitle>{t('centre.agent.agentTeamOverview')}</PageTitle>
      <Lead>{t('agents.overviewIntro')}</Lead>
      <RangeChips value={range} onChange={setRange} testId="agent-overview-range" />
      {range === 'custom' ? (
        <Row>
          <label>
            {t('agents.from')}
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} data-testid="agent-overview-from" />
          </label>
          <label>
            {t('agents.to')}
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} data-testid="agent-overview-to" />
          </label>
        </Row>
      ) : null}
      {overview.isError ? (
        <Notice role="alert">{errorMessage(t, overview.error)}</Notice>
      ) : !d ? (
        <Quiet role="status">{range === 'custom' && (!from || !to) ? t('agents.pickDates') : t('common.loading')}</Quiet>
      ) : (
        <Figures
          testId="agent-overview"
          items={[
            { key: 'teamSize', label: t('agents.fig.teamSize'), value: d.teamSize },
            { key: 'directDownlines', label: t('agents.fig.directDownlines'), value: d.directDownlines },
            { key: 'newMembers', label: t('agents.fig.newMembers'), value: d.newMembers },
            { key: 'activeMembers', label: t('agents.fig.activeMembers'), value: d.activeMembers },
            { key: 'deposits', label: t('agents.fig.deposits'), value: money.format(d.deposits) },
            { key: 'withdrawals', label: t('agents.fig.withdrawals'), value: money.format(d.withdrawals) },
            { key: 'stakes', label: t('agents.fig.stakes'), value: money.format(d.stakes) },
            { key: 'validTurnover', label: t('agents.fig.validTurnover'), value: money.format(d.validTurnover) },
            { key: 'teamProfit', label: t('agents.fig.teamProfit'), value: money.format(d.teamProfit), sign: d.teamProfit },
          ]}
        />
      )}
    </div>
  );
}
