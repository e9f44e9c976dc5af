// SMS verification codes (spec §3 "SMS code request", §4): 6 random digits, stored only as an HMAC,
// bound to tenant + purpose + number, valid for the tenant's smsCodeMinutes (default 5, at most 10),
// replaced by a newer code, used once, burnt after 5 wrong tries. Sends are rate limited per number
// and per client address, and every real send takes one unit of the brand's hourly SMS budget
// (settings.smsBudgetPerHour, default 500), reserved atomically in shared state.
import { createHmac, randomInt } from 'node:crypto';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import type { SmsSender } from '../../providers/sms/sms-sender.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { Logger } from '../../logger.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { MobileNumber } from './mobile-number.ts';
import type { VerificationRepository, CodeKey } from './verification.repository.ts';

export type VerificationPurpose = 'login' | 'register' | 'resetPassword' | 'bindMobile';

/** Codes mailed to an address (my account's e-mail binding): the same table, the address in the number's place. */
export type EmailPurpose = 'bindEmail';

export interface EmailIssueRequest {
  tenant: TenantContext;
  purpose: EmailPurpose;
  /** Trimmed and lower-cased by the caller. */
  email: string;
  ip: string;
  /** Delivers the code (the caller's mailer, in the member's language). */
  deliver(code: string, minutes: number): Promise<void>;
}

export interface IssueRequest {
  tenant: TenantContext;
  purpose: VerificationPurpose;
  /** Parsed by parseMobile (E.164). */
  mobile: MobileNumber;
  /** Client address, for the per-address send limit. */
  ip: string;
  /**
   * false: answer exactly as if a code was sent, but send nothing (e.g. an SMS login for a number
   * that has no account), so the answer does not tell who is registered.
   */
  send: boolean;
  /** Language of the SMS text; default the tenant's default language. */
  language?: LanguageCode;
}

export interface ConsumeRequest {
  tenant: TenantContext;
  purpose: VerificationPurpose;
  mobile: MobileNumber;
  code: string;
}

export const CODE_MAX_WRONG_TRIES = 5;
export const SENDS_PER_NUMBER_PER_HOUR = 5;
/** Codes mailed to one address in an hour, and by one client address. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;
/** Across purposes and addresses: one number cannot be bombed from many addresses. */
export const SENDS_PER_NUMBER_PER_DAY = 10;
export const SENDS_PER_NUMBER_PURPOSE_PER_HOUR = 3;
/** SMS a brand may send per hour when settings.smsBudgetPerHour is not set. */
export const DEFAULT_SMS_BUDGET_PER_HOUR = 500;
const HOUR_MS = 3_600_000;
const CODE_PATTERN = /^[0-9]{6}$/;

/** The tenant's code lifetime in minutes: settings.smsCodeMinutes clamped to 1…10, default 5. */
export function codeMinutes(tenant: TenantContext): number {
  const minutes = tenant.config.settings.smsCodeMinutes ?? 5;
  return Math.min(10, Math.max(1, Math.floor(minutes)));
}

/** The brand's SMS budget per hour (settings.smsBudgetPerHour, default 500). */
export function smsBudgetPerHour(tenant: TenantContext): number {
  return tenant.config.settings.smsBudgetPerHour ?? DEFAULT_SMS_BUDGET_PER_HOUR;
}

export class VerificationService {
  readonly #codes: VerificationRepository;
  readonly #now: () => number;
  readonly #logger: Pick<Logger, 'error'> | undefined;

  constructor(
    codes: VerificationRepository,
    private readonly state: SharedState,
    private readonly sms: SmsSender,
    private readonly catalogues: Catalogues,
    options: { now?: () => number; logger?: Pick<Logger, 'error'> } = {},
  ) {
    this.#codes = codes;
    this.#now = options.now ?? Date.now;
    this.#logger = options.logger;
  }

  /** Throws AppError 429 tooManyRequests or smsBudgetReached, 502 smsSendFailed. */
  async issue(request: IssueRequest): Promise<{ expiredMinutes: number }> {
    const { tenant, purpose, mobile } = request;
    await this.#limitSends(request);
    const now = this.#now();
    await this.#spendBudget(tenant, request.send);
    const expiredMinutes = codeMinutes(tenant);
    // Housekeeping on both paths, so a real send and send:false differ less in timing.
    await this.#codes.deleteExpired(tenant.id, new Date(now));
    if (!request.send) return { expiredMinutes };

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = keyOf(tenant, purpose, mobile);
    await this.#codes.replace(key, codeHash(tenant, key, code), new Date(now + expiredMinutes * 60_000), new Date(now));
    const language = request.language ?? tenant.config.languages.default;
    const text = this.catalogues.t(language, 'verification.smsText', { brand: tenant.config.brand.name, code, minutes: expiredMinutes });
    await this.sms.send(tenant, mobile.e164, text);
    return { expiredMinutes };
  }

  /** True once for the live code of this tenant + purpose + number; false otherwise (a wrong code counts as a try). */
  async consume(request: ConsumeRequest): Promise<boolean> {
    const { tenant, purpose, mobile, code } = request;
    const key = keyOf(tenant, purpose, mobile);
    const now = new Date(this.#now());
    if (typeof code === 'string' && CODE_PATTERN.test(code) && (await this.#codes.take(key, codeHash(tenant, key, code), now, CODE_MAX_WRONG_TRIES)))
      return true;
    await this.#codes.recordWrongTry(key, now, CODE_MAX_WRONG_TRIES);
    return false;
  }

  /**
   * Mails a code for `email` (rate limited per address and per client address; no SMS budget is spent).
   * Throws AppError 429 tooManyRequests; the deliverer's errors (mailSendFailed) pass through.
   */
  async issueEmail(request: EmailIssueRequest): Promise<{ expiredMinutes: number }> {
    const { tenant, purpose, email, ip } = request;
    if ((await this.state.incr(`mail:rate:ip:${tenant.id}:${ip}`, HOUR_MS)) > SENDS_PER_IP_PER_HOUR) throw new AppError(429, 'tooManyRequests');
    if ((await this.state.incr(`mail:rate:addr:${tenant.id}:${email}`, HOUR_MS)) > MAILS_PER_ADDRESS_PER_HOUR) throw new AppError(429, 'tooManyRequests');
    const now = this.#now();
    const expiredMinutes = codeMinutes(tenant);
    await this.#codes.deleteExpired(tenant.id, new Date(now));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const key = emailKeyOf(tenant, purpose, email);
    await this.#codes.replace(key, codeHash(tenant, key, code), new Date(now + expiredMinutes * 60_000), new Date(now));
    await request.deliver(code, expiredMinutes);
    return { expiredMinutes };
  }

  /** True once for the live mailed code of this tenant + purpose + address (a wrong code counts as a try). */
  async consumeEmail(request: { tenant: TenantContext; purpose: EmailPurpose; email: string; code: string }): Promise<boolean> {
    const key = emailKeyOf(request.tenant, request.purpose, request.email);
    const now = new Date(this.#now());
    if (CODE_PATTERN.test(request.code) && (await this.#codes.take(key, codeHash(request.tenant, key, request.code), now, CODE_MAX_WRONG_TRIES))) return true;
    await this.#codes.recordWrongTry(key, now, CODE_MAX_WRONG_TRIES);
    return false;
  }

  /** Counted before anything is sent, for real and for send:false alike (same answers either way). */
  async #limitSends({ tenant, purpose, mobile, ip }: IssueRequest): Promise<void> {
    const perIp = await this.state.incr(`sms:rate:ip:${tenant.id}:${ip}`, HOUR_MS);
    if (perIp > SENDS_PER_IP_PER_HOUR) throw new AppError(429, 'tooManyRequests');
    const number = mobile.e164;
    const perPurpose = await this.state.incr(`sms:rate:np:${tenant.id}:${number}:${purpose}`, HOUR_MS);
    if (perPurpose > SENDS_PER_NUMBER_PURPOSE_PER_HOUR) throw new AppError(429, 'tooManyRequests');
    const perNumber = await this.state.incr(`sms:rate:num:${tenant.id}:${number}`, HOUR_MS);
    if (perNumber > SENDS_PER_NUMBER_PER_HOUR) throw new AppError(429, 'tooManyRequests');
    const perDay = await this.state.incr(`sms:rate:day:${tenant.id}:${number}`, 24 * HOUR_MS);
    if (perDay > SENDS_PER_NUMBER_PER_DAY) throw new AppError(429, 'tooManyRequests');
  }

  /**
   * One unit of the brand's budget for this hour. The increment is the reservation (atomic in
   * shared state, so 50 racing sends cannot all see room); the send that first goes over logs the
   * one alert line. send:false spends nothing but is refused the same way once the budget is gone.
   */
  async #spendBudget(tenant: TenantContext, send: boolean): Promise<void> {
    const budget = smsBudgetPerHour(tenant);
    // One window per brand that starts with its first SMS and lasts an hour (shared state's incr
    // window): one key, one atomic count, the same on the database, Redis and memory stores.
    const key = `sms:budget:${tenant.id}`;
    if (!send) {
      if (Number((await this.state.get(key)) ?? 0) >= budget) throw new AppError(429, 'smsBudgetReached');
      return;
    }
    const used = await this.state.incr(key, HOUR_MS);
    if (used <= budget) return;
    if (used === budget + 1) this.#logger?.error({ tenant: tenant.id, budget }, 'SMS budget of the hour reached: further SMS are refused until the hour ends');
    throw new AppError(429, 'smsBudgetReached');
  }
}

const keyOf = (tenant: TenantContext, purpose: VerificationPurpose, mobile: MobileNumber): CodeKey => ({
  tenantId: tenant.id,
  purpose,
  countryDialingCode: mobile.countryDialingCode,
  mobileNum: mobile.nationalNumber,
});

/** An address's codes: 'email' where a dialling code would be (never a dialling code: those start with '+'). */
const emailKeyOf = (tenant: TenantContext, purpose: EmailPurpose, email: string): CodeKey => ({
  tenantId: tenant.id,
  purpose,
  countryDialingCode: 'email',
  mobileNum: email,
});

/**
 * HMAC-SHA256 of the code and everything it is bound to, keyed by a key derived from the tenant's
 * session secret: a copy of the table alone does not reveal codes (a million candidates would
 * otherwise be tried in no time).
 */
function codeHash(tenant: TenantContext, key: CodeKey, code: string): string {
  const secret = tenant.config.secrets.sessionSecret;
  if (!secret) throw new Error(`tenant ${tenant.id} has no secrets.sessionSecret; SMS codes cannot be stored`);
  const hmacKey = createHmac('sha256', secret).update('portal:sms-code:v1').digest();
  return createHmac('sha256', hmacKey).update([key.tenantId, key.purpose, key.countryDialingCode, key.mobileNum, code].join('\n')).digest('base64url');
}
