// The back office's sign-in: username and password, then the code of the staff member's authenticator
// app (or a recovery code). An account without an authenticator enrols here: it scans the QR code (or
// types the secret), confirms with its first code and is shown ten recovery codes, once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EnrolmentValue, SessionValue } from '../../../../../schemas/generated/staff.ts';
import { Button } from '../../../../components/button.tsx';
import { FormField } from '../../../../components/form/form-field.tsx';
import { Hint, Notice } from '../../../../components/form/form-parts.tsx';
import { ApiError } from '../../../../lib/api/api-client.ts';
import { ErrorLine } from '../../../components/staff-ui.tsx';
import { fetchEnrolment } from '../api/enrolment.api.ts';
import { signIn } from '../api/sign-in.api.ts';
import { verifyCode } from '../api/verify-code.api.ts';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; enrolment: EnrolmentValue }
  | { kind: 'recovery'; codes: string[]; session: SessionValue };

export function SignInPage({ onSignedIn }: { onSignedIn: (session: SessionValue) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err);
      // The challenge is gone (too slow, too many codes): start again from the password.
      if (err instanceof ApiError && (err.code === 'staffChallengeExpired' || err.status === 429) && step.kind !== 'password') setStep({ kind: 'password' });
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        const answer = await signIn({ username, password, ...(captcha ? { captchaId: captcha.id, captcha: captchaAnswer } : {}) });
        setPassword('');
        setCaptcha(null);
        setCaptchaAnswer('');
        setCode('');
        if (answer.enrol) setStep({ kind: 'enrol', challenge: answer.challenge, enrolment: await fetchEnrolment(answer.challenge) });
        else setStep({ kind: 'code', challenge: answer.challenge });
      } catch (err) {
        // After too many failures for this username the server asks for a captcha and sends one.
        const issued = err instanceof ApiError ? (err.value as { captcha?: { id: string; image: string } } | null)?.captcha : undefined;
        if (issued) setCaptcha(issued);
        throw err;
      }
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code' && step.kind !== 'enrol') return;
    void run(async () => {
      const body =
        useRecovery && step.kind === 'code' ? { challenge: step.challenge, recoveryCode: code.trim() } : { challenge: step.challenge, code: code.trim() };
      const session = await verifyCode(body);
      if (session.recoveryCodes?.length) setStep({ kind: 'recovery', codes: session.recoveryCodes, session });
      else onSignedIn(session);
    });
  };

  return (
    <Screen>
      <Card aria-labelledby="bo-sign-in-title">
        <h1 id="bo-sign-in-title">{t('signIn.title')}</h1>
        {step.kind === 'password' ? (
          <form onSubmit={submitPassword} data-testid="bo-sign-in-form">
            <FormField name="username" label={t('signIn.username')} value={username} onValue={setUsername} autoComplete="username" required maxLength={64} />
            <FormField
              name="password"
              label={t('signIn.password')}
              value={password}
              onValue={setPassword}
              secret
              autoComplete="current-password"
              required
              maxLength={128}
            />
            {captcha ? (
              <FormField
                name="captcha"
                label={t('signIn.captcha')}
                value={captchaAnswer}
                onValue={setCaptchaAnswer}
                required
                maxLength={12}
                after={<CaptchaImage src={captcha.image} alt={t('signIn.captchaImage')} />}
              />
            ) : null}
            <ErrorLine error={error} />
            <Button type="submit" $variant="primary" $block disabled={busy} data-testid="bo-sign-in-submit">
              {t('signIn.continue')}
            </Button>
          </form>
        ) : null}

        {step.kind === 'enrol' ? (
          <form onSubmit={submitCode} data-testid="bo-enrol-form">
            <Hint>{t('signIn.enrolHint')}</Hint>
            <Qr src={`data:image/svg+xml;utf8,${encodeURIComponent(step.enrolment.qrSvg)}`} alt={t('signIn.qrAlt')} width={200} height={200} />
            <Secret>
              {t('signIn.secret')} <code data-testid="bo-enrol-secret">{step.enrolment.secret}</code>
            </Secret>
            <FormField
              name="code"
              label={t('signIn.code')}
              value={code}
              onValue={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
            />
            <ErrorLine error={error} />
            <Button type="submit" $variant="primary" $block disabled={busy} data-testid="bo-code-submit">
              {t('signIn.confirm')}
            </Button>
          </form>
        ) : null}

        {step.kind === 'code' ? (
          <form onSubmit={submitCode} data-testid="bo-code-form">
            <Hint>{useRecovery ? t('signIn.recoveryHint') : t('signIn.codeHint')}</Hint>
            <FormField
              name="code"
              label={useRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
              value={code}
              onValue={setCode}
              inputMode={useRecovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              required
              maxLength={useRecovery ? 14 : 6}
              autoFocus
            />
            <ErrorLine error={error} />
            <Button type="submit" $variant="primary" $block disabled={busy} data-testid="bo-code-submit">
              {t('signIn.signIn')}
            </Button>
            <LinkButton
              type="button"
              onClick={() => {
                setUseRecovery((r) => !r);
                setCode('');
              }}
            >
              {useRecovery ? t('signIn.useCode') : t('signIn.useRecovery')}
            </LinkButton>
          </form>
        ) : null}

        {step.kind === 'recovery' ? (
          <div data-testid="bo-recovery-codes">
            <Notice>{t('signIn.recoveryCodesHint')}</Notice>
            <Codes>
              {step.codes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </Codes>
            <Button type="button" $variant="primary" $block onClick={() => onSignedIn(step.session)} data-testid="bo-recovery-done">
              {t('signIn.savedCodes')}
            </Button>
          </div>
        ) : null}
      </Card>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 12px;
  background: var(--c-background);
`;

const Card = styled.section`
  width: min(420px, 100%);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  padding: 24px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.12);
  h1 {
    font-size: 20px;
    margin-bottom: 16px;
  }
  form {
    display: grid;
    gap: 8px;
  }
`;

const CaptchaImage = styled.img`
  height: 40px;
  border-radius: var(--radius);
`;

const Qr = styled.img`
  margin: 0 auto 8px;
  background: #fff;
  border-radius: var(--radius);
`;

const Secret = styled.p`
  font-size: 12px;
  color: var(--c-text-muted);
  word-break: break-all;
  code {
    color: var(--c-text);
    font-size: 13px;
  }
`;

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 6px;
  margin: 12px 0 16px;
  code {
    font-size: 14px;
  }
`;

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 6px;
  color: var(--c-primary);
  text-decoration: underline;
  justify-self: center;
`;
