import { useMemberInfo } from '../../features/accounts/api/member-info.api.ts';
import { LotteryScreen } from '../../features/lottery/lottery-screen.tsx';
import { CategoryVendors } from './category-vendors.tsx';
import { PageFrame } from './page-frame.tsx';
import { useTranslation } from 'react-i18next';

/** /elott (chunk elott): the electronic lotteries (fast draws) and the category's vendors. */
export default function ElottPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  return (
    <PageFrame text={t('lottery.intro')}>
      <LotteryScreen scope="fast" username={member.data?.account} />
      <CategoryVendors categories={['ELOTT']} />
    </PageFrame>
  );
}
