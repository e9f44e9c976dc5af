// The promotion editor: the common fields (id, type, category, tags, schedule, award, wagering, limits), the
// texts with a tab per language the brand offers (title, summary, rules paragraphs), and the section of the
// promotion's type. Driven by the type: TYPE_SECTIONS names each type's own fields, so a new type is one small
// section here (and one entry of schemas/rules/promotion-checks.ts). The list sections (a raffle's prizes, a
// ranking's bands, a referral's milestones) are boxed rows with add / remove (prizes also move: the table's
// order is the players'); a prize's name is written in the language of the texts' tab. Problems are shown
// beside their field — the form's own before sending (the same rules the server runs), the server's after.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '../../../../lib/theme/styled-theme.ts';
import type { EditablePromotion, PromotionEditorValue } from '../../../../../schemas/generated/promotion-admin.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { TYPE_RULES, type PromotionType } from '../../../../../schemas/rules/promotion-checks.ts';
import { Button } from '../../../../components/button.tsx';
import { ApiError } from '../../../../lib/api/api-client.ts';
import { Buttons, Editor, OrderButtons, Problem, Row2, SaveCancel, Section, Tabs } from '../../../components/editor-ui.tsx';
import { ErrorLine, Muted } from '../../../components/staff-ui.tsx';
import { useCreatePromotion } from '../api/create-promotion.api.ts';
import { useUpdatePromotion } from '../api/update-promotion.api.ts';
import {
  APP_PLATFORMS,
  BANDS_MAX,
  DEPOSIT_WHICH,
  draftOf,
  GAME_CATEGORIES,
  ID_MAX,
  MILESTONE_ONS,
  MILESTONES_MAX,
  newBand,
  newMilestone,
  newPrize,
  PRIZE_KINDS,
  PRIZES_MAX,
  RANKING_PERIODS,
  PROMOTION_CATEGORIES,
  PROMOTION_TAGS,
  PROMOTION_TYPES,
  promotionOf,
  REBATE_CLAIMS,
  REBATE_PERIODS,
  RULES_MAX,
  WAGERING_BASES,
  type BandDraft,
  type DraftProblem,
  type MilestoneDraft,
  type PrizeDraft,
  type PromotionDraft,
} from './promotion-draft.ts';

type Patch = (patch: Partial<PromotionDraft>) => void;

interface SectionProps {
  d: PromotionDraft;
  set: Patch;
  symbol: string;
  /** The problems of a field and of what lies under it (exact: of that field only). */
  at: (field: string, exact?: boolean) => ReactNode;
  invalid: (field: string) => true | undefined;
  /** The language of the texts' tab (prize names are written in it). */
  lang: LanguageCode;
  langName: string;
}

/** The fields of each type's own section (null: the type has none). */
const TYPE_SECTIONS: Record<PromotionType, ((props: SectionProps) => ReactNode) | null> = {
  deposit: DepositSection,
  newbie: null,
  rebate: RebateSection,
  apply: ApplySection,
  raffle: RaffleSection,
  ranking: RankingSection,
  referral: ReferralSection,
  appDownload: AppDownloadSection,
};

export function PromotionEditor({
  brandId,
  value,
  item,
  onClose,
  onSaved,
}: {
  brandId: string;
  value: PromotionEditorValue;
  item: EditablePromotion | null;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const { t } = useTranslation();
  const { minorUnits, symbol } = value.currency;
  const languages = value.languages;
  const [d, setD] = useState(() => draftOf(item?.promotion ?? null, minorUnits));
  const [lang, setLang] = useState<LanguageCode>(languages[0]);
  const [tried, setTried] = useState(false);
  const create = useCreatePromotion(brandId);
  const update = useUpdatePromotion(brandId);
  const save = item ? update : create;
  const set: Patch = (patch) => setD((x) => ({ ...x, ...patch }));
  const { promotion, problems } = promotionOf(d, minorUnits, { default: languages[0], supported: languages });
  const serverErrors = save.error instanceof ApiError ? save.error.errors : [];
  const locked = item?.granted ?? false;
  const rule = TYPE_RULES[d.type];
  const TypeSection = TYPE_SECTIONS[d.type];

  /** What is wrong with a field (or a section: its prefix): the form's own once the staff member tried to save, and the server's. */
  const at = (field: string, exact = false): ReactNode => {
    const under = (f: string) => f === field || (!exact && f.startsWith(`${field}.`));
    const mine: DraftProblem[] = tried ? problems.filter((p) => under(p.field)) : [];
    const theirs = serverErrors.filter((e) => under(e.field));
    if (mine.length === 0 && theirs.length === 0) return null;
    return (
      <>
        {mine.map((p) => (
          <Problem key={`m-${p.field}-${p.key}`} role="status" data-testid={`bo-promo-problem-${p.field}`}>
            {t(p.key, p.values)}
          </Problem>
        ))}
        {theirs.map((e) => (
          <Problem key={`s-${e.field}-${e.message}`} role="alert" data-testid={`bo-promo-problem-${e.field}`}>
            {e.message}
          </Problem>
        ))}
      </>
    );
  };

  /** Whether a field has a problem shown (aria-invalid of its control). */
  const invalid = (field: string): true | undefined =>
    (tried && problems.some((p) => p.field === field)) || serverErrors.some((e) => e.field === field) ? true : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || save.isPending) return;
    const done = () => onSaved(promotion.title[languages[0]] ?? promotion.id);
    if (item) update.mutate({ id: item.promotion.id, body: promotion }, { onSuccess: done });
    else create.mutate(promotion, { onSuccess: done });
  };

  // Opened: the form comes into view with its first field focused (on a narrow screen it sits under the list).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
    box.current?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])')?.focus({ preventScroll: true });
  }, []);

  const textAt = (texts: Partial<Record<LanguageCode, string>>) => texts[lang] ?? '';
  const langName = t(`promotions.edit.lang.${lang}`);
  return (
    <div ref={box}>
      <Section title={item ? t('promotions.edit.editing', { title: item.title }) : t('promotions.edit.new')}>
        <Editor onSubmit={submit} aria-label={t('promotions.edit.form')} data-testid="bo-promo-editor" noValidate>
          <Row2>
            <label>
              <span>{t('promotions.edit.id')}</span>
              <input
                type="text"
                value={d.id}
                maxLength={ID_MAX}
                disabled={locked}
                onChange={(e) => set({ id: e.target.value.toLowerCase() })}
                aria-invalid={invalid('id')}
                data-testid="bo-promo-id"
                aria-describedby={locked ? 'bo-promo-locked' : undefined}
              />
              {at('id')}
            </label>
            <label>
              <span>{t('promotions.edit.type')}</span>
              <select value={d.type} disabled={locked} onChange={(e) => set({ type: e.target.value as PromotionType })} data-testid="bo-promo-type">
                {PROMOTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`promotions.types.${type}`)}
                  </option>
                ))}
              </select>
              {at('type')}
            </label>
          </Row2>
          {locked ? (
            <Muted id="bo-promo-locked" data-testid="bo-promo-locked">
              {t('promotions.edit.locked')}
            </Muted>
          ) : null}
          <Row2>
            <label>
              <span>{t('promotions.edit.category')}</span>
              <select value={d.category} onChange={(e) => set({ category: e.target.value as PromotionDraft['category'] })} data-testid="bo-promo-category">
                {PROMOTION_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`promotions.categories.${c}`)}
                  </option>
                ))}
              </select>
            </label>
            {rule.canJoin ? (
              <label>
                <span>{t('promotions.edit.enrolment')}</span>
                <select value={d.enrolment} onChange={(e) => set({ enrolment: e.target.value as 'auto' | 'join' })} data-testid="bo-promo-enrolment">
                  <option value="auto">{t('promotions.edit.enrolmentAuto')}</option>
                  <option value="join">{t('promotions.edit.enrolmentJoin')}</option>
                </select>
                {at('enrolment')}
              </label>
            ) : null}
          </Row2>
          <Fieldset>
            <legend>{t('promotions.edit.tags')}</legend>
            <Checks>
              {PROMOTION_TAGS.map((tag) => (
                <label key={tag}>
                  <input
                    type="checkbox"
                    checked={d.tags.includes(tag)}
                    onChange={(e) => set({ tags: e.target.checked ? [...d.tags, tag] : d.tags.filter((x) => x !== tag) })}
                  />
                  <span>{t(`promotions.tags.${tag}`)}</span>
                </label>
              ))}
            </Checks>
          </Fieldset>

          <Group>
            <h3>{t('promotions.edit.texts')}</h3>
            <Tabs<LanguageCode>
              label={t('promotions.edit.languages')}
              value={lang}
              onValue={setLang}
              tabs={languages.map((l, i) => [
                l,
                i === 0 ? t('promotions.edit.defaultLanguage', { language: t(`promotions.edit.lang.${l}`) }) : t(`promotions.edit.lang.${l}`),
              ])}
              testId="bo-promo-lang"
            />
            <label>
              <span>{t('promotions.edit.titleField', { language: langName })}</span>
              <input
                type="text"
                value={textAt(d.title)}
                onChange={(e) => set({ title: { ...d.title, [lang]: e.target.value } })}
                aria-invalid={invalid('title')}
                data-testid="bo-promo-title"
              />
              {at('title')}
            </label>
            <label>
              <span>{t('promotions.edit.summary', { language: langName })}</span>
              <input
                type="text"
                value={textAt(d.summary)}
                onChange={(e) => set({ summary: { ...d.summary, [lang]: e.target.value } })}
                aria-invalid={invalid('summary')}
                data-testid="bo-promo-summary"
              />
              {at('summary')}
            </label>
            {d.rules.map((paragraph, i) => (
              <label key={i}>
                <span>{t('promotions.edit.rule', { n: i + 1, language: langName })}</span>
                <textarea
                  value={textAt(paragraph)}
                  onChange={(e) => set({ rules: d.rules.map((r, j) => (j === i ? { ...r, [lang]: e.target.value } : r)) })}
                  aria-invalid={invalid(`rules.${i}`)}
                  data-testid={`bo-promo-rule-${i}`}
                />
                {at(`rules.${i}`)}
                {d.rules.length > 1 ? (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    style={{ justifySelf: 'start' }}
                    onClick={() => set({ rules: d.rules.filter((_, j) => j !== i) })}
                  >
                    {t('promotions.edit.removeRule', { n: i + 1 })}
                  </Button>
                ) : null}
              </label>
            ))}
            {d.rules.length < RULES_MAX ? (
              <Buttons>
                <Button type="button" $size="sm" $variant="outline" onClick={() => set({ rules: [...d.rules, {}] })} data-testid="bo-promo-add-rule">
                  {t('promotions.edit.addRule')}
                </Button>
              </Buttons>
            ) : null}
          </Group>

          <Group>
            <h3>{t('promotions.edit.schedule')}</h3>
            <Row2>
              <label>
                <span>{t('promotions.edit.startsAt')}</span>
                <input
                  type="datetime-local"
                  value={d.startsAt}
                  onChange={(e) => set({ startsAt: e.target.value })}
                  aria-invalid={invalid('startsAt')}
                  data-testid="bo-promo-starts"
                />
                {at('startsAt')}
              </label>
              <label>
                <span>{t('promotions.edit.endsAt')}</span>
                <input
                  type="datetime-local"
                  value={d.endsAt}
                  onChange={(e) => set({ endsAt: e.target.value })}
                  aria-invalid={invalid('endsAt')}
                  data-testid="bo-promo-ends"
                />
                {at('endsAt')}
              </label>
            </Row2>
          </Group>

          <Group>
            <h3>{t('promotions.edit.award')}</h3>
            <Row2>
              <label>
                <span>{t('promotions.edit.awardKind')}</span>
                <select value={d.awardKind} onChange={(e) => set({ awardKind: e.target.value as 'bonus' | 'cash' })} data-testid="bo-promo-award-kind">
                  <option value="bonus">{t('promotions.edit.kindBonus')}</option>
                  <option value="cash">{t('promotions.edit.kindCash')}</option>
                </select>
              </label>
              {rule.award === 'percentOrFixed' ? (
                <label>
                  <span>{t('promotions.edit.awardMode')}</span>
                  <select value={d.awardMode} onChange={(e) => set({ awardMode: e.target.value as 'percent' | 'fixed' })} data-testid="bo-promo-award-mode">
                    <option value="percent">{t('promotions.edit.modePercent')}</option>
                    <option value="fixed">{t('promotions.edit.modeFixed')}</option>
                  </select>
                </label>
              ) : null}
            </Row2>
            {rule.award === 'none' ? <Muted>{t(`promotions.edit.awardBy.${d.type}`, { defaultValue: t('promotions.edit.awardBySection') })}</Muted> : null}
            {rule.award === 'percentOrFixed' && d.awardMode === 'percent' ? (
              <Row2>
                <label>
                  <span>{t('promotions.edit.percent')}</span>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={d.percent}
                    onChange={(e) => set({ percent: e.target.value })}
                    aria-invalid={invalid('award.percentBasisPoints')}
                    data-testid="bo-promo-percent"
                  />
                  {at('award.percentBasisPoints')}
                </label>
                <label>
                  <span>{t('promotions.edit.cap', { symbol })}</span>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={d.cap}
                    onChange={(e) => set({ cap: e.target.value })}
                    aria-invalid={invalid('award.cap')}
                    data-testid="bo-promo-cap"
                  />
                  {at('award.cap')}
                </label>
              </Row2>
            ) : rule.award !== 'none' ? (
              <label>
                <span>{t('promotions.edit.fixed', { symbol })}</span>
                <input
                  type="text"
                  inputMode="decimal"
                  value={d.fixed}
                  onChange={(e) => set({ fixed: e.target.value })}
                  aria-invalid={invalid('award.fixedAmount')}
                  data-testid="bo-promo-fixed"
                />
                {at('award.fixedAmount')}
              </label>
            ) : null}
            {rule.award === 'none' ? at('award') : null}
          </Group>

          {d.awardKind === 'bonus' ? (
            <Group>
              <h3>{t('promotions.edit.wagering')}</h3>
              <label className="inline">
                <input type="checkbox" checked={d.wagering} onChange={(e) => set({ wagering: e.target.checked })} data-testid="bo-promo-wagering" />
                <span>{t('promotions.edit.wageringOn')}</span>
              </label>
              {d.wagering ? (
                <>
                  <Row2>
                    <label>
                      <span>{t('promotions.edit.multiplier')}</span>
                      <input
                        type="text"
                        inputMode="numeric"
                        value={d.multiplier}
                        onChange={(e) => set({ multiplier: e.target.value })}
                        aria-invalid={invalid('wagering.multiplier')}
                        data-testid="bo-promo-multiplier"
                      />
                      {at('wagering.multiplier')}
                    </label>
                    <label>
                      <span>{t('promotions.edit.wageringBase')}</span>
                      <select value={d.wageringBase} onChange={(e) => set({ wageringBase: e.target.value })}>
                        {WAGERING_BASES.map((b) => (
                          <option key={b} value={b}>
                            {t(`promotions.edit.base.${b}`)}
                          </option>
                        ))}
                      </select>
                    </label>
                  </Row2>
                  <Row2>
                    <label>
                      <span>{t('promotions.edit.weights')}</span>
                      <input type="text" value={d.weights} placeholder="LIVE 10, SPORTS 50" onChange={(e) => set({ weights: e.target.value })} />
                      {at('wagering.weights')}
                    </label>
                    <label>
                      <span>{t('promotions.edit.expiresInDays')}</span>
                      <input type="text" inputMode="numeric" value={d.expiresInDays} onChange={(e) => set({ expiresInDays: e.target.value })} />
                      {at('wagering.expiresInDays')}
                    </label>
                  </Row2>
                </>
              ) : null}
            </Group>
          ) : (
            at('wagering')
          )}

          {TypeSection ? (
            <Group data-testid={`bo-promo-section-${d.type}`}>
              <h3>{t(`promotions.types.${d.type}`)}</h3>
              <TypeSection d={d} set={set} symbol={symbol} at={at} invalid={invalid} lang={lang} langName={langName} />
            </Group>
          ) : null}
          {rule.section ? at(rule.section, true) : null}

          <Group>
            <h3>{t('promotions.edit.limits')}</h3>
            <Row2>
              <label>
                <span>{t('promotions.edit.perMember')}</span>
                <input
                  type="text"
                  inputMode="numeric"
                  value={d.perMember}
                  onChange={(e) => set({ perMember: e.target.value })}
                  aria-invalid={invalid('limits.perMember')}
                  data-testid="bo-promo-per-member"
                />
                {at('limits.perMember')}
              </label>
              <label>
                <span>{t('promotions.edit.perDay')}</span>
                <input type="text" inputMode="numeric" value={d.perDay} onChange={(e) => set({ perDay: e.target.value })} />
                {at('limits.perDay')}
              </label>
            </Row2>
            <label className="inline">
              <input type="checkbox" checked={d.onePerPerson} onChange={(e) => set({ onePerPerson: e.target.checked })} data-testid="bo-promo-one-per-person" />
              <span>{t('promotions.edit.onePerPerson')}</span>
            </label>
            <label>
              <span>{t('promotions.edit.registeredWithinDays')}</span>
              <input type="text" inputMode="numeric" value={d.registeredWithinDays} onChange={(e) => set({ registeredWithinDays: e.target.value })} />
              {at('eligibility.registeredWithinDays')}
            </label>
            {value.vipLevels.length > 0 ? (
              <fieldset data-testid="bo-promo-vip-levels">
                <legend>{t('promotions.edit.vipLevels')}</legend>
                <small>{t('promotions.edit.vipLevelsHint')}</small>
                {value.vipLevels.map((level) => (
                  <label className="inline" key={level.rank}>
                    <input
                      type="checkbox"
                      checked={d.vipLevels.includes(level.rank)}
                      onChange={(e) => set({ vipLevels: e.target.checked ? [...d.vipLevels, level.rank] : d.vipLevels.filter((rank) => rank !== level.rank) })}
                      data-testid={`bo-promo-vip-${level.rank}`}
                    />
                    <span>{t('promotions.edit.vipLevel', { rank: level.rank, name: level.name })}</span>
                  </label>
                ))}
                {at('eligibility.vipLevels')}
              </fieldset>
            ) : null}
          </Group>

          {tried && problems.length > 0 ? (
            <Problem role="status" data-testid="bo-promo-problems">
              {t('promotions.edit.problemCount', { count: problems.length })}
            </Problem>
          ) : null}
          {save.error && serverErrors.length === 0 ? <ErrorLine error={save.error} /> : null}
          <SaveCancel disabled={save.isPending} onCancel={onClose} saveTestId="bo-promo-save" />
        </Editor>
      </Section>
    </div>
  );
}

function DepositSection({ d, set, symbol, at, invalid }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Row2>
      <label>
        <span>{t('promotions.edit.depositWhich')}</span>
        <select value={d.depositWhich} onChange={(e) => set({ depositWhich: e.target.value })} data-testid="bo-promo-deposit-which">
          {DEPOSIT_WHICH.map((w) => (
            <option key={w} value={w}>
              {t(`promotions.edit.which.${w}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('promotions.edit.depositMin', { symbol })}</span>
        <input
          type="text"
          inputMode="decimal"
          value={d.depositMin}
          onChange={(e) => set({ depositMin: e.target.value })}
          aria-invalid={invalid('deposit.minAmount')}
          data-testid="bo-promo-deposit-min"
        />
        {at('deposit.minAmount')}
      </label>
    </Row2>
  );
}

function RebateSection({ d, set, symbol, at, invalid }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Row2>
        <label>
          <span>{t('promotions.edit.rebatePeriod')}</span>
          <select value={d.rebatePeriod} onChange={(e) => set({ rebatePeriod: e.target.value })}>
            {REBATE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`promotions.edit.period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('promotions.edit.rebateClaim')}</span>
          <select value={d.rebateClaim} onChange={(e) => set({ rebateClaim: e.target.value })}>
            {REBATE_CLAIMS.map((c) => (
              <option key={c} value={c}>
                {t(`promotions.edit.claim.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </Row2>
      <label>
        <span>{t('promotions.edit.rebateRates')}</span>
        <input
          type="text"
          value={d.rebateRates}
          placeholder="RNG 0.8, LIVE 0.5"
          onChange={(e) => set({ rebateRates: e.target.value })}
          aria-invalid={invalid('rebate.ratesBasisPoints')}
          data-testid="bo-promo-rates"
        />
        {at('rebate.ratesBasisPoints')}
      </label>
      <Row2>
        <label>
          <span>{t('promotions.edit.rebateCap', { symbol })}</span>
          <input type="text" inputMode="decimal" value={d.rebateCap} onChange={(e) => set({ rebateCap: e.target.value })} />
          {at('rebate.capPerPeriod')}
        </label>
        <label>
          <span>{t('promotions.edit.claimWithinDays')}</span>
          <input type="text" inputMode="numeric" value={d.rebateClaimDays} onChange={(e) => set({ rebateClaimDays: e.target.value })} />
          {at('rebate.claimWithinDays')}
        </label>
      </Row2>
    </>
  );
}

function ApplySection({ d, set, symbol, at, invalid }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Row2>
      <label>
        <span>{t('promotions.edit.applyMax', { symbol })}</span>
        <input
          type="text"
          inputMode="decimal"
          value={d.applyMax}
          onChange={(e) => set({ applyMax: e.target.value })}
          aria-invalid={invalid('apply.maxAmount')}
          data-testid="bo-promo-apply-max"
        />
        {at('apply.maxAmount')}
      </label>
      <label>
        <span>{t('promotions.edit.claimWithinDays')}</span>
        <input type="text" inputMode="numeric" value={d.applyClaimDays} onChange={(e) => set({ applyClaimDays: e.target.value })} />
        {at('apply.claimWithinDays')}
      </label>
    </Row2>
  );
}

/** Ticks of a list of values (none ticked: the `none` note says what that means). */
function Ticks({
  legend,
  values,
  ticked,
  label,
  onTicked,
  testId,
}: {
  legend: string;
  values: readonly string[];
  ticked: readonly string[];
  label: (v: string) => string;
  onTicked: (list: string[]) => void;
  testId: string;
}) {
  return (
    <Fieldset data-testid={testId}>
      <legend>{legend}</legend>
      <Checks>
        {values.map((v) => (
          <label key={v}>
            <input
              type="checkbox"
              checked={ticked.includes(v)}
              onChange={(e) => onTicked(e.target.checked ? values.filter((x) => x === v || ticked.includes(x)) : ticked.filter((x) => x !== v))}
              data-testid={`${testId}-${v}`}
            />
            <span>{label(v)}</span>
          </label>
        ))}
      </Checks>
    </Fieldset>
  );
}

/** A list's rows: replace one, remove one, move one. */
const rowsOf = <T,>(list: readonly T[], save: (list: T[]) => void) => ({
  change: (i: number, patch: Partial<T>) => save(list.map((x, j) => (j === i ? { ...x, ...patch } : x))),
  remove: (i: number) => save(list.filter((_, j) => j !== i)),
  move: (i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    save(next);
  },
});

function RaffleSection({ d, set, symbol, at, invalid, lang, langName }: SectionProps) {
  const { t } = useTranslation();
  const rows = rowsOf<PrizeDraft>(d.rafflePrizes, (rafflePrizes) => set({ rafflePrizes }));
  return (
    <>
      <Muted>{t('promotions.edit.raffle.earnHelp')}</Muted>
      <Row2>
        <label>
          <span>{t('promotions.edit.raffle.turnoverPerChance', { symbol })}</span>
          <input
            type="text"
            inputMode="decimal"
            value={d.raffleTurnover}
            onChange={(e) => set({ raffleTurnover: e.target.value })}
            aria-invalid={invalid('raffle.earn.turnoverPerChance')}
            data-testid="bo-promo-raffle-turnover"
          />
          {at('raffle.earn.turnoverPerChance')}
        </label>
        <label>
          <span>{t('promotions.edit.raffle.depositMin', { symbol })}</span>
          <input
            type="text"
            inputMode="decimal"
            value={d.raffleDepositMin}
            onChange={(e) => set({ raffleDepositMin: e.target.value })}
            aria-invalid={invalid('raffle.earn.depositMin')}
            data-testid="bo-promo-raffle-deposit-min"
          />
          {at('raffle.earn.depositMin')}
        </label>
      </Row2>
      {at('raffle.earn', true)}
      <label>
        <span>{t('promotions.edit.raffle.maxChancesPerDay')}</span>
        <input
          type="text"
          inputMode="numeric"
          value={d.raffleMaxPerDay}
          onChange={(e) => set({ raffleMaxPerDay: e.target.value })}
          aria-invalid={invalid('raffle.earn.maxChancesPerDay')}
          data-testid="bo-promo-raffle-max-per-day"
        />
        {at('raffle.earn.maxChancesPerDay')}
      </label>
      <Ticks
        legend={t('promotions.edit.categoriesField')}
        values={GAME_CATEGORIES}
        ticked={d.raffleCategories}
        label={(c) => c}
        onTicked={(raffleCategories) => set({ raffleCategories })}
        testId="bo-promo-raffle-category"
      />
      <h4>{t('promotions.edit.raffle.prizes')}</h4>
      <Muted>{t('promotions.edit.raffle.prizesHelp')}</Muted>
      {d.rafflePrizes.map((x, i) => (
        <Row key={i} data-testid={`bo-promo-prize-${i}`} aria-label={t('promotions.edit.raffle.prize', { n: i + 1 })}>
          <legend>{t('promotions.edit.raffle.prize', { n: i + 1 })}</legend>
          <Row2>
            <label>
              <span>{t('promotions.edit.raffle.prizeId')}</span>
              <input
                type="text"
                value={x.id}
                onChange={(e) => rows.change(i, { id: e.target.value.toLowerCase() })}
                aria-invalid={invalid(`raffle.prizes.${i}.id`)}
                data-testid={`bo-promo-prize-${i}-id`}
              />
              {at(`raffle.prizes.${i}.id`)}
            </label>
            <label>
              <span>{t('promotions.edit.raffle.prizeName', { language: langName })}</span>
              <input
                type="text"
                value={x.name[lang] ?? ''}
                onChange={(e) => rows.change(i, { name: { ...x.name, [lang]: e.target.value } })}
                aria-invalid={invalid(`raffle.prizes.${i}.name`)}
                data-testid={`bo-promo-prize-${i}-name`}
              />
              {at(`raffle.prizes.${i}.name`)}
            </label>
          </Row2>
          <Row2>
            <label>
              <span>{t('promotions.edit.raffle.prizeKind')}</span>
              <select value={x.kind} onChange={(e) => rows.change(i, { kind: e.target.value as PrizeDraft['kind'] })} data-testid={`bo-promo-prize-${i}-kind`}>
                {PRIZE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`promotions.edit.raffle.kind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            {x.kind === 'none' ? (
              at(`raffle.prizes.${i}.amount`)
            ) : (
              <label>
                <span>{t('promotions.edit.fixed', { symbol })}</span>
                <input
                  type="text"
                  inputMode="decimal"
                  value={x.amount}
                  onChange={(e) => rows.change(i, { amount: e.target.value })}
                  aria-invalid={invalid(`raffle.prizes.${i}.amount`)}
                  data-testid={`bo-promo-prize-${i}-amount`}
                />
                {at(`raffle.prizes.${i}.amount`)}
              </label>
            )}
          </Row2>
          <Row2>
            <label>
              <span>{t('promotions.edit.raffle.weight')}</span>
              <input
                type="text"
                inputMode="numeric"
                value={x.weight}
                onChange={(e) => rows.change(i, { weight: e.target.value })}
                aria-invalid={invalid(`raffle.prizes.${i}.weight`)}
                data-testid={`bo-promo-prize-${i}-weight`}
              />
              {at(`raffle.prizes.${i}.weight`)}
            </label>
            <label>
              <span>{t('promotions.edit.raffle.stock')}</span>
              <input
                type="text"
                inputMode="numeric"
                value={x.stock}
                onChange={(e) => rows.change(i, { stock: e.target.value })}
                aria-invalid={invalid(`raffle.prizes.${i}.stock`)}
                data-testid={`bo-promo-prize-${i}-stock`}
              />
              {at(`raffle.prizes.${i}.stock`)}
            </label>
          </Row2>
          <Buttons>
            <OrderButtons
              first={i === 0}
              last={i === d.rafflePrizes.length - 1}
              disabled={false}
              onMove={(by) => rows.move(i, by)}
              label={t('promotions.edit.raffle.prize', { n: i + 1 })}
            />
            {d.rafflePrizes.length > 1 ? (
              <Button type="button" $size="sm" $variant="ghost" onClick={() => rows.remove(i)} data-testid={`bo-promo-prize-${i}-remove`}>
                {t('promotions.edit.raffle.removePrize', { n: i + 1 })}
              </Button>
            ) : null}
          </Buttons>
        </Row>
      ))}
      {at('raffle.prizes', true)}
      {d.rafflePrizes.length < PRIZES_MAX ? (
        <Buttons>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            onClick={() => set({ rafflePrizes: [...d.rafflePrizes, newPrize()] })}
            data-testid="bo-promo-add-prize"
          >
            {t('promotions.edit.raffle.addPrize')}
          </Button>
        </Buttons>
      ) : null}
    </>
  );
}

function RankingSection({ d, set, symbol, at, invalid }: SectionProps) {
  const { t } = useTranslation();
  const rows = rowsOf<BandDraft>(d.rankingBands, (rankingBands) => set({ rankingBands }));
  return (
    <>
      <Row2>
        <label>
          <span>{t('promotions.edit.ranking.period')}</span>
          <select
            value={d.rankingPeriod}
            onChange={(e) => set({ rankingPeriod: e.target.value })}
            aria-invalid={invalid('ranking.period')}
            data-testid="bo-promo-ranking-period"
          >
            {RANKING_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`promotions.edit.ranking.periods.${p}`)}
              </option>
            ))}
          </select>
          {at('ranking.period')}
        </label>
        <label>
          <span>{t('promotions.edit.ranking.minTurnover', { symbol })}</span>
          <input
            type="text"
            inputMode="decimal"
            value={d.rankingMinTurnover}
            onChange={(e) => set({ rankingMinTurnover: e.target.value })}
            aria-invalid={invalid('ranking.minTurnover')}
            data-testid="bo-promo-ranking-min-turnover"
          />
          {at('ranking.minTurnover')}
        </label>
      </Row2>
      <Ticks
        legend={t('promotions.edit.categoriesField')}
        values={GAME_CATEGORIES}
        ticked={d.rankingCategories}
        label={(c) => c}
        onTicked={(rankingCategories) => set({ rankingCategories })}
        testId="bo-promo-ranking-category"
      />
      <h4>{t('promotions.edit.ranking.bands')}</h4>
      {d.rankingBands.map((b, i) => (
        <Row key={i} data-testid={`bo-promo-band-${i}`}>
          <legend>{t('promotions.edit.ranking.band', { n: i + 1 })}</legend>
          <Row3>
            <label>
              <span>{t('promotions.edit.ranking.fromRank')}</span>
              <input
                type="text"
                inputMode="numeric"
                value={b.fromRank}
                onChange={(e) => rows.change(i, { fromRank: e.target.value })}
                aria-invalid={invalid(`ranking.prizes.${i}.fromRank`)}
                data-testid={`bo-promo-band-${i}-from`}
              />
              {at(`ranking.prizes.${i}.fromRank`)}
            </label>
            <label>
              <span>{t('promotions.edit.ranking.toRank')}</span>
              <input
                type="text"
                inputMode="numeric"
                value={b.toRank}
                onChange={(e) => rows.change(i, { toRank: e.target.value })}
                aria-invalid={invalid(`ranking.prizes.${i}.toRank`)}
                data-testid={`bo-promo-band-${i}-to`}
              />
              {at(`ranking.prizes.${i}.toRank`)}
            </label>
            <label>
              <span>{t('promotions.edit.fixed', { symbol })}</span>
              <input
                type="text"
                inputMode="decimal"
                value={b.amount}
                onChange={(e) => rows.change(i, { amount: e.target.value })}
                aria-invalid={invalid(`ranking.prizes.${i}.amount`)}
                data-testid={`bo-promo-band-${i}-amount`}
              />
              {at(`ranking.prizes.${i}.amount`)}
            </label>
          </Row3>
          {at(`ranking.prizes.${i}`, true)}
          {d.rankingBands.length > 1 ? (
            <Buttons>
              <Button type="button" $size="sm" $variant="ghost" onClick={() => rows.remove(i)} data-testid={`bo-promo-band-${i}-remove`}>
                {t('promotions.edit.ranking.removeBand', { n: i + 1 })}
              </Button>
            </Buttons>
          ) : null}
        </Row>
      ))}
      {at('ranking.prizes', true)}
      {d.rankingBands.length < BANDS_MAX ? (
        <Buttons>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            onClick={() => set({ rankingBands: [...d.rankingBands, newBand()] })}
            data-testid="bo-promo-add-band"
          >
            {t('promotions.edit.ranking.addBand')}
          </Button>
        </Buttons>
      ) : null}
    </>
  );
}

function ReferralSection({ d, set, symbol, at, invalid }: SectionProps) {
  const { t } = useTranslation();
  const rows = rowsOf<MilestoneDraft>(d.milestones, (milestones) => set({ milestones }));
  const unused = MILESTONE_ONS.find((on) => !d.milestones.some((m) => m.on === on));
  return (
    <>
      <h4>{t('promotions.edit.referral.milestones')}</h4>
      {d.milestones.map((m, i) => (
        <Row key={i} data-testid={`bo-promo-milestone-${i}`}>
          <legend>{t('promotions.edit.referral.milestone', { n: i + 1 })}</legend>
          <Row2>
            <label>
              <span>{t('promotions.edit.referral.on')}</span>
              <select
                value={m.on}
                onChange={(e) => rows.change(i, { on: e.target.value as MilestoneDraft['on'] })}
                aria-invalid={invalid(`referral.milestones.${i}.on`)}
                data-testid={`bo-promo-milestone-${i}-on`}
              >
                {MILESTONE_ONS.map((on) => (
                  <option key={on} value={on}>
                    {t(`promotions.edit.referral.ons.${on}`)}
                  </option>
                ))}
              </select>
              {at(`referral.milestones.${i}.on`)}
            </label>
            {m.on === 'registered' ? null : (
              <label>
                <span>{t(`promotions.edit.referral.threshold.${m.on}`, { symbol })}</span>
                <input
                  type="text"
                  inputMode="decimal"
                  value={m.threshold}
                  onChange={(e) => rows.change(i, { threshold: e.target.value })}
                  aria-invalid={invalid(`referral.milestones.${i}.threshold`)}
                  data-testid={`bo-promo-milestone-${i}-threshold`}
                />
                {at(`referral.milestones.${i}.threshold`)}
              </label>
            )}
          </Row2>
          <Row2>
            <label>
              <span>{t('promotions.edit.referral.amount', { symbol })}</span>
              <input
                type="text"
                inputMode="decimal"
                value={m.amount}
                onChange={(e) => rows.change(i, { amount: e.target.value })}
                aria-invalid={invalid(`referral.milestones.${i}.amount`)}
                data-testid={`bo-promo-milestone-${i}-amount`}
              />
              {at(`referral.milestones.${i}.amount`)}
            </label>
            <label>
              <span>{t('promotions.edit.referral.friendAmount', { symbol })}</span>
              <input
                type="text"
                inputMode="decimal"
                value={m.friendAmount}
                onChange={(e) => rows.change(i, { friendAmount: e.target.value })}
                aria-invalid={invalid(`referral.milestones.${i}.friendAmount`)}
                data-testid={`bo-promo-milestone-${i}-friend-amount`}
              />
              {at(`referral.milestones.${i}.friendAmount`)}
            </label>
          </Row2>
          {d.milestones.length > 1 ? (
            <Buttons>
              <Button type="button" $size="sm" $variant="ghost" onClick={() => rows.remove(i)} data-testid={`bo-promo-milestone-${i}-remove`}>
                {t('promotions.edit.referral.removeMilestone', { n: i + 1 })}
              </Button>
            </Buttons>
          ) : null}
        </Row>
      ))}
      {at('referral.milestones', true)}
      {d.milestones.length < MILESTONES_MAX ? (
        <Buttons>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            onClick={() => set({ milestones: [...d.milestones, newMilestone(unused)] })}
            data-testid="bo-promo-add-milestone"
          >
            {t('promotions.edit.referral.addMilestone')}
          </Button>
        </Buttons>
      ) : null}
      <label>
        <span>{t('promotions.edit.referral.maxFriends')}</span>
        <input
          type="text"
          inputMode="numeric"
          value={d.maxFriends}
          onChange={(e) => set({ maxFriends: e.target.value })}
          aria-invalid={invalid('referral.maxFriends')}
          data-testid="bo-promo-max-friends"
        />
        {at('referral.maxFriends')}
      </label>
    </>
  );
}

function AppDownloadSection({ d, set, at }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Ticks
        legend={t('promotions.edit.appDownload.platforms')}
        values={APP_PLATFORMS}
        ticked={d.platforms}
        label={(p) => t(`promotions.edit.appDownload.platform.${p}`)}
        onTicked={(platforms) => set({ platforms })}
        testId="bo-promo-platform"
      />
      <Muted>{t('promotions.edit.appDownload.noneIsAll')}</Muted>
      {at('appDownload')}
    </>
  );
}

/** One row of a list (a prize, a rank band, a milestone), boxed. */
const Row = styled.fieldset`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 10px 12px 12px;
  border: 1px solid var(--c-border);
  border-radius: var(--radius);
  min-width: 0;
  legend {
    font-size: 13px;
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Row3 = styled.div`
  display: grid;
  gap: 12px;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Group = styled.div`
  display: grid;
  gap: 12px;
  padding-top: 12px;
  border-top: 1px solid var(--c-border);
  h3 {
    font-size: 14px;
    font-weight: 700;
  }
  h4 {
    font-size: 13px;
    font-weight: 700;
  }
  label.inline {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  label {
    display: inline-flex !important;
    gap: 6px;
    align-items: center;
    font-weight: 400 !important;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  legend {
    font-size: 13px;
    font-weight: 600;
    margin-bottom: 6px;
  }
`;
