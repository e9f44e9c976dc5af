// The application side of /join: a visitor is asked to sign in (or register), an agent is sent to their
// agent centre, a member with a pending application sees it, a rejected one reads why and may apply again,
// and everyone else gets the form.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicationView } from '../../../../schemas/generated/agent-recruitment.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useMyApplication } from '../api/my-application.api.ts';
import { ApplicationForm } from './application-form.tsx';

export interface ApplicationPanelProps {
  signedIn: boolean;
  onSignIn: () => void;
  onOpenAgentCentre: () => void;
}

export function ApplicationPanel({ signedIn, onSignIn, onOpenAgentCentre }: ApplicationPanelProps) {
  const { t } = useTranslation();
  const mine = useMyApplication(signedIn);
  if (!signedIn) {
    return (
      <>
        <Lead>{t('join.signInFirst')}</Lead>
        <Button $variant="primary" $size="lg" $block onClick={onSignIn} data-testid="join-sign-in">
          {t('join.signInToApply')}
        </Button>
      </>
    );
  }
  if (mine.isPending) return <Lead aria-busy="true">{t('common.loading')}</Lead>;
  if (mine.isError) return <Lead role="alert">{errorMessage(t, mine.error)}</Lead>;
  const { isAgent, canApply, application } = mine.data;
  if (isAgent) {
    return (
      <>
        <Status data-status="approved">{t('join.status.agent')}</Status>
        <Button $variant="primary" $size="lg" $block onClick={onOpenAgentCentre}>
          {t('join.openAgentCentre')}
        </Button>
      </>
    );
  }
  return (
    <>
      {application ? <ApplicationState application={application} /> : null}
      {canApply ? <ApplicationForm again={application?.status === 'rejected'} /> : null}
    </>
  );
}

function ApplicationState({ application }: { application: ApplicationView }) {
  const { t } = useTranslation();
  return (
    <Status data-status={application.status} data-testid="join-status" role="status">
      <strong>{t(`join.status.${application.status}`)}</strong>
      <small>{t('join.status.sentAt', { time: formatDateTime(application.createdAt) })}</small>
      {application.reason ? <span>{t('join.status.reason', { reason: application.reason })}</span> : null}
    </Status>
  );
}

const Lead = styled.p`
  margin-bottom: 14px;
  font-size: 14px;
  line-height: 1.5;
  color: var(--c-text-muted);
`;

const Status = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 16px;
  padding: 12px 14px;
  border-radius: var(--radius, 8px);
  font-size: 14px;
  border: 1px solid color-mix(in srgb, var(--c-primary) 35%, transparent);
  background: color-mix(in srgb, var(--c-primary) 10%, transparent);
  &[data-status='approved'] {
    border-color: color-mix(in srgb, var(--c-success) 45%, transparent);
    background: color-mix(in srgb, var(--c-success) 12%, transparent);
  }
  &[data-status='rejected'] {
    border-color: color-mix(in srgb, var(--c-danger) 45%, transparent);
    background: color-mix(in srgb, var(--c-danger) 10%, transparent);
  }
  small {
    color: var(--c-text-muted);
  }
`;
