// The append-only audit: who did what, when, on which brand, from where, and why; newest first. A
// feature change can be reverted from its line (with a reason), while the module still holds its value.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditRecordView } from '../../../../../schemas/generated/staff.ts';
import { Button } from '../../../../components/button.tsx';
import { VisuallyHidden } from '../../../../components/visually-hidden.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, TableScroll, Toolbar } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useAuditPage } from '../api/audit.api.ts';
import { useRevertChange } from '../api/revert-change.api.ts';

const ACTION_FILTERS = ['', 'feature', 'content', 'staff', 'deposit', 'withdrawal', 'login', 'logout'] as const;

function describe(record: AuditRecordView, t: (key: string, params?: Record<string, unknown>) => string): string {
  const d = record.detail as Record<string, unknown> | null;
  if (d && 'modId' in d) {
    const word = (v: unknown) => (v === true ? t('features.on') : v === false ? t('features.off') : t('features.choice.file'));
    // A request or a rejection says only where it goes; an approved change also names who asked for it.
    const change = 'from' in d ? `${String(d.modId)}: ${word(d.from)} → ${word(d.to)}` : `${String(d.modId)}: → ${word(d.to)}`;
    return typeof d.requestedBy === 'string' ? `${change} (${t('audit.requestedBy', { who: d.requestedBy })})` : change;
  }
  return record.subject ?? '';
}

export function AuditPage({ staff }: StaffPageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [tenant, setTenant] = useState('');
  const [action, setAction] = useState('');
  const audit = useAuditPage(page, tenant, action);
  const time = useStaffTime();
  const canRevert = staff.permissions.includes('features.write');
  const totalPages = audit.data?.totalPages ?? 1;
  return (
    <PageFrame title={t('audit.title')}>
      <Toolbar>
        <label>
          <span>{t('layout.brand')}</span>
          <select
            value={tenant}
            onChange={(e) => {
              setTenant(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('audit.allBrands')}</option>
            {staff.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('audit.action')}</span>
          <select
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
            data-testid="bo-audit-action"
          >
            {ACTION_FILTERS.map((a) => (
              <option key={a} value={a}>
                {t(`audit.filter.${a || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <ErrorLine error={audit.error} />
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th>{t('audit.at')}</th>
              <th>{t('audit.who')}</th>
              <th>{t('audit.action')}</th>
              <th>{t('layout.brand')}</th>
              <th>{t('audit.what')}</th>
              <th>{t('audit.reason')}</th>
              <th>{t('audit.ip')}</th>
              <th>
                <VisuallyHidden>{t('audit.revert')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.rows.map((r) => (
              <tr key={r.id} data-testid={`bo-audit-row-${r.id}`}>
                <td>{time(r.at)}</td>
                <td>{r.username}</td>
                <td>
                  <code>{r.action}</code>
                </td>
                <td>{r.tenantId ?? <Muted>—</Muted>}</td>
                <td>{describe(r, t)}</td>
                <td>{r.note ?? ''}</td>
                <td>{r.ip ?? ''}</td>
                <td>{canRevert && r.revertible ? <RevertButton record={r} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {audit.data && audit.data.rows.length === 0 ? <Empty>{t('audit.empty')}</Empty> : null}
      </TableScroll>
      <Toolbar>
        <Button type="button" $size="sm" $variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('common.previous')}
        </Button>
        <span>{t('common.pageOf', { page, total: Math.max(totalPages, 1) })}</span>
        <Button type="button" $size="sm" $variant="outline" disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
          {t('common.next')}
        </Button>
      </Toolbar>
    </PageFrame>
  );
}

function RevertButton({ record }: { record: AuditRecordView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const revert = useRevertChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    revert.mutate({ id: record.id, reason: reason.trim() }, { onSuccess: () => setOpen(false) });
  };
  if (!open)
    return (
      <Button type="button" $size="sm" $variant="outline" onClick={() => setOpen(true)} data-testid={`bo-audit-revert-${record.id}`}>
        {t('audit.revert')}
      </Button>
    );
  return (
    <RevertForm onSubmit={submit}>
      <input
        aria-label={t('features.reason')}
        placeholder={t('features.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        minLength={3}
        maxLength={200}
        required
        autoFocus
        name="reason"
      />
      <Button
        type="submit"
        $size="sm"
        $variant="primary"
        disabled={revert.isPending || reason.trim().length < 3}
        data-testid={`bo-audit-revert-confirm-${record.id}`}
      >
        {t('audit.revert')}
      </Button>
      <ErrorLine error={revert.error} />
    </RevertForm>
  );
}

const RevertForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  input {
    height: 32px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
`;

const Empty = styled.p`
  padding: 16px;
  color: var(--c-text-muted);
`;
