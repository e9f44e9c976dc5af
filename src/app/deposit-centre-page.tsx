// The member centre's deposit section: the deposits feature's page, with the limits feature's deposit-limit
// question above it when the brand asks it at the first deposit (features never import each other; they meet here).
import { LimitPromptNotice } from '../features/limits/limit-prompt-notice.tsx';
import DepositPage from '../features/deposits/deposit-page.tsx';

export default function DepositCentrePage() {
  return (
    <>
      <LimitPromptNotice linkToLimits />
      <DepositPage />
    </>
  );
}
