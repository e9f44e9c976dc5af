// Member centre "withdraw" (spec §2): the payment password (set once), bank cards (payee-name rule,
// the brand's banks and card limit), the request (amount within the brand's limits and the balance;
// the money is held at once) and the player's withdrawals, where a paid-out one asks for confirmation.
// A request refused because a bonus's wagering is not done (bonusWageringOpen) says how much turnover
// remains and leads to Bonus details, where the bonus can be played through or given up.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WithdrawalInfoValue } from '../../../schemas/generated/withdrawals.ts';
import { validatePaymentPassword } from '../../../schemas/rules/register-rules.ts';
import { Button } from '../../components/button.tsx';
import { Choice, Choices, Empty, PageTitle, Panel, Records, StatusBadge } from '../../components/cashier/cashier-parts.tsx';
import { issueText, type IssueMap } from '../../components/form/field-issue.ts';
import { errorMessage } from '../../components/form/error-message.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { PaymentPasswordField } from '../../components/form/payment-password-field.tsx';
import { Actions, Hint, Notice } from '../../components/form/form-parts.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { WithdrawalConfirmForm } from './withdrawal-confirm-form.tsx';
import { BankCardsPanel } from './bank-cards/bank-cards-panel.tsx';
import { useMyWithdrawals } from './api/my-withdrawals.api.ts';
import { setPaymentPassword } from './api/payment-password.api.ts';
import { useWithdrawalInfo } from './api/withdrawal-info.api.ts';
import { requestWithdrawal } from './api/withdrawal-request.api.ts';
import { showRefusal, useWithdrawalsRefresh } from './withdrawals-refresh.ts';

const newKey = () => crypto.randomUUID();

/** The member centre hands its pages a way to another section (see centre-sections.ts). */
interface WithdrawPageProps {
  openSection?: (section: string) => void;
}

export default function WithdrawPage({ openSection }: WithdrawPageProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useWithdrawalInfo();
  if (info.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (info.isError) return <Notice role="alert">{errorMessage(t, info.error)}</Notice>;
  const data = info.data;
  return (
    <div data-testid="withdraw-page">
      <PageTitle>{t('withdraw.title')}</PageTitle>
      <Balance>
        <span>{t('withdraw.available')}</span>
        <strong data-testid="withdraw-balance">{money.format(data.balance)}</strong>
      </Balance>
      {data.paymentPasswordSet ? (
        <>
          <BankCardsPanel info={data} idPrefix="withdraw" />
          {data.cards.length ? <WithdrawForm info={data} openSection={openSection} /> : null}
        </>
      ) : (
        <SetPaymentPassword info={data} />
      )}
      <MyWithdrawals />
    </div>
  );
}

function SetPaymentPassword({ info }: { info: WithdrawalInfoValue }) {
  const { t } = useTranslation();
  const refresh = useWithdrawalsRefresh();
  const [login, setLogin] = useState('');
  const [pw, setPw] = useState('');
  const [confirm, setConfirm] = useState('');
  const [issues, setIssues] = useState<IssueMap>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const rule = info.rules.paymentPassword;
    const found = validatePaymentPassword(pw, rule, undefined, 'newPaymentPassword');
    const next: IssueMap = {
      newPaymentPassword: found ? { issue: found } : undefined,
      confirmPaymentPassword: pw !== confirm ? { message: t('validation.inconsistentTwice') } : undefined,
    };
    setIssues(next);
    if (found || pw !== confirm) return;
    try {
      await setPaymentPassword({ newPaymentPassword: pw, ...(login ? { loginPassword: login } : {}) });
      refresh();
    } catch (e) {
      showRefusal(e, t, setIssues, setError);
    }
  };
  return (
    <Panel data-testid="withdraw-set-password">
      <h4>{t('withdraw.setPasswordTitle')}</h4>
      <Hint>{t('withdraw.setPasswordIntro')}</Hint>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormField
          name="loginPassword"
          label={t('withdraw.loginPassword')}
          value={login}
          onValue={setLogin}
          secret
          autoComplete="current-password"
          maxLength={64}
          message={issueText(t, issues.loginPassword)}
        />
        <FormField
          name="newPaymentPassword"
          label={t('register.field.newPaymentPassword')}
          value={pw}
          onValue={setPw}
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
        {error ? <Notice role="alert">{error}</Notice> : null}
        <Actions>
          <Button type="submit" data-testid="withdraw-set-password-submit">
            {t('withdraw.setPasswordSubmit')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function WithdrawForm({ info, openSection }: { info: WithdrawalInfoValue } & WithdrawPageProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useWithdrawalsRefresh();
  const [cardId, setCardId] = useState(info.cards[0].id);
  const [text, setText] = useState('');
  const [pw, setPw] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bonusHold, setBonusHold] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const range = { min: money.format(info.minAmount), max: money.format(info.maxAmount) };
  const amount = money.parse(text);

  const submit = async () => {
    setDone(false);
    if (amount === null || amount < info.minAmount || amount > info.maxAmount) return setError(t('deposit.amountRange', range));
    if (amount > info.balance) return setError(t('errors.insufficientFunds'));
    if (!pw) return setError(t('validation.required', { field: t('register.field.paymentPassword') }));
    setBusy(true);
    setError(null);
    setBonusHold(null);
    try {
      await requestWithdrawal({ cardId, amount, paymentPassword: pw, idempotencyKey: key });
      setKey(newKey());
      setText('');
      setPw('');
      setDone(true);
      refresh();
    } catch (e) {
      // The server's message names the turnover still to play (translated, the amount formatted).
      if (e instanceof ApiError && e.code === 'bonusWageringOpen') setBonusHold(errorMessage(t, e));
      else setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel>
      <h4>{t('withdraw.requestTitle')}</h4>
      <Choices role="radiogroup" aria-label={t('withdraw.cardsTitle', { count: info.cards.length, max: info.maxCards })}>
        {info.cards.map((c) => (
          <Choice
            key={c.id}
            type="button"
            role="radio"
            aria-checked={c.id === cardId}
            aria-pressed={c.id === cardId}
            onClick={() => setCardId(c.id)}
            data-testid={`withdraw-card-${c.id}`}
          >
            <strong>{c.bankName}</strong>
            <span>{c.cardHolder}</span>
            <span>{c.cardNumber}</span>
          </Choice>
        ))}
      </Choices>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="withdraw-form"
        aria-busy={busy}
      >
        <FormField
          name="amount"
          label={`${t('deposit.amount')} (${money.symbol})`}
          value={text}
          onValue={setText}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('deposit.amountHint', range)}
        />
        <PaymentPasswordField value={pw} onValue={setPw} />
        {error ? (
          <Notice role="alert" data-testid="withdraw-error">
            {error}
          </Notice>
        ) : null}
        {bonusHold ? (
          <BonusHold role="alert" data-testid="withdraw-bonus-hold">
            <span>{bonusHold}</span>
            {openSection ? (
              <Button type="button" $variant="outline" $size="sm" onClick={() => openSection('bonusDetails')} data-testid="withdraw-bonus-details">
                {t('centre.member.bonusDetails')}
              </Button>
            ) : null}
          </BonusHold>
        ) : null}
        {done ? (
          <Notice role="status" data-testid="withdraw-done">
            {t('withdraw.submitted')}
          </Notice>
        ) : null}
        <Actions>
          <Button type="submit" $size="lg" disabled={busy} data-testid="withdraw-submit">
            {t('withdraw.submit')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function MyWithdrawals() {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useWithdrawalsRefresh();
  const mine = useMyWithdrawals();
  return (
    <Panel data-testid="withdraw-recent">
      <h4>{t('withdraw.recent')}</h4>
      {mine.isPending ? (
        <Empty>{t('common.loading')}</Empty>
      ) : !mine.data?.list.length ? (
        <Empty>{t('withdraw.noRecent')}</Empty>
      ) : (
        <Records>
          {mine.data.list.map((w) => (
            <li key={w.id} data-testid={`withdraw-row-${w.id}`}>
              <span>
                {w.bankName} <span className="meta">{w.cardNumber}</span>
              </span>
              <span className="amount">{money.format(w.amount)}</span>
              <span className="meta">
                {formatDateTime(w.createdAt)}
                {w.remainingAmount ? ` · ${t('withdraw.remaining', { amount: money.format(w.remainingAmount) })}` : ''}
              </span>
              <span>
                <StatusBadge status={w.status}>{t(`withdraw.status.${w.status}`)}</StatusBadge>
              </span>
              {w.status === 'approved' ? (
                <ConfirmSlot>
                  <WithdrawalConfirmForm withdrawal={w} onDone={refresh} />
                </ConfirmSlot>
              ) : null}
            </li>
          ))}
        </Records>
      )}
    </Panel>
  );
}

const Balance = styled.p`
  display: flex;
  align-items: baseline;
  gap: 10px;
  margin: 0 0 14px;
  color: var(--c-text-muted);
  strong {
    font-size: 22px;
    color: var(--c-text);
    font-variant-numeric: tabular-nums;
  }
`;

const BonusHold = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  margin: 4px 0 12px;
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  font-size: 13px;
  line-height: 1.5;
  border: 1px solid color-mix(in srgb, var(--c-warning) 55%, transparent);
  background: color-mix(in srgb, var(--c-warning) 12%, var(--c-surface));
  button {
    margin-top: 4px;
  }
`;

const ConfirmSlot = styled.div`
  grid-column: 1 / -1;
  margin-top: 8px;
  padding: 12px;
  border-radius: var(--radius, 8px);
  background: var(--c-surface-alt, var(--c-background));
`;
