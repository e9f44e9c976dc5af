// The decision on a waiting application, in two steps so a stray click never awards anything: Approve →
// the amount (empty, the activity's maximum shown beside it) → Confirm; Reject → a reason → Confirm.
// The outcome (or the server's refusal, e.g. someone else decided first) goes to the page's flash line.
// The typed amount is read in the brand's currency (₫ has no minor units, $ two): a list that does not
// name the currency offers no approval rather than guess and award a hundred times too much or too little.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, StaffApplication } from '../../../../../schemas/generated/promotion-admin.ts';
import { Button } from '../../../../components/button.tsx';
import { ApiError } from '../../../../lib/api/api-client.ts';
import type { Flash } from '../../../components/staff-flash.tsx';
import { useDecideApplication } from '../api/decide-application.api.ts';
import { approvalAmount, REASON, reasonOk } from './promotion-form-rules.ts';
import { Buttons, DangerButton, InlineForm, Small, type Money } from './promotions-ui.tsx';

interface Props {
  tenant: string;
  application: StaffApplication;
  money: Money;
  currency: Currency | undefined;
  onDone: (flash: Flash) => void;
}

export function ApplicationDecision({ tenant, application, money, currency, onDone }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'approve' | 'reject' | null>(null);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const decide = useDecideApplication(tenant, application.id);
  const { account, maxAmount } = application;
  const minorUnits = currency?.minorUnits ?? 0;
  const checked = approvalAmount(amountText, minorUnits, maxAmount);
  const amountProblem = 'problem' in checked && checked.problem !== 'empty' ? checked.problem : null;

  const close = () => {
    setStep(null);
    setAmountText('');
    setReason('');
  };
  const failed = (error: unknown) => onDone({ text: error instanceof ApiError && error.message ? error.message : t('errors.internal'), error: true });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    if (step === 'approve' && currency && 'amount' in checked) {
      const amount = checked.amount;
      decide.mutate(
        { decision: 'approve', amount },
        {
          onSuccess: () => {
            close();
            onDone({ text: t('promotions.applications.approved', { amount: money(amount), account }), error: false });
          },
          onError: failed,
        },
      );
    }
    if (step === 'reject' && reasonOk(reason)) {
      decide.mutate(
        { decision: 'reject', reason: reason.trim() },
        {
          onSuccess: () => {
            close();
            onDone({ text: t('promotions.applications.rejected', { account }), error: false });
          },
          onError: failed,
        },
      );
    }
  };

  if (!step)
    return (
      <Buttons>
        <Button type="button" $size="sm" $variant="primary" onClick={() => setStep('approve')} disabled={!currency} data-testid="bo-promo-approve">
          {t('promotions.applications.approve')}
        </Button>
        <Button type="button" $size="sm" $variant="outline" onClick={() => setStep('reject')} data-testid="bo-promo-reject">
          {t('promotions.applications.reject')}
        </Button>
        {currency ? null : <Small data-tone="error">{t('promotions.applications.noCurrency')}</Small>}
      </Buttons>
    );

  const hintId = `bo-promo-hint-${application.id}`;
  return (
    <InlineForm onSubmit={submit} aria-label={t(`promotions.applications.${step}Title`, { account })} data-testid="bo-promo-decision-form">
      {step === 'approve' ? (
        <label>
          <span>{t('promotions.applications.amount', { symbol: currency?.symbol })}</span>
          <input
            type="text"
            inputMode="decimal"
            name="amount"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={hintId}
            autoComplete="off"
            required
            autoFocus
            data-testid="bo-promo-amount"
          />
          <Small id={hintId} data-tone={amountProblem ? 'error' : undefined}>
            {amountProblem === 'overMax' && maxAmount !== undefined
              ? t('promotions.applications.overMax', { max: money(maxAmount) })
              : amountProblem === 'invalid'
                ? t('promotions.applications.amountInvalid', { decimals: minorUnits })
                : maxAmount !== undefined
                  ? t('promotions.applications.maxHint', { max: money(maxAmount) })
                  : t('promotions.applications.noMax')}
          </Small>
        </label>
      ) : (
        <label>
          <span>{t('promotions.applications.reason')}</span>
          <input
            type="text"
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            minLength={REASON.min}
            maxLength={REASON.max}
            aria-describedby={hintId}
            autoComplete="off"
            required
            autoFocus
            data-testid="bo-promo-reason"
          />
          <Small id={hintId}>{t('promotions.applications.reasonHint', { min: REASON.min, max: REASON.max })}</Small>
        </label>
      )}
      <Buttons>
        {step === 'approve' ? (
          <Button type="submit" $size="sm" $variant="primary" disabled={decide.isPending || !currency || !('amount' in checked)} data-testid="bo-promo-confirm">
            {'amount' in checked ? t('promotions.applications.confirmApprove', { amount: money(checked.amount) }) : t('promotions.applications.approve')}
          </Button>
        ) : (
          <DangerButton type="submit" $size="sm" disabled={decide.isPending || !reasonOk(reason)} data-testid="bo-promo-confirm">
            {t('promotions.applications.confirmReject')}
          </DangerButton>
        )}
        <Button type="button" $size="sm" $variant="ghost" onClick={close} data-testid="bo-promo-cancel">
          {t('common.cancel')}
        </Button>
      </Buttons>
    </InlineForm>
  );
}
