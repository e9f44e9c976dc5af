// Member centre "deposit" (spec §2 depositv2): the brand's methods. A bank transfer shows the
// operator's accounts to pay into, then takes amount, reference and an optional receipt and waits for
// staff; an online payment opens the gateway's page and the balance rises when the gateway confirms.
// Recent deposits and their status below.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositMethodView } from '../../../schemas/generated/deposits.ts';
import { Button } from '../../components/button.tsx';
import { Chips, Choice, Choices, Copyable, Empty, PageTitle, Panel, Records, StatusBadge } from '../../components/cashier/cashier-parts.tsx';
import { ImagePicker } from '../../components/cashier/image-picker.tsx';
import { serverFieldIssues } from '../../components/form/field-issue.ts';
import { errorMessage } from '../../components/form/error-message.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { Actions, Hint, Notice } from '../../components/form/form-parts.tsx';
import { ApiError } from '../../lib/api/api-client.ts';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { createBankDeposit, newIdempotencyKey } from './api/bank-deposit.api.ts';
import { useDepositMethods } from './api/deposit-methods.api.ts';
import { uploadReceipt } from './api/deposit-receipt-upload.api.ts';
import { depositsKeys } from './api/deposits-keys.ts';
import { MEMBER_MONEY_KEY } from '../../lib/query/member-keys.ts';
import { createGatewayDeposit } from './api/gateway-deposit.api.ts';
import { useMyDeposits } from './api/my-deposits.api.ts';
import { DepositTutorial } from './deposit-tutorial.tsx';

const QUICK = [0.1, 0.25, 0.5, 1];

/**
 * `onRefused`: told the code of a refused deposit (the member centre shows the limits feature's deposit-limit
 * question when the server asks for it first: depositLimitPromptRequired).
 */
export default function DepositPage({ onRefused }: { onRefused?: (code: string) => void } = {}) {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [tutorial, setTutorial] = useState(false);

  if (methods.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (methods.isError) return <Notice role="alert">{errorMessage(t, methods.error)}</Notice>;
  const list = methods.data.methods;
  const method = list.find((m) => m.id === methodId) ?? list[0];

  return (
    <div data-testid="deposit-page">
      <PageTitle>{t('deposit.title')}</PageTitle>
      {list.length === 0 ? (
        <Empty>{t('deposit.noMethods')}</Empty>
      ) : (
        <>
          <Choices role="group" aria-label={t('deposit.methods')}>
            {list.map((m) => (
              <Choice key={m.id} type="button" aria-pressed={m.id === method.id} onClick={() => setMethodId(m.id)} data-testid={`deposit-method-${m.id}`}>
                <strong>{m.name}</strong>
                <span>{t(`deposit.kindHint.${m.kind}`)}</span>
              </Choice>
            ))}
          </Choices>
          {method.kind === 'manualBank' ? (
            <BankForm key={method.id} method={method} onRefused={onRefused} />
          ) : (
            <GatewayForm key={method.id} method={method} onRefused={onRefused} />
          )}
        </>
      )}
      <Button type="button" $variant="ghost" $size="sm" onClick={() => setTutorial((v) => !v)} aria-expanded={tutorial} data-testid="deposit-tutorial-toggle">
        {t('deposit.tutorialLink')}
      </Button>
      {tutorial ? <DepositTutorial /> : null}
      <RecentDeposits />
    </div>
  );
}

function useAmount(method: DepositMethodView) {
  const money = useMoney();
  const [text, setText] = useState('');
  const amount = money.parse(text);
  const problem =
    text === '' ? null : amount === null ? 'deposit.amountInvalid' : amount < method.minAmount || amount > method.maxAmount ? 'deposit.amountRange' : null;
  const quick = QUICK.map((share) =>
    Math.max(method.minAmount, Math.round((method.maxAmount * share) / 10 ** money.minorUnits) * 10 ** money.minorUnits),
  ).filter((v, i, all) => all.indexOf(v) === i);
  return { money, text, setText, amount, problem, quick };
}

function AmountField({ method, state }: { method: DepositMethodView; state: ReturnType<typeof useAmount> }) {
  const { t } = useTranslation();
  const { money } = state;
  const range = { min: money.format(method.minAmount), max: money.format(method.maxAmount) };
  return (
    <>
      <FormField
        name="amount"
        label={`${t('deposit.amount')} (${money.symbol})`}
        value={state.text}
        onValue={state.setText}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('deposit.amountHint', range)}
        message={state.problem ? t(state.problem, range) : undefined}
      />
      <Chips>
        {state.quick.map((v) => (
          <button key={v} type="button" onClick={() => state.setText(money.toInput(v))}>
            {money.format(v)}
          </button>
        ))}
      </Chips>
    </>
  );
}

interface FormProps {
  method: DepositMethodView;
  onRefused?: (code: string) => void;
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

function BankForm({ method, onRefused }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const amount = useAmount(method);
  const [accountId, setAccountId] = useState(method.bankAccounts[0]?.id ?? '');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [issues, setIssues] = useState<Record<string, string | undefined>>({});
  const [done, setDone] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(text));
  };

  const submit = async () => {
    const found: Record<string, string | undefined> = {};
    if (amount.amount === null || amount.problem)
      found.amount = t(amount.problem ?? 'deposit.amountInvalid', { min: amount.money.format(method.minAmount), max: amount.money.format(method.maxAmount) });
    if (!reference.trim()) found.reference = t('validation.required', { field: t('deposit.reference') });
    setIssues(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    setDone(null);
    try {
      const deposit = await createBankDeposit({
        methodId: method.id,
        bankAccountId: accountId,
        amount: amount.amount!,
        reference: reference.trim(),
        idempotencyKey: key,
      });
      if (receipt[0]) await uploadReceipt(deposit.id, receipt[0]);
      setDone(t('deposit.submitted'));
      setKey(newIdempotencyKey());
      amount.setText('');
      setReference('');
      setReceipt([]);
      void queryClient.invalidateQueries({ queryKey: depositsKeys.mine() });
    } catch (error) {
      const code = codeOf(error);
      if (code) onRefused?.(code);
      const byField = serverFieldIssues(error);
      setIssues(Object.fromEntries(Object.entries(byField).map(([k, v]) => [k, v && 'message' in v ? v.message : undefined])));
      if (!Object.keys(byField).length) setIssues({ form: errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel>
      <h4>{t('deposit.chooseAccount')}</h4>
      <Choices role="radiogroup" aria-label={t('deposit.chooseAccount')}>
        {method.bankAccounts.map((a) => (
          <Choice
            key={a.id}
            type="button"
            role="radio"
            aria-checked={a.id === accountId}
            aria-pressed={a.id === accountId}
            onClick={() => setAccountId(a.id)}
            data-testid={`deposit-account-${a.id}`}
          >
            <strong>{a.bankName}</strong>
            <span>{a.accountName}</span>
            <Copyable>
              <span>{a.accountNumber}</span>
              <button
                type="button"
                onClick={(e) => {
                  e.stopPropagation();
                  copy(a.accountNumber);
                }}
              >
                {copied === a.accountNumber ? t('deposit.copied') : t('deposit.copy')}
              </button>
            </Copyable>
            {a.branch ? <span>{a.branch}</span> : null}
          </Choice>
        ))}
      </Choices>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="deposit-bank-form"
        aria-busy={busy}
      >
        <AmountField method={method} state={amount} />
        {issues.amount && !amount.problem ? <Notice role="alert">{issues.amount}</Notice> : null}
        <FormField
          name="reference"
          label={t('deposit.reference')}
          value={reference}
          onValue={setReference}
          maxLength={64}
          autoComplete="off"
          placeholder={t('deposit.referenceHint')}
          message={issues.reference}
        />
        <ImagePicker label={t('deposit.receipt')} files={receipt} onFiles={setReceipt} max={1} testId="deposit-receipt" />
        {issues.form ? <Notice role="alert">{issues.form}</Notice> : null}
        {done ? (
          <Notice role="status" data-testid="deposit-done">
            {done}
          </Notice>
        ) : null}
        <Actions>
          <Button type="submit" $size="lg" disabled={busy} data-testid="deposit-submit">
            {busy ? t('deposit.submitting') : t('deposit.submit')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** The gateway's page in the player's language (the page also reads the language cookie; the link works without cookies). */
function inLanguage(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

function GatewayForm({ method, onRefused }: FormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const amount = useAmount(method);
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [payUrl, setPayUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (amount.amount === null || amount.problem || busy) {
      setError(t(amount.problem ?? 'deposit.amountInvalid', { min: amount.money.format(method.minAmount), max: amount.money.format(method.maxAmount) }));
      return;
    }
    // Opened inside the click so pop-up blockers allow it; pointed at the payment page once known.
    const win = window.open('', '_blank');
    setBusy(true);
    setError(null);
    try {
      const deposit = await createGatewayDeposit({ methodId: method.id, amount: amount.amount, idempotencyKey: key });
      if (deposit.payUrl) {
        const page = inLanguage(deposit.payUrl, i18n.language);
        setPayUrl(page);
        if (win) win.location.href = page;
      } else win?.close();
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: depositsKeys.mine() });
    } catch (e) {
      win?.close();
      const code = codeOf(e);
      if (code) onRefused?.(code);
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="deposit-gateway-form"
      >
        <AmountField method={method} state={amount} />
        {error ? <Notice role="alert">{error}</Notice> : null}
        {payUrl ? (
          <Notice role="status" data-testid="deposit-gateway-opened">
            {t('deposit.gatewayOpened')}{' '}
            <a href={payUrl} target="_blank" rel="noopener">
              {t('deposit.openAgain')}
            </a>
          </Notice>
        ) : null}
        <Actions>
          <Button type="submit" $size="lg" disabled={busy} data-testid="deposit-gateway-submit">
            {t('deposit.gatewayContinue')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function RecentDeposits() {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const mine = useMyDeposits();
  // A deposit that just got credited changes the balance in the header too.
  const credited = mine.data?.list.filter((d) => d.status === 'approved').length ?? 0;
  useEffect(() => {
    if (credited > 0) void queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] });
  }, [credited, queryClient]);
  return (
    <Panel data-testid="deposit-recent">
      <h4>{t('deposit.recent')}</h4>
      {mine.isPending ? (
        <Empty>{t('common.loading')}</Empty>
      ) : !mine.data?.list.length ? (
        <Empty>{t('deposit.noRecent')}</Empty>
      ) : (
        <Records>
          {mine.data.list.map((d) => (
            <li key={d.id} data-testid={`deposit-row-${d.id}`}>
              <span>
                {d.methodKind === 'manualBank' ? t('deposit.kind.manualBank') : t('deposit.kind.sandboxGateway')}
                {d.reference ? <span className="meta"> · {d.reference}</span> : null}
              </span>
              <span className="amount">{money.format(d.amount)}</span>
              <span className="meta">{formatDateTime(d.createdAt)}</span>
              <span>
                <StatusBadge status={d.status}>{t(`deposit.status.${d.status}`)}</StatusBadge>
              </span>
            </li>
          ))}
        </Records>
      )}
    </Panel>
  );
}
