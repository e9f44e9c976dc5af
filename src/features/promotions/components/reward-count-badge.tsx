// The count on the member centre's reward entry (spec §2): how many rewards wait to be claimed, from page 1
// of the reward centre's own query (one request, shared with the page; nothing shown at zero).
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge.tsx';
import { useClaimableRewardCount } from '../api/reward-list.api.ts';

export default function RewardCountBadge() {
  const { t, i18n } = useTranslation();
  const count = useClaimableRewardCount(i18n.language);
  return <CountBadge count={count} label={t('reward.badge', { count })} testId="reward-count-badge" />;
}
