// What the promotions pages need from the accounts feature, composed here (features never import each
// other): the protected action of spec §4 (a visitor goes to sign in, a trial account gets the warning)
// and the member centre, whose reward centre is where a claimable reward is taken.
import { useCallback } from 'react';
import { useCentreOpener, useProtectedAction } from '../../features/accounts/centres/use-protected-action.ts';
import type { PromotionActions } from '../../features/promotions/components/promotions-view.tsx';

export function usePromotionActions(): PromotionActions {
  const protect = useProtectedAction();
  const openCentre = useCentreOpener();
  const onClaim = useCallback(() => void openCentre('member', 'rewardCenter'), [openCentre]);
  return { protect, onClaim };
}
