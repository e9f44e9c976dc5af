// Agent centre contract pages (spec §2: bonus/dividend record, daily wages, hourly salary, real-time salary;
// §3 contract request): the contract in force with its tiers, an offer waiting for the agent's answer (accept
// or reject), the current period so far (turnover, active members, projected pay) and past payouts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '../../../schemas/generated/agents.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { Card, Figures, Pager, Quiet, Row, Scroll, Table } from './agent-parts.tsx';
import { dateTime, rateText } from './agents-view.ts';
import { useDecideContract } from './api/contract-decide.api.ts';
import { useContractPage, type ContractKind } from './api/contract-page.api.ts';
import { PayoutTable } from './payout-table.tsx';

const SECTION: Readonly<Record<ContractKind, string>> = {
  dividend: 'bonusRecord',
  dailyWages: 'dailyWages',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
};

function ContractKindPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const [page, setPage] = useState(1);
  const data = useContractPage(kind, page);
  const decide = useDecideContract();
  const d = data.data;
  return (
    <div data-testid={`agent-contract-page-${kind}`}>
      <PageTitle>{t(`centre.agent.${SECTION[kind]}`)}</PageTitle>
      {data.isError ? (
        <Notice role="alert">{errorMessage(t, data.error)}</Notice>
      ) : !d ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : (
        <>
          {decide.isError ? <Notice role="alert">{errorMessage(t, decide.error)}</Notice> : null}
          {d.offer ? (
            <Card aria-labelledby="agent-offer-waiting" data-testid="agent-contract-offer">
              <h4 id="agent-offer-waiting">{t('agents.offerWaiting', { account: d.offer.upline })}</h4>
              <Terms contract={d.offer} />
              <Row>
                <Button
                  type="button"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ contractId: d.offer!.id, action: 'accept' })}
                  data-testid="agent-contract-accept"
                >
                  {t('agents.accept')}
                </Button>
                <Button
                  type="button"
                  $variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ contractId: d.offer!.id, action: 'reject' })}
                  data-testid="agent-contract-reject"
                >
                  {t('agents.reject')}
                </Button>
              </Row>
            </Card>
          ) : null}
          {d.contract ? (
            <Card aria-labelledby="agent-contract-terms" data-testid="agent-contract-active">
              <h4 id="agent-contract-terms">{t('agents.contractTerms', { account: d.contract.upline })}</h4>
              <p>
                {t('agents.col.starts')}: {dateTime(d.contract.startsAt, zone)}
                {d.contract.endsAt ? ` · ${t('agents.col.ends')}: ${dateTime(d.contract.endsAt, zone)}` : ''}
              </p>
              <Terms contract={d.contract} />
              <Button
                type="button"
                $variant="outline"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ contractId: d.contract!.id, action: 'terminate' })}
                data-testid="agent-contract-terminate"
              >
                {t('agents.terminate')}
              </Button>
            </Card>
          ) : !d.offer ? (
            <Quiet data-testid="agent-contract-none">{t('agents.noContract')}</Quiet>
          ) : null}
          {d.progress ? (
            <Card aria-labelledby="agent-contract-progress">
              <h4 id="agent-contract-progress">
                {t('agents.progressTitle', { from: dateTime(d.progress.periodStart, zone), to: dateTime(d.progress.periodEnd, zone) })}
              </h4>
              {!d.progress.started ? <Quiet>{t('agents.notStarted')}</Quiet> : null}
              <Figures
                testId="agent-contract-progress"
                items={[
                  { key: 'turnover', label: t('agents.fig.validTurnover'), value: money.format(d.progress.turnover) },
                  ...(kind === 'dividend' ? [{ key: 'loss', label: t('agents.fig.teamLoss'), value: money.format(d.progress.teamLoss) }] : []),
                  { key: 'active', label: t('agents.fig.activeMembers'), value: d.progress.activeMembers },
                  { key: 'rate', label: t('agents.col.rate'), value: rateText(d.progress.rateBp) },
                  { key: 'projected', label: t('agents.fig.projectedPay'), value: money.format(d.progress.projectedPay) },
                ]}
              />
            </Card>
          ) : null}
          <h4>{t('agents.pastPayouts')}</h4>
          {d.payouts.length === 0 ? (
            <Quiet>{t('agents.noIncome')}</Quiet>
          ) : (
            <>
              <PayoutTable payouts={d.payouts} zone={zone} testId="agent-contract-payouts" />
              <Pager page={page} total={d.total} size={15} go={setPage} testId="agent-contract-pager" />
            </>
          )}
        </>
      )}
    </div>
  );
}

function Terms({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Scroll>
      <Table data-testid="agent-contract-tiers">
        <thead>
          <tr>
            <th scope="col">{t('agents.tier.turnover')}</th>
            <th scope="col">{t('agents.tier.active')}</th>
            <th scope="col">{t('agents.col.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.minTurnover}>
              <th scope="row">{money.format(tier.minTurnover)}</th>
              <td>{tier.minActive}</td>
              <td>{rateText(tier.rateBp)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

export const DividendPage = () => <ContractKindPage kind="dividend" />;
export const DailyWagesPage = () => <ContractKindPage kind="dailyWages" />;
export const HourlySalaryPage = () => <ContractKindPage kind="hourlySalary" />;
export const RealTimeSalaryPage = () => <ContractKindPage kind="realTimeSalary" />;
