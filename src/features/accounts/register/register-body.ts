// From what the visitor typed (and the link they came by) to the registration request body of the
// contract: only the fields the form shows, text trimmed (never secrets), the codes of the link, and the
// fixed parts (terms, human check, WEB, domain, page address).
import type { RegisterBody } from '../../../../schemas/generated/auth.ts';
import type { RegisterField, RegisterMethod } from '../../../../schemas/rules/register-rules.ts';

/** Values that are secrets are sent exactly as typed; everything else is trimmed. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterValues = Record<string, string>;

/** Codes a registration link may carry: ?referralCode= (spec §2) and ?affiliateCode= (an agent's link). */
export interface LinkCodes {
  referralCode?: string;
  affiliateCode?: string;
}

export function linkCodesOf(search: string): LinkCodes {
  const params = new URLSearchParams(search);
  const pick = (name: string) => params.get(name)?.trim().slice(0, 64) || undefined;
  return { referralCode: pick('referralCode'), affiliateCode: pick('affiliateCode') };
}

/** Empty values for the shown fields, the link's codes filled in. */
export function initialValues(fields: readonly RegisterField[], link: LinkCodes, dialingCode: string): RegisterValues {
  const values: RegisterValues = {};
  for (const field of fields) values[field] = '';
  if (fields.includes('referralCode') && link.referralCode) values.referralCode = link.referralCode;
  if (fields.includes('affiliateCode') && link.affiliateCode) values.affiliateCode = link.affiliateCode;
  if (fields.includes('mobileNum')) values.countryDialingCode = dialingCode;
  return values;
}

/** A value as the rules and the server see it. */
export function cleanValue(field: string, value: string | undefined): string {
  const text = value ?? '';
  return SECRET_FIELDS.has(field) ? text : text.trim();
}

/** What the rules check: the cleaned values of the shown fields (plus the dialling code and terms). */
export function ruleInput(fields: readonly RegisterField[], values: RegisterValues, termsAccepted: boolean): Record<string, unknown> {
  const input: Record<string, unknown> = { termsAccepted };
  for (const field of fields) input[field] = cleanValue(field, values[field]);
  if (fields.includes('mobileNum')) input.countryDialingCode = cleanValue('countryDialingCode', values.countryDialingCode);
  return input;
}

export interface BodyContext {
  method: RegisterMethod;
  link: LinkCodes;
  humanCheck: string | undefined;
  /** location.host and location.href of the page the visitor registers on. */
  host: string;
  href: string;
}

export function registerBody(fields: readonly RegisterField[], values: RegisterValues, ctx: BodyContext): RegisterBody {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = cleanValue(field, values[field]);
    if (value !== '') body[field] = value;
  }
  if (fields.includes('mobileNum') && body.mobileNum) body.countryDialingCode = cleanValue('countryDialingCode', values.countryDialingCode);
  // A code the form does not ask for comes from the link (spec §4).
  if (!fields.includes('affiliateCode') && ctx.link.affiliateCode) body.affiliateCode = ctx.link.affiliateCode;
  if (!fields.includes('referralCode') && ctx.link.referralCode) body.referralCode = ctx.link.referralCode;
  return {
    ...(body as Partial<RegisterBody>),
    termsAccepted: true,
    humanCheck: ctx.humanCheck,
    registerMethod: 'WEB',
    domain: ctx.host,
    registerUrl: ctx.href,
  };
}

/** The invitation code to check before registering: the affiliate code, else the referral code (the server's upline rule). */
export function invitationCodeOf(body: RegisterBody): string | undefined {
  return body.affiliateCode || body.referralCode || undefined;
}
