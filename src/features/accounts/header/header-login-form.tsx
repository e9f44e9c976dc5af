// The header's inline login form on wide screens (spec §2): the method selector when both methods are
// on, username + password (or mobile + SMS code) and the log-in button. There is no room for a captcha
// here: once the server asks for one, the attempt moves to the login popup with what was typed.
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { LoginField } from '../login/login-field.tsx';
import { LoginMethodTabs } from '../login/login-method-tabs.tsx';
import { loginOptions } from '../login/login-methods.ts';
import { useLoginForm } from '../login/use-login-form.ts';
import { LazyCountryCodePicker as CountryCodePicker, LazySmsCodeButton as SmsCodeButton } from '../shared/lazy-sms-controls.tsx';

export function HeaderLoginForm() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const options = loginOptions(useModules(), tenant.settings?.socialProviders);
  const form = useLoginForm({ methods: options.methods, scene: 'member', allowRemember: true, target: '/', captchaInPopup: true });
  const panelId = useId();
  if (options.methods.length === 0) return null;
  const { fields, set, problems } = form;
  const error = form.formError ?? Object.values(problems).find(Boolean) ?? null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('header.login')} data-testid="header-login-form" aria-busy={form.submitting}>
      {options.showSelector ? <LoginMethodTabs methods={options.methods} value={form.method} onChange={form.chooseMethod} panelId={panelId} compact /> : null}
      <Fields id={panelId} role={options.showSelector ? 'tabpanel' : undefined}>
        {form.method === 'username' ? (
          <>
            <LoginField
              hideLabel
              name="username"
              label={t('header.username')}
              value={fields.username}
              onValue={set('username')}
              message={problems.username}
              autoComplete="username"
              maxLength={64}
              testId="header-login-username"
            />
            <LoginField
              hideLabel
              name="password"
              label={t('header.password')}
              value={fields.password}
              onValue={set('password')}
              message={problems.password}
              secret
              autoComplete="current-password"
              maxLength={128}
              testId="header-login-password"
            />
          </>
        ) : (
          <>
            <LoginField
              hideLabel
              name="mobileNum"
              label={t('header.mobileNumber')}
              value={fields.mobileNum}
              onValue={set('mobileNum')}
              message={problems.mobileNum}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              testId="header-login-mobile"
              before={<CountryCodePicker value={fields.countryDialingCode} onChange={set('countryDialingCode')} countries={form.countries} />}
            />
            <LoginField
              hideLabel
              name="verificationCode"
              label={t('header.verificationCode')}
              value={fields.verificationCode}
              onValue={set('verificationCode')}
              message={problems.verificationCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              testId="header-login-sms-code"
              after={<SmsCodeButton compact request={form.requestSmsCode} validate={form.validateMobile} onInvalid={() => undefined} />}
            />
          </>
        )}
      </Fields>
      <Button type="submit" $size="sm" $variant="secondary" disabled={form.submitting} data-testid="header-login-submit">
        {form.submitting ? t('login.signingIn') : t('header.login')}
      </Button>
      {error ? (
        <Bubble role="alert" data-testid="header-login-error">
          {error}
        </Bubble>
      ) : null}
    </Form>
  );
}

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: 6px;
`;

const Fields = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  > div {
    width: 120px;
  }
  > div:has([data-testid='country-code-picker']) {
    width: 168px;
  }
  > div:has([data-testid='sms-code-button']) {
    width: 164px;
  }
  ${media.xxl} {
    > div {
      width: 140px;
    }
    > div:has([data-testid='country-code-picker']),
    > div:has([data-testid='sms-code-button']) {
      width: 200px;
    }
  }
  [data-testid='country-code-picker'] button {
    height: 36px;
    padding: 0 6px;
    font-size: 12px;
    gap: 4px;
    background: var(--c-surface);
  }
  [data-testid='sms-code-button'] {
    height: 36px;
    min-width: 0;
    padding: 0 8px;
    font-size: 12px;
  }
`;

const Bubble = styled.p`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius, 8px);
  font-size: 12px;
  color: #fff;
  background: var(--c-danger);
  box-shadow: 0 8px 20px rgb(0 0 0 / 0.25);
  &::before {
    content: '';
    position: absolute;
    top: -5px;
    left: 24px;
    border: 5px solid transparent;
    border-top: 0;
    border-bottom-color: var(--c-danger);
  }
`;
