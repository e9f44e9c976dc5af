// The VIP levels of one brand, edited live (issue 20, staff side): the period they are evaluated over, which
// thresholds qualify, and per level its rank, name per language, label colour, reach and keep thresholds
// (deposits, turnover) and benefits. Saved as a whole; a rank members hold cannot be removed (the server says so).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyEditorValue } from '../../../../../schemas/generated/loyalty.ts';
import type { LanguageCode, Vip, VipLevel } from '../../../../../schemas/generated/tenant.ts';
import { Button } from '../../../../components/button.tsx';
import { Buttons, Editor, Row2, SaveProblems, Section } from '../../../components/editor-ui.tsx';
import { fromMinor, toCount, toMinor } from '../../../components/minor-units.ts';
import type { Flash } from '../../../components/staff-flash.tsx';
import { Muted } from '../../../components/staff-ui.tsx';
import { useSaveVip } from '../api/save-vip.api.ts';

const MONEY = ['minDeposit', 'minTurnover', 'keepDeposit', 'keepTurnover', 'maxWithdrawal', 'birthdayBonus', 'upgradeBonus'] as const;
type MoneyField = (typeof MONEY)[number];
type CountField = 'rank' | 'pointRatePercent' | 'dailyWithdrawals';
type LevelDraft = Record<MoneyField | CountField | 'rebatePercent' | 'colour', string> & { names: Partial<Record<LanguageCode, string>> };
const BENEFIT_MONEY = new Set<string>(['maxWithdrawal', 'birthdayBonus', 'upgradeBonus']);

function levelDraft(l: VipLevel | null, minor: number): LevelDraft {
  const b = l?.benefits ?? {};
  return {
    rank: l ? String(l.rank) : '',
    colour: l?.colour ?? '',
    minDeposit: fromMinor(l?.minDeposit ?? 0, minor),
    minTurnover: fromMinor(l?.minTurnover ?? 0, minor),
    keepDeposit: fromMinor(l?.keepDeposit, minor),
    keepTurnover: fromMinor(l?.keepTurnover, minor),
    maxWithdrawal: fromMinor(b.maxWithdrawal, minor),
    birthdayBonus: fromMinor(b.birthdayBonus, minor),
    upgradeBonus: fromMinor(b.upgradeBonus, minor),
    rebatePercent: b.rebatePercent === undefined ? '' : String(b.rebatePercent),
    pointRatePercent: b.pointRatePercent === undefined ? '' : String(b.pointRatePercent),
    dailyWithdrawals: b.dailyWithdrawals === undefined ? '' : String(b.dailyWithdrawals),
    names: { ...(l?.name ?? {}) },
  };
}

function levelOf(d: LevelDraft, minor: number): VipLevel {
  const level: VipLevel = {
    rank: toCount(d.rank) ?? Number.NaN,
    name: {},
    minDeposit: toMinor(d.minDeposit, minor) ?? 0,
    minTurnover: toMinor(d.minTurnover, minor) ?? 0,
  };
  for (const [language, text] of Object.entries(d.names)) if (text?.trim()) level.name[language as LanguageCode] = text.trim();
  if (d.colour.trim()) level.colour = d.colour.trim();
  const keepDeposit = toMinor(d.keepDeposit, minor);
  if (keepDeposit !== undefined) level.keepDeposit = keepDeposit;
  const keepTurnover = toMinor(d.keepTurnover, minor);
  if (keepTurnover !== undefined) level.keepTurnover = keepTurnover;
  const benefits: NonNullable<VipLevel['benefits']> = {};
  for (const f of MONEY) {
    if (!BENEFIT_MONEY.has(f)) continue;
    const v = toMinor(d[f], minor);
    if (v !== undefined) benefits[f as 'maxWithdrawal' | 'birthdayBonus' | 'upgradeBonus'] = v;
  }
  if (d.rebatePercent.trim()) benefits.rebatePercent = Number(d.rebatePercent);
  const pointRate = toCount(d.pointRatePercent);
  if (pointRate !== undefined) benefits.pointRatePercent = pointRate;
  const daily = toCount(d.dailyWithdrawals);
  if (daily !== undefined) benefits.dailyWithdrawals = daily;
  if (Object.keys(benefits).length > 0) level.benefits = benefits;
  return level;
}

export function VipTab({
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
  const { t } = useTranslation();
  const minor = value.currency.minorUnits;
  const start = value.vip.value;
  const [period, setPeriod] = useState<Vip['period']>(start?.period ?? 'month');
  const [qualify, setQualify] = useState<NonNullable<Vip['qualify']>>(start?.qualify ?? 'either');
  const [levels, setLevels] = useState<LevelDraft[]>(() => (start?.levels ?? []).map((l) => levelDraft(l, minor)));
  const save = useSaveVip(brandId);
  const setLevel = (i: number, next: Partial<LevelDraft>) => setLevels((all) => all.map((l, j) => (j === i ? { ...l, ...next } : l)));
  const held = new Set(value.vip.heldRanks);
  return (
    <Section title={t('loyaltyEditor.vip')}>
      <Muted>{value.vip.source === 'staff' ? t('loyaltyEditor.sourceStaff', { who: value.vip.changedBy }) : t('loyaltyEditor.sourceFile')}</Muted>
      <Editor
        data-testid="bo-vip-form"
        onSubmit={(e) => {
          e.preventDefault();
          // Save is disabled without a level; the schema wants at least one.
          const [first, ...rest] = levels.map((l) => levelOf(l, minor));
          if (!first) return;
          save.mutate({ period, qualify, levels: [first, ...rest] }, { onSuccess: () => onFlash({ text: t('loyaltyEditor.vipSaved'), error: false }) });
        }}
      >
        <fieldset disabled={!canWrite} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          <Row2>
            <label>
              <span>{t('loyaltyEditor.field.period')}</span>
              <select value={period} onChange={(e) => setPeriod(e.target.value as Vip['period'])}>
                <option value="month">{t('loyaltyEditor.period.month')}</option>
                <option value="week">{t('loyaltyEditor.period.week')}</option>
              </select>
            </label>
            <label>
              <span>{t('loyaltyEditor.field.qualify')}</span>
              <select value={qualify} onChange={(e) => setQualify(e.target.value as NonNullable<Vip['qualify']>)}>
                {(['either', 'both', 'deposit', 'turnover'] as const).map((q) => (
                  <option key={q} value={q}>
                    {t(`loyaltyEditor.qualify.${q}`)}
                  </option>
                ))}
              </select>
            </label>
          </Row2>
          {levels.map((l, i) => (
            <Section
              key={i}
              title={t('loyaltyEditor.level', { rank: l.rank || '?', name: l.names[value.languages[0]] ?? '' })}
              actions={
                canWrite ? (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="outline"
                    disabled={held.has(Number(l.rank))}
                    title={held.has(Number(l.rank)) ? t('loyaltyEditor.heldHint') : undefined}
                    onClick={() => setLevels((all) => all.filter((_, j) => j !== i))}
                  >
                    {t('loyaltyEditor.removeLevel')}
                  </Button>
                ) : null
              }
            >
              <Row2 data-testid={`bo-vip-level-${i}`}>
                <label>
                  <span>{t('loyaltyEditor.field.rank')}</span>
                  <input type="text" inputMode="numeric" value={l.rank} onChange={(e) => setLevel(i, { rank: e.target.value })} />
                </label>
                <label>
                  <span>{t('loyaltyEditor.field.colour')}</span>
                  <input type="text" value={l.colour} placeholder="#ABABAB" onChange={(e) => setLevel(i, { colour: e.target.value })} />
                </label>
                {value.languages.map((language) => (
                  <label key={language}>
                    <span>{t('loyaltyEditor.field.name', { language })}</span>
                    <input type="text" value={l.names[language] ?? ''} onChange={(e) => setLevel(i, { names: { ...l.names, [language]: e.target.value } })} />
                  </label>
                ))}
                {MONEY.map((f) => (
                  <label key={f}>
                    <span>{t(`loyaltyEditor.field.${f}`, { symbol: value.currency.symbol })}</span>
                    <input
                      type="text"
                      inputMode="decimal"
                      value={l[f]}
                      onChange={(e) => setLevel(i, { [f]: e.target.value })}
                      data-testid={`bo-vip-${f}-${i}`}
                    />
                  </label>
                ))}
                {(['rebatePercent', 'pointRatePercent', 'dailyWithdrawals'] as const).map((f) => (
                  <label key={f}>
                    <span>{t(`loyaltyEditor.field.${f}`)}</span>
                    <input type="text" inputMode="decimal" value={l[f]} onChange={(e) => setLevel(i, { [f]: e.target.value })} />
                  </label>
                ))}
              </Row2>
            </Section>
          ))}
          <SaveProblems error={save.error} testId="bo-vip-problems" />
          {canWrite ? (
            <Buttons>
              <Button
                type="button"
                $size="sm"
                $variant="outline"
                onClick={() => setLevels((all) => [...all, levelDraft(null, minor)])}
                data-testid="bo-vip-add"
              >
                {t('loyaltyEditor.addLevel')}
              </Button>
              <Button type="submit" $size="sm" disabled={save.isPending || levels.length === 0} data-testid="bo-vip-save">
                {t('loyaltyEditor.save')}
              </Button>
            </Buttons>
          ) : null}
        </fieldset>
      </Editor>
    </Section>
  );
}
