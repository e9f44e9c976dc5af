import { describe, expect, it } from 'vitest';
import type { RegisterField } from '../../../../schemas/rules/register-rules.ts';
import { initialValues, invitationCodeOf, linkCodesOf, registerBody, ruleInput } from './register-body.ts';

const fields: RegisterField[] = ['username', 'password', 'confirmPassword', 'email', 'affiliateCode', 'captcha'];
const ctx = { method: 'username' as const, link: {}, humanCheck: 'proof', host: 'aurora.localhost:3202', href: 'http://aurora.localhost:3202/register?x=1' };

describe('registration body', () => {
  it('when a link carries codes, then they are read, trimmed and bounded', () => {
    expect(linkCodesOf('?referralCode=%20AB12345%20&affiliateCode=DEMO1234')).toEqual({ referralCode: 'AB12345', affiliateCode: 'DEMO1234' });
    expect(linkCodesOf('')).toEqual({ referralCode: undefined, affiliateCode: undefined });
    expect(linkCodesOf(`?referralCode=${'x'.repeat(100)}`).referralCode).toHaveLength(64);
  });

  it('when the form starts, then shown fields are empty and the link codes fill their inputs', () => {
    expect(initialValues(['username', 'referralCode', 'mobileNum'], { referralCode: 'AB12345', affiliateCode: 'DEMO1234' }, '+84')).toEqual({
      username: '',
      referralCode: 'AB12345',
      mobileNum: '',
      countryDialingCode: '+84',
    });
  });

  it('when text has spaces around it, then it is trimmed, but secrets are sent as typed', () => {
    const body = registerBody(fields, { username: ' player1 ', password: ' abc1234', confirmPassword: ' abc1234', email: '', captcha: 'ab12 ' }, ctx);
    expect(body).toEqual({
      username: 'player1',
      password: ' abc1234',
      confirmPassword: ' abc1234',
      captcha: 'ab12',
      termsAccepted: true,
      humanCheck: 'proof',
      registerMethod: 'WEB',
      domain: 'aurora.localhost:3202',
      registerUrl: 'http://aurora.localhost:3202/register?x=1',
    });
    expect(ruleInput(fields, { username: ' player1 ', password: ' abc1234' }, false)).toMatchObject({
      username: 'player1',
      password: ' abc1234',
      termsAccepted: false,
    });
  });

  it('when the affiliate field is hidden, then the code comes from the link; a shown field wins over the link', () => {
    const hidden = registerBody(['username'], { username: 'p1' }, { ...ctx, link: { affiliateCode: 'DEMO1234', referralCode: 'REF12345' } });
    expect(hidden).toMatchObject({ affiliateCode: 'DEMO1234', referralCode: 'REF12345' });
    const shown = registerBody(['username', 'affiliateCode'], { username: 'p1', affiliateCode: 'TYPED1' }, { ...ctx, link: { affiliateCode: 'DEMO1234' } });
    expect(shown.affiliateCode).toBe('TYPED1');
  });

  it('when a mobile number is given, then its dialling code goes with it', () => {
    expect(registerBody(['mobileNum'], { mobileNum: '0912345678', countryDialingCode: '+84' }, ctx)).toMatchObject({
      mobileNum: '0912345678',
      countryDialingCode: '+84',
    });
    expect(registerBody(['mobileNum'], { mobileNum: '', countryDialingCode: '+84' }, ctx)).not.toHaveProperty('countryDialingCode');
  });

  it('when an invitation is checked, then the affiliate code comes first, then the referral code', () => {
    expect(invitationCodeOf({ termsAccepted: true, affiliateCode: 'A1', referralCode: 'R1' })).toBe('A1');
    expect(invitationCodeOf({ termsAccepted: true, referralCode: 'R1' })).toBe('R1');
    expect(invitationCodeOf({ termsAccepted: true })).toBeUndefined();
  });
});
