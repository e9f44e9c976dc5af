// The action button of a promotion, whose label follows the viewer's activity status (spec §3). A status
// the player can act on (join, claim, apply to an 'apply' activity) is a button; any other is a label of
// the same size, so a status that changes after the page goes live (a member's own, after hydration)
// moves nothing around it.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type ButtonSize } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { statusAction, type PromotionStatus, type PromotionType, type StatusAction } from '../promotion-view.ts';

const TONE_ICON: Readonly<Record<StatusAction['tone'], IconName>> = {
  invite: 'gift',
  done: 'shield',
  waiting: 'clock',
  over: 'lock',
};

interface StatusActionProps {
  status: PromotionStatus;
  /** The promotion's type: an 'apply' activity's buttons open its form and lead to the reward centre. */
  type?: PromotionType;
  /** The member's own status is still loading: the button waits, keeping its place. */
  pending?: boolean;
  busy?: boolean;
  size?: ButtonSize;
  onJoin: () => void;
  onClaim: () => void;
  onApply?: () => void;
  /** Names the promotion for assistive technology ("Join — 10% daily reload"). */
  title: string;
}

export function StatusActionButton({ status, type, pending = false, busy = false, size = 'md', onJoin, onClaim, onApply, title }: StatusActionProps) {
  const { t } = useTranslation();
  // Until the page is live a press would reach no handler: shown, not yet pressable.
  const live = useHydrated();
  const action = statusAction(status, type);
  const onPress = action.act === 'join' ? onJoin : action.act === 'apply' ? onApply : onClaim;
  const label = t(action.labelKey);
  if (pending) {
    return (
      <Slot $size={size} data-tone="waiting" data-testid="promo-action" data-status="pending" aria-busy="true">
        {t('common.loading')}
      </Slot>
    );
  }
  if (action.act && onPress) {
    return (
      <Button
        type="button"
        $block
        $size={size}
        disabled={!live || busy}
        aria-busy={busy || undefined}
        aria-label={`${label} — ${title}`}
        onClick={onPress}
        data-testid="promo-action"
        data-status={status}
      >
        <Icon name={TONE_ICON.invite} size={size === 'lg' ? 20 : 16} />
        {label}
      </Button>
    );
  }
  return (
    <Slot $size={size} data-tone={action.tone} data-testid="promo-action" data-status={status}>
      <Icon name={TONE_ICON[action.tone]} size={size === 'lg' ? 20 : 16} />
      {label}
    </Slot>
  );
}

const HEIGHT: Readonly<Record<ButtonSize, number>> = { sm: 32, md: 40, lg: 48 };

const Slot = styled.span<{ $size: ButtonSize }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: ${(p) => HEIGHT[p.$size]}px;
  padding: 0 14px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  font-size: ${(p) => (p.$size === 'lg' ? 16 : 14)}px;
  font-weight: 700;
  white-space: nowrap;
  color: var(--c-text);
  background: var(--c-surface-alt);
  svg {
    flex-shrink: 0;
  }
  &[data-tone='done'] {
    border-color: color-mix(in srgb, var(--c-success, #1a7f37) 55%, transparent);
    background: color-mix(in srgb, var(--c-success, #1a7f37) 10%, var(--c-surface));
    svg {
      color: var(--c-success, #1a7f37);
    }
  }
  &[data-tone='waiting'] svg {
    color: var(--c-warning);
  }
  &[data-tone='over'] {
    color: var(--c-text-muted);
  }
`;
