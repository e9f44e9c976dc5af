// @vitest-environment jsdom
// The registration form against a fake network (fetch is the browser's boundary; every module of ours
// is real): which fields show for which rules and methods, the link's codes, the terms stop, the
// captcha refresh on a tab switch, and where the server's refusals are shown.
import { createHash } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginValue } from '../../../../schemas/generated/auth.ts';
import type { ModuleId, RegisterRules } from '../../../../schemas/generated/tenant.ts';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { useAlertStore } from '../../../lib/alert/alert.store.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import en from '../../../locales/en.json';
import { accountsKeys } from '../api/accounts-keys.ts';
import { RegisterForm } from './register-form.tsx';

const rule = (over: Partial<RegisterRules['fields'][keyof RegisterRules['fields']]> = {}) => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'default',
  minLength: 0,
  maxLength: 50,
  type: 'text' as const,
  ...over,
});

const RULES: RegisterRules = {
  fields: {
    username: rule({ required: true }),
    password: rule({ required: true }),
    confirmPassword: rule({ required: true }),
    email: rule({ required: true, acceptedPattern: '^[^@]+@[^@]+$', patternId: 'email', minLength: 6, maxLength: 64 }),
    qqNum: rule({ enabled: false }),
    mobileNum: rule({ enabled: true, required: false, acceptedPattern: '^[0-9]{9,10}$', patternId: 'digits', minLength: 9, maxLength: 10 }),
    captcha: rule({ required: true, minLength: 4, maxLength: 4 }),
    verificationCode: rule({ minLength: 6, maxLength: 6 }),
    affiliateCode: rule({ enabled: false }),
    referralCode: rule({ acceptedPattern: '^[A-Za-z0-9]{6,10}$', patternId: 'alnum', minLength: 6, maxLength: 10 }),
    wechat: rule({ patternId: 'noSuchPattern', minLength: 6, maxLength: 20 }),
  },
  defaultCountryDialingCode: '+84',
  countries: [
    { countryCode: 'VN', countryDialingCode: '+84' },
    { countryCode: 'TH', countryDialingCode: '+66' },
  ],
} as RegisterRules;

const SIGNED_IN: LoginValue = { token: 'csrf-1', firstTimeLogin: true, passwordExpired: false };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[] = [];
/** Answers of the fake server by "METHOD /path"; default: success with null. */
let answers: Record<string, { status: number; body: unknown }> = {};

const HUMAN_SALT = 'salt-';
const human = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${HUMAN_SALT}7`).digest('hex'),
  maxnumber: 50,
  salt: HUMAN_SALT,
  signature: 'sig',
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  calls = [];
  answers = {};
  useAlertStore.setState({ message: null });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://aurora.localhost');
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname + url.search, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.pathname}`;
    const answer = answers[key] ?? {
      status: 200,
      body: {
        success: true,
        message: '',
        value:
          key === 'GET /wps/captcha'
            ? 'data:image/svg+xml,<svg/>'
            : key === 'GET /wps/captcha/human'
              ? human
              : key.startsWith('PUT /wps/member/register')
                ? SIGNED_IN
                : null,
      },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(modules: ModuleId[], url = '/register', rules: RegisterRules = RULES) {
  const boot = {
    tenant: {
      whitelabel: modules.map((modId) => ({ modId, enabled: true })),
      brand: { name: 'Test', minimumAge: 21 },
      languages: { supported: ['EN'], default: 'EN' },
      cdn: { image: [], launchGame: [] },
      resources: [],
    },
    system: { status: 0, ip: '127.0.0.1' },
    serverTime: 0,
    session: null,
  } as unknown as BootPayload;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountsKeys.registerSettings(), rules);
  const onSignedIn = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <TenantProvider value={createTenantContextValue(boot)}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <RegisterForm onSignedIn={onSignedIn} />
          </MemoryRouter>
        </QueryClientProvider>
      </TenantProvider>
    </ThemeProvider>,
  );
  return { onSignedIn };
}

const shownFields = () => screen.getAllByTestId(/^field-/).map((el) => el.dataset.testid!.slice('field-'.length));
const inputOf = (name: string) => screen.getByTestId(`field-${name}`).querySelector('input')!;
const messageOf = (name: string) => screen.getByTestId(`field-${name}`).querySelector('p')!.textContent;
const type = (name: string, value: string) => fireEvent.change(inputOf(name), { target: { value } });
const captchaLoads = () => calls.filter((c) => c.path === '/wps/captcha').length;

async function fillValidUsernameForm() {
  type('username', 'player01');
  type('password', 'abc12345');
  type('confirmPassword', 'abc12345');
  type('email', 'p1@example.com');
  type('captcha', 'ab12');
}

describe('RegisterForm', () => {
  it('when both methods are on, then tabs show with mobile first and selected, and each tab shows its own fields', async () => {
    renderForm(['REGISTER', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3']);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Mobile number', 'Username']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(shownFields()).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email', 'wechat', 'referralCode', 'captcha']);
    expect(screen.getByTestId('sms-code-button')).toBeTruthy();

    fireEvent.click(tabs[1]);
    expect(shownFields()).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'email', 'wechat', 'referralCode', 'captcha']);
    expect(screen.queryByTestId('sms-code-button')).toBeNull();
    // Optional fields say so; required ones do not.
    expect(screen.getByTestId('field-wechat').textContent).toContain('(optional)');
    expect(screen.getByTestId('field-email').textContent).not.toContain('(optional)');
  });

  it('when the method tab changes, then a new captcha image is fetched', async () => {
    renderForm(['REGISTER', 'USERNAMEREG3', 'MOBILENUMREG3']);
    await waitFor(() => expect(captchaLoads()).toBe(1));
    fireEvent.click(screen.getAllByRole('tab')[1]);
    await waitFor(() => expect(captchaLoads()).toBe(2));
  });

  it('when only username registration is on, then there is no tab list and no SMS code', () => {
    renderForm(['REGISTER', 'USERNAMEREG3']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(shownFields()[0]).toBe('username');
    expect(shownFields()).not.toContain('verificationCode');
  });

  it('when a link carries a referral code and the field is shown, then it is filled in; a hidden affiliate code is announced and sent', async () => {
    renderForm(['REGISTER', 'USERNAMEREG3'], '/register?referralCode=REF12345&affiliateCode=DEMO1234');
    expect(inputOf('referralCode').value).toBe('REF12345');
    expect(screen.getByTestId('register-invited').textContent).toBe('Invitation code DEMO1234 is applied.');
    await fillValidUsernameForm();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.path.startsWith('/wps/agent/affiliate'))?.path).toContain('code=DEMO1234');
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ affiliateCode: 'DEMO1234', referralCode: 'REF12345', username: 'player01', termsAccepted: true, registerMethod: 'WEB' });
    expect(typeof body.humanCheck).toBe('string');
  });

  it('when the terms are not accepted, then the terms message shows with the brand age and nothing is sent', async () => {
    renderForm(['REGISTER', 'USERNAMEREG3']);
    await fillValidUsernameForm();
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    expect(screen.getByTestId('register-terms-message').textContent).toBe('Please agree to the terms and privacy policy, and confirm you are 21 or older');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('when a field breaks a rule, then its message shows on blur: fixed §5 texts, the pattern text with min and max, the default text for an unknown patternId', () => {
    renderForm(['REGISTER', 'USERNAMEREG3']);
    type('username', '1abc');
    fireEvent.blur(inputOf('username'));
    expect(messageOf('username')).toBe('2 to 15 characters, starting with a letter; letters, digits and underscores only');
    type('password', 'abc12345');
    type('confirmPassword', 'abc12344');
    fireEvent.blur(inputOf('confirmPassword'));
    expect(messageOf('confirmPassword')).toBe('inconsistent twice');
    type('referralCode', 'ab');
    fireEvent.blur(inputOf('referralCode'));
    expect(messageOf('referralCode')).toBe('Please enter 6 to 10 letters or digits');
    type('wechat', 'abc');
    fireEvent.blur(inputOf('wechat'));
    expect(messageOf('wechat')).toBe('Please enter 6 to 20 characters');
    // Typing a correct value clears the message.
    type('username', 'abc');
    expect(messageOf('username')).toBe('');
  });

  it('when the server refuses a field, then its message shows under that field and the captcha is renewed', async () => {
    const { onSignedIn } = renderForm(['REGISTER', 'USERNAMEREG3']);
    await waitFor(() => expect(captchaLoads()).toBe(1));
    answers['PUT /wps/member/register'] = {
      status: 400,
      body: {
        success: false,
        value: null,
        code: 'validation',
        message: 'Some fields are not valid.',
        errors: [{ field: 'username', code: 'taken', message: 'This username is already taken.' }],
      },
    };
    await fillValidUsernameForm();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await waitFor(() => expect(messageOf('username')).toBe('This username is already taken.'));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(inputOf('captcha').value).toBe('');
    await waitFor(() => expect(captchaLoads()).toBe(2));
  });

  it('when the captcha answer is wrong, then its message stays under the captcha while a new picture loads', async () => {
    renderForm(['REGISTER', 'USERNAMEREG3']);
    await waitFor(() => expect(captchaLoads()).toBe(1));
    answers['PUT /wps/member/register'] = {
      status: 400,
      body: { success: false, value: null, code: 'captchaInvalid', message: 'The captcha is not correct. Please try again.' },
    };
    await fillValidUsernameForm();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await waitFor(() => expect(captchaLoads()).toBe(2));
    expect(messageOf('captcha')).toBe('The captcha is not correct. Please try again.');
    expect(inputOf('captcha').value).toBe('');
    expect(useAlertStore.getState().message).toBeNull();
  });

  it('when the invitation code is unknown, then the warning dialog says so and nothing is registered', async () => {
    renderForm(['REGISTER', 'USERNAMEREG3'], '/register?referralCode=NOPE1234');
    answers['GET /wps/agent/affiliate'] = {
      status: 400,
      body: { success: false, value: null, code: 'invalidInvitationCode', message: 'Invalid invitation code' },
    };
    await fillValidUsernameForm();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await waitFor(() => expect(useAlertStore.getState().message).toBe('Invalid invitation code'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('when everything is right, then the account is registered and the form hands over the login value', async () => {
    const { onSignedIn } = renderForm(['REGISTER', 'USERNAMEREG3']);
    await fillValidUsernameForm();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('register-submit'));
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN));
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/wps/member/register');
  });

  it('when Reset is pressed, then every value, the terms and the messages are cleared', () => {
    renderForm(['REGISTER', 'USERNAMEREG3']);
    type('username', '1');
    fireEvent.blur(inputOf('username'));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('register-reset'));
    expect(inputOf('username').value).toBe('');
    expect(messageOf('username')).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
