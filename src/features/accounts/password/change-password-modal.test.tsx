// @vitest-environment jsdom
// The change-password popup through the account popups' mount point, against a fake network (fetch is
// the browser's boundary; every module of ours is real): when it opens by itself, when the current
// password is asked, forced vs normal mode, and what a refusal and a success do.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../../schemas/generated/auth.ts';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { useAlertStore } from '../../../lib/alert/alert.store.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import en from '../../../locales/en.json';
import { AccountModals } from '../account-modals.tsx';
import { accountsKeys } from '../api/accounts-keys.ts';
import { useSessionStore } from '../../../lib/session/session.store.ts';
import { openChangePasswordModal, useChangePasswordModal } from './change-password-modal.store.ts';

const MEMBER: MemberInfo = {
  id: 1,
  account: 'demo_weak',
  nickname: 'demo_weak',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP0', rankLevel: 0 },
  memberLabel: [],
  userName: 'demo_weak',
  currency: 'USD',
  hasPassword: true,
  mustChangePassword: false,
  loginMethod: 'password',
  agentCentre: false,
};

let puts: unknown[] = [];
let passwordAnswer: { status: number; body: unknown };

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  puts = [];
  passwordAnswer = {
    status: 200,
    body: { success: true, message: 'You have successfully changed your password', value: { token: 'csrf-2', firstTimeLogin: false, passwordExpired: false } },
  };
  useAlertStore.setState({ message: null });
  useChangePasswordModal.setState({ open: false, forced: false });
  useSessionStore.setState({ signedIn: true, passwordChangeDue: false });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'PUT' && input === '/wps/member/password') {
      puts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(passwordAnswer.body), { status: passwordAnswer.status });
    }
    // After a change the server's member info no longer asks for one.
    const value = method === 'GET' && input === '/wps/member/info' ? { ...MEMBER, mustChangePassword: false } : null;
    return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderModals(member: MemberInfo = MEMBER) {
  const boot = {
    tenant: {
      whitelabel: [{ modId: 'REGISTER', enabled: true }],
      brand: { name: 'Test', minimumAge: 18 },
      languages: { supported: ['EN'], default: 'EN' },
      cdn: { image: [], launchGame: [] },
      resources: [],
    },
    system: { status: 0, ip: '127.0.0.1' },
    serverTime: 0,
    session: { csrfToken: 'csrf-1' },
  } as unknown as BootPayload;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(accountsKeys.memberInfo(), member);
  render(
    <ThemeProvider theme={theme}>
      <TenantProvider value={createTenantContextValue(boot)}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/promotions']}>
            <Where />
            <AccountModals />
          </MemoryRouter>
        </QueryClientProvider>
      </TenantProvider>
    </ThemeProvider>,
  );
  return { queryClient };
}

const inputOf = (name: string) => screen.getByTestId(`field-${name}`).querySelector('input')!;
const messageOf = (name: string) => screen.getByTestId(`field-${name}`).querySelector('p')!.textContent;
const type = (name: string, value: string) => fireEvent.change(inputOf(name), { target: { value } });

describe('change-password popup', () => {
  it('when the member info says the password must change, then the forced popup opens by itself and cannot be dismissed', async () => {
    renderModals({ ...MEMBER, mustChangePassword: true });
    const form = await screen.findByTestId('change-password-form');
    expect(form.dataset.forced).toBe('true');
    expect(screen.queryByRole('button', { name: 'CLOSE' })).toBeNull();
    expect(screen.queryByTestId('change-password-cancel')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('change-password-form')).toBeTruthy();
    // The login has just proved a password (or used an e-mailed temporary one): no current password.
    expect(screen.queryByTestId('field-oldPassword')).toBeNull();
  });

  it('when opened normally, then it can be closed, and the current password is asked when the account has one', async () => {
    renderModals();
    act(() => openChangePasswordModal());
    await screen.findByTestId('change-password-form');
    expect(screen.getByTestId('change-password-form').dataset.forced).toBe('false');
    expect(screen.getByTestId('field-oldPassword')).toBeTruthy();
    fireEvent.click(screen.getByTestId('change-password-cancel'));
    await waitFor(() => expect(screen.queryByTestId('change-password-form')).toBeNull());
  });

  it('when the account has no password (SMS sign-up), then no current password is asked or sent', async () => {
    renderModals({ ...MEMBER, hasPassword: false });
    act(() => openChangePasswordModal());
    await screen.findByTestId('change-password-form');
    expect(screen.queryByTestId('field-oldPassword')).toBeNull();
    type('newPassword', 'better123');
    type('confirmNewPassword', 'better123');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    await waitFor(() => expect(puts).toEqual([{ newPassword: 'better123', confirmNewPassword: 'better123' }]));
  });

  it('when the new password breaks §5 or the confirmation differs, then the fields say so and nothing is sent', async () => {
    renderModals();
    act(() => openChangePasswordModal());
    await screen.findByTestId('change-password-form');
    type('oldPassword', 'a123456');
    type('newPassword', 'abcdefgh');
    type('confirmNewPassword', 'abcdefgx');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    expect(messageOf('newPassword')).toBe('More than 6 characters, letters and numbers');
    expect(messageOf('confirmNewPassword')).toBe('inconsistent twice');
    expect(puts).toEqual([]);
  });

  it('when the server says the current password is wrong, then the message shows under that field', async () => {
    renderModals();
    passwordAnswer = { status: 400, body: { success: false, value: null, code: 'oldPasswordWrong', message: 'The current password is not correct.' } };
    act(() => openChangePasswordModal());
    await screen.findByTestId('change-password-form');
    type('oldPassword', 'wrong123');
    type('newPassword', 'better123');
    type('confirmNewPassword', 'better123');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    await waitFor(() => expect(messageOf('oldPassword')).toBe('The current password is not correct.'));
    expect(useAlertStore.getState().message).toBeNull();
  });

  it('when a forced change succeeds, then the session is renewed, the popup stays closed, the success message shows and the member goes home', async () => {
    const { queryClient } = renderModals({ ...MEMBER, mustChangePassword: true });
    useSessionStore.setState({ passwordChangeDue: true });
    await screen.findByTestId('change-password-form');
    type('newPassword', 'better123');
    type('confirmNewPassword', 'better123');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    await waitFor(() => expect(screen.queryByTestId('change-password-form')).toBeNull());
    expect(puts).toEqual([{ newPassword: 'better123', confirmNewPassword: 'better123' }]);
    expect(useSessionStore.getState().passwordChangeDue).toBe(false);
    await waitFor(() => expect(queryClient.getQueryData<MemberInfo>(accountsKeys.memberInfo())?.mustChangePassword).toBe(false));
    expect(useAlertStore.getState().message).toBe('You have successfully changed your password');
    expect(screen.getByTestId('where').textContent).toBe('/');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('change-password-form')).toBeNull();
  });
});
