// Over every page and game while signed in: the reality check at the member's interval (session time,
// stakes and net result, "continue" or "log out"), the end of the session at its time limit (the server
// refuses the session then too), and the withdrawal-only notice of a session signed in while excluded.
// Times count from the session's start as the server recorded it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useRgState } from '../api/rg-state.api.ts';
import { useSessionSummary } from '../api/session-summary.api.ts';

export interface RealityCheckHostProps {
  signedIn: boolean;
  /** Ends this tab's session (server sign-out, cached member data dropped). */
  onSignOut: () => Promise<void>;
}

/** The first check due after `now`: checks fall every `intervalMs` from the session's start. */
export function nextCheckAt(startedAt: number, intervalMs: number, now: number): number {
  const done = Math.max(0, Math.floor((now - startedAt) / intervalMs));
  return startedAt + (done + 1) * intervalMs;
}

export function RealityCheckHost({ signedIn, onSignOut }: RealityCheckHostProps) {
  const { t } = useTranslation();
  const state = useRgState(signedIn);
  const [checkOpen, setCheckOpen] = useState(false);
  const [dueAt, setDueAt] = useState<number | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const data = signedIn ? state.data : undefined;
  const intervalMs = data?.realityCheckMinutes ? data.realityCheckMinutes * 60_000 : null;
  const startedAt = data ? Date.parse(data.sessionStartedAt) : null;

  useEffect(() => {
    if (intervalMs === null || startedAt === null) return setDueAt(null);
    setDueAt(nextCheckAt(startedAt, intervalMs, Date.now()));
  }, [intervalMs, startedAt]);

  useEffect(() => {
    if (dueAt === null) return;
    const timer = window.setTimeout(() => setCheckOpen(true), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [dueAt]);

  const endsAt = data?.sessionEndsAt ? Date.parse(data.sessionEndsAt) : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(
      () => {
        setCheckOpen(false);
        setLimitReached(true);
        void onSignOut();
      },
      Math.max(0, endsAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [endsAt, onSignOut]);

  const carryOn = () => {
    setCheckOpen(false);
    if (intervalMs !== null) setDueAt(Date.now() + intervalMs);
  };

  return (
    <>
      {data?.restricted ? <RestrictedNotice /> : null}
      <Modal open={checkOpen && signedIn} title={t('rg.check.title')} onClose={carryOn} closeLabel={t('rg.check.continue')} dismissible={false} width={420}>
        <CheckBody
          onContinue={carryOn}
          onSignOut={() => {
            setCheckOpen(false);
            void onSignOut();
          }}
        />
      </Modal>
      <Modal open={limitReached} title={t('rg.limit.title')} onClose={() => setLimitReached(false)} closeLabel={t('common.close')} width={420}>
        <p data-testid="rg-limit-reached">{t('rg.limit.body')}</p>
      </Modal>
    </>
  );
}

function CheckBody({ onContinue, onSignOut }: { onContinue: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useSessionSummary(true);
  return (
    <Body data-testid="reality-check">
      {summary.data ? (
        <dl>
          <dt>{t('rg.check.time')}</dt>
          <dd data-testid="reality-check-minutes">{t('rg.settings.minutes', { count: summary.data.minutes })}</dd>
          <dt>{t('rg.check.stakes')}</dt>
          <dd data-testid="reality-check-stakes">{money.format(summary.data.stakes)}</dd>
          <dt>{t('rg.check.net')}</dt>
          <dd data-testid="reality-check-net">{money.format(summary.data.net)}</dd>
        </dl>
      ) : (
        <p aria-busy="true">{t('common.loading')}</p>
      )}
      <Buttons>
        <Button $variant="primary" onClick={onContinue} data-testid="reality-check-continue">
          {t('rg.check.continue')}
        </Button>
        <Button $variant="outline" onClick={onSignOut} data-testid="reality-check-logout">
          {t('rg.check.logout')}
        </Button>
      </Buttons>
    </Body>
  );
}

function RestrictedNotice() {
  const { t } = useTranslation();
  return (
    <Notice role="status" data-testid="rg-restricted">
      {t('rg.restricted.body')} <Link to="/responsibleGaming">{t('rg.restricted.link')}</Link>
    </Notice>
  );
}

const Body = styled.div`
  display: grid;
  gap: 16px;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 16px;
    margin: 0;
    font-size: 15px;
  }
  dt {
    color: var(--c-text-muted);
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 10px;
  > * {
    flex: 1;
  }
`;

const Notice = styled.div`
  position: fixed;
  left: 50%;
  bottom: 12px;
  z-index: 900;
  transform: translateX(-50%);
  max-width: min(560px, calc(100vw - 24px));
  padding: 10px 14px;
  border-radius: var(--radius, 8px);
  font-size: 13px;
  color: var(--c-text);
  background: var(--c-bg);
  border: 1px solid color-mix(in srgb, var(--c-danger) 55%, transparent);
  box-shadow: 0 6px 18px rgb(0 0 0 / 25%);
`;
