// @vitest-environment jsdom
// The first-login action (spec §4) against a fake network (fetch is the browser's boundary; every module of ours is
// real): the session store keeps the first-login flag through a forced password change; the welcome shows for a
// real account's first sign-in, "Later" ends it, "Go to My account" opens the member centre on securityCenter; a
// trial account and a pending forced change show nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../../schemas/generated/auth.ts';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { applySignIn, markPasswordChanged, useSessionStore } from '../../../lib/session/session.store.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import en from '../../../locales/en.json';
import { accountsKeys } from '../api/accounts-keys.ts';
import { useCentreModal } from '../centres/centre-modal.store.ts';
import FirstLoginWelcome from './first-login-welcome.tsx';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'newbie',
  nickname: 'Newbie',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP0', rankLevel: 0 },
  memberLabel: [],
  userName: 'newbie',
  currency: 'USD',
  hasPassword: true,
  mustChangePassword: false,
  loginMethod: 'password',
  agentCentre: false,
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  useCentreModal.setState({ kind: null, section: null });
  applySignIn({ token: 'csrf-1', firstTimeLogin: true, passwordExpired: false });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, message: '', value: MEMBER }), { status: 200 }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWelcome(member: MemberInfo) {
  const boot = {
    tenant: {
      whitelabel: [{ modId: 'MEMBERCENTRE', enabled: true }],
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
          <MemoryRouter>
            <FirstLoginWelcome />
          </MemoryRouter>
        </QueryClientProvider>
      </TenantProvider>
    </ThemeProvider>,
  );
}

describe('first-login flag in the session store', () => {
  it("when a sign-in is the account's first, then the flag is set, kept through the forced password change, and cleared by the next ordinary sign-in", () => {
    applySignIn({ token: 'a', firstTimeLogin: true, passwordExpired: true });
    expect(useSessionStore.getState()).toMatchObject({ firstLoginPending: true, passwordChangeDue: true, signedInOnPage: true });
    markPasswordChanged({ token: 'b', firstTimeLogin: false, passwordExpired: false });
    expect(useSessionStore.getState()).toMatchObject({ firstLoginPending: true, passwordChangeDue: false });
    applySignIn({ token: 'c', firstTimeLogin: false, passwordExpired: false });
    expect(useSessionStore.getState().firstLoginPending).toBe(false);
  });
});

describe('first-login welcome', () => {
  it('when a real account signs in for the first time, then the welcome shows and "Later" ends the first-login state', () => {
    renderWelcome(MEMBER);
    expect(screen.getByRole('dialog', { name: 'Welcome, Newbie!' })).toBeTruthy();
    expect(screen.getByTestId('first-login-welcome').textContent).toBe(en.login.firstLogin.body);
    fireEvent.click(screen.getByTestId('first-login-later'));
    expect(useSessionStore.getState().firstLoginPending).toBe(false);
  });

  it('when the member chooses "Go to My account", then the member centre opens on securityCenter', async () => {
    renderWelcome(MEMBER);
    fireEvent.click(screen.getByTestId('first-login-my-account'));
    expect(useSessionStore.getState().firstLoginPending).toBe(false);
    await waitFor(() => expect(useCentreModal.getState()).toMatchObject({ kind: 'member', section: 'securityCenter' }));
  });

  it('when the account is a trial one or must change its password first, then nothing shows (and a trial ends the state)', async () => {
    renderWelcome({ ...MEMBER, mustChangePassword: true });
    expect(screen.queryByTestId('first-login-welcome')).toBeNull();
    expect(useSessionStore.getState().firstLoginPending).toBe(true);
    cleanup();
    renderWelcome({ ...MEMBER, type: 4 });
    expect(screen.queryByTestId('first-login-welcome')).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().firstLoginPending).toBe(false));
  });
});
