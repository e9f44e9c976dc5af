// /vip (chunk Vip): the loyalty feature's VIP levels and the member's progress.
import { VipView } from '../../features/loyalty/components/vip-view.tsx';

export default function VipPage() {
  return <VipView />;
}
