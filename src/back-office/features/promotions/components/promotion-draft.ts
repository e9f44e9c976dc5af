// The promotion editor's form state, kept pure: a promotion (the tenant schema's Promotion) → a draft of
// strings as the inputs hold them (money in major units of the brand's currency, percents, local times) and
// back, with the problems found before sending. The draft keeps the promotion it started from, so a field this
// form does not show (one a newer schema added) survives an edit. The rules beyond the schema are the shared
// schemas/rules/promotion-checks.ts (the server runs the same), so the form and the server say the same.
import tenant from '../../../../../schemas/tenant.schema.json';
import type { LanguageCode, Promotion } from '../../../../../schemas/generated/tenant.ts';
import { parseAmount } from '../../../../../schemas/rules/money-format.ts';
import { promotionProblems, TYPE_RULES, type PromotionType } from '../../../../../schemas/rules/promotion-checks.ts';

const P = tenant.definitions.Promotion;
export const PROMOTION_TYPES = P.properties.type.enum as PromotionType[];
export const PROMOTION_CATEGORIES = P.properties.category.enum as Array<Promotion['category']>;
export const PROMOTION_TAGS = P.properties.tags.items.enum as Array<NonNullable<Promotion['tags']>[number]>;
export const DEPOSIT_WHICH = P.properties.deposit.properties.which.enum as string[];
export const REBATE_PERIODS = P.properties.rebate.properties.period.enum as string[];
export const REBATE_CLAIMS = P.properties.rebate.properties.claim.enum as string[];
export const WAGERING_BASES = P.properties.wagering.properties.base.enum as string[];
/** The game categories rates and weights are keyed by (the schema's pattern lists them). */
export const GAME_CATEGORIES = Object.keys(P.properties.rebate.properties.ratesBasisPoints.patternProperties)[0]
  .replace(/^\^\(|\)\$$/g, '')
  .split('|');
const ID_PATTERN = new RegExp(P.properties.id.pattern, 'u');
const RAFFLE = P.properties.raffle.properties;
const RANKING = P.properties.ranking.properties;
const REFERRAL = P.properties.referral.properties;
export const PRIZE_KINDS = RAFFLE.prizes.items.properties.kind.enum as Array<'cash' | 'bonus' | 'none'>;
const PRIZE_ID_PATTERN = new RegExp(RAFFLE.prizes.items.properties.id.pattern, 'u');
export const PRIZES_MAX = RAFFLE.prizes.maxItems;
export const RANKING_PERIODS = RANKING.period.enum as Array<'daily' | 'weekly' | 'custom'>;
export const BANDS_MAX = RANKING.prizes.maxItems;
const RANK_MAX = RANKING.prizes.items.properties.toRank.maximum;
export const MILESTONE_ONS = REFERRAL.milestones.items.properties.on.enum as Array<'registered' | 'firstDeposit' | 'turnover'>;
export const MILESTONES_MAX = REFERRAL.milestones.maxItems;
export const APP_PLATFORMS = P.properties.appDownload.properties.platforms.items.enum as Array<'android' | 'ios'>;
export const ID_MAX = 40;
export const RULES_MAX = P.properties.rules.maxItems;
const MULTIPLIER_MAX = P.properties.wagering.properties.multiplier.maximum;

type Texts = Partial<Record<LanguageCode, string>>;

export interface PromotionDraft {
  /** The promotion as it was (null: a new one); fields this form does not show are kept from it. */
  base: Promotion | null;
  id: string;
  type: PromotionType;
  category: Promotion['category'];
  tags: string[];
  title: Texts;
  summary: Texts;
  rules: Texts[];
  startsAt: string;
  endsAt: string;
  enrolment: 'auto' | 'join';
  awardKind: 'bonus' | 'cash';
  /** percent: of the deposit ("100" or "12.5"); fixed: a money amount. */
  awardMode: 'percent' | 'fixed';
  percent: string;
  fixed: string;
  cap: string;
  wagering: boolean;
  multiplier: string;
  wageringBase: string;
  expiresInDays: string;
  /** "LIVE 10, SPORTS 50": percent of a stake that counts, per category. */
  weights: string;
  perMember: string;
  perDay: string;
  /** limits.onePerPerson: accounts sharing a verified mobile or a bank card count as one. */
  onePerPerson: boolean;
  registeredWithinDays: string;
  /** eligibility.vipLevels: the VIP ranks the promotion is for (none: every member). */
  vipLevels: number[];
  depositWhich: string;
  depositMin: string;
  rebatePeriod: string;
  rebateClaim: string;
  /** "RNG 0.8, LIVE 0.5": percent of turnover per category. */
  rebateRates: string;
  rebateCap: string;
  rebateClaimDays: string;
  applyMax: string;
  applyClaimDays: string;
  raffleTurnover: string;
  raffleDepositMin: string;
  /** Game categories whose turnover counts (none ticked: all). */
  raffleCategories: string[];
  raffleMaxPerDay: string;
  rafflePrizes: PrizeDraft[];
  rankingPeriod: string;
  rankingCategories: string[];
  rankingMinTurnover: string;
  rankingBands: BandDraft[];
  milestones: MilestoneDraft[];
  maxFriends: string;
  /** App platforms that count (none ticked: all). */
  platforms: string[];
}

export interface PrizeDraft {
  id: string;
  name: Texts;
  kind: 'cash' | 'bonus' | 'none';
  amount: string;
  weight: string;
  stock: string;
}
export interface BandDraft {
  fromRank: string;
  toRank: string;
  amount: string;
}
export interface MilestoneDraft {
  on: 'registered' | 'firstDeposit' | 'turnover';
  threshold: string;
  amount: string;
  friendAmount: string;
}

export const newPrize = (): PrizeDraft => ({ id: '', name: {}, kind: 'cash', amount: '', weight: '1', stock: '' });
export const newBand = (): BandDraft => ({ fromRank: '', toRank: '', amount: '' });
export const newMilestone = (on: MilestoneDraft['on'] = 'registered'): MilestoneDraft => ({ on, threshold: '', amount: '', friendAmount: '' });

/** A problem found before sending: the field (a dotted path of the promotion, as the server names it) and a message key. */
export interface DraftProblem {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

const str = (n: number | undefined) => (n === undefined ? '' : String(n));
/** Minor units → the exact amount in major units as typed ("500.00"; no symbol, no grouping, nothing rounded). */
export function majorUnits(minor: number | undefined, minorUnits: number): string {
  if (minor === undefined) return '';
  if (minorUnits === 0) return String(minor);
  const scale = 10 ** minorUnits;
  return `${Math.floor(minor / scale)}.${String(minor % scale).padStart(minorUnits, '0')}`;
}
const money = majorUnits;
/** Basis points → a percent as typed (10000 → "100", 80 → "0.8"). */
const percentOf = (bps: number | undefined) => (bps === undefined ? '' : String(bps / 100));
const pairs = (record: Readonly<Record<string, number>> | undefined, scale: (n: number) => string) =>
  Object.entries(record ?? {})
    .map(([k, v]) => `${k} ${scale(v)}`)
    .join(', ');

/** ISO time → the value of a datetime-local input in the browser's time zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function draftOf(p: Promotion | null, minorUnits: number): PromotionDraft {
  return {
    base: p,
    id: p?.id ?? '',
    type: p?.type ?? 'deposit',
    category: p?.category ?? 'deposit',
    tags: [...(p?.tags ?? [])],
    title: { ...(p?.title ?? {}) },
    summary: { ...(p?.summary ?? {}) },
    rules: p ? p.rules.map((r) => ({ ...r })) : [{}],
    startsAt: toLocalInput(p?.startsAt),
    endsAt: toLocalInput(p?.endsAt),
    enrolment: p?.enrolment ?? 'auto',
    awardKind: p?.award.kind ?? 'bonus',
    awardMode: p?.award.fixedAmount !== undefined ? 'fixed' : 'percent',
    percent: percentOf(p?.award.percentBasisPoints),
    fixed: money(p?.award.fixedAmount, minorUnits),
    cap: money(p?.award.cap, minorUnits),
    wagering: p ? p.wagering !== undefined : true,
    multiplier: str(p?.wagering?.multiplier ?? (p ? undefined : 10)),
    wageringBase: p?.wagering?.base ?? 'bonus',
    expiresInDays: str(p?.wagering?.expiresInDays),
    weights: pairs(p?.wagering?.weights, String),
    perMember: str(p?.limits?.perMember),
    perDay: str(p?.limits?.perDay),
    onePerPerson: p?.limits?.onePerPerson === true,
    registeredWithinDays: str(p?.eligibility?.registeredWithinDays),
    vipLevels: [...(p?.eligibility?.vipLevels ?? [])],
    depositWhich: p?.deposit?.which ?? 'first',
    depositMin: money(p?.deposit?.minAmount, minorUnits),
    rebatePeriod: p?.rebate?.period ?? 'daily',
    rebateClaim: p?.rebate?.claim ?? 'auto',
    rebateRates: pairs(p?.rebate?.ratesBasisPoints, (n) => String(n / 100)),
    rebateCap: money(p?.rebate?.capPerPeriod, minorUnits),
    rebateClaimDays: str(p?.rebate?.claimWithinDays),
    applyMax: money(p?.apply?.maxAmount, minorUnits),
    applyClaimDays: str(p?.apply?.claimWithinDays),
    raffleTurnover: money(p?.raffle?.earn.turnoverPerChance, minorUnits),
    raffleDepositMin: money(p?.raffle?.earn.depositMin, minorUnits),
    raffleCategories: [...(p?.raffle?.earn.categories ?? [])],
    raffleMaxPerDay: str(p?.raffle?.earn.maxChancesPerDay ?? (p?.raffle ? undefined : 1)),
    rafflePrizes: p?.raffle
      ? p.raffle.prizes.map((x) => ({
          id: x.id,
          name: { ...x.name },
          kind: x.kind,
          amount: money(x.amount, minorUnits),
          weight: str(x.weight),
          stock: str(x.stock),
        }))
      : [newPrize()],
    rankingPeriod: p?.ranking?.period ?? 'daily',
    rankingCategories: [...(p?.ranking?.categories ?? [])],
    rankingMinTurnover: money(p?.ranking?.minTurnover ?? (p?.ranking ? undefined : 0), minorUnits),
    rankingBands: p?.ranking
      ? p.ranking.prizes.map((b) => ({ fromRank: str(b.fromRank), toRank: str(b.toRank), amount: money(b.amount, minorUnits) }))
      : [newBand()],
    milestones: p?.referral
      ? p.referral.milestones.map((m) => ({
          on: m.on,
          threshold: money(m.threshold, minorUnits),
          amount: money(m.amount, minorUnits),
          friendAmount: money(m.friendAmount, minorUnits),
        }))
      : [newMilestone()],
    maxFriends: str(p?.referral?.maxFriends),
    platforms: [...(p?.appDownload?.platforms ?? [])],
  };
}

const filled = (texts: Texts): Texts => Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Texts;

/** Reads a draft into a promotion, collecting what cannot be read (a bad number or amount) as problems. */
class Reader {
  readonly problems: DraftProblem[] = [];
  constructor(private readonly minorUnits: number) {}

  int(field: string, text: string, min: number, max: number): number | undefined {
    if (text.trim() === '') return undefined;
    const n = Number(text.trim());
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push({ field, key: 'promotions.edit.problems.whole', values: { min, max } });
      return undefined;
    }
    return n;
  }

  money(field: string, text: string, min = 1): number | undefined {
    if (text.trim() === '') return undefined;
    // parseAmount reads positive amounts only; a field that may be zero takes "0" / "0.00" too.
    const n = min === 0 && /^0+(\.0*)?$/.test(text.trim()) ? 0 : parseAmount(text, this.minorUnits);
    if (n === null || n < min) {
      this.problems.push({ field, key: 'promotions.edit.problems.amount', values: { decimals: this.minorUnits } });
      return undefined;
    }
    return n;
  }

  /** A percent with at most two decimals → basis points. */
  percent(field: string, text: string, maxBasisPoints: number, min = 1): number | undefined {
    if (text.trim() === '') return undefined;
    const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
    const bps = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0') || 0) : NaN;
    if (!Number.isInteger(bps) || bps < min || bps > maxBasisPoints) {
      this.problems.push({ field, key: 'promotions.edit.problems.percent', values: { max: maxBasisPoints / 100 } });
      return undefined;
    }
    return bps;
  }

  /** "LIVE 10, SPORTS 50" → {LIVE: 10, SPORTS: 50} (values read by `value`). */
  pairs(field: string, text: string, value: (v: string) => number | undefined): Record<string, number> | undefined {
    if (text.trim() === '') return undefined;
    const out: Record<string, number> = {};
    for (const part of text
      .split(/[,;\n]+/)
      .map((x) => x.trim())
      .filter(Boolean)) {
      const m = /^([A-Za-z]+)\s*[:= ]\s*([\d.]+)$/.exec(part);
      const category = m?.[1].toUpperCase();
      const n = m ? value(m[2]) : undefined;
      if (!category || !GAME_CATEGORIES.includes(category) || n === undefined) {
        this.problems.push({ field, key: 'promotions.edit.problems.pairs', values: { categories: GAME_CATEGORIES.join(', ') } });
        return undefined;
      }
      out[category] = n;
    }
    return out;
  }
}

/** The promotion a draft describes, and the problems of the form (readable values and the shared rules). */
export function promotionOf(
  d: PromotionDraft,
  minorUnits: number,
  languages: { default: LanguageCode; supported: readonly LanguageCode[] },
): { promotion: Promotion; problems: DraftProblem[] } {
  const r = new Reader(minorUnits);
  const rule = TYPE_RULES[d.type];
  const {
    deposit: _deposit,
    rebate: _rebate,
    apply: _apply,
    raffle: _raffle,
    ranking: _ranking,
    referral: _referral,
    appDownload: _appDownload,
    wagering: _wagering,
    limits: _limits,
    eligibility: _eligibility,
    startsAt: _startsAt,
    endsAt: _endsAt,
    tags: _tags,
    enrolment: _enrolment,
    ...kept
  } = d.base ?? ({} as Partial<Promotion>);
  const p: Promotion = {
    ...kept,
    id: d.id.trim(),
    type: d.type,
    category: d.category,
    title: filled(d.title),
    summary: filled(d.summary),
    rules: d.rules.map(filled).filter((x) => Object.keys(x).length > 0),
    award: { kind: d.awardKind },
  } as Promotion;
  if (d.tags.length > 0) p.tags = [...d.tags] as Promotion['tags'];
  if (d.startsAt) p.startsAt = new Date(d.startsAt).toISOString();
  if (d.endsAt) p.endsAt = new Date(d.endsAt).toISOString();
  if (rule.canJoin && d.enrolment === 'join') p.enrolment = 'join';

  if (rule.award === 'percentOrFixed' && d.awardMode === 'percent') {
    p.award.percentBasisPoints = r.percent('award.percentBasisPoints', d.percent, 100_000);
    p.award.cap = r.money('award.cap', d.cap);
  } else if (rule.award !== 'none') {
    p.award.fixedAmount = r.money('award.fixedAmount', d.fixed);
  }
  for (const k of ['percentBasisPoints', 'fixedAmount', 'cap'] as const) if (p.award[k] === undefined) delete p.award[k];

  if (d.awardKind === 'bonus' && d.wagering) {
    const multiplier = r.int('wagering.multiplier', d.multiplier, 0, MULTIPLIER_MAX);
    if (multiplier === undefined && d.multiplier.trim() === '') r.problems.push({ field: 'wagering.multiplier', key: 'promotions.edit.problems.required' });
    const w: NonNullable<Promotion['wagering']> = { multiplier: multiplier ?? 0 };
    if (d.wageringBase !== 'bonus' || d.base?.wagering?.base !== undefined) w.base = d.wageringBase as 'bonus' | 'bonusAndDeposit';
    const weights = r.pairs('wagering.weights', d.weights, (v) => r.int('wagering.weights', v, 0, 100));
    if (weights) w.weights = weights;
    const days = r.int('wagering.expiresInDays', d.expiresInDays, 1, 3650);
    if (days !== undefined) w.expiresInDays = days;
    p.wagering = w;
  }
  const perMember = r.int('limits.perMember', d.perMember, 1, 100_000);
  const perDay = r.int('limits.perDay', d.perDay, 1, 100_000);
  if (perMember !== undefined || perDay !== undefined || d.onePerPerson)
    p.limits = {
      ...(perMember !== undefined ? { perMember } : {}),
      ...(perDay !== undefined ? { perDay } : {}),
      ...(d.onePerPerson ? { onePerPerson: true } : {}),
    };
  const within = r.int('eligibility.registeredWithinDays', d.registeredWithinDays, 1, 3650);
  // The VIP ranks chosen, in the order the promotion had them, new ones after (an untouched edit gives back the same list).
  const keptRanks = (d.base?.eligibility?.vipLevels ?? []).filter((rank) => d.vipLevels.includes(rank));
  const vipLevels = [...keptRanks, ...d.vipLevels.filter((rank) => !keptRanks.includes(rank))];
  const [firstRank, ...moreRanks] = vipLevels;
  if (within !== undefined || firstRank !== undefined)
    p.eligibility = {
      ...(within !== undefined ? { registeredWithinDays: within } : {}),
      ...(firstRank !== undefined ? { vipLevels: [firstRank, ...moreRanks] } : {}),
    };

  if (rule.section === 'deposit') {
    p.deposit = { which: d.depositWhich as 'first' };
    const min = r.money('deposit.minAmount', d.depositMin, 0);
    if (min !== undefined) p.deposit.minAmount = min;
  } else if (rule.section === 'rebate') {
    const rates = r.pairs('rebate.ratesBasisPoints', d.rebateRates, (v) => r.percent('rebate.ratesBasisPoints', v, 10_000, 0));
    if (!rates) r.problems.push({ field: 'rebate.ratesBasisPoints', key: 'promotions.edit.problems.required' });
    p.rebate = { period: d.rebatePeriod as 'daily', claim: d.rebateClaim as 'auto', ratesBasisPoints: rates ?? {} };
    const cap = r.money('rebate.capPerPeriod', d.rebateCap);
    if (cap !== undefined) p.rebate.capPerPeriod = cap;
    const days = r.int('rebate.claimWithinDays', d.rebateClaimDays, 1, 365);
    if (days !== undefined) p.rebate.claimWithinDays = days;
  } else if (rule.section === 'apply') {
    const max = r.money('apply.maxAmount', d.applyMax);
    if (max === undefined && d.applyMax.trim() === '') r.problems.push({ field: 'apply.maxAmount', key: 'promotions.edit.problems.required' });
    p.apply = { maxAmount: max ?? 0 };
    const days = r.int('apply.claimWithinDays', d.applyClaimDays, 1, 365);
    if (days !== undefined) p.apply.claimWithinDays = days;
  } else if (rule.section === 'raffle') {
    p.raffle = raffleOf(d, r);
  } else if (rule.section === 'ranking') {
    p.ranking = rankingOf(d, r);
  } else if (rule.section === 'referral') {
    p.referral = referralOf(d, r);
  }
  if (rule.optionalSection === 'appDownload' && d.platforms.length > 0) {
    p.appDownload = { platforms: APP_PLATFORMS.filter((x) => d.platforms.includes(x)) as NonNullable<NonNullable<Promotion['appDownload']>['platforms']> };
  }

  const problems = [...r.problems];
  if (!ID_PATTERN.test(p.id)) problems.push({ field: 'id', key: 'promotions.edit.problems.id' });
  if (p.rules.length === 0) problems.push({ field: 'rules.0', key: 'promotions.edit.problems.rules', values: { language: languages.default } });
  if (p.startsAt && p.endsAt && Date.parse(p.endsAt) <= Date.parse(p.startsAt)) problems.push({ field: 'endsAt', key: 'promotions.edit.problems.schedule' });
  // The shared rules (the server's words come back in its answer; here the form's own keys for them).
  const seen = new Set(problems.map((x) => x.field));
  for (const x of promotionProblems(p, languages)) {
    if (seen.has(x.field)) continue;
    seen.add(x.field);
    problems.push({ field: x.field, key: `promotions.edit.rules.${x.key.replace(/^errors\./, '')}`, values: x.params });
  }
  return { promotion: p, problems };
}

/** A whole number that must be there: empty is a problem too. */
function required(r: Reader, field: string, text: string, min: number, max: number): number {
  const n = r.int(field, text, min, max);
  if (n === undefined && text.trim() === '') r.problems.push({ field, key: 'promotions.edit.problems.required' });
  return n ?? 0;
}
function requiredMoney(r: Reader, field: string, text: string, min = 1): number {
  const n = r.money(field, text, min);
  if (n === undefined && text.trim() === '') r.problems.push({ field, key: 'promotions.edit.problems.required' });
  return n ?? 0;
}
/** The ticked categories in the schema's order (none ticked: absent, all count). */
const categoriesOf = (ticked: readonly string[]) => {
  const list = GAME_CATEGORIES.filter((c) => ticked.includes(c));
  return list.length > 0 ? (list as NonNullable<NonNullable<Promotion['ranking']>['categories']>) : undefined;
};

function raffleOf(d: PromotionDraft, r: Reader): NonNullable<Promotion['raffle']> {
  const earn: NonNullable<Promotion['raffle']>['earn'] = { maxChancesPerDay: required(r, 'raffle.earn.maxChancesPerDay', d.raffleMaxPerDay, 1, 1000) };
  const turnover = r.money('raffle.earn.turnoverPerChance', d.raffleTurnover);
  if (turnover !== undefined) earn.turnoverPerChance = turnover;
  const depositMin = r.money('raffle.earn.depositMin', d.raffleDepositMin);
  if (depositMin !== undefined) earn.depositMin = depositMin;
  const categories = categoriesOf(d.raffleCategories);
  if (categories) earn.categories = categories;
  if (d.rafflePrizes.length === 0) r.problems.push({ field: 'raffle.prizes', key: 'promotions.edit.problems.prizes' });
  const prizes = d.rafflePrizes.map((x, i) => {
    const at = `raffle.prizes.${i}`;
    const id = x.id.trim();
    if (!PRIZE_ID_PATTERN.test(id)) r.problems.push({ field: `${at}.id`, key: 'promotions.edit.problems.prizeId' });
    const prize: NonNullable<Promotion['raffle']>['prizes'][number] = {
      id,
      name: filled(x.name),
      kind: x.kind,
      weight: required(r, `${at}.weight`, x.weight, 1, 1_000_000),
    };
    const amount = x.kind === 'none' ? undefined : r.money(`${at}.amount`, x.amount);
    if (amount !== undefined) prize.amount = amount;
    const stock = r.int(`${at}.stock`, x.stock, 1, 1_000_000_000);
    if (stock !== undefined) prize.stock = stock;
    return prize;
  });
  return { earn, prizes: prizes as NonNullable<Promotion['raffle']>['prizes'] };
}

function rankingOf(d: PromotionDraft, r: Reader): NonNullable<Promotion['ranking']> {
  const ranking: NonNullable<Promotion['ranking']> = {
    period: d.rankingPeriod as 'daily',
    minTurnover: requiredMoney(r, 'ranking.minTurnover', d.rankingMinTurnover, 0),
    prizes: d.rankingBands.map((b, i) => ({
      fromRank: required(r, `ranking.prizes.${i}.fromRank`, b.fromRank, 1, RANK_MAX),
      toRank: required(r, `ranking.prizes.${i}.toRank`, b.toRank, 1, RANK_MAX),
      amount: requiredMoney(r, `ranking.prizes.${i}.amount`, b.amount),
    })) as NonNullable<Promotion['ranking']>['prizes'],
  };
  if (d.rankingBands.length === 0) r.problems.push({ field: 'ranking.prizes', key: 'promotions.edit.problems.bands' });
  const categories = categoriesOf(d.rankingCategories);
  if (categories) ranking.categories = categories;
  return ranking;
}

function referralOf(d: PromotionDraft, r: Reader): NonNullable<Promotion['referral']> {
  if (d.milestones.length === 0) r.problems.push({ field: 'referral.milestones', key: 'promotions.edit.problems.milestones' });
  const referral: NonNullable<Promotion['referral']> = {
    milestones: d.milestones.map((m, i) => {
      const at = `referral.milestones.${i}`;
      const milestone: NonNullable<Promotion['referral']>['milestones'][number] = { on: m.on, amount: requiredMoney(r, `${at}.amount`, m.amount) };
      if (m.on !== 'registered') {
        const threshold = r.money(`${at}.threshold`, m.threshold, 0);
        if (threshold !== undefined) milestone.threshold = threshold;
      }
      const friendAmount = r.money(`${at}.friendAmount`, m.friendAmount);
      if (friendAmount !== undefined) milestone.friendAmount = friendAmount;
      return milestone;
    }) as NonNullable<Promotion['referral']>['milestones'],
  };
  const maxFriends = r.int('referral.maxFriends', d.maxFriends, 1, 100_000);
  if (maxFriends !== undefined) referral.maxFriends = maxFriends;
  return referral;
}

/** The problems of one field or of a section (a dotted prefix). */
export const problemsAt = (problems: readonly DraftProblem[], prefix: string) => problems.filter((p) => p.field === prefix || p.field.startsWith(`${prefix}.`));
