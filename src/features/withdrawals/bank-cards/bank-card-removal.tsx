// Removing one bound card: confirmed by the payment password (the server checks it, its lock after wrong
// answers, that the card is the member's and that no withdrawal is open on it, and tells the member by a
// system message).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView } from '../../../../schemas/generated/withdrawals.ts';
import { Button } from '../../../components/button.tsx';
import { issueText, type IssueMap } from '../../../components/form/field-issue.ts';
import { PaymentPasswordField } from '../../../components/form/payment-password-field.tsx';
import { Actions, Hint, Notice } from '../../../components/form/form-parts.tsx';
import { unbindCard } from '../api/bank-card-unbind.api.ts';
import { showRefusal } from '../withdrawals-refresh.ts';

export function BankCardRemoval({ card, idPrefix, onRemoved, onCancel }: { card: CardView; idPrefix: string; onRemoved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [pw, setPw] = useState('');
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<IssueMap>({});
  const [error, setError] = useState<string | null>(null);
  const label = `${card.bankName} ${card.cardNumber}`;
  const submit = async () => {
    setError(null);
    if (!pw) return setIssues({ paymentPassword: { message: t('validation.required', { field: t('register.field.paymentPassword') }) } });
    setIssues({});
    setBusy(true);
    try {
      await unbindCard(card.id, { paymentPassword: pw });
      onRemoved();
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
      aria-label={t('withdraw.removeCardLabel', { card: label })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid={`${idPrefix}-remove-form-${card.id}`}
    >
      <Hint>{t('withdraw.removeCardIntro', { card: label })}</Hint>
      <PaymentPasswordField value={pw} onValue={setPw} message={issueText(t, issues.paymentPassword)} />
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy} data-testid={`${idPrefix}-remove-submit-${card.id}`}>
          {t('withdraw.removeCardSubmit')}
        </Button>
      </Actions>
    </form>
  );
}
