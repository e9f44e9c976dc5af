// The points-mall catalogue of one brand, edited live (issue 20, staff side): each reward with its cost, stock
// taken, per-member limit and requests still waiting; add one, edit one, retire one (off the mall; its waiting
// requests still settle) or put it back on offer. Its id and type lock once members redeemed it. Needs
// promotions.write to change; with promotions.read the list is read-only. Texts render as text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableReward, LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import type { LanguageCode, LoyaltyReward } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { Buttons, Editor, NameFields, Row2, SaveCancel, SaveProblems, Section } from '../../../components/editor-ui.tsx';
import { fromMinor, toCount, toMinor } from '../../../components/minor-units.ts';
import type { Flash } from '../../../components/staff-flash.tsx';
import { CardTable, Muted, Pill } from '../../../components/staff-ui.tsx';
import { useRetireReward } from '../api/retire-reward.api.ts';
import { useSaveReward } from '../api/save-reward.api.ts';

type Kind = LoyaltyReward['kind'];
const KINDS: readonly Kind[] = ['cash', 'bonus', 'item'];

interface Draft {
  id: string;
  kind: Kind;
  points: string;
  amount: string;
  wagering: string;
  stock: string;
  perMember: string;
  names: Partial<Record<LanguageCode, string>>;
}

const draftOf = (r: LoyaltyReward | null, minor: number): Draft => ({
  id: r?.id ?? '',
  kind: r?.kind ?? 'item',
  points: r ? String(r.points) : '',
  amount: fromMinor(r?.amount, minor),
  wagering: r?.wageringMultiplier === undefined ? '' : String(r.wageringMultiplier),
  stock: r?.stock === undefined ? '' : String(r.stock),
  perMember: r?.perMember === undefined ? '' : String(r.perMember),
  names: { ...(r?.name ?? {}) },
});

/** The reward the form describes (the server checks it again); `base` keeps fields the form does not show (image). */
function rewardOf(d: Draft, minor: number, base: LoyaltyReward | null): LoyaltyReward {
  const out: LoyaltyReward = { id: d.id.trim(), kind: d.kind, points: toCount(d.points) ?? Number.NaN, name: {} };
  if (base?.image) out.image = base.image;
  const amount = toMinor(d.amount, minor);
  if (d.kind !== 'item' && amount !== undefined) out.amount = amount;
  const wagering = toCount(d.wagering);
  if (d.kind === 'bonus' && wagering !== undefined) out.wageringMultiplier = wagering;
  const stock = toCount(d.stock);
  if (stock !== undefined) out.stock = stock;
  const perMember = toCount(d.perMember);
  if (perMember !== undefined) out.perMember = perMember;
  for (const [language, text] of Object.entries(d.names)) if (text?.trim()) out.name[language as LanguageCode] = text.trim();
  return out;
}

export function CatalogueTab({
  brandId,
  value,
  canWrite,
  onFlash,
}: {
  brandId: string;
  value: LoyaltyEditorValue;
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<EditableReward | 'new' | null>(null);
  const retire = useRetireReward(brandId);
  const minor = value.currency.minorUnits;
  if (!value.pointsEnabled) return <Muted data-testid="bo-catalogue-off">{t('loyaltyEditor.pointsOff')}</Muted>;
  const money = (n: number | undefined) => (n === undefined ? '' : `${value.currency.symbol}${fromMinor(n, minor)}`);
  return (
    <>
      <Section
        title={t('loyaltyEditor.catalogue')}
        actions={
          canWrite ? (
            <Button type="button" $size="sm" onClick={() => setEditing('new')} data-testid="bo-reward-new">
              {t('loyaltyEditor.addReward')}
            </Button>
          ) : null
        }
      >
        <Muted>{value.rewards.source === 'staff' ? t('loyaltyEditor.sourceStaff', { who: value.rewards.changedBy }) : t('loyaltyEditor.sourceFile')}</Muted>
        <CardTable>
          <table data-testid="bo-rewards">
            <thead>
              <tr>
                <th scope="col">{t('loyaltyEditor.col.reward')}</th>
                <th scope="col">{t('loyaltyEditor.col.points')}</th>
                <th scope="col">{t('loyaltyEditor.col.stock')}</th>
                <th scope="col">{t('loyaltyEditor.col.state')}</th>
                <th scope="col">{t('loyaltyEditor.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {value.rewards.items.map((item) => (
                <tr key={item.reward.id} data-testid={`bo-reward-${item.reward.id}`}>
                  <td data-label={t('loyaltyEditor.col.reward')}>
                    <div>
                      <strong>{item.name}</strong>
                      <Muted>
                        {' '}
                        · {t(`pointsMall.kind.${item.reward.kind}`)}
                        {item.reward.amount !== undefined ? ` · ${money(item.reward.amount)}` : ''}
                        {item.reward.kind === 'bonus' ? ` · ×${item.reward.wageringMultiplier ?? 0}` : ''}
                      </Muted>
                    </div>
                  </td>
                  <td data-label={t('loyaltyEditor.col.points')} data-num="true">
                    <div>{item.reward.points.toLocaleString(i18n.language)}</div>
                  </td>
                  <td data-label={t('loyaltyEditor.col.stock')}>
                    <div>
                      {item.reward.stock === undefined
                        ? t('loyaltyEditor.unlimited')
                        : t('loyaltyEditor.taken', { taken: item.stockTaken, stock: item.reward.stock })}
                      {item.reward.perMember !== undefined ? <Muted> · {t('loyaltyEditor.perMemberShort', { count: item.reward.perMember })}</Muted> : null}
                    </div>
                  </td>
                  <td data-label={t('loyaltyEditor.col.state')}>
                    <div>
                      <Pill $tone={item.reward.retired ? 'neutral' : 'good'}>{t(item.reward.retired ? 'loyaltyEditor.retired' : 'loyaltyEditor.onOffer')}</Pill>
                      {item.waiting > 0 ? <Muted> · {t('loyaltyEditor.waiting', { count: item.waiting })}</Muted> : null}
                    </div>
                  </td>
                  <td data-label={t('loyaltyEditor.col.actions')}>
                    {canWrite ? (
                      <Buttons>
                        <Button type="button" $size="sm" $variant="outline" onClick={() => setEditing(item)} data-testid="bo-reward-edit">
                          {t('loyaltyEditor.edit')}
                        </Button>
                        <Button
                          type="button"
                          $size="sm"
                          $variant="outline"
                          disabled={retire.isPending}
                          data-testid="bo-reward-retire"
                          onClick={() =>
                            retire.mutate(
                              { id: item.reward.id, retired: !item.reward.retired },
                              {
                                onSuccess: () =>
                                  onFlash({
                                    text: t(item.reward.retired ? 'loyaltyEditor.restoredFlash' : 'loyaltyEditor.retiredFlash', { name: item.name }),
                                    error: false,
                                  }),
                                onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
                              },
                            )
                          }
                        >
                          {t(item.reward.retired ? 'loyaltyEditor.restore' : 'loyaltyEditor.retire')}
                        </Button>
                      </Buttons>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardTable>
      </Section>
      {editing && canWrite ? (
        <RewardForm
          key={editing === 'new' ? 'new' : editing.reward.id}
          brandId={brandId}
          value={value}
          item={editing === 'new' ? null : editing}
          onDone={(text) => {
            setEditing(null);
            onFlash({ text, error: false });
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function RewardForm({
  brandId,
  value,
  item,
  onDone,
  onCancel,
}: {
  brandId: string;
  value: LoyaltyEditorValue;
  item: EditableReward | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const minor = value.currency.minorUnits;
  const [draft, setDraft] = useState<Draft>(() => draftOf(item?.reward ?? null, minor));
  const save = useSaveReward(brandId);
  const set = <K extends keyof Draft>(key: K, v: Draft[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const locked = item?.redeemed ?? false;
  return (
    <Section title={item ? t('loyaltyEditor.editReward', { name: item.name }) : t('loyaltyEditor.addReward')}>
      <Editor
        data-testid="bo-reward-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { id: item?.reward.id ?? null, body: rewardOf(draft, minor, item?.reward ?? null) },
            { onSuccess: () => onDone(t('loyaltyEditor.savedFlash', { id: draft.id.trim() })) },
          );
        }}
      >
        <Row2>
          <label>
            <span>{t('loyaltyEditor.field.id')}</span>
            <input type="text" value={draft.id} disabled={locked} onChange={(e) => set('id', e.target.value)} data-testid="bo-reward-id" />
          </label>
          <label>
            <span>{t('loyaltyEditor.field.kind')}</span>
            <select value={draft.kind} disabled={locked} onChange={(e) => set('kind', e.target.value as Kind)} data-testid="bo-reward-kind">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`pointsMall.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('loyaltyEditor.field.points')}</span>
            <input type="text" inputMode="numeric" value={draft.points} onChange={(e) => set('points', e.target.value)} data-testid="bo-reward-points" />
          </label>
          {draft.kind !== 'item' ? (
            <label>
              <span>{t('loyaltyEditor.field.amount', { symbol: value.currency.symbol })}</span>
              <input type="text" inputMode="decimal" value={draft.amount} onChange={(e) => set('amount', e.target.value)} data-testid="bo-reward-amount" />
            </label>
          ) : null}
          {draft.kind === 'bonus' ? (
            <label>
              <span>{t('loyaltyEditor.field.wagering')}</span>
              <input type="text" inputMode="numeric" value={draft.wagering} onChange={(e) => set('wagering', e.target.value)} />
            </label>
          ) : null}
          <label>
            <span>{t('loyaltyEditor.field.stock')}</span>
            <input type="text" inputMode="numeric" value={draft.stock} onChange={(e) => set('stock', e.target.value)} data-testid="bo-reward-stock" />
          </label>
          <label>
            <span>{t('loyaltyEditor.field.perMember')}</span>
            <input type="text" inputMode="numeric" value={draft.perMember} onChange={(e) => set('perMember', e.target.value)} />
          </label>
        </Row2>
        <NameFields languages={value.languages} names={draft.names} onChange={(names) => set('names', names)} testIdPrefix="bo-reward-name" />
        {locked ? <Muted>{t('loyaltyEditor.lockedHint')}</Muted> : null}
        <SaveProblems error={save.error} testId="bo-reward-problems" />
        <SaveCancel disabled={save.isPending} onCancel={onCancel} saveTestId="bo-reward-save" />
      </Editor>
    </Section>
  );
}
