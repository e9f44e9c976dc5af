import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LotteryVerify } from '../../features/lottery/lottery-verify.tsx';
import { PageFrame } from './page-frame.tsx';

/** /lottery/verify (chunk lotteryVerify, public, rendered on the server): query gameCode and numero name the draw to verify. */
export default function LotteryVerifyPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  return (
    <PageFrame text={t('lottery.verifyIntro')}>
      <LotteryVerify
        gameCode={params.get('gameCode') ?? undefined}
        numero={params.get('numero') ?? undefined}
        onChoose={(gameCode, numero) => setParams({ gameCode, numero })}
      />
    </PageFrame>
  );
}
