// /promoDetail?id=… (chunk promoDetail): one promotion, with the same actions as the promotions page.
import { PromotionDetailView } from '../../features/promotions/components/promotion-detail-view.tsx';
import { usePromotionActions } from './use-promotion-actions.ts';

export default function PromoDetailPage() {
  return <PromotionDetailView {...usePromotionActions()} />;
}
