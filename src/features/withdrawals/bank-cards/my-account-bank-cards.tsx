// My account's bank-card section (issue 21 item 1): the withdraw page's card panel, fed by the same
// withdrawal info. A member without a payment password is asked to set one first (the row above it in
// My account), since every card change is confirmed by it. src/app composes this into the security centre.
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Hint, Notice } from '../../../components/form/form-parts.tsx';
import { useWithdrawalInfo } from '../api/withdrawal-info.api.ts';
import { BankCardsPanel } from './bank-cards-panel.tsx';

export default function MyAccountBankCards() {
  const { t } = useTranslation();
  const info = useWithdrawalInfo();
  if (info.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (info.isError) return <Notice role="alert">{errorMessage(t, info.error)}</Notice>;
  if (!info.data.paymentPasswordSet)
    return (
      <Panel data-testid="account-cards">
        <h4>{t('profile.bankCards')}</h4>
        <Hint data-testid="account-cards-need-password">{t('withdraw.cardsNeedPassword')}</Hint>
      </Panel>
    );
  return <BankCardsPanel info={info.data} idPrefix="account" />;
}
