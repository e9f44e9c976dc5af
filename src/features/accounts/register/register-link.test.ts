import { describe, expect, it } from 'vitest';
import { isRegisterPage, opensRegisterFromLink } from './register-link.ts';

describe('register popup from a link', () => {
  it('when a visitor follows a link with a referral code, then the popup opens on any page but /register', () => {
    expect(opensRegisterFromLink('/', '?referralCode=DEMO1234', false, true)).toBe(true);
    expect(opensRegisterFromLink('/promotions', '?x=1&referralCode=AB', false, true)).toBe(true);
    expect(opensRegisterFromLink('/register', '?referralCode=DEMO1234', false, true)).toBe(false);
    expect(opensRegisterFromLink('/register.html', '?referralCode=DEMO1234', false, true)).toBe(false);
    expect(isRegisterPage('/register.html')).toBe(true);
  });

  it('when signed in, registration is off, or the code is empty, then nothing opens', () => {
    expect(opensRegisterFromLink('/', '?referralCode=DEMO1234', true, true)).toBe(false);
    expect(opensRegisterFromLink('/', '?referralCode=DEMO1234', false, false)).toBe(false);
    expect(opensRegisterFromLink('/', '?referralCode=%20', false, true)).toBe(false);
    expect(opensRegisterFromLink('/', '', false, true)).toBe(false);
  });
});
