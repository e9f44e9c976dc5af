// The decisions on one row, always in two steps so a single stray click never moves money: Approve →
// Confirm; Reject → a note, then Confirm; a dispute closes as paid or with a refund of what did not
// arrive, both with a note. The outcome goes to the page's flash line.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../../components/button.tsx';
import { ApiError } from '../../../../lib/api/api-client.ts';
import { useCashierAction, type CashierActionInput } from '../api/cashier-action.api.ts';
import type { Flash } from '../../../components/staff-flash.tsx';
import { decisionsOf, type CashierRowItem } from './cashier-row-item.ts';

type Step = 'approve' | 'reject' | 'refund' | 'paid';

/** The note's limit of CashierActionRequest.note in schemas/api/staff.schema.json. */
const NOTE_MAX = 140;

const STEPS: Record<Step, { open: string; confirm: string; testId: string; note: boolean; danger: boolean }> = {
  approve: { open: 'cashier.approve', confirm: 'cashier.confirmApprove', testId: 'bo-cashier-approve', note: false, danger: false },
  reject: { open: 'cashier.reject', confirm: 'cashier.confirmReject', testId: 'bo-cashier-reject', note: true, danger: true },
  refund: { open: 'cashier.resolveRefund', confirm: 'cashier.confirmRefund', testId: 'bo-cashier-resolve-refund', note: true, danger: false },
  paid: { open: 'cashier.resolvePaid', confirm: 'cashier.confirmPaid', testId: 'bo-cashier-resolve-paid', note: true, danger: false },
};

function requestOf(row: CashierRowItem, step: Step, note: string): CashierActionInput {
  const target = { kind: row.kind, tenant: row.item.tenantId, id: row.item.id };
  if (step === 'approve') return { ...target, action: 'approve' };
  if (step === 'reject') return { ...target, action: 'reject', note };
  return { ...target, action: 'resolve', outcome: step, note };
}

export function CashierActions({ row, onDone }: { row: CashierRowItem; onDone: (flash: Flash) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step | null>(null);
  const [note, setNote] = useState('');
  const action = useCashierAction();
  const decisions = decisionsOf(row);
  if (!decisions) return null;
  const steps: Step[] = decisions === 'decide' ? ['approve', 'reject'] : ['refund', 'paid'];

  const close = () => {
    setStep(null);
    setNote('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    const request = requestOf(row, step, note.trim());
    action.mutate(request, {
      onSuccess: () => {
        close();
        onDone({ text: t(`cashier.flash.${row.kind}.${request.action}`), error: false });
      },
      onError: (error) => onDone({ text: error instanceof ApiError && error.message ? error.message : t('errors.internal'), error: true }),
    });
  };

  if (!step)
    return (
      <Buttons>
        {steps.map((s) => (
          <Button key={s} type="button" $size="sm" $variant={s === 'approve' ? 'primary' : 'outline'} onClick={() => setStep(s)} data-testid={STEPS[s].testId}>
            {t(STEPS[s].open)}
          </Button>
        ))}
      </Buttons>
    );

  const spec = STEPS[step];
  return (
    <Confirm onSubmit={submit} data-testid="bo-cashier-confirm-form">
      {spec.note ? (
        <input
          name="note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX}
          required
          autoFocus
          placeholder={t('cashier.note')}
          aria-label={t('cashier.note')}
          data-testid="bo-cashier-note"
        />
      ) : null}
      <ConfirmButton
        type="submit"
        $size="sm"
        $variant="primary"
        data-danger={spec.danger ? 'true' : undefined}
        disabled={action.isPending || (spec.note && note.trim() === '')}
        autoFocus={!spec.note}
        data-testid="bo-cashier-confirm"
      >
        {t(spec.confirm)}
      </ConfirmButton>
      <Button type="button" $size="sm" $variant="ghost" onClick={close} data-testid="bo-cashier-cancel">
        {t('common.cancel')}
      </Button>
    </Confirm>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Confirm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 6px;
  border-radius: var(--radius);
  background: var(--c-surface-alt);
  input {
    height: 32px;
    min-width: 0;
    flex: 1 1 160px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
`;

const ConfirmButton = styled(Button)`
  &[data-danger='true'] {
    background: var(--c-danger);
    border-color: var(--c-danger);
    color: var(--c-surface);
    box-shadow: none;
  }
`;
