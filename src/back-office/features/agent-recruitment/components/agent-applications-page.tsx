// The back office's agent applications (/join, issue 21 item 6): the brand's applications by status, each with
// the applicant's contact, experience, expected team and message; approving makes the player an agent (their
// personal code then brings downlines), rejecting needs the reason the applicant reads. Deciding needs
// agents.write (audited by the server); with agents.read the page only lists. Texts render as text, never HTML.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffApplication } from '../../../../../schemas/generated/agent-recruitment.ts';
import { Button } from '../../../../components/button.tsx';
import { Pager } from '../../../components/pager.tsx';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Panel, Pill, TabList, type PillTone } from '../../../components/staff-ui.tsx';
import { useAgentApplications, type StatusFilter } from '../api/agent-applications.api.ts';
import { useDecideApplication } from '../api/decide-application.api.ts';

const FILTERS: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];
const TONE: Record<StaffApplication['status'], PillTone> = { pending: 'warn', approved: 'good', rejected: 'bad' };

export function AgentApplicationsPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<Flash | null>(null);
  const list = useAgentApplications(brandId, status, page);
  const canWrite = staff.permissions.includes('agents.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <PageFrame title={t('agentApplications.title', { brand: brandName })}>
      <FlashLine flash={flash} testId="bo-applications-flash" />
      <TabList role="tablist" aria-label={t('agentApplications.filter')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={f === status}
            onClick={() => {
              setStatus(f);
              setPage(1);
            }}
          >
            {t(`agentApplications.status.${f}`)}
            {f === 'pending' && list.data ? ` (${list.data.pending})` : ''}
          </button>
        ))}
      </TabList>
      <ErrorLine error={list.error} />
      <Panel>
        {!list.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : list.data.items.length === 0 ? (
          <Muted data-testid="bo-applications-empty">{t('agentApplications.none')}</Muted>
        ) : (
          <ApplicationsTable items={list.data.items} brandId={brandId} canWrite={canWrite} onFlash={setFlash} />
        )}
      </Panel>
      <Pager page={page} totalPages={Math.max(1, list.data?.totalPages ?? 1)} onPage={setPage} label={t('agentApplications.pages')} />
    </PageFrame>
  );
}

function ApplicationsTable({
  items,
  brandId,
  canWrite,
  onFlash,
}: {
  items: StaffApplication[];
  brandId: string;
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t } = useTranslation();
  const time = useStaffTime();
  return (
    <CardTable>
      <table data-testid="bo-applications">
        <thead>
          <tr>
            <th scope="col">{t('agentApplications.col.sent')}</th>
            <th scope="col">{t('agentApplications.col.account')}</th>
            <th scope="col">{t('agentApplications.col.contact')}</th>
            <th scope="col">{t('agentApplications.col.profile')}</th>
            <th scope="col">{t('agentApplications.col.message')}</th>
            <th scope="col">{t('agentApplications.col.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.id} data-testid={`bo-application-${a.id}`}>
              <td data-label={t('agentApplications.col.sent')}>
                <div>{time(a.createdAt)}</div>
              </td>
              <td data-label={t('agentApplications.col.account')}>
                <div>
                  <strong>{a.account}</strong>
                  <Muted> · #{a.memberId}</Muted>
                </div>
              </td>
              <td data-label={t('agentApplications.col.contact')}>
                <div>
                  {t(`agentApplications.channel.${a.contactChannel}`)}: {a.contact}
                </div>
              </td>
              <td data-label={t('agentApplications.col.profile')}>
                <Stack>
                  <span>{t(`agentApplications.experience.${a.experience}`)}</span>
                  <Muted>{t('agentApplications.teamSize', { count: a.teamSize })}</Muted>
                  {a.market ? <Muted>{a.market}</Muted> : null}
                </Stack>
              </td>
              <td data-label={t('agentApplications.col.message')}>
                <Message>{a.message || <Muted>—</Muted>}</Message>
              </td>
              <td data-label={t('agentApplications.col.state')}>
                {a.status === 'pending' && canWrite ? (
                  <Decide application={a} brandId={brandId} onFlash={onFlash} />
                ) : (
                  <Stack>
                    <Pill $tone={TONE[a.status]}>{t(`agentApplications.status.${a.status}`)}</Pill>
                    {a.decidedBy ? (
                      <Muted>
                        {a.decidedBy}
                        {a.decidedAt ? ` · ${time(a.decidedAt)}` : ''}
                      </Muted>
                    ) : null}
                    {a.reason ? <Muted>{a.reason}</Muted> : null}
                  </Stack>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}

function Decide({ application, brandId, onFlash }: { application: StaffApplication; brandId: string; onFlash: (f: Flash | null) => void }) {
  const { t } = useTranslation();
  const decide = useDecideApplication(brandId);
  const [reason, setReason] = useState('');
  const act = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: application.id, body: reason.trim() ? { decision, reason: reason.trim() } : { decision } },
      {
        onSuccess: (a) =>
          onFlash({ text: t(decision === 'approve' ? 'agentApplications.approved' : 'agentApplications.rejected', { account: a.account }), error: false }),
        onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
      },
    );
  return (
    <Stack>
      <input
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('agentApplications.reason')}
        aria-label={t('agentApplications.reason')}
        data-testid="bo-application-reason"
      />
      <Row>
        <Button type="button" $size="sm" disabled={decide.isPending} onClick={() => act('approve')} data-testid="bo-application-approve">
          {t('agentApplications.approve')}
        </Button>
        <Button type="button" $size="sm" $variant="outline" disabled={decide.isPending} onClick={() => act('reject')} data-testid="bo-application-reject">
          {t('agentApplications.reject')}
        </Button>
      </Row>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 4px;
  input {
    height: 32px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    min-width: 160px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 6px;
`;

const Message = styled.div`
  max-width: 320px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
