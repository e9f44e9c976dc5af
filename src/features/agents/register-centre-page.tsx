// Agent centre "registerCenter" (spec §2): register a downline (a player or an agent) under the agent, and the
// agent's invitation link with its QR code (the register page with ?affiliateCode=).
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { Card, Quiet, Row } from './agent-parts.tsx';
import { qrPath } from './agents-view.ts';
import { useInvitation } from './api/invitation.api.ts';
import { useRegisterDownline } from './api/register-downline.api.ts';

export default function RegisterCentrePage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [type, setType] = useState<0 | 1>(0);
  const register = useRegisterDownline();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    register.mutate({ account: account.trim(), password, type }, { onSuccess: () => setPassword('') });
  };
  return (
    <div data-testid="agent-register-page">
      <PageTitle>{t('centre.agent.registerCenter')}</PageTitle>
      <Card aria-labelledby="agent-register-title">
        <h4 id="agent-register-title">{t('agents.registerTitle')}</h4>
        <form onSubmit={submit}>
          <Row>
            <label>
              {t('agents.account')}
              <input
                value={account}
                onChange={(e) => setAccount(e.target.value)}
                autoComplete="off"
                required
                minLength={2}
                maxLength={15}
                data-testid="agent-register-account"
              />
            </label>
            <label>
              {t('agents.password')}
              <input
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                required
                minLength={7}
                maxLength={32}
                data-testid="agent-register-password"
              />
            </label>
            <label>
              {t('agents.accountType')}
              <select value={type} onChange={(e) => setType(e.target.value === '1' ? 1 : 0)} data-testid="agent-register-type">
                <option value={0}>{t('agents.type.player')}</option>
                <option value={1}>{t('agents.type.agent')}</option>
              </select>
            </label>
            <Button type="submit" disabled={register.isPending} data-testid="agent-register-submit">
              {t('agents.registerSubmit')}
            </Button>
          </Row>
        </form>
        {register.isError ? <Notice role="alert">{errorMessage(t, register.error)}</Notice> : null}
        {register.isSuccess ? (
          <p role="status" data-testid="agent-register-done">
            {t('agents.registered', { account: register.data.account })}
          </p>
        ) : null}
      </Card>
      <InviteCard />
    </div>
  );
}

function InviteCard() {
  const { t } = useTranslation();
  const invitation = useInvitation();
  const link = invitation.data?.link ?? '';
  const qr = useMemo(() => (link ? qrPath(link) : null), [link]);
  return (
    <Card aria-labelledby="agent-invite-title">
      <h4 id="agent-invite-title">{t('agents.inviteTitle')}</h4>
      {invitation.isError ? (
        <Notice role="alert">{errorMessage(t, invitation.error)}</Notice>
      ) : !invitation.data || !qr ? (
        <Quiet role="status">{t('common.loading')}</Quiet>
      ) : (
        <Row>
          <div>
            <p>
              {t('agents.inviteCode')}: <strong data-testid="agent-invite-code">{invitation.data.code}</strong>
            </p>
            <p data-testid="agent-invite-link" style={{ wordBreak: 'break-all' }}>
              {link}
            </p>
            <Button type="button" $variant="outline" onClick={() => void navigator.clipboard?.writeText(link)}>
              {t('agents.copyLink')}
            </Button>
          </div>
          <svg
            width={140}
            height={140}
            viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
            role="img"
            aria-label={t('agents.qr')}
            data-testid="agent-invite-qr"
            shapeRendering="crispEdges"
          >
            <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
        </Row>
      )}
    </Card>
  );
}
