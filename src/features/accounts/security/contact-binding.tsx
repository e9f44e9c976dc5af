// Binding a verified e-mail address or mobile number: the new address, "Send code" (mailed or texted; the
// button counts down while the code is fresh), the code, and the login password when the account has one.
// The server proves both and tells the member by a system message.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../../../schemas/generated/profile.ts';
import { isEmailAddress } from '../../../../schemas/rules/profile-rules.ts';
import { Button } from '../../../components/button.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { serverFieldIssues, type IssueMap } from '../../../components/form/field-issue.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { Actions, FieldGrid, Hint, Notice } from '../../../components/form/form-parts.tsx';
import { accountsKeys } from '../api/accounts-keys.ts';
import { bindEmail } from '../api/email-bind.api.ts';
import { sendEmailCode } from '../api/email-code.api.ts';
import { bindMobile } from '../api/mobile-bind.api.ts';
import { sendMobileCode } from '../api/mobile-code.api.ts';
import { CountryCodePicker } from '../shared/country-code-picker.tsx';
import { useDialingCountries } from '../shared/dialing-countries.ts';

/** The seconds until "Send code" may be pressed again. */
function useResendCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [until]);
  return [left, (seconds) => (setUntil(Date.now() + seconds * 1000), setNow(Date.now()))];
}

export function ContactBinding({ kind, profile, onDone }: { kind: 'email' | 'mobile'; profile: ProfileView; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dialing = useDialingCountries(kind === 'mobile');
  const [address, setAddress] = useState('');
  const [countryDialingCode, setCountryDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<IssueMap>({});
  const [error, setError] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, startCountdown] = useResendCountdown();
  const dial = countryDialingCode || (dialing.ready ? dialing.startCode(profile.countryDialingCode) : '');
  const mobileNum = address.replace(/\D/g, '');

  const refuse = (e: unknown) => {
    const byField = serverFieldIssues(e);
    if (Object.keys(byField).length) setIssues(byField);
    else setError(errorMessage(t, e));
  };
  const checkAddress = (): boolean => {
    const bad = kind === 'email' ? !isEmailAddress(address.trim().toLowerCase()) : !/^[0-9]{6,15}$/.test(mobileNum) || !dial;
    setIssues(bad ? { address: { message: kind === 'email' ? t('validation.invalidFormat', { field: t('profile.email') }) : t('errors.invalidMobile') } } : {});
    return !bad;
  };
  const send = async () => {
    setError(null);
    setSentNote(null);
    if (!checkAddress()) return;
    setBusy(true);
    try {
      const sent = kind === 'email' ? await sendEmailCode({ email: address.trim() }) : await sendMobileCode({ countryDialingCode: dial, mobileNum });
      setSentNote(t('profile.codeSent', { minutes: sent.expiredMinutes }));
      startCountdown(60);
    } catch (e) {
      refuse(e);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setError(null);
    if (!checkAddress()) return;
    const next: IssueMap = {};
    if (!/^[0-9]{6}$/.test(code)) next.verificationCode = { message: t('errors.invalidVerificationCode') };
    if (profile.hasPassword && !password) next.password = { message: t('validation.required', { field: t('profile.currentPassword') }) };
    setIssues(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const extra = profile.hasPassword ? { password } : {};
      if (kind === 'email') await bindEmail({ email: address.trim(), verificationCode: code, ...extra });
      else await bindMobile({ countryDialingCode: dial, mobileNum, verificationCode: code, ...extra });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: accountsKeys.memberInfo() }),
      ]);
      onDone(kind === 'email' ? t('profile.emailBound') : t('profile.mobileBound'));
    } catch (e) {
      refuse(e);
    } finally {
      setBusy(false);
    }
  };
  const message = (name: string) => {
    const shown = issues[name] ?? (name === 'address' ? (issues.email ?? issues.mobileNum ?? issues.countryDialingCode) : undefined);
    return shown && 'message' in shown ? shown.message : undefined;
  };
  return (
    <form
      noValidate
      data-testid={`bind-${kind}`}
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
    >
      <Hint>{kind === 'email' ? t('profile.emailTitle') : t('profile.mobileTitle')}</Hint>
      <FieldGrid data-columns="2">
        <FormField
          name={kind === 'email' ? 'email' : 'mobileNum'}
          label={kind === 'email' ? t('profile.newEmail') : t('profile.mobile')}
          value={address}
          onValue={setAddress}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          maxLength={kind === 'email' ? 254 : 15}
          wide
          before={
            kind === 'mobile' && dialing.countries.length ? (
              <CountryCodePicker value={dial} onChange={setCountryDialingCode} countries={dialing.countries} />
            ) : undefined
          }
          after={
            <Button type="button" $variant="outline" disabled={busy || left > 0} onClick={() => void send()} data-testid={`bind-${kind}-send`}>
              {left > 0 ? `${left}s` : t('profile.sendCode')}
            </Button>
          }
          message={message('address')}
        />
        <FormField
          name="verificationCode"
          label={t('profile.code')}
          value={code}
          onValue={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          message={message('verificationCode')}
        />
        {profile.hasPassword ? (
          <FormField
            name="password"
            label={t('profile.currentPassword')}
            value={password}
            onValue={setPassword}
            secret
            autoComplete="current-password"
            maxLength={64}
            message={message('password')}
          />
        ) : null}
      </FieldGrid>
      {sentNote ? <Notice role="status">{sentNote}</Notice> : null}
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={busy} data-testid={`bind-${kind}-confirm`}>
          {t('profile.confirm')}
        </Button>
      </Actions>
    </form>
  );
}
