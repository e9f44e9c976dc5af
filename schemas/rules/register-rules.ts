// The one source of the registration and password rules (spec §5), run by the browser forms on blur
// and submit and by the server before it writes anything. Pure TypeScript over the tenant's register
// block: the fixed §5 rules always apply, and the tenant's own field rule (required flag, pattern,
// length) applies on top, so a looser tenant rule never weakens the fixed ones.
import type { FieldRule, RegisterRules } from '../generated/tenant.ts';

export type RegisterMethod = 'username' | 'mobile';

export interface FieldIssue {
  field: string;
  code: 'required' | 'pattern' | 'length' | 'inconsistent' | 'terms';
  /** An i18next key (validation.*, errors.*). */
  messageKey: string;
  /** Interpolation values; `field` and `0` hold message keys themselves (see renderIssue). */
  params: Record<string, string | number>;
}

export interface RegisterOptions {
  method: RegisterMethod;
  /** MOBILENUMPASSREG3: the mobile form also asks for a password and its confirmation. */
  mobilePassword: boolean;
  /** REGMOBVERF3 on a mobile registration: an SMS verification code is required. */
  smsVerification: boolean;
  /** The affiliate-code input is on the form (default true). When false the code comes from the link. */
  affiliateFieldShown?: boolean;
  /** The brand's minimum age, shown in the terms message (default 18, spec §9). */
  minimumAge?: number;
  /** Whether a message key exists; when it says no, pattern messages fall back to validation.pattern.default. */
  hasKey?: (key: string) => boolean;
}

/** Every field a registration may carry, in display order (the mobile method moves mobile first). */
export type RegisterField = keyof RegisterRules['fields'];

export const MAX_VALUE_LENGTH = 255;
export const DEFAULT_MINIMUM_AGE = 18;
export const PATTERN_FALLBACK_KEY = 'validation.pattern.default';
export const TERMS_FIELD = 'termsAccepted';
export const COUNTRY_CODE_FIELD = 'countryDialingCode';

/** Fixed §5 bounds. */
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 15;
/** "More than 6": 7 characters is the shortest accepted password. */
export const PASSWORD_MORE_THAN = 6;
/**
 * The longest password, in code points (OWASP ASVS 5.0 L2 asks for at least 64). A tenant's
 * maxLength never cuts passwords below it.
 */
export const PASSWORD_MAX = 128;
/** Mobile numbers without a tenant rule (login, password reset): digits, E.164 allows at most 15. */
export const MOBILE_MIN_DIGITS = 6;
export const MOBILE_MAX_DIGITS = 15;

const USERNAME_SHAPE = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Any printable character, spaces and symbols and every script included: no control characters, lone surrogates or unassigned code points. */
const PASSWORD_CHARS = /^[^\p{Cc}\p{Cs}\p{Cn}]+$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\p{Nd}/u;
/** Capital letters without accents (ASCII A–Z), words separated by single spaces. */
const UPPER_NAME = /^[A-Z]+( [A-Z]+)*$/;
const DIGITS = /^[0-9]+$/;
const DIALING_CODE = /^\+[0-9]{1,4}$/;

/** Optional fields after the core ones, in display order. */
const OPTIONAL_ORDER: readonly RegisterField[] = [
  'payeeName',
  'email',
  'qqNum',
  'paymentPassword',
  'idNumber',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'referralCode',
];

/** The message key that labels a field in `validation.required`'s {field}. */
export function fieldLabelKey(field: string): string {
  return `register.field.${field}`;
}

// Tenant patterns are compiled once per distinct source. A pattern that does not compile matches
// nothing (fail closed); the tenant schema check should have refused it already.
const compiled = new Map<string, RegExp | null>();
function tenantRegex(source: string): RegExp | null {
  let re = compiled.get(source);
  if (re === undefined) {
    try {
      re = new RegExp(source);
    } catch {
      re = null;
    }
    compiled.set(source, re);
  }
  return re;
}

/** A value as text: strings as given, numbers as digits, nothing else (null = not a usable value). */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const isBlank = (text: string) => text.trim() === '';
/** Length in code points, so an emoji counts once. */
const lengthOf = (text: string) => [...text].length;

function issue(field: string, code: FieldIssue['code'], messageKey: string, params: FieldIssue['params'] = {}): FieldIssue {
  return { field, code, messageKey, params };
}

const required = (field: string) => issue(field, 'required', 'validation.required', { field: fieldLabelKey(field) });

function patternKey(patternId: string | undefined, hasKey: RegisterOptions['hasKey']): string {
  if (!patternId) return PATTERN_FALLBACK_KEY;
  const key = `validation.pattern.${patternId}`;
  return hasKey && !hasKey(key) ? PATTERN_FALLBACK_KEY : key;
}

/**
 * The tenant's rule for a non-empty value: length between min and max first (so a pattern never sees
 * more than maxLength, and never more than 255 characters), then acceptedPattern ('*' = anything).
 */
function checkTenantRule(
  field: string,
  text: string,
  rule: FieldRule | undefined,
  hasKey: RegisterOptions['hasKey'],
  message?: { key: string; params: FieldIssue['params'] },
): FieldIssue | null {
  const min = rule?.minLength ?? 0;
  const max = Math.min(rule?.maxLength ?? MAX_VALUE_LENGTH, MAX_VALUE_LENGTH);
  const key = message?.key ?? patternKey(rule?.patternId, hasKey);
  const params = message?.params ?? { min, max };
  const length = lengthOf(text);
  if (length < min || length > max) return issue(field, 'length', key, params);
  const source = rule?.acceptedPattern;
  if (source && source !== '*') {
    const re = tenantRegex(source);
    if (!re || !re.test(text)) return issue(field, 'pattern', key, params);
  }
  return null;
}

function capped(field: string, text: string, key: string, params: FieldIssue['params']): FieldIssue | null {
  return lengthOf(text) > MAX_VALUE_LENGTH ? issue(field, 'length', key, params) : null;
}

/** Spec §5 username: required (trimmed), 2–15, starts with a letter, letters/digits/underscores. */
export function validateUsername(value: unknown, rule?: FieldRule, hasKey?: RegisterOptions['hasKey'], field = 'username'): FieldIssue | null {
  const text = asText(value);
  const params = { min: USERNAME_MIN, max: USERNAME_MAX };
  const key = 'validation.pattern.username';
  if (text === null) return issue(field, 'pattern', key, params);
  if (isBlank(text)) return required(field);
  const length = lengthOf(text);
  if (length < USERNAME_MIN || length > USERNAME_MAX) return issue(field, 'length', key, params);
  if (!USERNAME_SHAPE.test(text)) return issue(field, 'pattern', key, params);
  return rule ? checkTenantRule(field, text, rule, hasKey) : null;
}

/**
 * Spec §5 password within OWASP ASVS 5.0 L2: required (trimmed), more than 6 and at most 128
 * characters, at least one letter and one digit (any script), any printable character, and not
 * containing the username (case-insensitive) when one is given. The common-password list is the
 * server's (server/features/accounts/common-passwords.ts): 49,233 entries stay out of the bundle.
 */
export function validatePassword(
  value: unknown,
  rule?: FieldRule,
  hasKey?: RegisterOptions['hasKey'],
  field = 'password',
  context: { username?: unknown } = {},
): FieldIssue | null {
  const text = asText(value);
  const params = { min: PASSWORD_MORE_THAN, max: PASSWORD_MAX };
  const key = 'validation.pattern.password';
  if (text === null) return issue(field, 'pattern', key, params);
  if (isBlank(text)) return required(field);
  const length = lengthOf(text);
  if (length <= PASSWORD_MORE_THAN || length > PASSWORD_MAX) return issue(field, 'length', key, params);
  if (!PASSWORD_CHARS.test(text) || !HAS_LETTER.test(text) || !HAS_DIGIT.test(text)) return issue(field, 'pattern', key, params);
  if (containsUsername(text, context.username)) return issue(field, 'pattern', 'validation.passwordHasUsername');
  return rule ? checkTenantRule(field, text, { ...rule, maxLength: Math.max(rule.maxLength ?? PASSWORD_MAX, PASSWORD_MAX) }, hasKey, { key, params }) : null;
}

/** Whether the password holds the username, ignoring case (usernames are at least 2 characters). */
export function containsUsername(password: string, username: unknown): boolean {
  const name = typeof username === 'string' ? username.trim().toLowerCase() : '';
  return name.length >= USERNAME_MIN && password.toLowerCase().includes(name);
}

/** Confirmation: required (trimmed) and equal to the password ('inconsistent twice'). */
export function validateConfirmation(password: unknown, confirm: unknown, field = 'confirmPassword'): FieldIssue | null {
  const text = asText(confirm);
  if (text === null || isBlank(text)) return required(field);
  return text === asText(password) ? null : issue(field, 'inconsistent', 'validation.inconsistentTwice');
}

/** Digit count for validation.phone: "9–11" for a range, "10" for a fixed length. */
function digitCount(min: number, max: number): string | number {
  return min === max ? max : `${min}–${max}`;
}

/**
 * Spec §5 mobile number: required, digits only, the tenant's length and pattern when given.
 * Every failure says 'Fill in correct mobile number' with the digit count (validation.phone).
 */
export function validateMobileNumber(value: unknown, rule?: FieldRule, field = 'mobileNum'): FieldIssue | null {
  const text = asText(value);
  const min = rule?.minLength ?? MOBILE_MIN_DIGITS;
  const max = Math.min(rule?.maxLength ?? MOBILE_MAX_DIGITS, MAX_VALUE_LENGTH);
  const params = { count: digitCount(min, max), min, max };
  if (text === null) return issue(field, 'pattern', 'validation.phone', params);
  if (isBlank(text)) return required(field);
  const length = lengthOf(text);
  if (length < min || length > max) return issue(field, 'length', 'validation.phone', params);
  if (!DIGITS.test(text)) return issue(field, 'pattern', 'validation.phone', params);
  return rule ? checkTenantRule(field, text, rule, undefined, { key: 'validation.phone', params }) : null;
}

/** The dialling code that goes with a mobile number: "+" and 1–4 digits. */
export function validateDialingCode(value: unknown, field = COUNTRY_CODE_FIELD): FieldIssue | null {
  const text = asText(value);
  if (text === null || isBlank(text)) return required(field);
  return DIALING_CODE.test(text) ? null : issue(field, 'pattern', 'validation.invalidFormat', { field: fieldLabelKey(field) });
}

/** Change / forgot password forms: the fixed password rule for the new one, then the confirmation. */
export function validateNewPassword(newPassword: unknown, confirm: unknown, username?: string): FieldIssue[] {
  const out: FieldIssue[] = [];
  const first = validatePassword(newPassword, undefined, undefined, 'newPassword', { username });
  if (first) out.push(first);
  const second = validateConfirmation(newPassword, confirm, 'confirmNewPassword');
  if (second) out.push(second);
  return out;
}

const enabled = (rules: RegisterRules, field: RegisterField) => rules.fields[field]?.enabled === true;

/** Which inputs the form shows, in display order. */
export function visibleRegisterFields(rules: RegisterRules, options: RegisterOptions): RegisterField[] {
  const out: RegisterField[] = [];
  const withPassword = options.method === 'username' || options.mobilePassword;
  if (options.method === 'username') {
    out.push('username', 'password', 'confirmPassword');
    if (enabled(rules, 'mobileNum')) out.push('mobileNum');
  } else {
    out.push('mobileNum');
    if (options.smsVerification) out.push('verificationCode');
    if (withPassword) out.push('password', 'confirmPassword');
  }
  for (const field of OPTIONAL_ORDER) {
    if (!enabled(rules, field)) continue;
    if (field === 'affiliateCode' && options.affiliateFieldShown === false) continue;
    out.push(field);
  }
  if (enabled(rules, 'captcha')) out.push('captcha');
  return out;
}

/** One field's check (blur). A field the form does not show has nothing to check. */
export function validateRegisterField(
  field: string,
  value: unknown,
  input: Record<string, unknown>,
  rules: RegisterRules,
  options: RegisterOptions,
): FieldIssue | null {
  if (field === TERMS_FIELD) return validateTerms(value, options);
  const visible = visibleRegisterFields(rules, options) as string[];
  if (field === COUNTRY_CODE_FIELD) return visible.includes('mobileNum') ? checkDialingCode(value, input, rules, options) : null;
  if (!visible.includes(field)) return null;
  const name = field as RegisterField;
  const rule = rules.fields[name];
  const { hasKey } = options;
  switch (name) {
    case 'username':
      return validateUsername(value, rule, hasKey);
    case 'password':
      return validatePassword(value, rule, hasKey, 'password', { username: options.method === 'username' ? input.username : undefined });
    case 'confirmPassword':
      return validateConfirmation(input.password, value);
    case 'mobileNum': {
      const text = asText(value);
      const mustHave = options.method === 'mobile' || rule?.required === true;
      if (text !== null && isBlank(text) && !mustHave) return null;
      return validateMobileNumber(value, rule);
    }
    case 'payeeName': {
      const text = asText(value);
      const params = { min: rule?.minLength ?? 1, max: Math.min(rule?.maxLength ?? MAX_VALUE_LENGTH, MAX_VALUE_LENGTH) };
      const key = 'validation.pattern.upperName';
      if (text === null) return issue(name, 'pattern', key, params);
      if (isBlank(text)) return rule?.required ? required(name) : null;
      const tooLong = capped(name, text, key, params);
      if (tooLong) return tooLong;
      if (!UPPER_NAME.test(text)) return issue(name, 'pattern', key, params);
      return checkTenantRule(name, text, rule, hasKey, { key, params });
    }
    default: {
      // paymentPassword, verificationCode (SMS on) and captcha are required whenever shown; the rest
      // follow the tenant's required flag.
      const alwaysRequired = name === 'paymentPassword' || name === 'verificationCode' || name === 'captcha';
      const text = asText(value);
      if (text === null)
        return issue(name, 'pattern', patternKey(rule?.patternId, hasKey), { min: rule?.minLength ?? 0, max: rule?.maxLength ?? MAX_VALUE_LENGTH });
      if (isBlank(text)) return alwaysRequired || rule?.required ? required(name) : null;
      return checkTenantRule(name, text, rule, hasKey);
    }
  }
}

/** The contract's name for the single-field check. */
export const validateField = validateRegisterField;

function checkDialingCode(value: unknown, input: Record<string, unknown>, rules: RegisterRules, options: RegisterOptions): FieldIssue | null {
  // Needed for a mobile registration, and whenever a mobile number is given.
  const mobile = asText(input.mobileNum);
  const mustHave = options.method === 'mobile' || rules.fields.mobileNum?.required === true || (mobile !== null && !isBlank(mobile));
  const text = asText(value);
  if (!mustHave && text !== null && isBlank(text)) return null;
  return validateDialingCode(value);
}

/** Spec §5 terms: agree to the terms and privacy policy and be of age ('Please agree to the {0}'). */
export function validateTerms(accepted: unknown, options: Pick<RegisterOptions, 'minimumAge'>): FieldIssue | null {
  if (accepted === true) return null;
  return issue(TERMS_FIELD, 'terms', 'errors.agreeTo', { 0: 'errors.termsAndAge', age: options.minimumAge ?? DEFAULT_MINIMUM_AGE });
}

/** Every shown field, the dialling code with a mobile number, and the terms; issues in display order. */
export function validateRegistration(rules: RegisterRules, input: Record<string, unknown>, options: RegisterOptions): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const field of visibleRegisterFields(rules, options)) {
    const found = validateRegisterField(field, input[field], input, rules, options);
    if (found) out.push(found);
    if (field === 'mobileNum') {
      const code = validateRegisterField(COUNTRY_CODE_FIELD, input[COUNTRY_CODE_FIELD], input, rules, options);
      if (code) out.push(code);
    }
  }
  const terms = validateTerms(input[TERMS_FIELD], options);
  if (terms) out.push(terms);
  return out;
}

/** Params that are message keys themselves: the field label and the terms text ({0}). */
export const KEY_PARAMS: readonly string[] = ['field', '0'];

/**
 * An issue as text with any translate function (i18next's t on the client, the catalogue on the
 * server): key-valued params are translated first (the terms text gets the age).
 */
export function renderIssue(found: FieldIssue, translate: (key: string, params?: Record<string, string | number>) => string): string {
  const params: Record<string, string | number> = { ...found.params };
  for (const name of KEY_PARAMS) {
    const value = params[name];
    if (typeof value === 'string') params[name] = translate(value, found.params);
  }
  return translate(found.messageKey, params);
}

/** The registration methods a brand offers (USERNAMEREG3, MOBILENUMREG3) and the default: mobile when on (spec §4). */
export function registerMethodsOf(modules: ReadonlySet<string>): { methods: RegisterMethod[]; defaultMethod: RegisterMethod | null } {
  const methods: RegisterMethod[] = [];
  if (modules.has('MOBILENUMREG3')) methods.push('mobile');
  if (modules.has('USERNAMEREG3')) methods.push('username');
  return { methods, defaultMethod: methods[0] ?? null };
}

/**
 * The options of one registration from the effective feature tree, the same on both sides.
 * A mobile account gets a password with MOBILENUMPASSREG3, and also when the brand has no SMS login
 * (otherwise it could never sign in again).
 */
export function registerOptionsOf(modules: ReadonlySet<string>, method: RegisterMethod, rules: RegisterRules, minimumAge: number): RegisterOptions {
  return {
    method,
    mobilePassword: modules.has('MOBILENUMPASSREG3') || !modules.has('MOBILEVERCODELOGIN3'),
    smsVerification: method === 'mobile' && modules.has('REGMOBVERF3'),
    affiliateFieldShown: rules.fields.affiliateCode?.enabled === true,
    minimumAge,
  };
}

/** Used when a brand's register block has no paymentPassword rule: six digits. */
export const DEFAULT_PAYMENT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]{6}$',
  patternId: 'digits',
  minLength: 6,
  maxLength: 6,
};

/**
 * A payment password set or typed outside registration (withdrawals, transfers): always required,
 * with the brand's paymentPassword rule (enabled or not at registration), else six digits.
 */
export function validatePaymentPassword(
  value: unknown,
  rule: FieldRule | undefined,
  hasKey?: RegisterOptions['hasKey'],
  field = 'paymentPassword',
): FieldIssue | null {
  const effective = rule?.acceptedPattern || rule?.minLength ? rule : DEFAULT_PAYMENT_PASSWORD_RULE;
  const text = asText(value);
  if (text === null)
    return issue(field, 'pattern', patternKey(effective?.patternId, hasKey), { min: effective?.minLength ?? 0, max: effective?.maxLength ?? MAX_VALUE_LENGTH });
  if (isBlank(text)) return required(field);
  return checkTenantRule(field, text, effective, hasKey);
}

/** A bank card holder's name: the payee-name rule of §5 (capitals without accents, spaces between words), always required. */
export function validateCardHolder(value: unknown, rule: FieldRule | undefined, field = 'cardHolder'): FieldIssue | null {
  const text = asText(value);
  const params = { min: rule?.minLength ?? 1, max: Math.min(rule?.maxLength ?? MAX_VALUE_LENGTH, MAX_VALUE_LENGTH) };
  const key = 'validation.pattern.upperName';
  if (text === null) return issue(field, 'pattern', key, params);
  if (isBlank(text)) return required(field);
  if (capped(field, text, key, params) || !UPPER_NAME.test(text)) return issue(field, 'pattern', key, params);
  return checkTenantRule(field, text, rule, undefined, { key, params });
}
