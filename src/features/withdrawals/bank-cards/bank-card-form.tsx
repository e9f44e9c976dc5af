// Binding a bank card (spec §5: the payee name in capitals without accents, matching the card; the
// payment password always). The number is typed twice: a mismatch is spec §8's "Incorrect confirmation
// input", here and on the server. One form for the withdraw page and My account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WithdrawalInfoValue } from '../../../../schemas/generated/withdrawals.ts';
import { validateCardHolder } from '../../../../schemas/rules/register-rules.ts';
import { Button } from '../../../components/button.tsx';
import { issueText, type IssueMap } from '../../../components/form/field-issue.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { PaymentPasswordField } from '../../../components/form/payment-password-field.tsx';
import { Actions, Notice } from '../../../components/form/form-parts.tsx';
import { bindCard } from '../api/bank-card-bind.api.ts';
import { showRefusal } from '../withdrawals-refresh.ts';

const CARD_NUMBER = /^[0-9]{8,30}$/;

interface BankCardFormProps {
  info: WithdrawalInfoValue;
  /** Where the form sits (withdraw page or My account): keeps test ids and field ids apart. */
  idPrefix: string;
  onBound: () => void;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
}

export function BankCardForm({ info, idPrefix, onBound, onCancel }: BankCardFormProps) {
  const { t } = useTranslation();
  const [bank, setBank] = useState(info.banks[0] ?? '');
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [again, setAgain] = useState('');
  const [pw, setPw] = useState('');
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<IssueMap>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const holderIssue = validateCardHolder(holder, info.rules.payeeName);
    const next: IssueMap = {
      cardHolder: holderIssue ? { issue: holderIssue } : undefined,
      cardNumber: CARD_NUMBER.test(number) ? undefined : { message: t('withdraw.cardNumberRule') },
      confirmCardNumber: again === number ? undefined : { message: t('errors.incorrectConfirmation') },
      paymentPassword: pw ? undefined : { message: t('validation.required', { field: t('register.field.paymentPassword') }) },
    };
    setIssues(next);
    setError(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await bindCard({ bankName: bank, cardHolder: holder, cardNumber: number, confirmCardNumber: again, paymentPassword: pw });
      onBound();
    } catch (e) {
      showRefusal(e, t, setIssues, setError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid={`${idPrefix}-card-form`}
    >
      <SelectField>
        <label htmlFor={`${idPrefix}-bank`}>{t('register.field.bankName')}</label>
        <select id={`${idPrefix}-bank`} value={bank} onChange={(e) => setBank(e.target.value)} data-testid={`${idPrefix}-bank`}>
          {info.banks.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </SelectField>
      <FormField
        name="cardHolder"
        label={t('register.field.cardHolder')}
        value={holder}
        onValue={(v) => setHolder(v.toUpperCase())}
        autoComplete="cc-name"
        maxLength={50}
        message={issueText(t, issues.cardHolder)}
        placeholder={t('withdraw.cardHolderHint')}
      />
      <FormField
        name="cardNumber"
        label={t('register.field.cardNumber')}
        value={number}
        onValue={(v) => setNumber(v.replace(/\s/g, ''))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        message={issueText(t, issues.cardNumber)}
      />
      <FormField
        name="confirmCardNumber"
        label={t('withdraw.confirmCardNumber')}
        value={again}
        onValue={(v) => setAgain(v.replace(/\s/g, ''))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        message={issueText(t, issues.confirmCardNumber)}
      />
      <PaymentPasswordField value={pw} onValue={setPw} message={issueText(t, issues.paymentPassword)} />
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Actions>
        {onCancel ? (
          <Button type="button" $variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} data-testid={`${idPrefix}-card-submit`}>
          {t('withdraw.bindCard')}
        </Button>
      </Actions>
    </form>
  );
}

const SelectField = styled.div`
  margin-bottom: 12px;
  label {
    display: block;
    font-size: 13px;
    margin-bottom: 6px;
  }
  select {
    width: 100%;
    font: inherit;
    padding: 9px 10px;
    border-radius: var(--radius, 8px);
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
  }
`;
