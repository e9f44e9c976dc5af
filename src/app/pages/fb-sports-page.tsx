import { useTranslation } from 'react-i18next';
import { CategoryVendors } from './category-vendors.tsx';
import { PageFrame } from './page-frame.tsx';

/** /fbsports (chunk fbSports): the sports vendor page; each vendor card opens the popup list of its games. */
export default function FbSportsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame text={t('games.vendorsIntro')}>
      <CategoryVendors categories={['SPORTS']} />
    </PageFrame>
  );
}
