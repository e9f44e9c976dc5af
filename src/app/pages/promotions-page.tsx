import { PageFrame } from './page-frame.tsx';

/** /promotions (chunk promo). */
export default function PromotionsPage() {
  return <PageFrame />;
}
