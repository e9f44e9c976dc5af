// The count on the member centre's mission entry (spec §2): how many missions are complete and not yet claimed,
// from the mission page's own query (one request, shared with the page; nothing shown at zero).
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge.tsx';
import { useMissionSummary } from '../api/mission-summary.api.ts';

export default function MissionCountBadge() {
  const { t, i18n } = useTranslation();
  const count = useMissionSummary(i18n.language).data?.claimable ?? 0;
  return <CountBadge count={count} label={t('missions.badge', { count })} testId="mission-count-badge" />;
}
