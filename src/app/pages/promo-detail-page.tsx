import { PageFrame } from './page-frame.tsx';

/** /promoDetail (chunk promoDetail). */
export default function PromoDetailPage() {
  return <PageFrame />;
}
