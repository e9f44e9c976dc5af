// The registration form (spec §2, §4, §5) shared by the /register page and the register popup: method
// tabs when the brand offers both, the fields the brand's rules enable, captcha, SMS code, terms, reset
// and submit. What it checks and sends lives in use-register-form.ts; this file only lays it out.
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { LoginValue } from '../../../../schemas/generated/auth.ts';
import type { RegisterRules } from '../../../../schemas/generated/tenant.ts';
import { registerMethodsOf, type RegisterField, type RegisterMethod } from '../../../../schemas/rules/register-rules.ts';
import { Button } from '../../../components/button.tsx';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { CaptchaImage } from '../shared/captcha-image.tsx';
import { CountryCodePicker } from '../shared/country-code-picker.tsx';
import { solveHumanCheck } from '../shared/human-check.ts';
import { SmsCodeButton } from '../shared/sms-code-button.tsx';
import { sendRegisterSmsCode } from '../api/register-sms.api.ts';
import { useRegisterSettings } from '../api/register-settings.api.ts';
import { issueText } from '../../../components/form/field-issue.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { Actions, Checkbox, FieldGrid, FieldMessage, Notice } from '../../../components/form/form-parts.tsx';
import { MethodTabs } from './method-tabs.tsx';
import { linkCodesOf } from './register-body.ts';
import { fieldInputProps, wideFieldsOf } from './register-fields.ts';
import { useRegisterForm } from './use-register-form.ts';
import { LiveForm } from '../../../components/form/live-form.tsx';

const ignore = () => {};

/** Required whenever shown, whatever the tenant's flag says (spec §5). */
const ALWAYS_REQUIRED: ReadonlySet<RegisterField> = new Set(['username', 'password', 'confirmPassword', 'paymentPassword', 'verificationCode', 'captcha']);

interface RegisterFormProps {
  /** After the account is created and signed in. */
  onSignedIn: (value: LoginValue) => void;
  /** A link inside the form leaves it (log in, terms): the popup closes itself. */
  onLeave?: () => void;
  /** Two columns on wide screens (the page and the popup have room). */
  columns?: 1 | 2;
  /** id prefix for the tabs, so the page and the popup never share ids. */
  idPrefix?: string;
}

export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  const { methods, defaultMethod } = registerMethodsOf(useModules());
  if (settings.isPending) return <Notice role="status">{t('common.loading')}</Notice>;
  if (settings.isError) {
    return (
      <div role="alert">
        <Notice>{t('errors.network')}</Notice>
        <Button type="button" $variant="outline" $size="sm" onClick={() => void settings.refetch()}>
          {t('common.refresh')}
        </Button>
      </div>
    );
  }
  if (!defaultMethod) return <Notice role="status">{t('errors.featureUnavailable')}</Notice>;
  return <LoadedRegisterForm {...props} rules={settings.data} methods={methods} defaultMethod={defaultMethod} />;
}

interface LoadedProps extends RegisterFormProps {
  rules: RegisterRules;
  methods: RegisterMethod[];
  defaultMethod: RegisterMethod;
}

function LoadedRegisterForm({ rules, methods, defaultMethod, onSignedIn, onLeave, columns = 2, idPrefix = 'register' }: LoadedProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const link = useMemo(() => linkCodesOf(location.search), [location.search]);
  const [method, setMethod] = useState<RegisterMethod>(defaultMethod);
  // The captcha image changes with the method and after a failed attempt (it is single use; spec §4).
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useRegisterForm({
    rules,
    method,
    link,
    solveHumanCheck,
    onSignedIn,
    refreshCaptcha: () => setCaptchaRound((n) => n + 1),
  });
  const countries = rules.countries ?? [];
  // A code that arrived with the link and has no input of its own is applied silently: say so.
  const appliedCode = [link.affiliateCode, link.referralCode].find(
    (code, i) => code && !(form.fields as readonly string[]).includes(i === 0 ? 'affiliateCode' : 'referralCode'),
  );

  const wide = wideFieldsOf(form.fields);
  const render = (field: RegisterField) => {
    const rule = rules.fields[field];
    const common = {
      wide: wide.has(field),
      name: field,
      label: t(`register.field.${field}`),
      value: form.values[field] ?? '',
      onValue: (value: string) => form.setValue(field, value),
      onBlur: () => form.blur(field),
      message: issueText(t, form.issues[field]),
      ...fieldInputProps(field, rule),
    };
    if (field === 'mobileNum') {
      return (
        <FormField
          key={field}
          {...common}
          optional={form.options.method !== 'mobile' && !rule?.required}
          message={common.message ?? issueText(t, form.issues.countryDialingCode)}
          before={
            <CountryCodePicker
              value={form.values.countryDialingCode ?? ''}
              onChange={(code: string) => form.setValue('countryDialingCode', code)}
              countries={countries}
            />
          }
        />
      );
    }
    if (field === 'verificationCode') {
      return (
        <FormField
          key={field}
          {...common}
          after={
            <SmsCodeButton
              // The number's problem is shown under its field; the button only needs to know.
              validate={() => (form.checkMobile() ? null : t('errors.invalidMobile'))}
              onInvalid={ignore}
              // Every SMS send carries a solved human check (SMS pumping costs the brand money).
              request={async () => sendRegisterSmsCode(form.values.mobileNum.trim(), (form.values.countryDialingCode ?? '').trim(), await solveHumanCheck())}
            />
          }
        />
      );
    }
    if (field === 'captcha') {
      return <FormField key={field} {...common} after={<CaptchaImage refreshKey={`${method}:${captchaRound}`} onRefresh={form.clearCaptcha} />} />;
    }
    return <FormField key={field} {...common} optional={!ALWAYS_REQUIRED.has(field) && !rule?.required} />;
  };

  const busy = form.phase !== 'idle';
  return (
    <LiveForm
      noValidate
      data-testid="register-form"
      data-method={method}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {methods.length > 1 ? (
        <MethodTabs
          label={t('register.method')}
          idPrefix={idPrefix}
          value={method}
          onChange={setMethod}
          tabs={methods.map((id) => ({ id, label: t(id === 'mobile' ? 'register.byMobile' : 'register.byUsername') }))}
        />
      ) : null}
      <div
        id={`${idPrefix}-panel`}
        role={methods.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={methods.length > 1 ? `${idPrefix}-tab-${method}` : undefined}
      >
        {appliedCode ? <Notice data-testid="register-invited">{t('register.invitedBy', { code: appliedCode })}</Notice> : null}
        <FieldGrid data-columns={columns}>{form.fields.map(render)}</FieldGrid>
        <Checkbox
          id={`${idPrefix}-terms`}
          checked={form.terms}
          onChange={form.setTermsAccepted}
          invalid={Boolean(form.issues.termsAccepted)}
          describedBy={`${idPrefix}-terms-message`}
        >
          <Trans
            i18nKey="register.terms"
            values={{ age: tenant.brand.minimumAge }}
            components={{ terms: <Link to="/help#term" target="_blank" rel="noopener" /> }}
          />
        </Checkbox>
        <FieldMessage id={`${idPrefix}-terms-message`} role={form.issues.termsAccepted ? 'alert' : undefined} data-testid="register-terms-message">
          {issueText(t, form.issues.termsAccepted) ?? ''}
        </FieldMessage>
        <Actions>
          <Button type="button" $variant="outline" $size="lg" onClick={form.reset} disabled={busy} data-testid="register-reset">
            {t('register.reset')}
          </Button>
          <Button type="submit" $size="lg" disabled={busy} data-testid="register-submit">
            {busy ? t('register.verifying') : t('register.submit')}
          </Button>
        </Actions>
        <LoginLine>
          {t('register.haveAccount')}{' '}
          <Link to="/login" onClick={onLeave} data-testid="register-login-link">
            {t('register.toLogin')}
          </Link>
        </LoginLine>
      </div>
    </LiveForm>
  );
}

const LoginLine = styled.p`
  margin-top: 14px;
  text-align: center;
  font-size: 14px;
  color: var(--c-text-muted);
  a {
    margin-inline-start: 4px;
    color: var(--c-primary);
    font-weight: 700;
  }
`;
