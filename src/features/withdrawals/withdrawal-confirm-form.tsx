// The player's answer after a payout (spec §4 withdrawal confirmation): received, not received (with
// proof images) or partly received (the amount that arrived; the remaining amount is shown).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalView } from '../../../schemas/generated/withdrawals.ts';
import { noteTooLong, WITHDRAWAL_PROOFS_MAX } from '../../../schemas/rules/withdrawal-limits.ts';
import { Button } from '../../components/button.tsx';
import { Choice, Choices } from '../../components/cashier/cashier-parts.tsx';
import { ImagePicker } from '../../components/cashier/image-picker.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { Actions, Hint, Notice } from '../../components/form/form-parts.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { confirmWithdrawal } from './api/withdrawal-confirm.api.ts';
import { uploadProof } from './api/withdrawal-proof-upload.api.ts';

type State = 'received' | 'notReceived' | 'partlyReceived';

export function WithdrawalConfirmForm({ withdrawal, onDone }: { withdrawal: WithdrawalView; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [state, setState] = useState<State>('received');
  const [received, setReceived] = useState('');
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const receivedAmount = money.parse(received);
  const remaining = receivedAmount !== null && receivedAmount < withdrawal.amount ? withdrawal.amount - receivedAmount : null;

  const submit = async () => {
    setError(null);
    // The server's rule, in code points; the note field has no HTML maxlength, which counts UTF-16 units.
    if (noteTooLong(note.trim())) return setError(t('errors.contentTooLong'));
    if (state === 'notReceived' && proofs.length === 0) return setError(t('errors.proofRequired'));
    if (state === 'partlyReceived' && (receivedAmount === null || receivedAmount >= withdrawal.amount)) {
      return setError(t('errors.receivedAmountInvalid', { amount: money.format(withdrawal.amount) }));
    }
    setBusy(true);
    try {
      const already = withdrawal.proofCount;
      for (const file of proofs.slice(0, Math.max(0, WITHDRAWAL_PROOFS_MAX - already))) await uploadProof(withdrawal.id, file);
      await confirmWithdrawal(withdrawal.id, {
        state,
        ...(state === 'partlyReceived' ? { receivedAmount: receivedAmount! } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onDone();
    } catch (e) {
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid={`withdraw-confirm-${withdrawal.id}`}
    >
      <Hint>
        {t('withdraw.confirmIntro', { amount: money.format(withdrawal.amount), time: withdrawal.confirmBy ? formatDateTime(withdrawal.confirmBy) : '' })}
      </Hint>
      <Choices role="radiogroup" aria-label={t('withdraw.confirmTitle')}>
        {(['received', 'notReceived', 'partlyReceived'] as const).map((s) => (
          <Choice
            key={s}
            type="button"
            role="radio"
            aria-checked={state === s}
            aria-pressed={state === s}
            onClick={() => setState(s)}
            data-testid={`withdraw-confirm-${s}`}
          >
            <strong>{t(`withdraw.confirm.${s}`)}</strong>
          </Choice>
        ))}
      </Choices>
      {state === 'partlyReceived' ? (
        <FormField
          name="receivedAmount"
          label={`${t('withdraw.receivedAmount')} (${money.symbol})`}
          value={received}
          onValue={setReceived}
          inputMode="decimal"
          autoComplete="off"
          placeholder={remaining !== null ? t('withdraw.remaining', { amount: money.format(remaining) }) : undefined}
        />
      ) : null}
      {state === 'partlyReceived' && remaining !== null ? <Hint>{t('withdraw.remaining', { amount: money.format(remaining) })}</Hint> : null}
      {state !== 'received' ? (
        <ImagePicker
          label={t('withdraw.proofs')}
          files={proofs}
          onFiles={setProofs}
          max={WITHDRAWAL_PROOFS_MAX - withdrawal.proofCount}
          testId={`withdraw-proof-${withdrawal.id}`}
        />
      ) : null}
      {state !== 'received' ? <FormField name="note" label={t('withdraw.note')} value={note} onValue={setNote} optional /> : null}
      {error ? <Notice role="alert">{error}</Notice> : null}
      <Actions>
        <Button type="submit" disabled={busy} data-testid={`withdraw-confirm-submit-${withdrawal.id}`}>
          {t('withdraw.confirmSubmit')}
        </Button>
      </Actions>
    </form>
  );
}
