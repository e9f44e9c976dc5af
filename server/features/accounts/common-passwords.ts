// The common-password check (OWASP ASVS 5.0 L2: refuse passwords found in breach lists). The list is
// the one @zxcvbn-ts/language-common ships (49,233 passwords ranked from real breaches), decompressed
// once into a Set at first use. Server only: the browser never downloads it. Matching ignores case,
// since the list is lower-case and "Password1" is as common as "password1".
import { dictionary } from '@zxcvbn-ts/language-common';
import type { FieldProblem } from '../../http/app-error.ts';

let common: ReadonlySet<string> | null = null;

function list(): ReadonlySet<string> {
  if (!common) {
    const words = (dictionary as Record<string, readonly string[]>)['passwords-common'];
    if (!words || words.length < 10_000) throw new Error('@zxcvbn-ts/language-common has no passwords-common list');
    common = new Set(words.map((w) => w.toLowerCase()));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return list().has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  return list().size;
}

/** The field problem of a listed password (validation.passwordTooCommon in every catalogue). */
export const COMMON_PASSWORD_PROBLEM = (field: string): FieldProblem => ({ field, code: 'common', messageKey: 'validation.passwordTooCommon' });
