// Registration and sign-in rules across the feature tree and the register block: a registration method
// that is on needs the fields it asks for (a social sign-in that is on but has no provider is a warning:
// it is simply not offered); the default dialling code is one the
// brand accepts; a field's length bounds are ordered; the username stays within spec §5's 2–15
// characters, which the forms and the server apply whatever the brand says (a brand may narrow it).
import type { ModuleId, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { moduleOccurrences } from '../../schemas/rules/feature-tree.ts';
import { USERNAME_MAX, USERNAME_MIN } from '../../schemas/rules/register-rules.ts';
import { escapePointer, isObject, listAt, objectAt, textAt, type Problem, type RuleContext } from './tenant-problem.ts';

interface NeededField {
  module: ModuleId;
  what: string;
  field: string;
  required: boolean;
}

const NEEDED: readonly NeededField[] = [
  { module: 'USERNAMEREG3', what: 'username registration', field: 'username', required: true },
  { module: 'MOBILENUMREG3', what: 'mobile registration', field: 'mobileNum', required: false },
  { module: 'REGMOBVERF3', what: 'SMS verification of registrations', field: 'verificationCode', required: true },
];

const SOCIAL: ReadonlyArray<{ module: ModuleId; id: string }> = [
  { module: 'SOCIAL_GOOGLE', id: 'google' },
  { module: 'SOCIAL_FACEBOOK', id: 'facebook' },
];

function featureNeeds(data: Record<string, unknown>, context: RuleContext): Problem[] {
  const modules = context.modules;
  if (!modules) return [];
  const where = new Map(moduleOccurrences(data.whitelabel as WhitelabelNode[]).map((o) => [o.modId, o.pointer]));
  const fields = objectAt(objectAt(data, 'register'), 'fields');
  const out: Problem[] = [];
  for (const need of NEEDED) {
    if (!modules.has(need.module)) continue;
    const rule = fields[need.field];
    const on = `${need.what} (${need.module}) is on at ${where.get(need.module)}`;
    if (!isObject(rule)) out.push({ pointer: `/register/fields/${need.field}`, message: `is required: ${on}` });
    else if (rule.enabled !== true) out.push({ pointer: `/register/fields/${need.field}/enabled`, message: `must be true: ${on}` });
    else if (need.required && rule.required !== true) out.push({ pointer: `/register/fields/${need.field}/required`, message: `must be true: ${on}` });
  }
  const providers = new Set(listAt(objectAt(data, 'settings'), 'socialProviders').map((p) => textAt(p, 'id')));
  for (const { module, id } of SOCIAL) {
    if (modules.has(module) && !providers.has(id))
      // A warning: the portal offers only configured providers (the endpoints answer featureUnavailable).
      out.push({
        pointer: '/settings/socialProviders',
        warning: true,
        message: `has no "${id}" provider, so sign-in with ${id} is not offered although ${module} is on at ${where.get(module)}`,
      });
  }
  return out;
}

function countryRules(register: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  const countries = listAt(register, 'countries');
  const firstAt = new Map<string, number>();
  countries.forEach((country, i) => {
    const code = textAt(country, 'countryCode');
    if (code === undefined) return;
    if (firstAt.has(code))
      out.push({ pointer: `/register/countries/${i}/countryCode`, message: `duplicate country "${code}" (first at /register/countries/${firstAt.get(code)})` });
    else firstAt.set(code, i);
  });
  const dial = textAt(register, 'defaultCountryDialingCode');
  const codes = [...new Set(countries.map((c) => textAt(c, 'countryDialingCode')).filter((c): c is string => c !== undefined))];
  if (dial !== undefined && codes.length > 0 && !codes.includes(dial))
    out.push({
      pointer: '/register/defaultCountryDialingCode',
      message: `"${dial}" is not the dialling code of any country in /register/countries (${codes.join(', ')})`,
    });
  return out;
}

function lengthRules(fields: Record<string, unknown>): Problem[] {
  const out: Problem[] = [];
  for (const [name, rule] of Object.entries(fields)) {
    if (!isObject(rule)) continue;
    const { minLength: min, maxLength: max } = rule;
    const base = `/register/fields/${escapePointer(name)}`;
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      out.push({ pointer: `${base}/minLength`, message: `is above maxLength (${min} > ${max}), so no value could pass` });
    if (name !== 'username') continue;
    const narrow = `usernames are ${USERNAME_MIN}–${USERNAME_MAX} characters (spec §5) whatever the brand says; a brand may narrow that range, not widen it`;
    if (typeof min === 'number' && min < USERNAME_MIN) out.push({ pointer: `${base}/minLength`, message: `must be at least ${USERNAME_MIN}: ${narrow}` });
    if (typeof max === 'number' && max > USERNAME_MAX) out.push({ pointer: `${base}/maxLength`, message: `must be at most ${USERNAME_MAX}: ${narrow}` });
  }
  return out;
}

export function registrationRules(data: Record<string, unknown>, context: RuleContext): Problem[] {
  const register = objectAt(data, 'register');
  return [...featureNeeds(data, context), ...countryRules(register), ...lengthRules(objectAt(register, 'fields'))];
}
