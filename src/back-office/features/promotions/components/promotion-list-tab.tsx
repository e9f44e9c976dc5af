// The brand's promotions (issue 19 items 2 and 5): the list in the order players see it, each with its title in
// the staff language, its state (scheduled, running, paused, ended) and whether it has paid anything; with
// promotions.write: add, edit, pause/resume, end (confirmed), reorder, and hand the list back to the tenant file.
// The editor is promotion-editor.tsx.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditablePromotion, PromotionEditorValue, PromotionState } from '../../../../../schemas/generated/promotion-admin.ts';
import { Button } from '../../../../components/button.tsx';
import styled from 'styled-components';
import { Buttons, Item, ItemList, ItemText, OrderButtons, Section } from '../../../components/editor-ui.tsx';
import { media } from '../../../../lib/theme/styled-theme.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { ErrorLine, Muted, Pill, type PillTone } from '../../../components/staff-ui.tsx';
import { useEndPromotion } from '../api/end-promotion.api.ts';
import { useOrderPromotions } from '../api/order-promotions.api.ts';
import { usePausePromotion } from '../api/pause-promotion.api.ts';
import { usePromotionItems } from '../api/promotion-items.api.ts';
import { useResetPromotions } from '../api/reset-promotions.api.ts';
import { PromotionEditor } from './promotion-editor.tsx';
import type { Flash } from '../../../components/staff-flash.tsx';

const TONE: Record<PromotionState, PillTone> = { running: 'good', scheduled: 'info', paused: 'warn', ended: 'neutral' };

export function PromotionListTab({ brandId, canWrite, onFlash }: { brandId: string; canWrite: boolean; onFlash: (flash: Flash | null) => void }) {
  const { t } = useTranslation();
  const items = usePromotionItems(brandId);
  // null: no editor; 'new': a new promotion; else the id of the promotion being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const value = items.data;
  const chosen = value && editing !== null && editing !== 'new' ? value.items.find((i) => i.promotion.id === editing) : undefined;
  return (
    <Columns data-editing={editing !== null}>
      <Section
        title={t('promotions.list.title')}
        actions={
          canWrite ? (
            <Button type="button" $size="sm" onClick={() => setEditing('new')} data-testid="bo-promo-add">
              {t('promotions.list.add')}
            </Button>
          ) : null
        }
      >
        <ErrorLine error={items.error} />
        {!value ? (
          items.isPending ? (
            <Muted>{t('common.loading')}</Muted>
          ) : null
        ) : (
          <List value={value} brandId={brandId} canWrite={canWrite} onEdit={setEditing} />
        )}
      </Section>
      {value && editing !== null && (editing === 'new' || chosen) ? (
        <PromotionEditor
          key={`${brandId}:${editing}`}
          brandId={brandId}
          value={value}
          item={chosen ?? null}
          onClose={() => setEditing(null)}
          onSaved={(title) => {
            setEditing(null);
            onFlash({ error: false, text: t('promotions.edit.saved', { title }) });
          }}
        />
      ) : null}
    </Columns>
  );
}

/** Each row: the state and the texts, the actions on a line of their own (they fit beside the editor too). */
const Rows = styled(ItemList)`
  > li {
    grid-template-columns: auto minmax(0, 1fr);
  }
  > li > div:last-child {
    grid-column: 1 / -1;
  }
`;

/** The list alone, or beside the editor (which gets the wider column: it has many fields). */
const Columns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} {
    &[data-editing='true'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
  }
`;

function List({ value, brandId, canWrite, onEdit }: { value: PromotionEditorValue; brandId: string; canWrite: boolean; onEdit: (id: string) => void }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const order = useOrderPromotions(brandId);
  const pause = usePausePromotion(brandId);
  const end = useEndPromotion(brandId);
  const reset = useResetPromotions(brandId);
  const list = value.items;
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((i) => i.promotion.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    order.mutate(ids);
  };
  return (
    <>
      <Muted data-testid="bo-promo-source">
        {value.source === 'file'
          ? t('promotions.list.fromFile')
          : t('promotions.list.editedBy', { who: value.changedBy ?? '?', at: value.changedAt ? time(value.changedAt) : '' })}{' '}
        {canWrite && value.source === 'staff' ? (
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            disabled={reset.isPending}
            onClick={() => window.confirm(t('promotions.list.confirmReset')) && reset.mutate()}
            data-testid="bo-promo-reset"
          >
            {t('promotions.list.reset')}
          </Button>
        ) : null}
      </Muted>
      <ErrorLine error={order.error ?? pause.error ?? end.error ?? reset.error} />
      {list.length === 0 ? <Muted>{t('promotions.list.empty')}</Muted> : null}
      <Rows data-testid="bo-promo-list">
        {list.map((item, i) => (
          <Row
            key={item.promotion.id}
            item={item}
            canWrite={canWrite}
            first={i === 0}
            last={i === list.length - 1}
            busy={order.isPending || pause.isPending || end.isPending}
            onMove={(by) => move(i, by)}
            onEdit={() => onEdit(item.promotion.id)}
            onPause={(paused) => pause.mutate({ id: item.promotion.id, paused })}
            onEnd={() => window.confirm(t('promotions.list.confirmEnd', { title: item.title })) && end.mutate(item.promotion.id)}
          />
        ))}
      </Rows>
    </>
  );
}

function Row({
  item,
  canWrite,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onPause,
  onEnd,
}: {
  item: EditablePromotion;
  canWrite: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onPause: (paused: boolean) => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const p = item.promotion;
  const dates = [p.startsAt ? t('promotions.list.from', { at: time(p.startsAt) }) : null, p.endsAt ? t('promotions.list.until', { at: time(p.endsAt) }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Item data-testid={`bo-promo-item-${p.id}`}>
      <Pill $tone={TONE[item.state]} data-testid={`bo-promo-state-${p.id}`}>
        {t(`promotions.state.${item.state}`)}
      </Pill>
      <ItemText>
        <strong>{item.title}</strong>
        <small>
          {p.id} · {t(`promotions.types.${p.type}`)} · {t(`promotions.categories.${p.category}`)}
          {item.granted ? ` · ${t('promotions.list.granted')}` : ''}
        </small>
        {dates ? <small>{dates}</small> : null}
      </ItemText>
      {canWrite ? (
        <Buttons>
          <OrderButtons first={first} last={last} disabled={busy} onMove={onMove} label={item.title} />
          <Button type="button" $size="sm" $variant="outline" onClick={onEdit} data-testid={`bo-promo-edit-${p.id}`}>
            {t('promotions.list.edit')}
          </Button>
          {item.state !== 'ended' ? (
            <Button type="button" $size="sm" $variant="outline" disabled={busy} onClick={() => onPause(!p.paused)} data-testid={`bo-promo-pause-${p.id}`}>
              {p.paused ? t('promotions.list.resume') : t('promotions.list.pause')}
            </Button>
          ) : null}
          {item.state !== 'ended' ? (
            <Button type="button" $size="sm" $variant="ghost" disabled={busy} onClick={onEnd} data-testid={`bo-promo-end-${p.id}`}>
              {t('promotions.list.end')}
            </Button>
          ) : null}
        </Buttons>
      ) : (
        <div />
      )}
    </Item>
  );
}
