// /promotions (chunk promo): the promotions feature's page, with the accounts feature's protected action
// (a visitor who presses Join is sent to sign in) and the member centre's reward centre for a claim.
import { PromotionsView } from '../../features/promotions/components/promotions-view.tsx';
import { usePromotionActions } from './use-promotion-actions.ts';

export default function PromotionsPage() {
  return <PromotionsView {...usePromotionActions()} />;
}
