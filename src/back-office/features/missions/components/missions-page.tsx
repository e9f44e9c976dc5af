// The missions of one brand, edited live (issue 20, staff side): daily, weekly and one-off tasks (bet on a
// category, deposit, rounds of a game, sign-in streak), their target, leaderboard score and rewards (points, a
// bonus with wagering), names per language. Add, edit, retire (no longer counted or listed; a completed,
// unclaimed reward stays claimable) or make active again. Id, period and task lock once members' progress is
// counted. Changing needs promotions.write; with promotions.read the page only lists. Texts render as text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableMission, MissionEditorValue } from '../../../../../schemas/generated/missions.ts';
import type { LanguageCode, Mission } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { Buttons, Editor, NameFields, Row2, SaveCancel, SaveProblems, Section } from '../../../components/editor-ui.tsx';
import { fromMinor, toCount, toMinor } from '../../../components/minor-units.ts';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Pill } from '../../../components/staff-ui.tsx';
import { useMissionItems } from '../api/mission-items.api.ts';
import { useRetireMission } from '../api/retire-mission.api.ts';
import { useSaveMission } from '../api/save-mission.api.ts';

const PERIODS: readonly Mission['period'][] = ['daily', 'weekly', 'once'];
const TASKS: readonly Mission['task'][] = ['bet', 'deposit', 'rounds', 'loginStreak'];
const CATEGORIES = ['', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT'] as const;
const moneyTask = (task: Mission['task']) => task === 'bet' || task === 'deposit';

interface Draft {
  id: string;
  period: Mission['period'];
  task: Mission['task'];
  target: string;
  category: string;
  gameCode: string;
  score: string;
  rewardPoints: string;
  bonusAmount: string;
  bonusWagering: string;
  names: Partial<Record<LanguageCode, string>>;
}

const draftOf = (m: Mission | null, minor: number): Draft => ({
  id: m?.id ?? '',
  period: m?.period ?? 'daily',
  task: m?.task ?? 'bet',
  target: m ? (moneyTask(m.task) ? fromMinor(m.target, minor) : String(m.target)) : '',
  category: m?.category ?? '',
  gameCode: m?.gameCode ?? '',
  score: m ? String(m.score) : '0',
  rewardPoints: m?.rewardPoints === undefined ? '' : String(m.rewardPoints),
  bonusAmount: fromMinor(m?.rewardBonus?.amount, minor),
  bonusWagering: m?.rewardBonus ? String(m.rewardBonus.wageringMultiplier) : '',
  names: { ...(m?.name ?? {}) },
});

function missionOf(d: Draft, minor: number): Mission {
  const target = moneyTask(d.task) ? toMinor(d.target, minor) : toCount(d.target);
  const out: Mission = { id: d.id.trim(), period: d.period, task: d.task, target: target ?? Number.NaN, score: toCount(d.score) ?? 0, name: {} };
  if ((d.task === 'bet' || d.task === 'rounds') && d.category) out.category = d.category;
  if (d.task === 'rounds' && d.gameCode.trim()) out.gameCode = d.gameCode.trim();
  const points = toCount(d.rewardPoints);
  if (points !== undefined) out.rewardPoints = points;
  const bonus = toMinor(d.bonusAmount, minor);
  if (bonus !== undefined) out.rewardBonus = { amount: bonus, wageringMultiplier: toCount(d.bonusWagering) ?? 0 };
  for (const [language, text] of Object.entries(d.names)) if (text?.trim()) out.name[language as LanguageCode] = text.trim();
  return out;
}

export function MissionsPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [flash, setFlash] = useState<Flash | null>(null);
  const items = useMissionItems(brandId);
  const canWrite = staff.permissions.includes('promotions.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  return (
    <PageFrame title={t('missionEditor.title', { brand: brandName })}>
      <FlashLine flash={flash} testId="bo-missions-flash" />
      <ErrorLine error={items.error} />
      {items.data ? (
        <MissionList key={brandId} brandId={brandId} value={items.data} canWrite={canWrite} onFlash={setFlash} />
      ) : (
        <Muted>{t('common.loading')}</Muted>
      )}
    </PageFrame>
  );
}

function MissionList({
  brandId,
  value,
  canWrite,
  onFlash,
}: {
  brandId: string;
  value: MissionEditorValue;
  canWrite: boolean;
  onFlash: (f: Flash | null) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<EditableMission | 'new' | null>(null);
  const retire = useRetireMission(brandId);
  const minor = value.currency.minorUnits;
  const targetText = (m: Mission) => (moneyTask(m.task) ? fromMinor(m.target, minor) : String(m.target));
  return (
    <>
      <Section
        title={t('missionEditor.list')}
        actions={
          canWrite ? (
            <Button type="button" $size="sm" onClick={() => setEditing('new')} data-testid="bo-mission-new">
              {t('missionEditor.add')}
            </Button>
          ) : null
        }
      >
        <Muted>{value.source === 'staff' ? t('loyaltyEditor.sourceStaff', { who: value.changedBy }) : t('loyaltyEditor.sourceFile')}</Muted>
        <CardTable>
          <table data-testid="bo-missions">
            <thead>
              <tr>
                <th scope="col">{t('missionEditor.col.mission')}</th>
                <th scope="col">{t('missionEditor.col.task')}</th>
                <th scope="col">{t('missionEditor.col.reward')}</th>
                <th scope="col">{t('loyaltyEditor.col.state')}</th>
                <th scope="col">{t('loyaltyEditor.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {value.items.map((item) => {
                const m = item.mission;
                return (
                  <tr key={m.id} data-testid={`bo-mission-${m.id}`}>
                    <td data-label={t('missionEditor.col.mission')}>
                      <div>
                        <strong>{item.name}</strong>
                        <Muted> · {t(`missionEditor.period.${m.period}`)}</Muted>
                      </div>
                    </td>
                    <td data-label={t('missionEditor.col.task')}>
                      <div>
                        {t(`missionEditor.task.${m.task}`)} · {targetText(m)}
                        {m.category ? ` · ${m.category}` : ''}
                        {m.gameCode ? ` · ${m.gameCode}` : ''}
                      </div>
                    </td>
                    <td data-label={t('missionEditor.col.reward')}>
                      <div>
                        {[
                          m.rewardPoints ? t('missionEditor.points', { count: m.rewardPoints }) : null,
                          m.rewardBonus
                            ? t('missionEditor.bonus', { amount: fromMinor(m.rewardBonus.amount, minor), times: m.rewardBonus.wageringMultiplier })
                            : null,
                          t('missionEditor.score', { score: m.score }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                    </td>
                    <td data-label={t('loyaltyEditor.col.state')}>
                      <div>
                        <Pill $tone={m.retired ? 'neutral' : 'good'}>{t(m.retired ? 'loyaltyEditor.retired' : 'missionEditor.active')}</Pill>
                        {item.counted ? <Muted> · {t('missionEditor.counted')}</Muted> : null}
                      </div>
                    </td>
                    <td data-label={t('loyaltyEditor.col.actions')}>
                      {canWrite ? (
                        <Buttons>
                          <Button type="button" $size="sm" $variant="outline" onClick={() => setEditing(item)} data-testid="bo-mission-edit">
                            {t('loyaltyEditor.edit')}
                          </Button>
                          <Button
                            type="button"
                            $size="sm"
                            $variant="outline"
                            disabled={retire.isPending}
                            data-testid="bo-mission-retire"
                            onClick={() =>
                              retire.mutate(
                                { id: m.id, retired: !m.retired },
                                {
                                  onSuccess: () =>
                                    onFlash({
                                      text: t(m.retired ? 'loyaltyEditor.restoredFlash' : 'loyaltyEditor.retiredFlash', { name: item.name }),
                                      error: false,
                                    }),
                                  onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
                                },
                              )
                            }
                          >
                            {t(m.retired ? 'loyaltyEditor.restore' : 'loyaltyEditor.retire')}
                          </Button>
                        </Buttons>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </CardTable>
      </Section>
      {editing && canWrite ? (
        <MissionForm
          key={editing === 'new' ? 'new' : editing.mission.id}
          brandId={brandId}
          languages={value.languages}
          minorUnits={value.currency.minorUnits}
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

function MissionForm({
  brandId,
  languages,
  minorUnits,
  item,
  onDone,
  onCancel,
}: {
  brandId: string;
  languages: LanguageCode[];
  minorUnits: number;
  item: EditableMission | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item?.mission ?? null, minorUnits));
  const save = useSaveMission(brandId);
  const set = <K extends keyof Draft>(key: K, v: Draft[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const locked = item?.counted ?? false;
  return (
    <Section title={item ? t('missionEditor.edit', { name: item.name }) : t('missionEditor.add')}>
      <Editor
        data-testid="bo-mission-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { id: item?.mission.id ?? null, body: missionOf(draft, minorUnits) },
            { onSuccess: () => onDone(t('loyaltyEditor.savedFlash', { id: draft.id.trim() })) },
          );
        }}
      >
        <Row2>
          <label>
            <span>{t('loyaltyEditor.field.id')}</span>
            <input type="text" value={draft.id} disabled={locked} onChange={(e) => set('id', e.target.value)} data-testid="bo-mission-id" />
          </label>
          <label>
            <span>{t('missionEditor.field.period')}</span>
            <select value={draft.period} disabled={locked} onChange={(e) => set('period', e.target.value as Mission['period'])} data-testid="bo-mission-period">
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`missionEditor.period.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('missionEditor.field.task')}</span>
            <select value={draft.task} disabled={locked} onChange={(e) => set('task', e.target.value as Mission['task'])} data-testid="bo-mission-task">
              {TASKS.map((task) => (
                <option key={task} value={task}>
                  {t(`missionEditor.task.${task}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t(moneyTask(draft.task) ? 'missionEditor.field.targetMoney' : 'missionEditor.field.target')}</span>
            <input type="text" inputMode="decimal" value={draft.target} onChange={(e) => set('target', e.target.value)} data-testid="bo-mission-target" />
          </label>
          {draft.task === 'bet' || draft.task === 'rounds' ? (
            <label>
              <span>{t('missionEditor.field.category')}</span>
              <select value={draft.category} onChange={(e) => set('category', e.target.value)}>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c || t('missionEditor.anyCategory')}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {draft.task === 'rounds' ? (
            <label>
              <span>{t('missionEditor.field.gameCode')}</span>
              <input type="text" value={draft.gameCode} onChange={(e) => set('gameCode', e.target.value)} />
            </label>
          ) : null}
          <label>
            <span>{t('missionEditor.field.score')}</span>
            <input type="text" inputMode="numeric" value={draft.score} onChange={(e) => set('score', e.target.value)} />
          </label>
          <label>
            <span>{t('missionEditor.field.rewardPoints')}</span>
            <input
              type="text"
              inputMode="numeric"
              value={draft.rewardPoints}
              onChange={(e) => set('rewardPoints', e.target.value)}
              data-testid="bo-mission-points"
            />
          </label>
          <label>
            <span>{t('missionEditor.field.bonusAmount')}</span>
            <input type="text" inputMode="decimal" value={draft.bonusAmount} onChange={(e) => set('bonusAmount', e.target.value)} />
          </label>
          <label>
            <span>{t('missionEditor.field.bonusWagering')}</span>
            <input type="text" inputMode="numeric" value={draft.bonusWagering} onChange={(e) => set('bonusWagering', e.target.value)} />
          </label>
        </Row2>
        <NameFields languages={languages} names={draft.names} onChange={(names) => set('names', names)} testIdPrefix="bo-mission-name" />
        {locked ? <Muted>{t('missionEditor.lockedHint')}</Muted> : null}
        <SaveProblems error={save.error} testId="bo-mission-problems" />
        <SaveCancel disabled={save.isPending} onCancel={onCancel} saveTestId="bo-mission-save" />
      </Editor>
    </Section>
  );
}
