// Member centre "transfer to upline" (spec §2 transferUpline): send money to the direct upline or to
// a member of one's own downline, with the payment password. The server decides who is allowed; the
// list only offers those.
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../api/wallet-keys.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Empty, PageTitle, Panel } from '../../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { PaymentPasswordField } from '../../../components/form/payment-password-field.tsx';
import { Actions, Hint, Notice } from '../../../components/form/form-parts.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useTransferTargets } from '../api/transfer-targets.api.ts';
import { transferToMember } from '../api/transfer-upline.api.ts';

export default function TransferUplinePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const targets = useTransferTargets();
  const [target, setTarget] = useState('');
  const [text, setText] = useState('');
  const [pw, setPw] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  if (targets.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (targets.isError) return <Notice role="alert">{errorMessage(t, targets.error)}</Notice>;
  const { upline, downline, balance } = targets.data;
  const options = [
    ...(upline ? [{ account: upline, label: t('transferUpline.upline', { account: upline }) }] : []),
    ...downline.map((account) => ({ account, label: account })),
  ];
  const chosen = target || options[0]?.account || '';

  const submit = async () => {
    const amount = money.parse(text);
    if (amount === null) return setMessage({ text: t('deposit.amountInvalid'), error: true });
    if (amount > balance) return setMessage({ text: t('errors.insufficientFunds'), error: true });
    if (!pw) return setMessage({ text: t('validation.required', { field: t('register.field.paymentPassword') }), error: true });
    setBusy(true);
    try {
      const done = await transferToMember({ targetAccount: chosen, amount, paymentPassword: pw, idempotencyKey: key });
      setMessage({ text: t('transferUpline.done', { amount: money.format(done.amount), account: done.targetAccount }) });
      setKey(crypto.randomUUID());
      setText('');
      setPw('');
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    } catch (e) {
      setMessage({ text: errorMessage(t, e), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="transfer-upline-page">
      <PageTitle>{t('transferUpline.title')}</PageTitle>
      <Hint>
        {t('withdraw.available')}: <strong>{money.format(balance)}</strong>
      </Hint>
      <Panel>
        {options.length === 0 ? (
          <Empty>{t('transferUpline.none')}</Empty>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            aria-busy={busy}
          >
            <Select>
              <label htmlFor="transfer-target">{t('transferUpline.target')}</label>
              <select id="transfer-target" value={chosen} onChange={(e) => setTarget(e.target.value)} data-testid="transfer-target">
                {options.map((o) => (
                  <option key={o.account} value={o.account}>
                    {o.label}
                  </option>
                ))}
              </select>
            </Select>
            <FormField name="amount" label={`${t('deposit.amount')} (${money.symbol})`} value={text} onValue={setText} inputMode="decimal" autoComplete="off" />
            <PaymentPasswordField value={pw} onValue={setPw} />
            {message ? (
              <Notice role={message.error ? 'alert' : 'status'} data-testid="transfer-message">
                {message.text}
              </Notice>
            ) : null}
            <Actions>
              <Button type="submit" $size="lg" disabled={busy} data-testid="transfer-submit">
                {t('transferUpline.submit')}
              </Button>
            </Actions>
          </form>
        )}
      </Panel>
    </div>
  );
}

const Select = styled.div`
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
