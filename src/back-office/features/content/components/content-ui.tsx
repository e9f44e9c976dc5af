// Pieces of the content pages: banner thumbnails, the schedule's pill and fields, and a list row's actions
// (the editor's shared pieces are in src/back-office/components/editor-ui.tsx).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../../components/button.tsx';
import { OrderButtons, Row2 } from '../../../components/editor-ui.tsx';
import { Pill } from '../../../components/staff-ui.tsx';
import { scheduleState } from './content-form-rules.ts';

export const Thumb = styled.img`
  width: 96px;
  height: 40px;
  object-fit: cover;
  border-radius: 4px;
  border: 1px solid var(--c-border);
  background: var(--c-surface-alt);
`;

/** Live, scheduled or ended now, for a list row. */
export function SchedulePill({ item }: { item: { startsAt?: string; endsAt?: string } }) {
  const { t } = useTranslation();
  const state = scheduleState(item, Date.now());
  return <Pill $tone={state === 'live' ? 'good' : state === 'scheduled' ? 'info' : 'neutral'}>{t(`content.state.${state}`)}</Pill>;
}

export function ScheduleFields({
  startsAt,
  endsAt,
  onStartsAt,
  onEndsAt,
}: {
  startsAt: string;
  endsAt: string;
  onStartsAt: (v: string) => void;
  onEndsAt: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row2>
      <label>
        <span>{t('content.startsAt')}</span>
        <input type="datetime-local" value={startsAt} onChange={(e) => onStartsAt(e.target.value)} data-testid="bo-content-starts" />
      </label>
      <label>
        <span>{t('content.endsAt')}</span>
        <input type="datetime-local" value={endsAt} onChange={(e) => onEndsAt(e.target.value)} data-testid="bo-content-ends" />
      </label>
    </Row2>
  );
}

/** A rule the form breaks now (before sending), in the danger colour. */

/** A list row's actions: move up/down, edit, delete (after the browser's confirm). */
export function ItemActions({
  first,
  last,
  label,
  ordering,
  deleting,
  onMove,
  onEdit,
  onDelete,
}: {
  first: boolean;
  last: boolean;
  label: string;
  ordering: boolean;
  deleting: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OrderButtons first={first} last={last} disabled={ordering} onMove={onMove} label={label} />
      <Button type="button" $size="sm" $variant="outline" onClick={onEdit}>
        {t('content.edit')}
      </Button>
      <Button
        type="button"
        $size="sm"
        $variant="ghost"
        disabled={deleting}
        onClick={() => window.confirm(t('content.confirmDelete', { item: label })) && onDelete()}
      >
        {t('content.delete')}
      </Button>
    </>
  );
}
