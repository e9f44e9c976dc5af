import { CategoryVendors } from './category-vendors.tsx';
import { PageFrame } from './page-frame.tsx';

/** /lottery (chunk lottery, reduced header): the lottery screen of the LOTT and ELOTT vendors. */
export default function LotteryPage() {
  return (
    <PageFrame>
      <CategoryVendors categories={['LOTT', 'ELOTT']} />
    </PageFrame>
  );
}
