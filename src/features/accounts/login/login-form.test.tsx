// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModuleId, WhitelabelNode } from '../../../../schemas/generated/tenant.ts';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import { useSessionStore } from '../../../lib/session/session.store.ts';
import { resetLoginCaptcha } from './login-captcha.store.ts';
import { LoginForm } from './login-form.tsx';
import { REMEMBER_KEY } from './remember-me.ts';

const boot = (modules: ModuleId[]) =>
  ({
    tenant: {
      brand: { name: 'Test' },
      languages: { supported: ['EN'], default: 'EN' },
      whitelabel: modules.map((modId): WhitelabelNode => ({ modId, enabled: true })),
      cdn: { image: [], launchGame: [] },
      settings: {},
    },
    system: { status: 0, ip: '127.0.0.1' },
    serverTime: 0,
    session: null,
  }) as unknown as BootPayload;

// A real, easy proof-of-work challenge: number 3 solves it.
const salt = 'abc?expires=9999999999';
const challenge = { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}3`).digest('hex'), maxnumber: 10, salt, signature: 'f'.repeat(64) };

type Answer = { status: number; body: unknown };
function stubServer(answers: Record<string, (body: unknown) => Answer>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: path, body });
    const answer = answers[path]?.(body) ?? { status: 404, body: { success: false, value: null, message: 'nope', code: 'notFound' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, value, message: '' } });

beforeAll(async () => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: {} } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetLoginCaptcha();
  localStorage.clear();
  useSessionStore.setState({ signedIn: false, passwordChangeDue: false });
});

function renderForm(modules: ModuleId[], variant: 'page' | 'agent' = 'page') {
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TenantProvider value={createTenantContextValue(boot(modules))}>
          <MemoryRouter>
            <LoginForm variant={variant} />
          </MemoryRouter>
        </TenantProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('LoginForm', () => {
  it('when only username login is on, then there is no method selector; with SMS login too, there is', () => {
    renderForm(['LOGIN', 'USERNAMEREG3']);
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();
    renderForm(['LOGIN', 'USERNAMEREG3', 'MOBILEVERCODELOGIN3']);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('when the server answers captchaRequired, then the captcha appears and the next attempt sends it with a solved human check', async () => {
    let attempts = 0;
    const calls = stubServer({
      '/wps/captcha/human': () => ok(challenge),
      '/wps/captcha': () => ok('data:image/svg+xml;base64,PHN2Zy8+'),
      '/wps/session/login': () =>
        ++attempts === 1
          ? { status: 401, body: { success: false, value: null, message: 'Login failed.', code: 'captchaRequired' } }
          : ok({ token: 'csrf', firstTimeLogin: false, passwordExpired: false }),
      '/wps/member/info': () => ok({ account: 'demo' }),
    });
    renderForm(['LOGIN', 'USERNAMEREG3']);
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: ' demo_player ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('Login failed.'));
    expect(screen.getByTestId('login-captcha')).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).not.toBeNull());
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'AC47' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    const logins = calls.filter((c) => c.url === '/wps/session/login').map((c) => c.body as Record<string, unknown>);
    expect(logins[0]).toMatchObject({ type: 'username', username: 'demo_player', password: 'demo1234', scene: 'member' });
    expect(logins[0].captcha).toBeUndefined();
    expect(logins[1]).toMatchObject({ captcha: 'AC47' });
    const solved = JSON.parse(Buffer.from(String(logins[1].humanCheck), 'base64').toString('utf8'));
    expect(solved).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 3, salt, signature: challenge.signature });
  });

  it('when remember me is checked, then only the username is kept for the next visit', async () => {
    stubServer({
      '/wps/captcha/human': () => ok(challenge),
      '/wps/session/login': () => ok({ token: 'csrf', firstTimeLogin: false, passwordExpired: false }),
      '/wps/member/info': () => ok({ account: 'demo' }),
    });
    renderForm(['LOGIN', 'USERNAMEREG3']);
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo_player' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByTestId('login-remember'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(useSessionStore.getState().signedIn).toBe(true));
    const stored = localStorage.getItem(REMEMBER_KEY) ?? '';
    expect(JSON.parse(stored).username).toBe('demo_player');
    expect(stored).not.toContain('demo1234');
  });

  it('when the agent page shows the form, then there is no remember me and the login is sent in the agent scene', async () => {
    const calls = stubServer({
      '/wps/captcha/human': () => ok(challenge),
      '/wps/session/login': () => ({ status: 403, body: { success: false, value: null, message: 'Non-agents cannot log in', code: 'nonAgentLogin' } }),
    });
    renderForm(['LOGIN', 'USERNAMEREG3', 'FREEPLAY'], 'agent');
    expect(screen.queryByTestId('login-remember')).toBeNull();
    expect(screen.queryByTestId('login-free-play')).toBeNull();
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'demo_player' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo1234' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('Non-agents cannot log in'));
    expect(calls.find((c) => c.url === '/wps/session/login')?.body).toMatchObject({ scene: 'agent' });
    expect(useSessionStore.getState().signedIn).toBe(false);
  });
});
