import { CategoryVendors } from './category-vendors.tsx';
import { PageFrame } from './page-frame.tsx';

/** /fbsports (chunk fbSports): the sports vendor page. */
export default function FbSportsPage() {
  return <PageFrame><CategoryVendors categories={['SPORTS']} /></PageFrame>;
}
