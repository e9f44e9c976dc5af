// The login form of the /login page, the login popup and the agent page (spec §2): method selector
// when both methods are on, username + password with show/hide, or mobile number with its dialling
// code + SMS code; the captcha once the server asks for it; remember me (not on the agent page);
// forgot password; free play; social buttons; a register link where there is no register panel.
import { useId, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { openRegisterModal } from '../register/register-modal.store.ts';
import { CaptchaImage } from '../shared/captcha-image.tsx';
import { CountryCodePicker } from '../shared/country-code-picker.tsx';
import { SmsCodeButton } from '../shared/sms-code-button.tsx';
import { openForgetModal } from '../shared/forget-modal.store.ts';
import { closeLoginModal } from './login-modal.store.ts';
import { LoginField } from './login-field.tsx';
import { LoginMethodTabs } from './login-method-tabs.tsx';
import { loginOptions } from './login-methods.ts';
import type { LoginPrefill } from './login-modal.store.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useFreePlay } from './use-free-play.ts';
import { useLoginForm } from './use-login-form.ts';
import { LiveForm } from '../../../components/form/live-form.tsx';

export type LoginFormVariant = 'page' | 'modal' | 'agent';

interface LoginFormProps {
  variant: LoginFormVariant;
  prefill?: LoginPrefill | null;
  /** Receives the first input (a popup focuses it first). */
  firstFieldRef?: Ref<HTMLInputElement>;
}

export const FORGET_PATH = '/forget';

export function LoginForm({ variant, prefill, firstFieldRef }: LoginFormProps) {
  const { t } = useTranslation();
  const modules = useModules();
  const tenant = useTenant();
  const options = loginOptions(modules, tenant.settings?.socialProviders);
  const agent = variant === 'agent';
  const form = useLoginForm({
    methods: options.methods,
    scene: agent ? 'agent' : 'member',
    allowRemember: !agent,
    target: agent ? '/agentHome' : '/',
    prefill,
  });
  const freePlay = useFreePlay();
  const panelId = useId();
  const { fields, set, problems } = form;
  // Handed over from the header form with the credentials typed: the captcha is what is left to fill.
  const captchaFirst = Boolean(prefill?.password) && form.captchaShown;

  if (options.methods.length === 0) return <Empty>{t('errors.featureUnavailable')}</Empty>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Form onSubmit={onSubmit} noValidate data-testid={`login-form-${variant}`} aria-busy={form.submitting}>
      {options.showSelector ? <LoginMethodTabs methods={options.methods} value={form.method} onChange={form.chooseMethod} panelId={panelId} /> : null}
      <div id={panelId} role={options.showSelector ? 'tabpanel' : undefined}>
        {form.method === 'username' ? (
          <>
            <LoginField
              inputRef={captchaFirst ? undefined : firstFieldRef}
              name="username"
              label={t('header.username')}
              icon="user"
              value={fields.username}
              onValue={set('username')}
              message={problems.username}
              autoComplete="username"
              maxLength={64}
              testId="login-username"
            />
            <LoginField
              name="password"
              label={t('header.password')}
              icon="lock"
              value={fields.password}
              onValue={set('password')}
              message={problems.password}
              secret
              autoComplete="current-password"
              maxLength={128}
              testId="login-password"
            />
            {form.captchaShown ? (
              <LoginField
                inputRef={captchaFirst ? firstFieldRef : undefined}
                name="captcha"
                label={t('login.captcha')}
                icon="shield"
                value={fields.captcha}
                onValue={set('captcha')}
                message={problems.captcha}
                autoComplete="off"
                maxLength={8}
                testId="login-captcha"
                after={<CaptchaImage refreshKey={form.captchaKey} onRefresh={form.clearCaptcha} />}
              />
            ) : null}
          </>
        ) : (
          <>
            <LoginField
              inputRef={firstFieldRef}
              name="mobileNum"
              label={t('header.mobileNumber')}
              icon="phone"
              value={fields.mobileNum}
              onValue={set('mobileNum')}
              message={problems.mobileNum ?? problems.countryDialingCode}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              testId="login-mobile"
              before={<CountryCodePicker value={fields.countryDialingCode} onChange={set('countryDialingCode')} countries={form.countries} />}
            />
            <LoginField
              name="verificationCode"
              label={t('header.verificationCode')}
              icon="shield"
              value={fields.verificationCode}
              onValue={set('verificationCode')}
              message={problems.verificationCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              testId="login-sms-code"
              after={<SmsCodeButton request={form.requestSmsCode} validate={form.validateMobile} onInvalid={() => undefined} />}
            />
          </>
        )}
      </div>
      <Options>
        {agent ? (
          <span />
        ) : (
          <label>
            <input type="checkbox" checked={form.remember} onChange={(event) => form.setRemember(event.target.checked)} data-testid="login-remember" />
            {t('login.rememberMe')}
          </label>
        )}
        {options.forgotPassword ? (
          <Link
            to={agent ? `${FORGET_PATH}?scene=agent` : FORGET_PATH}
            data-testid="login-forgot"
            onClick={(event) => {
              // In the login popup the forgot-password popup takes its place (spec §2 forgetPassModal).
              if (variant !== 'modal') return;
              event.preventDefault();
              closeLoginModal();
              openForgetModal();
            }}
          >
            {t('header.forgotPassword')}
          </Link>
        ) : null}
      </Options>
      {form.formError ? (
        <ErrorBox role="alert" data-testid="login-error">
          {form.formError}
        </ErrorBox>
      ) : null}
      <Button type="submit" $size="lg" $block disabled={form.submitting} data-testid="login-submit">
        {form.submitting ? t('login.signingIn') : t('header.login')}
      </Button>
      {!agent && options.freePlay ? (
        <Button type="button" $variant="outline" $block mt={2} onClick={freePlay.start} disabled={freePlay.starting} data-testid="login-free-play">
          <Icon name="play" size={14} />
          {t('header.freePlay')}
        </Button>
      ) : null}
      {!agent ? <SocialButtons providers={options.social} /> : null}
      {variant === 'page' && options.register ? (
        <RegisterLine>
          {t('login.noAccount')}{' '}
          <button type="button" onClick={openRegisterModal} data-testid="login-register">
            {t('header.register')}
          </button>
        </RegisterLine>
      ) : null}
    </Form>
  );
}

const Form = styled(LiveForm)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Options = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 2px 0 12px;
  font-size: 13px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    accent-color: var(--c-primary);
  }
  a {
    color: var(--c-primary);
    font-weight: 700;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const ErrorBox = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  font-size: 13px;
  color: var(--c-danger);
  background: color-mix(in srgb, var(--c-danger) 10%, transparent);
  border: 1px solid color-mix(in srgb, var(--c-danger) 35%, transparent);
`;

const RegisterLine = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 14px;
  color: var(--c-text-muted);
  button {
    border: 0;
    padding: 0;
    background: none;
    color: var(--c-primary);
    font-weight: 800;
    cursor: pointer;
  }
  button:hover {
    text-decoration: underline;
  }
`;

const Empty = styled.p`
  color: var(--c-text-muted);
`;
