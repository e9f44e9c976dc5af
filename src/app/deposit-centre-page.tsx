// The member centre's deposit section: the deposits feature's page, with the limits feature's deposit-limit
// question above it when the brand asks it (features never import each other; they meet here). A deposit the
// server refuses because the question is unanswered brings the question back.
import { LimitPromptNotice, useLimitPromptOnRefusal } from '../features/limits/limit-prompt-notice.tsx';
import DepositPage from '../features/deposits/deposit-page.tsx';

export default function DepositCentrePage() {
  const onRefused = useLimitPromptOnRefusal();
  return (
    <>
      <LimitPromptNotice linkToLimits />
      <DepositPage onRefused={onRefused} />
    </>
  );
}
