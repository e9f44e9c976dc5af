// A feature-tree change waiting for a second person (brands with four-eyes): what it does, who asked and
// why, and the decision. An approver sees approve and reject; the requester may only withdraw it (the
// server refuses an approval of one's own, this only spares the click). A decision asks for its reason.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PendingFeatureChange } from '../../../../../schemas/generated/staff.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorLine } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useDecideFeatureChange } from '../api/decide-feature-change.api.ts';

interface Props {
  modId: string;
  change: PendingFeatureChange;
  brandId: string;
  canApprove: boolean;
  me: string;
}

export function WaitingChange({ modId, change, brandId, canApprove, me }: Props) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const decide = useDecideFeatureChange(brandId);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const own = change.requestedBy === me;
  const to = change.to === null ? t('features.choice.file') : change.to ? t('features.on') : t('features.off');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    decide.mutate({ id: change.id, decision, reason: reason.trim() }, { onSuccess: () => setDecision(null) });
  };

  return (
    <Box data-testid={`bo-feature-${modId}-waiting`}>
      <p>
        <strong>{t('features.waiting', { to })}</strong> {t('features.askedBy', { who: change.requestedBy, at: time(change.requestedAt) })}
        {change.reverts !== null ? ` ${t('features.revertOf', { id: change.reverts })}` : ''}
      </p>
      <Quote>{change.reason}</Quote>
      {decision ? (
        <Form onSubmit={submit}>
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
            disabled={decide.isPending || reason.trim().length < 3}
            data-testid={`bo-feature-${modId}-decide`}
          >
            {t(decision === 'approve' ? 'features.approve' : own ? 'features.withdraw' : 'features.reject')}
          </Button>
          <Button type="button" $size="sm" $variant="outline" onClick={() => setDecision(null)}>
            {t('common.cancel')}
          </Button>
        </Form>
      ) : (
        <Actions>
          {canApprove && !own ? (
            <Button type="button" $size="sm" $variant="primary" onClick={() => setDecision('approve')} data-testid={`bo-feature-${modId}-approve`}>
              {t('features.approve')}
            </Button>
          ) : null}
          {canApprove || own ? (
            <Button type="button" $size="sm" $variant="outline" onClick={() => setDecision('reject')} data-testid={`bo-feature-${modId}-reject`}>
              {t(own ? 'features.withdraw' : 'features.reject')}
            </Button>
          ) : null}
          {own ? <small>{t('features.needsSecond')}</small> : null}
        </Actions>
      )}
      <ErrorLine error={decide.error} />
    </Box>
  );
}

const Box = styled.div`
  margin: 4px 0 8px;
  padding: 8px 10px;
  border-left: 3px solid var(--c-primary);
  border-radius: var(--radius);
  background: var(--c-surface-alt);
  font-size: 13px;
  p {
    margin: 0 0 4px;
  }
`;

const Quote = styled.q`
  display: block;
  margin-bottom: 6px;
  font-style: italic;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  input {
    height: 32px;
    min-width: 240px;
    padding: 0 8px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
  }
`;
