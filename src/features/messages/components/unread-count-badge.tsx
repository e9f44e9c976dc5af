// The count on the member centre's messageV2 entry (spec §2): unread messages, live through the push cue.
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge.tsx';
import { useUnreadCount } from '../api/unread-count.api.ts';
import { useMessagesLive } from '../use-messages-live.ts';

export default function UnreadCountBadge() {
  const { t } = useTranslation();
  useMessagesLive();
  const count = useUnreadCount();
  return <CountBadge count={count} label={t('messages.badge', { count })} testId="messages-unread-badge" />;
}
