// Agent centre "my income" (spec §2, agent revenue): every salary, wage and dividend paid — or owed, when the
// upline could not fund it — to the agent, newest first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { Pager, Quiet } from './agent-parts.tsx';
import { useIncome } from './api/income.api.ts';
import { PayoutTable } from './payout-table.tsx';

export default function MyIncomePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const income = useIncome(page);
  const zone = useTenant().settings.timeZone;
  const d = income.data;
  return (
    <div data-testid="agent-income-page">
      <PageTitle>{t('centre.agent.myIncome')}</PageTitle>
      {income.isError ? (
        <Notice role="alert">{errorMessage(t, income.error)}</Notice>
      ) : !d ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : d.list.length === 0 ? (
        <Quiet data-testid="agent-income-empty">{t('agents.noIncome')}</Quiet>
      ) : (
        <>
          <PayoutTable payouts={d.list} zone={zone} withKind testId="agent-income-table" />
          <Pager page={page} total={d.total} size={15} go={setPage} testId="agent-income-pager" />
        </>
      )}
    </div>
  );
}
