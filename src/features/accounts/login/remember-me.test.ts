import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetLogin, readRememberedLogin, REMEMBER_KEY, REMEMBER_MS, rememberLogin } from './remember-me.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  (globalThis as { window?: unknown }).window = { localStorage: storage, sessionStorage: new MemoryStorage() };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('remember me', () => {
  it('when a username is remembered, then it is read back within a day and never with a password', () => {
    rememberLogin({ username: 'demo_player', ...({ password: 'demo1234' } as object) }, 1_000);
    expect(storage.getItem(REMEMBER_KEY)).not.toContain('demo1234');
    expect(readRememberedLogin(1_000 + REMEMBER_MS - 1)).toEqual({ username: 'demo_player', mobileNum: undefined, countryDialingCode: undefined });
  });

  it('when one day (864e5 ms) has passed, then nothing is remembered and the entry is removed', () => {
    rememberLogin({ username: 'demo_player' }, 1_000);
    expect(readRememberedLogin(1_000 + 864e5)).toBeNull();
    expect(storage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('when the entry is malformed, then it is dropped', () => {
    storage.setItem(REMEMBER_KEY, '{not json');
    expect(readRememberedLogin()).toBeNull();
    expect(storage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('when the visitor forgets, then the entry is gone', () => {
    rememberLogin({ mobileNum: '900000001', countryDialingCode: '+84' });
    forgetLogin();
    expect(readRememberedLogin()).toBeNull();
  });
});
