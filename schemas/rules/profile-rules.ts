// My account's profile form rules (spec §5: address and nationality required), shared by the server (which
// enforces them) and the client (which shows them before sending). Texts are kept as typed: HTML in them is
// harmless because every reader shows them as text.

/** ISO 3166-1 alpha-2 codes (and XK), the nationality choices; names come from Intl.DisplayNames. */
export const NATIONALITIES: readonly string[] =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'.split(
    ' ',
  );

export const NICKNAME_MAX = 20;
export const ADDRESS_MAX = 200;

export interface ProfileInput {
  nickname: string;
  dateOfBirth?: string;
  address: string;
  nationality: string;
}

export interface ProfileIssue {
  field: keyof ProfileInput;
  code: 'required' | 'maxLength' | 'date' | 'age' | 'nationality' | 'control';
  /** An i18next key (validation.*). */
  messageKey: string;
  params: Record<string, string | number>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Control characters (other than none at all) have no place in a one-line field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The calendar date of YYYY-MM-DD, or null when it is not a real date. */
export function parseBirthDate(text: string): { y: number; m: number; d: number } | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return { y, m, d };
}

/** Whole years between the birth date and `today` (UTC calendar dates). */
export function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - birth.y - (tm < birth.m || (tm === birth.m && td < birth.d) ? 1 : 0);
}

/** Every problem of the input (empty when it may be saved); texts are judged trimmed. */
export function validateProfile(input: ProfileInput, minimumAge: number, today: Date): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  const text = (field: 'nickname' | 'address', max: number, label: string) => {
    const value = input[field].trim();
    if (!value) issues.push({ field, code: 'required', messageKey: 'validation.required', params: { field: label } });
    else if ([...value].length > max) issues.push({ field, code: 'maxLength', messageKey: 'validation.maxLength', params: { field: label, limit: max } });
    else if (CONTROL.test(value)) issues.push({ field, code: 'control', messageKey: 'validation.invalidFormat', params: { field: label } });
  };
  text('nickname', NICKNAME_MAX, 'profile.nickname');
  text('address', ADDRESS_MAX, 'profile.address');
  if (!input.nationality) issues.push({ field: 'nationality', code: 'required', messageKey: 'validation.required', params: { field: 'profile.nationality' } });
  else if (!NATIONALITIES.includes(input.nationality))
    issues.push({ field: 'nationality', code: 'nationality', messageKey: 'profile.nationalityUnknown', params: {} });
  if (input.dateOfBirth) {
    const birth = parseBirthDate(input.dateOfBirth);
    if (!birth) issues.push({ field: 'dateOfBirth', code: 'date', messageKey: 'profile.dateOfBirthInvalid', params: {} });
    else if (ageOn(birth, today) < minimumAge) issues.push({ field: 'dateOfBirth', code: 'age', messageKey: 'profile.underAge', params: { age: minimumAge } });
    else if (ageOn(birth, today) > 130) issues.push({ field: 'dateOfBirth', code: 'date', messageKey: 'profile.dateOfBirthInvalid', params: {} });
  }
  return issues;
}

/** A plausible e-mail address: one @, a dot in the domain, no spaces; at most 254 characters. */
export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(text);
}
