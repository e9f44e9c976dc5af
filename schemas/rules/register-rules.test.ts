import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FieldRule, RegisterRules } from '../generated/tenant.ts';
import {
  fieldLabelKey,
  registerMethodsOf,
  registerOptionsOf,
  MAX_VALUE_LENGTH,
  renderIssue,
  validateDialingCode,
  validateField,
  validateMobileNumber,
  validateNewPassword,
  validateRegisterField,
  validateRegistration,
  validateTerms,
  validateUsername,
  visibleRegisterFields,
  type RegisterOptions,
} from './register-rules.ts';

const tenantRules = (id: string): RegisterRules => JSON.parse(readFileSync(new URL(`../../tenants/${id}.json`, import.meta.url), 'utf8')).register;
const en = JSON.parse(readFileSync(new URL('../../src/locales/en.json', import.meta.url), 'utf8'));
const hasEnKey = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

const aurora = tenantRules('aurora');
const lotus = tenantRules('lotus');
const pearl = tenantRules('pearl');

const byUsername: RegisterOptions = { method: 'username', mobilePassword: false, smsVerification: false, affiliateFieldShown: true, minimumAge: 18 };
const byMobileSms: RegisterOptions = { method: 'mobile', mobilePassword: true, smsVerification: true, affiliateFieldShown: true, minimumAge: 18 };

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: false, ...over });
/** Rules with the fixed fields plus the given ones. */
const rulesWith = (fields: RegisterRules['fields']): RegisterRules => ({
  fields: { username: rule({ required: true }), password: rule({ required: true }), confirmPassword: rule({ required: true }), ...fields },
});

const check = (field: string, value: unknown, input: Record<string, unknown> = {}, rules: RegisterRules = aurora, options: RegisterOptions = byUsername) =>
  validateRegisterField(field, value, { ...input, [field]: value }, rules, options);
const codeOf = (...args: Parameters<typeof check>) => check(...args)?.code ?? null;

describe('username (fixed §5 rule)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['a', 'length'],
    ['abcdefghijklmnop', 'length'],
    ['1abc', 'pattern'],
    ['_abc', 'pattern'],
    ['ab-c', 'pattern'],
    ['ab c', 'pattern'],
    [' abc', 'pattern'],
    ['abç', 'pattern'],
    [{ name: 'x' }, 'pattern'],
  ])('when the username is %j, then the issue is %s', (value, code) => {
    expect(codeOf('username', value)).toBe(code);
  });

  it.each(['ab', 'abcdefghijklmno', 'a_1', 'Player_01'])('when the username is %j (2–15, letter first), then it passes', (value) => {
    expect(check('username', value)).toBeNull();
  });

  it('when the username is wrong, then the message is the username pattern text with 2 and 15', () => {
    expect(check('username', '9lives')).toEqual({ field: 'username', code: 'pattern', messageKey: 'validation.pattern.username', params: { min: 2, max: 15 } });
  });

  it('when the username is empty, then the message is "required" with the field label key', () => {
    expect(check('username', '')).toEqual({
      field: 'username',
      code: 'required',
      messageKey: 'validation.required',
      params: { field: 'register.field.username' },
    });
  });

  it('when the tenant rule is looser, then the fixed rule still applies', () => {
    const loose = rulesWith({ username: rule({ required: false, acceptedPattern: '*', minLength: 1, maxLength: 60 }) });
    expect(codeOf('username', 'abcdefghijklmnop', {}, loose)).toBe('length');
    expect(codeOf('username', 'a', {}, loose)).toBe('length');
    expect(codeOf('username', '', {}, loose)).toBe('required');
  });

  it('when the tenant rule is stricter, then it applies too, with its own pattern message', () => {
    const strict = rulesWith({ username: rule({ required: true, acceptedPattern: '^[a-z]+$', patternId: 'alnum', minLength: 4, maxLength: 10 }) });
    expect(check('username', 'abc', {}, strict)).toEqual({
      field: 'username',
      code: 'length',
      messageKey: 'validation.pattern.alnum',
      params: { min: 4, max: 10 },
    });
    expect(check('username', 'Abcd', {}, strict)?.code).toBe('pattern');
    expect(check('username', 'abcd', {}, strict)).toBeNull();
  });

  it('when called directly, then validateUsername applies the same rule', () => {
    expect(validateUsername('ab')).toBeNull();
    expect(validateUsername('a')?.code).toBe('length');
  });
});

describe('password and confirmation (fixed §5 rule)', () => {
  it.each([
    ['', 'required'],
    ['      ', 'required'],
    ['abc12', 'length'],
    ['abc123', 'length'], // 6 characters: not "more than 6"
    ['abcdefg', 'pattern'], // no digit
    ['1234567', 'pattern'], // no letter
    ['!@#$%^&*', 'pattern'], // symbols only: no letter, no digit
    ['abc\u00001234', 'pattern'], // a control character (NUL) is not printable
    ['abc\t12345', 'pattern'],
    [`${'a1'.repeat(64)}x`, 'length'], // 129: over the maximum of 128
  ])('when the password is %j, then the issue is %s', (value, code) => {
    expect(codeOf('password', value)).toBe(code);
  });

  // ASVS 5.0 L2: any printable character, and at least 64 allowed (here 128), whatever the tenant's own maximum (aurora's file said 20).
  it.each([
    'abc1234',
    'A1b2c3d',
    'Passw0rd!',
    'abc 1234 with spaces',
    'pässw0rd',
    'mật khẩu 2026',
    '密码是abc123',
    '🦊fox-trot-7',
    'abcdefghij1234567890x',
    'k7'.repeat(32),
    `${'q9'.repeat(63)}zz`,
  ])('when the password is %j (7–128 printable characters, letters and numbers), then it passes', (value) => {
    expect(check('password', value)).toBeNull();
    expect(check('password', value, {}, rulesWith({ password: rule({ required: true, maxLength: 20 }) }))).toBeNull();
  });

  it('when the password is wrong, then the message is the password text with more than 6', () => {
    expect(check('password', 'abcdefg')).toEqual({
      field: 'password',
      code: 'pattern',
      messageKey: 'validation.pattern.password',
      params: { min: 6, max: 128 },
    });
  });

  it('when the password contains the username in any case, then it is refused with its own message; by mobile there is no username to compare', () => {
    const issue = { field: 'password', code: 'pattern', messageKey: 'validation.passwordHasUsername', params: {} };
    expect(check('password', 'Player_01abc', { username: 'player_01' })).toEqual(issue);
    expect(check('password', 'x9PLAYER_01', { username: ' player_01 ' })).toEqual(issue);
    expect(check('password', 'other1234', { username: 'player_01' })).toBeNull();
    expect(validateNewPassword('mypeter99', 'mypeter99', 'Peter').map((i) => i.messageKey)).toEqual(['validation.passwordHasUsername']);
    expect(validateNewPassword('mypeter99', 'mypeter99')).toEqual([]);
  });

  it('when the tenant allows anything, then the fixed rule still refuses a weak password', () => {
    const loose = rulesWith({ password: rule({ required: true, acceptedPattern: '*', minLength: 1, maxLength: 255 }) });
    expect(codeOf('password', 'abc', {}, loose)).toBe('length');
    expect(codeOf('password', 'abcdefgh', {}, loose)).toBe('pattern');
    expect(check('password', 'abcdefg1', {}, loose)).toBeNull();
  });

  it('when the confirmation is empty, differs or matches, then it is required, inconsistent or fine', () => {
    expect(check('confirmPassword', '', { password: 'abc1234' })).toEqual({
      field: 'confirmPassword',
      code: 'required',
      messageKey: 'validation.required',
      params: { field: 'register.field.confirmPassword' },
    });
    expect(check('confirmPassword', ' ', { password: 'abc1234' })?.code).toBe('required');
    expect(check('confirmPassword', 'abc12345', { password: 'abc1234' })).toEqual({
      field: 'confirmPassword',
      code: 'inconsistent',
      messageKey: 'validation.inconsistentTwice',
      params: {},
    });
    expect(check('confirmPassword', 'abc1234', { password: 'abc1234' })).toBeNull();
  });

  it('when a new password is set (change or forgot), then the fixed rule and the confirmation apply', () => {
    expect(validateNewPassword('abc1234', 'abc1234')).toEqual([]);
    expect(validateNewPassword('abc123', 'abc123').map((i) => [i.field, i.code])).toEqual([['newPassword', 'length']]);
    expect(validateNewPassword('abcdefgh', 'x').map((i) => [i.field, i.code])).toEqual([
      ['newPassword', 'pattern'],
      ['confirmNewPassword', 'inconsistent'],
    ]);
    expect(validateNewPassword('', '').map((i) => [i.field, i.code])).toEqual([
      ['newPassword', 'required'],
      ['confirmNewPassword', 'required'],
    ]);
    expect(validateNewPassword('a1'.repeat(200), 'a1'.repeat(200))[0]?.code).toBe('length');
  });
});

describe('payee name', () => {
  it.each([
    ['JOHN DOE', null],
    ['NGUYEN VAN AN', null],
    ['John Doe', 'pattern'],
    ['JOSÉ', 'pattern'],
    ['JOHN  DOE', 'pattern'],
    [' JOHN', 'pattern'],
    ['J0HN', 'pattern'],
    ['J', 'length'], // the tenant's minimum of 2
    ['A'.repeat(51), 'length'],
  ])('when the payee name is %j, then the issue is %s', (value, code) => {
    expect(codeOf('payeeName', value)).toBe(code);
  });

  it('when the name is wrong, then the message is the capital-letters text', () => {
    expect(check('payeeName', 'john')?.messageKey).toBe('validation.pattern.upperName');
  });

  it('when the tenant marks it optional or required, then an empty name passes or is required', () => {
    expect(check('payeeName', '', {}, aurora)).toBeNull();
    expect(check('payeeName', '', {}, lotus)?.code).toBe('required');
  });

  it('when the tenant allows lower case, then capital letters are still required', () => {
    const loose = rulesWith({ payeeName: rule({ acceptedPattern: '*', minLength: 1, maxLength: 80 }) });
    expect(codeOf('payeeName', 'john doe', {}, loose)).toBe('pattern');
  });
});

describe('mobile number, dialling code and verification code', () => {
  it('when registering by username and the field is off, then it is not shown and not checked', () => {
    expect(visibleRegisterFields(aurora, byUsername)).not.toContain('mobileNum');
    expect(check('mobileNum', 'garbage')).toBeNull();
  });

  it('when registering by username and the tenant requires a mobile number, then an empty one is required', () => {
    expect(check('mobileNum', '', {}, lotus)?.code).toBe('required');
    const optional = rulesWith({ mobileNum: rule({ required: false, minLength: 9, maxLength: 11 }) });
    expect(check('mobileNum', '', {}, optional)).toBeNull();
    expect(check('mobileNum', '12', {}, optional)?.code).toBe('length');
  });

  it('when registering by mobile, then the number is required even if the tenant marks it optional', () => {
    const optional = rulesWith({ mobileNum: rule({ required: false }) });
    expect(check('mobileNum', '', {}, optional, byMobileSms)?.code).toBe('required');
  });

  it.each([
    ['0912345678', null],
    ['912345678', null],
    ['09123456', 'length'],
    ['091234567890', 'length'],
    ['09123abc45', 'pattern'],
    ['+84912345678', 'length'],
    ['+8491234567', 'pattern'],
    ['1912345678', null],
    ['19123456789', 'pattern'], // 11 digits need the leading 0 on this tenant
  ])('when the lotus mobile number is %j, then the issue is %s', (value, code) => {
    expect(codeOf('mobileNum', value, { countryDialingCode: '+84' }, lotus, byMobileSms)).toBe(code);
  });

  it('when the mobile number is wrong, then the message is the phone text with the digit count', () => {
    expect(check('mobileNum', '12ab', {}, lotus, byMobileSms)).toEqual({
      field: 'mobileNum',
      code: 'length',
      messageKey: 'validation.phone',
      params: { count: '9–11', min: 9, max: 11 },
    });
    const fixed = rulesWith({ mobileNum: rule({ minLength: 10, maxLength: 10 }) });
    expect(check('mobileNum', '12345678x9', {}, fixed, byMobileSms)?.params.count).toBe(10);
  });

  it('when no tenant rule is given, then a mobile number is 6 to 15 digits', () => {
    expect(validateMobileNumber('123456')).toBeNull();
    expect(validateMobileNumber('123456789012345')).toBeNull();
    expect(validateMobileNumber('12345')?.code).toBe('length');
    expect(validateMobileNumber('1234567890123456')?.code).toBe('length');
    expect(validateMobileNumber('12345a')?.code).toBe('pattern');
    expect(validateMobileNumber(' ')?.code).toBe('required');
  });

  it('when a mobile number goes with a dialling code, then the code is required and "+digits"', () => {
    const input = { mobileNum: '0912345678', password: 'abc1234', confirmPassword: 'abc1234' };
    expect(check('countryDialingCode', '', input, lotus, byMobileSms)?.code).toBe('required');
    expect(check('countryDialingCode', '84', input, lotus, byMobileSms)?.code).toBe('pattern');
    expect(check('countryDialingCode', '+84', input, lotus, byMobileSms)).toBeNull();
    expect(validateDialingCode('+12345')?.code).toBe('pattern');
    // Username registration without the mobile field: nothing to check.
    expect(check('countryDialingCode', '', {}, aurora, byUsername)).toBeNull();
  });

  it('when SMS verification is on, then the code is shown and required, with the tenant pattern', () => {
    expect(visibleRegisterFields(lotus, byMobileSms)).toContain('verificationCode');
    expect(check('verificationCode', '', {}, lotus, byMobileSms)?.code).toBe('required');
    expect(check('verificationCode', '12345', {}, lotus, byMobileSms)).toEqual({
      field: 'verificationCode',
      code: 'length',
      messageKey: 'validation.pattern.digits',
      params: { min: 6, max: 6 },
    });
    expect(check('verificationCode', '12345a', {}, lotus, byMobileSms)?.code).toBe('pattern');
    expect(check('verificationCode', '123456', {}, lotus, byMobileSms)).toBeNull();
  });

  it('when SMS verification is off, then no code is shown or checked', () => {
    const noSms = { ...byMobileSms, smsVerification: false };
    expect(visibleRegisterFields(pearl, noSms)).not.toContain('verificationCode');
    expect(check('verificationCode', '', {}, pearl, noSms)).toBeNull();
  });
});

describe('captcha, payment password and the other optional fields', () => {
  it('when the captcha is enabled, then it is required and matches the tenant pattern', () => {
    expect(check('captcha', '')?.code).toBe('required');
    expect(check('captcha', 'ab1')?.code).toBe('length');
    expect(check('captcha', 'ab1!')?.code).toBe('pattern');
    expect(check('captcha', 'aB12')).toBeNull();
    const noCaptcha = rulesWith({ captcha: rule({ enabled: false, required: true }) });
    expect(visibleRegisterFields(noCaptcha, byUsername)).not.toContain('captcha');
    expect(check('captcha', '', {}, noCaptcha)).toBeNull();
  });

  it('when the payment password is enabled, then it is required even if the tenant says optional', () => {
    const rules = rulesWith({ paymentPassword: rule({ required: false, acceptedPattern: '^[0-9]{6}$', patternId: 'digits', minLength: 6, maxLength: 6 }) });
    expect(check('paymentPassword', '', {}, rules)?.code).toBe('required');
    expect(check('paymentPassword', '12345a', {}, rules)?.code).toBe('pattern');
    expect(check('paymentPassword', '123456', {}, rules)).toBeNull();
    expect(check('paymentPassword', '', {}, aurora)).toBeNull(); // off on aurora
  });

  it.each([
    ['qqNum', '', null],
    ['qqNum', '1234', 'length'],
    ['qqNum', '01234', 'pattern'],
    ['qqNum', '12345', null],
    ['qqNum', 12345, null],
    ['email', '', 'required'],
    ['email', 'a@b.c', 'length'],
    ['email', 'player@example', 'pattern'],
    ['email', 'player@example.com', null],
    ['wechat', '1abcdef', 'pattern'],
    ['wechat', 'abcdef', null],
    ['affiliateCode', 'abc', 'length'],
    ['affiliateCode', 'DEMO-123', 'pattern'],
    ['affiliateCode', 'DEMO1234', null],
    ['referralCode', 'AB12345', null],
    ['referralCode', 'AB1234567890', 'length'],
    ['line', 'anything', null], // off on aurora: not checked
  ])('when aurora field %s is %j, then the issue is %s', (field, value, code) => {
    expect(codeOf(field, value)).toBe(code);
  });

  it('when a field fails its tenant rule, then the message is the pattern text of its patternId with min and max', () => {
    expect(check('qqNum', '0123456')).toEqual({ field: 'qqNum', code: 'pattern', messageKey: 'validation.pattern.digits', params: { min: 5, max: 12 } });
  });

  it("when the pattern is '*', then any value within the length bounds passes", () => {
    const rules = rulesWith({ line: rule({ acceptedPattern: '*', patternId: 'default', minLength: 2, maxLength: 5 }) });
    expect(check('line', '!@ #', {}, rules)).toBeNull();
    expect(check('line', 'x', {}, rules)?.code).toBe('length');
    expect(check('line', '123456', {}, rules)?.code).toBe('length');
  });

  it('when the tenant marks an optional field required, then an empty value is required', () => {
    const rules = rulesWith({ facebook: rule({ required: true, acceptedPattern: '*' }) });
    expect(check('facebook', '  ', {}, rules)).toEqual({
      field: 'facebook',
      code: 'required',
      messageKey: 'validation.required',
      params: { field: 'register.field.facebook' },
    });
  });

  it('when the patternId has no message, then the default pattern text is used (hasKey), else the key is returned', () => {
    const rules = rulesWith({ idNumber: rule({ acceptedPattern: '^[0-9]+$', patternId: 'nationalId', minLength: 2, maxLength: 4 }) });
    expect(check('idNumber', 'ab', {}, rules)?.messageKey).toBe('validation.pattern.nationalId');
    expect(check('idNumber', 'ab', {}, rules, { ...byUsername, hasKey: hasEnKey })?.messageKey).toBe('validation.pattern.default');
    const noId = rulesWith({ idNumber: rule({ acceptedPattern: '^[0-9]+$' }) });
    expect(check('idNumber', 'ab', {}, noId)?.messageKey).toBe('validation.pattern.default');
  });

  it('when the affiliate field is hidden (code from the link), then it is neither shown nor checked', () => {
    const hidden = { ...byUsername, affiliateFieldShown: false };
    expect(visibleRegisterFields(aurora, hidden)).not.toContain('affiliateCode');
    expect(check('affiliateCode', '!', {}, aurora, hidden)).toBeNull();
  });

  it('when a tenant pattern does not compile, then nothing matches (fail closed)', () => {
    const rules = rulesWith({ line: rule({ acceptedPattern: '([a-z' }) });
    expect(check('line', 'abc', {}, rules)?.code).toBe('pattern');
  });

  it('when a value is huge, then it is refused by length before any pattern runs', () => {
    const rules = rulesWith({ line: rule({ acceptedPattern: '^(a+)+$' }) });
    const started = performance.now();
    expect(check('line', 'a'.repeat(5000) + '!', {}, rules)?.code).toBe('length');
    expect(check('password', 'a1'.repeat(MAX_VALUE_LENGTH))?.code).toBe('length');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('when a value is not text, then it is a pattern issue, not a crash', () => {
    expect(check('email', ['a@b.co'])?.code).toBe('pattern');
    expect(check('password', { toString: () => 'abc1234' })?.code).toBe('pattern');
  });
});

describe('terms', () => {
  it('when the terms are not accepted, then the message asks to agree, with the brand age', () => {
    expect(validateTerms(false, { minimumAge: 21 })).toEqual({
      field: 'termsAccepted',
      code: 'terms',
      messageKey: 'errors.agreeTo',
      params: { 0: 'errors.termsAndAge', age: 21 },
    });
    expect(validateTerms('true', {})?.params.age).toBe(18);
    expect(validateTerms(undefined, {})?.code).toBe('terms');
    expect(validateTerms(true, {})).toBeNull();
    expect(validateField('termsAccepted', false, {}, aurora, byUsername)?.code).toBe('terms');
  });
});

describe('which fields a form shows', () => {
  it('when aurora registers by username, then it shows the core fields, its enabled optional ones and the captcha', () => {
    expect(visibleRegisterFields(aurora, byUsername)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'qqNum',
      'wechat',
      'affiliateCode',
      'referralCode',
      'captcha',
    ]);
  });

  it('when lotus registers by mobile with SMS and password, then mobile and code come first and there is no username', () => {
    expect(visibleRegisterFields(lotus, byMobileSms)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
      'paymentPassword',
      'facebook',
      'recommenderId',
      'affiliateCode',
      'referralCode',
      'captcha',
    ]);
    expect(visibleRegisterFields(lotus, byUsername).slice(0, 4)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum']);
  });

  it('when the mobile form has no password variant, then no password fields are shown or checked', () => {
    const noPassword = { ...byMobileSms, mobilePassword: false };
    expect(visibleRegisterFields(pearl, noPassword)).not.toContain('password');
    expect(check('password', '', {}, pearl, noPassword)).toBeNull();
  });

  it('when a field is not shown, then its single-field check has nothing to say', () => {
    expect(check('username', '', {}, lotus, byMobileSms)).toBeNull();
    expect(check('nonsense', 'x')).toBeNull();
  });
});

describe('whole registration', () => {
  const goodAurora = {
    username: 'player_01',
    password: 'abc1234',
    confirmPassword: 'abc1234',
    email: 'player@example.com',
    captcha: 'Ab12',
    qqNum: '',
    payeeName: '',
    termsAccepted: true,
  };

  it('when every shown field is valid and the terms are accepted, then there are no issues', () => {
    expect(validateRegistration(aurora, goodAurora, byUsername)).toEqual([]);
  });

  it('when several fields are wrong, then every issue is listed in display order with the terms last', () => {
    const issues = validateRegistration(aurora, { ...goodAurora, username: '1x', confirmPassword: 'nope', email: '', termsAccepted: false }, byUsername);
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ['username', 'pattern'],
      ['confirmPassword', 'inconsistent'],
      ['email', 'required'],
      ['termsAccepted', 'terms'],
    ]);
  });

  it('when lotus registers by mobile, then the dialling code follows the mobile number', () => {
    const issues = validateRegistration(lotus, { mobileNum: '0912345678', termsAccepted: true }, byMobileSms);
    expect(issues.map((i) => i.field)).toEqual([
      'countryDialingCode',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
      'paymentPassword',
      'captcha',
    ]);
    const ok = validateRegistration(
      lotus,
      {
        mobileNum: '0912345678',
        countryDialingCode: '+84',
        verificationCode: '123456',
        password: 'abc1234',
        confirmPassword: 'abc1234',
        payeeName: 'LE VAN A',
        paymentPassword: '654321',
        captcha: 'zz99',
        termsAccepted: true,
      },
      byMobileSms,
    );
    expect(ok).toEqual([]);
  });

  it('when fields the form does not show are sent, then they are not checked here', () => {
    expect(validateRegistration(aurora, { ...goodAurora, line: '!!', whatsapp: 'x' }, byUsername)).toEqual([]);
  });
});

describe('messages', () => {
  it('when an issue is rendered, then key-valued params are translated first', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`;
    expect(renderIssue({ field: 'username', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.username' } }, t)).toBe(
      'validation.required{"field":"register.field.username{\\"field\\":\\"register.field.username\\"}"}',
    );
    const plain = (key: string, params?: Record<string, string | number>) =>
      key === 'errors.termsAndAge' ? `terms ${params?.age}+` : key === 'errors.agreeTo' ? `agree to ${params?.[0]}` : key;
    expect(renderIssue(validateTerms(false, { minimumAge: 21 })!, plain)).toBe('agree to terms 21+');
  });

  it('when the demo tenants name a patternId, then the catalogue has its text; every field has a label', () => {
    for (const rules of [aurora, lotus, pearl]) {
      for (const [field, r] of Object.entries(rules.fields)) {
        if (r?.patternId) expect(hasEnKey(`validation.pattern.${r.patternId}`), `${field}: ${r.patternId}`).toBe(true);
        expect(hasEnKey(fieldLabelKey(field)), fieldLabelKey(field)).toBe(true);
      }
    }
    for (const key of [
      'validation.required',
      'validation.inconsistentTwice',
      'validation.phone',
      'validation.pattern.default',
      'validation.invalidFormat',
      'errors.agreeTo',
      'errors.termsAndAge',
      fieldLabelKey('countryDialingCode'),
      fieldLabelKey('newPassword'),
      fieldLabelKey('confirmNewPassword'),
    ]) {
      expect(hasEnKey(key), key).toBe(true);
    }
  });
});

describe('options from the feature tree', () => {
  it('when both methods are on, then mobile is the default; with one, only that one', () => {
    expect(registerMethodsOf(new Set(['USERNAMEREG3', 'MOBILENUMREG3']))).toEqual({ methods: ['mobile', 'username'], defaultMethod: 'mobile' });
    expect(registerMethodsOf(new Set(['USERNAMEREG3']))).toEqual({ methods: ['username'], defaultMethod: 'username' });
    expect(registerMethodsOf(new Set())).toEqual({ methods: [], defaultMethod: null });
  });

  it('when a brand has SMS registration and login, then the mobile form asks for a password only with MOBILENUMPASSREG3', () => {
    const lotusOn = new Set(['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILEVERCODELOGIN3']);
    expect(registerOptionsOf(lotusOn, 'mobile', lotus, 18)).toEqual({
      method: 'mobile',
      mobilePassword: false,
      smsVerification: true,
      affiliateFieldShown: true,
      minimumAge: 18,
    });
    expect(registerOptionsOf(new Set([...lotusOn, 'MOBILENUMPASSREG3']), 'mobile', lotus, 18).mobilePassword).toBe(true);
    // Without SMS login a mobile account needs a password to sign in again.
    expect(registerOptionsOf(new Set(['MOBILENUMREG3']), 'mobile', pearl, 21)).toMatchObject({
      mobilePassword: true,
      smsVerification: false,
      affiliateFieldShown: false,
      minimumAge: 21,
    });
    expect(registerOptionsOf(lotusOn, 'username', lotus, 18).smsVerification).toBe(false);
  });
});
