// The member centre's securityCenter page: the accounts feature's "My account" with the withdrawals
// feature's payment password row and bank-card panel composed in (client features never import each
// other; src/app does).
import SecurityCenterPage from '../features/accounts/security/security-center-page.tsx';
import type { CentrePageProps } from '../features/accounts/centres/centre-sections.ts';
import MyAccountBankCards from '../features/withdrawals/bank-cards/my-account-bank-cards.tsx';
import PaymentPasswordPanel from '../features/withdrawals/payment-password-panel.tsx';

export default function SecurityCenter(props: CentrePageProps) {
  return (
    <SecurityCenterPage
      {...props}
      paymentPassword={(hasLoginPassword) => <PaymentPasswordPanel hasLoginPassword={hasLoginPassword} />}
      bankCards={() => <MyAccountBankCards />}
    />
  );
}
