import { PageFrame } from './page-frame.tsx';

/** /vip (chunk Vip). */
export default function VipPage() {
  return <PageFrame />;
}
