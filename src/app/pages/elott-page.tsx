import { CategoryVendors } from './category-vendors.tsx';
import { PageFrame } from './page-frame.tsx';

/** /elott (chunk elott): the electronic-lottery page. */
export default function ElottPage() {
  return (
    <PageFrame>
      <CategoryVendors categories={['ELOTT']} />
    </PageFrame>
  );
}
