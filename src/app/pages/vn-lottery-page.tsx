import { useMemberInfo } from '../../features/accounts/api/member-info.api.ts';
import { LotteryScreen } from '../../features/lottery/lottery-screen.tsx';
import { PageFrame } from './page-frame.tsx';
import { useTranslation } from 'react-i18next';

/** /vnlottery (chunk vnlottery, reduced header): the VN regional lotteries with the 00–99 number grid. */
export default function VnLotteryPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  return (
    <PageFrame text={t('lottery.intro')}>
      <LotteryScreen scope="vn" username={member.data?.account} />
    </PageFrame>
  );
}
