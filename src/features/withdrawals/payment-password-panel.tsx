// My account's payment password row (spec §5: asked before money leaves the wallet): whether it is set, and a
// form that sets it (with the login password, when the account has one) or changes it (with the current
// payment password). The server checks the brand's rule, the lock after wrong answers, and tells the member
// by a system message. src/app composes this row into the accounts feature's security centre.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { issueText, serverFieldIssues, type IssueMap } from '../../components/form/field-issue.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { Actions, FieldGrid, Notice } from '../../components/form/form-parts.tsx';
import { SettingRow } from '../../components/setting-row.tsx';
import { usePaymentPasswordStatus } from './api/payment-password-status.api.ts';
import { setPaymentPassword } from './api/payment-password.api.ts';
import { withdrawalsKeys } from './api/withdrawals-keys.ts';

export default function PaymentPasswordPanel({ hasLoginPassword }: { hasLoginPassword: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = usePaymentPasswordStatus();
  const isSet = status.data?.isSet ?? false;
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issues, setIssues] = useState<IssueMap>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
    setIssues({});
    setError(null);
  };
  const submit = async () => {
    setError(null);
    const found: IssueMap = {
      newPaymentPassword: next ? undefined : { message: t('validation.required', { field: t('register.field.newPaymentPassword') }) },
      confirmPaymentPassword: next !== confirm ? { message: t('validation.inconsistentTwice') } : undefined,
    };
    setIssues(found);
    if (found.newPaymentPassword || found.confirmPaymentPassword) return;
    try {
      await setPaymentPassword({
        newPaymentPassword: next,
        ...(isSet ? { oldPaymentPassword: current } : hasLoginPassword ? { loginPassword: current } : {}),
      });
      setDone(isSet ? t('withdraw.paymentPasswordChanged') : t('withdraw.paymentPasswordSet'));
      reset();
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.all });
    } catch (e) {
      const byField = serverFieldIssues(e);
      if (Object.keys(byField).length) setIssues(byField);
      else setError(errorMessage(t, e));
    }
  };
  const currentName = isSet ? 'oldPaymentPassword' : 'loginPassword';
  return (
    <SettingRow
      icon="shield"
      title={t('profile.paymentPassword')}
      hint={t('profile.paymentPasswordHint')}
      badge={status.data ? { text: isSet ? t('profile.set') : t('profile.notSet'), good: isSet } : undefined}
      testId="security-payment-password"
      action={
        <Button
          type="button"
          $size="sm"
          $variant="outline"
          aria-expanded={open}
          onClick={() => {
            reset();
            setDone(null);
            setOpen((o) => !o);
          }}
          data-testid="security-payment-password-toggle"
        >
          {isSet ? t('profile.change') : t('withdraw.setPasswordSubmit')}
        </Button>
      }
    >
      {done ? <Notice role="status">{done}</Notice> : null}
      {open ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FieldGrid data-columns="2">
            {isSet || hasLoginPassword ? (
              <FormField
                name={currentName}
                label={isSet ? t('withdraw.oldPaymentPassword') : t('withdraw.loginPassword')}
                value={current}
                onValue={setCurrent}
                secret
                autoComplete="current-password"
                maxLength={64}
                wide
                message={issueText(t, issues[currentName])}
              />
            ) : null}
            <FormField
              name="newPaymentPassword"
              label={t('register.field.newPaymentPassword')}
              value={next}
              onValue={setNext}
              secret
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={64}
              message={issueText(t, issues.newPaymentPassword)}
            />
            <FormField
              name="confirmPaymentPassword"
              label={t('withdraw.confirmPaymentPassword')}
              value={confirm}
              onValue={setConfirm}
              secret
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={64}
              message={issueText(t, issues.confirmPaymentPassword)}
            />
          </FieldGrid>
          {error ? <Notice role="alert">{error}</Notice> : null}
          <Actions>
            <Button type="submit" data-testid="security-payment-password-submit">
              {isSet ? t('withdraw.changePasswordTitle') : t('withdraw.setPasswordSubmit')}
            </Button>
          </Actions>
        </form>
      ) : null}
    </SettingRow>
  );
}
