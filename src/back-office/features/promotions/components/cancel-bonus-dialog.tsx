// Cancelling a bonus, in two steps. First the dialog says what it does: what is left of the bonus in the
// player's wallet goes back to the house, the withdrawal hold ends, the player sees it cancelled, and
// the audit keeps who and why. Then the member of staff types the player's account and a reason; only
// the exact account enables the button. A refusal (e.g. the bonus cleared meanwhile) stays in the dialog.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffBonus } from '../../../../../schemas/generated/promotion-admin.ts';
import { Button } from '../../../../components/button.tsx';
import { Modal } from '../../../../components/modal.tsx';
import type { Flash } from '../../../components/staff-flash.tsx';
import { ErrorLine } from '../../../components/staff-ui.tsx';
import { useCancelBonus } from '../api/cancel-bonus.api.ts';
import { ACCOUNT_MAX, accountConfirmed, REASON, reasonOk, wageringLeft } from './promotion-form-rules.ts';
import { DangerButton, Small, type Money } from './promotions-ui.tsx';

interface Props {
  tenant: string;
  bonus: StaffBonus;
  money: Money;
  onClose: () => void;
  onDone: (flash: Flash) => void;
}

const FORM_ID = 'bo-promo-cancel-form';

export function CancelBonusDialog({ tenant, bonus, money, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'explain' | 'confirm'>('explain');
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const cancel = useCancelBonus(tenant, bonus.id);
  const ready = accountConfirmed(typed, bonus.account) && reasonOk(reason);
  const left = wageringLeft(bonus.wageringDone, bonus.wageringRequired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || cancel.isPending) return;
    cancel.mutate(
      { confirmAccount: typed.trim(), reason: reason.trim() },
      {
        onSuccess: (after) =>
          onDone({
            text:
              after.forfeitedAmount !== undefined
                ? t('promotions.cancel.doneAmount', { account: bonus.account, amount: money(after.forfeitedAmount) })
                : t('promotions.cancel.done', { account: bonus.account }),
            error: false,
          }),
      },
    );
  };

  const footer =
    step === 'explain' ? (
      <>
        <Button type="button" $size="sm" $variant="ghost" onClick={onClose}>
          {t('promotions.cancel.keep')}
        </Button>
        <Button type="button" $size="sm" $variant="primary" onClick={() => setStep('confirm')} data-testid="bo-promo-cancel-next">
          {t('promotions.cancel.next')}
        </Button>
      </>
    ) : (
      <>
        <Button type="button" $size="sm" $variant="ghost" onClick={() => setStep('explain')}>
          {t('promotions.cancel.back')}
        </Button>
        <DangerButton type="submit" form={FORM_ID} $size="sm" disabled={!ready || cancel.isPending} data-testid="bo-promo-cancel-confirm">
          {t('promotions.cancel.confirm')}
        </DangerButton>
      </>
    );

  return (
    <Modal open title={t('promotions.cancel.title', { id: bonus.id })} onClose={onClose} closeLabel={t('common.close')} width={560} footer={footer}>
      <Body data-testid="bo-promo-cancel-dialog" data-step={step}>
        <Facts>
          <dt>{t('promotions.col.player')}</dt>
          <dd>{bonus.account}</dd>
          <dt>{t('promotions.col.promotion')}</dt>
          <dd>{bonus.promotionTitle}</dd>
          <dt>{t('promotions.col.bonus')}</dt>
          <dd>{money(bonus.amount)}</dd>
          <dt>{t('promotions.col.wagering')}</dt>
          <dd>{t('promotions.bonuses.progressShort', { done: money(bonus.wageringDone), required: money(bonus.wageringRequired) })}</dd>
        </Facts>
        {step === 'explain' ? (
          <>
            <p>
              <strong>{t('promotions.cancel.whatHappens')}</strong>
            </p>
            <ul data-testid="bo-promo-cancel-effects">
              <li>{t('promotions.cancel.effectMoney', { amount: money(bonus.amount), account: bonus.account })}</li>
              <li>{left > 0 ? t('promotions.cancel.effectHoldLeft', { left: money(left) }) : t('promotions.cancel.effectHold')}</li>
              <li>{t('promotions.cancel.effectPlayer')}</li>
              <li>{t('promotions.cancel.effectAudit')}</li>
            </ul>
          </>
        ) : (
          <Form id={FORM_ID} onSubmit={submit} aria-label={t('promotions.cancel.title', { id: bonus.id })}>
            <label>
              <span>{t('promotions.cancel.typeAccount', { account: bonus.account })}</span>
              <input
                type="text"
                name="confirmAccount"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                maxLength={ACCOUNT_MAX}
                autoComplete="off"
                spellCheck={false}
                required
                autoFocus
                data-testid="bo-promo-cancel-account"
              />
            </label>
            <label>
              <span>{t('promotions.cancel.reason')}</span>
              <textarea
                name="reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                minLength={REASON.min}
                maxLength={REASON.max}
                required
                data-testid="bo-promo-cancel-reason"
              />
              <Small>{t('promotions.applications.reasonHint', { min: REASON.min, max: REASON.max })}</Small>
            </label>
            <ErrorLine error={cancel.error} />
          </Form>
        )}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: grid;
  gap: 12px;
  font-size: 14px;
  ul {
    display: grid;
    gap: 6px;
    margin: 0;
    padding-left: 20px;
    list-style: disc;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;
  dt {
    color: var(--c-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  label {
    display: grid;
    gap: 4px;
    font-size: 13px;
    font-weight: 600;
  }
  input,
  textarea {
    padding: 8px 10px;
    border-radius: var(--radius);
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
    font-weight: 400;
  }
  textarea {
    min-height: 72px;
    resize: vertical;
  }
`;
