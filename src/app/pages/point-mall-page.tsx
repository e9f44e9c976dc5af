// /pointMall (chunk pointMall): the loyalty feature's points mall, with the accounts feature's protected
// action (a visitor who presses Redeem is sent to sign in).
import { useProtectedAction } from '../../features/accounts/centres/use-protected-action.ts';
import { PointMallView } from '../../features/loyalty/components/point-mall-view.tsx';

export default function PointMallPage() {
  return <PointMallView protect={useProtectedAction()} />;
}
