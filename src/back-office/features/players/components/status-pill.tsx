// A player's status as a pill: active (green) or locked (red).
import { useTranslation } from 'react-i18next';
import type { PlayerStatus } from '../../../../../schemas/generated/player-admin.ts';
import { Pill } from '../../../components/staff-ui.tsx';

export function StatusPill({ status }: { status: PlayerStatus }) {
  const { t } = useTranslation();
  return (
    <Pill $tone={status === 'active' ? 'good' : 'bad'} data-testid="bo-player-status">
      {t(`players.status.${status}`)}
    </Pill>
  );
}
