import { useSearchParams } from 'react-router';
import { useMemberInfo } from '../../features/accounts/api/member-info.api.ts';
import { LotteryScreen } from '../../features/lottery/lottery-screen.tsx';
import { PageFrame } from './page-frame.tsx';
import { useTranslation } from 'react-i18next';

/** /lottery (chunk lottery, reduced header): the lottery screen; query gameCode, vendor and playType pick the game, vendor and bet type. */
export default function LotteryPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const member = useMemberInfo();
  return (
    <PageFrame text={t('lottery.intro')}>
      <LotteryScreen
        scope="all"
        username={member.data?.account}
        gameCode={params.get('gameCode') ?? undefined}
        vendor={params.get('vendor') ?? undefined}
        playType={params.get('playType') ?? undefined}
      />
    </PageFrame>
  );
}
