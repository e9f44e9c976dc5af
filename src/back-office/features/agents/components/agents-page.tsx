// The back office's agents page (issue 17 follow-up): the brand's agents with their team size, direct downlines,
// the contracts they hold (kind, top rate, state) and what they were paid or are owed; below, the brand's owed
// payouts (oldest first, the order the 5-minute job pays them) and paid ones. With agents.write staff end a
// contract (two steps) and pay an owed payout now; with agents.read (auditor) the page only lists. Audited by the
// server.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Contract, StaffAgent, StaffMoney, StaffPayout } from '../../../../../schemas/generated/agents.ts';
import { Button } from '../../../../components/button.tsx';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { Pager } from '../../../components/pager.tsx';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Panel, Pill, TabList, Toolbar, type PillTone } from '../../../components/staff-ui.tsx';
import { useRetryPayout } from '../api/retry-payout.api.ts';
import { useStaffAgents } from '../api/staff-agents.api.ts';
import { useStaffPayouts, type PayoutFilter } from '../api/staff-payouts.api.ts';
import { useTerminateContract } from '../api/terminate-contract.api.ts';

const CONTRACT_TONE: Record<Contract['status'], PillTone> = { offered: 'info', active: 'good', terminated: 'warn', rejected: 'neutral', withdrawn: 'neutral' };
const PAYOUT_FILTERS: readonly PayoutFilter[] = ['owed', 'paid'];

const topRate = (c: Contract) => Math.max(0, ...c.tiers.map((t) => t.rateBp));
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export function AgentsPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<Flash | null>(null);
  const list = useStaffAgents(brandId, search, page);
  const canWrite = staff.permissions.includes('agents.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  return (
    <PageFrame title={t('agents.title', { brand: brandName })}>
      <FlashLine flash={flash} testId="bo-agents-flash" />
      <Toolbar as="form" role="search" onSubmit={submit}>
        <input
          type="search"
          value={draft}
          maxLength={32}
          onChange={(e) => setDraft(e.target.value)}
          aria-label={t('agents.search')}
          placeholder={t('agents.search')}
          data-testid="bo-agents-search"
        />
        <Button type="submit" $size="sm" $variant="primary">
          {t('agents.searchSubmit')}
        </Button>
        {list.data ? <Muted>{t('agents.count', { count: list.data.total })}</Muted> : null}
      </Toolbar>
      <ErrorLine error={list.error} />
      <Panel>
        {!list.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : list.data.items.length === 0 ? (
          <Muted data-testid="bo-agents-empty">{t('agents.none')}</Muted>
        ) : (
          <AgentsTable items={list.data.items} money={list.data.money} brandId={brandId} canWrite={canWrite} onFlash={setFlash} />
        )}
      </Panel>
      <Pager page={page} totalPages={Math.max(1, list.data?.totalPages ?? 1)} onPage={setPage} label={t('agents.pages')} />
      <PayoutsSection brandId={brandId} canWrite={canWrite} onFlash={setFlash} />
    </PageFrame>
  );
}

function AgentsTable({
  items,
  money,
  brandId,
  canWrite,
  onFlash,
}: {
  items: StaffAgent[];
  money: StaffMoney;
  brandId: string;
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t } = useTranslation();
  const fmt = (minor: number) => formatMinorUnits(minor, money);
  return (
    <CardTable>
      <table data-testid="bo-agents">
        <thead>
          <tr>
            <th scope="col">{t('agents.col.agent')}</th>
            <th scope="col">{t('agents.col.team')}</th>
            <th scope="col">{t('agents.col.contracts')}</th>
            <th scope="col">{t('agents.col.payouts')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.memberId} data-testid={`bo-agent-${a.account}`}>
              <td data-label={t('agents.col.agent')}>
                <Stack>
                  <strong>{a.account}</strong>
                  <Muted>
                    #{a.memberId} · {t('agents.type', { type: a.type })}
                  </Muted>
                </Stack>
              </td>
              <td data-label={t('agents.col.team')}>
                <Stack>
                  <span>{t('agents.teamSize', { count: a.teamSize })}</span>
                  <Muted>{t('agents.direct', { count: a.directDownlines })}</Muted>
                </Stack>
              </td>
              <td data-label={t('agents.col.contracts')}>
                {a.contracts.length === 0 ? (
                  <Muted>—</Muted>
                ) : (
                  <Stack>
                    {a.contracts.map((c) => (
                      <ContractLine key={c.id} contract={c} brandId={brandId} canWrite={canWrite} onFlash={onFlash} />
                    ))}
                  </Stack>
                )}
              </td>
              <td data-label={t('agents.col.payouts')}>
                <Stack>
                  <span>{t('agents.paid', { count: a.paidCount, amount: fmt(a.paidAmount) })}</span>
                  {a.owedCount > 0 ? <Owed>{t('agents.owed', { count: a.owedCount, amount: fmt(a.owedAmount) })}</Owed> : null}
                </Stack>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}

function ContractLine({
  contract: c,
  brandId,
  canWrite,
  onFlash,
}: {
  contract: Contract;
  brandId: string;
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const terminate = useTerminateContract(brandId);
  const [confirming, setConfirming] = useState(false);
  const open = c.status === 'offered' || c.status === 'active';
  const end = () =>
    terminate.mutate(c.id, {
      onSuccess: (done) => {
        setConfirming(false);
        onFlash({
          text: t(done.status === 'withdrawn' ? 'agents.withdrawn' : 'agents.terminated', { member: done.member, kind: t(`agents.kind.${done.kind}`) }),
          error: false,
        });
      },
      onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
    });
  return (
    <ContractRow data-testid={`bo-contract-${c.id}`}>
      <span>
        {t(`agents.kind.${c.kind}`)} · {percent(topRate(c))} <Muted>{t('agents.from', { upline: c.upline })}</Muted>
      </span>
      <Pill $tone={CONTRACT_TONE[c.status]}>{t(`agents.status.${c.status}`)}</Pill>
      {c.status === 'terminated' && c.endsAt ? <Muted>{t('agents.endsAt', { at: time(c.endsAt) })}</Muted> : null}
      {canWrite && open ? (
        confirming ? (
          <>
            <Button type="button" $size="sm" disabled={terminate.isPending} onClick={end} data-testid="bo-contract-confirm">
              {t('agents.confirmEnd')}
            </Button>
            <Button type="button" $size="sm" $variant="outline" onClick={() => setConfirming(false)}>
              {t('agents.cancel')}
            </Button>
          </>
        ) : (
          <Button type="button" $size="sm" $variant="outline" onClick={() => setConfirming(true)} data-testid="bo-contract-end">
            {t(c.status === 'offered' ? 'agents.withdraw' : 'agents.end')}
          </Button>
        )
      ) : null}
    </ContractRow>
  );
}

function PayoutsSection({ brandId, canWrite, onFlash }: { brandId: string; canWrite: boolean; onFlash: (f: Flash | null) => void }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const [status, setStatus] = useState<PayoutFilter>('owed');
  const [page, setPage] = useState(1);
  const payouts = useStaffPayouts(brandId, status, page);
  const retry = useRetryPayout(brandId);
  const fmt = (minor: number) => formatMinorUnits(minor, payouts.data?.money ?? {});
  const pay = (p: StaffPayout) =>
    retry.mutate(
      { contractId: p.contractId, periodKey: p.periodKey },
      {
        onSuccess: () => onFlash({ text: t('agents.retried', { member: p.member, amount: fmt(p.amount) }), error: false }),
        onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
      },
    );
  return (
    <section aria-labelledby="bo-payouts-title">
      <SectionTitle id="bo-payouts-title">{t('agents.payouts.title')}</SectionTitle>
      <TabList role="tablist" aria-label={t('agents.payouts.filter')}>
        {PAYOUT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={f === status}
            data-testid={`bo-payouts-${f}`}
            onClick={() => {
              setStatus(f);
              setPage(1);
            }}
          >
            {t(`agents.payouts.${f}`)}
          </button>
        ))}
      </TabList>
      <ErrorLine error={payouts.error} />
      <Panel>
        {!payouts.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : payouts.data.items.length === 0 ? (
          <Muted data-testid="bo-payouts-empty">{t('agents.payouts.none')}</Muted>
        ) : (
          <>
            <Muted>{t('agents.payouts.total', { count: payouts.data.total, amount: fmt(payouts.data.amount) })}</Muted>
            <CardTable>
              <table data-testid="bo-payouts">
                <thead>
                  <tr>
                    <th scope="col">{t('agents.payouts.col.period')}</th>
                    <th scope="col">{t('agents.payouts.col.contract')}</th>
                    <th scope="col">{t('agents.payouts.col.parties')}</th>
                    <th scope="col">{t('agents.payouts.col.amount')}</th>
                    <th scope="col">{t('agents.payouts.col.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payouts.data.items.map((p) => (
                    <tr key={`${p.contractId}-${p.periodKey}`} data-testid="bo-payout-row" data-status={p.status}>
                      <td data-label={t('agents.payouts.col.period')}>{time(p.periodStart)}</td>
                      <td data-label={t('agents.payouts.col.contract')}>
                        {t(`agents.kind.${p.kind}`)} #{p.contractId} · {percent(p.rateBp)}
                      </td>
                      <td data-label={t('agents.payouts.col.parties')}>
                        {p.upline} → <strong>{p.member}</strong>
                      </td>
                      <td data-label={t('agents.payouts.col.amount')}>{fmt(p.amount)}</td>
                      <td data-label={t('agents.payouts.col.state')}>
                        {p.status === 'owed' ? (
                          canWrite ? (
                            <Button type="button" $size="sm" disabled={retry.isPending} onClick={() => pay(p)} data-testid="bo-payout-retry">
                              {t('agents.payouts.retry')}
                            </Button>
                          ) : (
                            <Pill $tone="warn">{t('agents.payouts.owedOne')}</Pill>
                          )
                        ) : (
                          <Stack>
                            <Pill $tone="good">{t('agents.payouts.paidOne')}</Pill>
                            {p.paidAt ? <Muted>{time(p.paidAt)}</Muted> : null}
                          </Stack>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </CardTable>
          </>
        )}
      </Panel>
      <Pager page={page} totalPages={Math.max(1, payouts.data?.totalPages ?? 1)} onPage={setPage} label={t('agents.payouts.pages')} />
    </section>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
`;

const ContractRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

const Owed = styled.span`
  color: var(--c-danger);
  font-weight: 600;
`;

const SectionTitle = styled.h2`
  font-size: 18px;
  font-weight: 700;
  margin: 8px 0;
`;
