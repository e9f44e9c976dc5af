import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { useVendorLanes } from '../../features/games/api/vendor-lanes.api.ts';
import { VendorCardGrid } from '../../features/games/components/vendor-card-grid.tsx';
import { SectionHeading } from './page-frame.tsx';

/** The vendors of one or more categories, from the lanes (nothing while loading or when there are none). */
export function CategoryVendors({ categories }: { categories: readonly CategoryId[] }) {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const cards = (lanes.data?.lanes ?? []).filter((lane) => categories.includes(lane.title)).flatMap((lane) => lane.cards);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="category-vendors">
      <SectionHeading id="category-vendors">{t('footer.providers')}</SectionHeading>
      <VendorCardGrid cards={cards} />
    </section>
  );
}
