import { PageFrame } from './page-frame.tsx';

/** /vnlottery (chunk vnlottery, reduced header). */
export default function VnLotteryPage() {
  return <PageFrame />;
}
