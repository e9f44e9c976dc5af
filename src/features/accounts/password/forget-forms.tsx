// Forgot password (spec §2, §4): by e-mail (a temporary password is mailed) or, with CHNGPASSVERIF3,
// by phone (SMS code + new password, then signed in). CHNGPASSVERIF3 also makes the phone the default.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ApiError } from '../../../lib/api/api-client.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { useAdoptSession } from '../session/use-adopt-session.ts';
import { useRegisterSettings } from '../api/register-settings.api.ts';
import { issueText, issuesByField, serverFieldIssues, type IssueMap } from '../../../components/form/field-issue.ts';
import { errorMessage } from '../../../components/form/error-message.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { Actions, Hint } from '../../../components/form/form-parts.tsx';
import { MethodTabs } from '../register/method-tabs.tsx';
import { CountryCodePicker } from '../shared/country-code-picker.tsx';
import { defaultDialingCode } from '../shared/default-country.ts';
import { PASSWORD_INPUT_MAX } from '../register/register-fields.ts';
import { solveHumanCheck } from '../shared/human-check.ts';
import { SmsCodeButton } from '../shared/sms-code-button.tsx';
import { forgotByEmail } from '../api/forgot-by-email.api.ts';
import { forgotByPhone } from '../api/forgot-by-phone.api.ts';
import { sendResetSmsCode } from '../api/sms-no-login.api.ts';
import { LiveForm } from '../../../components/form/live-form.tsx';
import {
  forgetMethodsOf,
  validateEmailReset,
  validateMobileForCode,
  validatePhoneReset,
  type EmailResetValues,
  type ForgetMethod,
  type PhoneResetValues,
} from './forget-rules.ts';

/**
 * `onDone`: the reset went through (e-mail: the password was sent; phone: the member is signed in and sent to /,
 * or told to log in again). `scene`: the login page the visitor came from (the agent page links here with
 * ?scene=agent), whose rule the automatic sign-in after a phone reset follows.
 */
export function ForgetForms({ onDone, scene = 'member' }: { onDone?: (method: ForgetMethod) => void; scene?: 'member' | 'agent' } = {}) {
  const { t } = useTranslation();
  const methods = forgetMethodsOf(useModules());
  const [method, setMethod] = useState<ForgetMethod>(methods[0]);
  const tabs = methods.length > 1;
  return (
    <div data-testid="forget-forms" data-method={method}>
      {tabs ? (
        <MethodTabs
          label={t('forget.method')}
          idPrefix="forget"
          value={method}
          onChange={setMethod}
          tabs={methods.map((id) => ({ id, label: t(id === 'mobile' ? 'forget.byMobile' : 'forget.byEmail') }))}
        />
      ) : null}
      <div id="forget-panel" role={tabs ? 'tabpanel' : undefined} aria-labelledby={tabs ? `forget-tab-${method}` : undefined}>
        {method === 'email' ? <ByEmailForm onDone={() => onDone?.('email')} /> : <ByPhoneForm scene={scene} onDone={() => onDone?.('mobile')} />}
      </div>
    </div>
  );
}

/** A failed call: field errors under their fields, the rest in the warning dialog. */
function showFailure(error: unknown, t: ReturnType<typeof useTranslation>['t'], fields: readonly string[], setIssues: (issues: IssueMap) => void) {
  const byField = serverFieldIssues(error);
  if (error instanceof ApiError && error.code === 'invalidVerificationCode') byField.verificationCode = { message: errorMessage(t, error) };
  if (error instanceof ApiError && error.code === 'passwordTooWeak') byField.newPassword = { message: errorMessage(t, error) };
  if (Object.keys(byField).some((f) => fields.includes(f))) setIssues(byField);
  else showAlert(errorMessage(t, error));
}

const EMAIL_FIELDS = ['username', 'email'] as const;

function ByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EmailResetValues>({ username: '', email: '' });
  const [issues, setIssues] = useState<IssueMap>({});
  const [busy, setBusy] = useState(false);
  const check = (next: EmailResetValues, field: keyof EmailResetValues) => issuesByField(validateEmailReset(next))[field];

  const submit = async () => {
    if (busy) return;
    const found = validateEmailReset(values);
    if (found.length) return setIssues(issuesByField(found));
    setBusy(true);
    try {
      await forgotByEmail({ username: values.username.trim(), email: values.email.trim() });
      setValues({ username: '', email: '' });
      setIssues({});
      showAlert(t('success.passwordSent'));
      onDone();
    } catch (error) {
      showFailure(error, t, EMAIL_FIELDS, setIssues);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LiveForm
      noValidate
      data-testid="forget-email-form"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Hint>{t('forget.emailIntro')}</Hint>
      {EMAIL_FIELDS.map((field) => (
        <FormField
          key={field}
          name={field}
          label={t(`register.field.${field}`)}
          value={values[field]}
          onValue={(value) => {
            const next = { ...values, [field]: value };
            setValues(next);
            if (issues[field]) setIssues((prev) => ({ ...prev, [field]: check(next, field) }));
          }}
          onBlur={() => setIssues((prev) => ({ ...prev, [field]: check(values, field) }))}
          message={issueText(t, issues[field])}
          type={field === 'email' ? 'email' : 'text'}
          inputMode={field === 'email' ? 'email' : undefined}
          autoComplete={field}
          maxLength={64}
        />
      ))}
      <Actions>
        <Button type="submit" $size="lg" disabled={busy} data-testid="forget-email-submit">
          {busy ? t('register.verifying') : t('forget.submit')}
        </Button>
      </Actions>
    </LiveForm>
  );
}

/** The number's problem is shown under its field; the SMS button only needs to know. */
const ignore = () => {};

const PHONE_FIELDS = ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;
type PhoneField = keyof PhoneResetValues;

function ByPhoneForm({ onDone, scene }: { onDone: () => void; scene: 'member' | 'agent' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adoptSession = useAdoptSession();
  const settings = useRegisterSettings();
  const rules = settings.data;
  const countries = useMemo(() => rules?.countries ?? [], [rules]);
  // The visitor's country when the browser's locales name a listed one, else the brand's default (spec §2).
  const startCode = useMemo(
    () =>
      defaultDialingCode({
        countries,
        browserLocales: typeof navigator === 'undefined' ? [] : navigator.languages,
        brandDefault: rules?.defaultCountryDialingCode,
      }),
    [countries, rules],
  );
  const [values, setValues] = useState<Omit<PhoneResetValues, 'countryDialingCode'> & { countryDialingCode: string | null }>({
    countryDialingCode: null,
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const current: PhoneResetValues = { ...values, countryDialingCode: values.countryDialingCode ?? startCode };
  const [issues, setIssues] = useState<IssueMap>({});
  const [busy, setBusy] = useState(false);
  const check = (next: PhoneResetValues, field: PhoneField) => issuesByField(validatePhoneReset(next))[field];

  const set = (field: PhoneField, value: string) => {
    const next = { ...current, [field]: value };
    setValues(next);
    if (issues[field]) setIssues((prev) => ({ ...prev, [field]: check(next, field) }));
  };
  const blur = (field: PhoneField) =>
    setIssues((prev) => {
      const next = { ...prev, [field]: check(current, field) };
      if (field === 'newPassword' && current.confirmNewPassword) next.confirmNewPassword = check(current, 'confirmNewPassword');
      return next;
    });

  /** Before an SMS code is asked for: the number and its dialling code must be right. */
  const validateMobile = (): boolean => {
    const found = issuesByField(validateMobileForCode(current));
    setIssues((prev) => ({ ...prev, mobileNum: found.mobileNum, countryDialingCode: found.countryDialingCode }));
    return !found.mobileNum && !found.countryDialingCode;
  };

  const submit = async () => {
    if (busy) return;
    const found = validatePhoneReset(current);
    if (found.length) return setIssues(issuesByField(found));
    setBusy(true);
    try {
      const value = await forgotByPhone({
        countryDialingCode: current.countryDialingCode.trim(),
        mobileNum: current.mobileNum.trim(),
        verificationCode: current.verificationCode.trim(),
        newPassword: current.newPassword,
        confirmNewPassword: current.confirmNewPassword,
        ...(scene === 'agent' ? { scene } : {}),
      });
      if ('loginAgain' in value) {
        // The page it came from does not admit this account (spec §4: "a successful reset otherwise requires
        // logging in again"): the member login page is where it can.
        showAlert(t('success.passwordReset'));
        navigate('/login', { replace: true });
        onDone();
        return;
      }
      adoptSession(value);
      showAlert(t('success.passwordChanged'));
      navigate('/', { replace: true });
      onDone();
    } catch (error) {
      showFailure(error, t, PHONE_FIELDS, setIssues);
    } finally {
      setBusy(false);
    }
  };

  const common = (field: PhoneField) => ({
    name: field,
    label: t(`register.field.${field}`),
    value: current[field],
    onValue: (value: string) => set(field, value),
    onBlur: () => blur(field),
    message: issueText(t, issues[field]),
  });

  return (
    <LiveForm
      noValidate
      data-testid="forget-phone-form"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Hint>{t('forget.mobileIntro')}</Hint>
      <FormField
        {...common('mobileNum')}
        message={common('mobileNum').message ?? issueText(t, issues.countryDialingCode)}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={15}
        before={<CountryCodePicker value={current.countryDialingCode} onChange={(code: string) => set('countryDialingCode', code)} countries={countries} />}
      />
      <FormField
        {...common('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        after={
          <SmsCodeButton
            validate={() => (validateMobile() ? null : t('errors.invalidMobile'))}
            onInvalid={ignore}
            request={async () => sendResetSmsCode(current.mobileNum.trim(), current.countryDialingCode.trim(), await solveHumanCheck())}
          />
        }
      />
      <FormField {...common('newPassword')} secret autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX} />
      <FormField {...common('confirmNewPassword')} secret autoComplete="new-password" maxLength={PASSWORD_INPUT_MAX} />
      <Actions>
        <Button type="submit" $size="lg" disabled={busy} data-testid="forget-phone-submit">
          {busy ? t('register.verifying') : t('forget.submit')}
        </Button>
      </Actions>
    </LiveForm>
  );
}
