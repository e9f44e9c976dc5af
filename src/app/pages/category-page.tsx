// Category pages (chunk egame: /rng /live /fish /pvp /sports /esports /cockfight): frame + vendors.
import { PageFrame } from './page-frame.tsx';
import { CategoryVendors } from './category-vendors.tsx';
import { useRouteEntry } from '../routes/use-route-entry.ts';

export default function CategoryPage() {
  const entry = useRouteEntry();
  return <PageFrame>{entry?.category ? <CategoryVendors categories={[entry.category]} /> : null}</PageFrame>;
}
