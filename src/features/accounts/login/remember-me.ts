// "Remember me" (spec §4, §9: 1 day = 864e5 ms). Only what pre-fills the form is kept — the username,
// or the mobile number with its dialling code — never the password (OWASP ASVS: no credentials in
// browser storage). An expired or malformed entry is dropped when read.
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';

export const REMEMBER_KEY = 'rememberedLogin';
export const REMEMBER_MS = 864e5;

export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

interface Stored extends RememberedLogin {
  expiresAt: number;
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined);

export function readRememberedLogin(now = Date.now()): RememberedLogin | null {
  const raw = readStorage('local', REMEMBER_KEY);
  if (!raw) return null;
  let stored: Partial<Stored> | null;
  try {
    stored = JSON.parse(raw) as Partial<Stored>;
  } catch {
    stored = null;
  }
  if (!stored || typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) {
    removeStorage('local', REMEMBER_KEY);
    return null;
  }
  const value: RememberedLogin = {
    username: text(stored.username, 64),
    mobileNum: text(stored.mobileNum, 20),
    countryDialingCode: text(stored.countryDialingCode, 6),
  };
  return value.username || value.mobileNum ? value : null;
}

/** Keeps `login` for one day from now, merged with what is already remembered. */
export function rememberLogin(login: RememberedLogin, now = Date.now()): void {
  const previous = readRememberedLogin(now) ?? {};
  // Field by field: whatever else a caller's object carries (a password) is never written.
  const stored: Stored = {
    username: login.username ?? previous.username,
    mobileNum: login.mobileNum ?? previous.mobileNum,
    countryDialingCode: login.countryDialingCode ?? previous.countryDialingCode,
    expiresAt: now + REMEMBER_MS,
  };
  writeStorage('local', REMEMBER_KEY, JSON.stringify(stored));
}

export function forgetLogin(): void {
  removeStorage('local', REMEMBER_KEY);
}
