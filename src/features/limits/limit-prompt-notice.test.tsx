// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiFetch } from '../../lib/api/api-client.ts';
import { theme } from '../../lib/theme/styled-theme.ts';
import { LimitPromptNotice, LIMIT_PROMPT_REQUIRED, useLimitPromptOnRefusal } from './limit-prompt-notice.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { translation: { limits: { prompt: 'Set a deposit limit?', promptDecline: 'No limit for now', title: 'Limits' } } } },
  });
});
afterEach(() => {
  cleanup();
  setApiFetch((input, init) => fetch(input, init));
});

/** The limits answer the server gives: the question due or not (the rest of the value is not read here). */
function serveLimits(due: () => boolean) {
  setApiFetch(async () => new Response(JSON.stringify({ success: true, value: { promptDue: due(), limits: [], history: [] } }), { status: 200 }));
}

let onRefused: (code: string) => void = () => {};
function Refusals() {
  onRefused = useLimitPromptOnRefusal();
  return null;
}

function renderNotice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <LimitPromptNotice linkToLimits />
          <Refusals />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the deposit-limit question on the deposit page', () => {
  it('when a deposit is refused because the question is unanswered, then the limits are read again and the question shows', async () => {
    let due = false;
    serveLimits(() => due);
    renderNotice();
    await act(async () => {});
    expect(screen.queryByTestId('limits-prompt-deposit')).toBeNull();
    // The question became due after the page read the limits (e.g. the brand switched it on); the server says so.
    due = true;
    await act(async () => onRefused(LIMIT_PROMPT_REQUIRED));
    expect(await screen.findByTestId('limits-prompt-deposit')).toBeTruthy();
  });

  it('when a deposit is refused for another reason, then the limits are not read again', async () => {
    let due = false;
    serveLimits(() => due);
    renderNotice();
    await act(async () => {});
    due = true;
    await act(async () => onRefused('depositLimitReached'));
    expect(screen.queryByTestId('limits-prompt-deposit')).toBeNull();
  });
});
