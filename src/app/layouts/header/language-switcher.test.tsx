// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const boot = (supported: string[]) =>
  ({
    tenant: { languages: { supported, default: supported[0] }, whitelabel: [], cdn: { image: [], launchGame: [] } },
    system: { status: 0, ip: '127.0.0.1' },
    serverTime: 0,
  }) as unknown as BootPayload;

beforeAll(async () => {
  // jsdom has no media queries: report "no hover" like a touch screen, so clicks toggle.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({
    lng: 'FIL',
    resources: { FIL: { translation: { header: { language: 'Wika' }, language: { FIL: 'Filipino', EN: 'English', CN: '中文', TH: 'ไทย' } } } },
  });
});
afterEach(cleanup);

function renderSwitcher(supported: string[]) {
  return render(
    <ThemeProvider theme={theme}>
      <TenantProvider value={createTenantContextValue(boot(supported))}>
        <LanguageSwitcher />
      </TenantProvider>
    </ThemeProvider>,
  );
}

describe('LanguageSwitcher', () => {
  it('when opened, then it offers exactly the brand’s supported languages with the current one pressed', () => {
    renderSwitcher(['FIL', 'EN', 'CN']);
    const toggle = screen.getByRole('button', { name: /Wika/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('button', { pressed: undefined }).filter((b) => b.hasAttribute('aria-pressed'));
    expect(options.map((b) => b.textContent)).toEqual(['FILFilipino✓', 'ENEnglish', 'CN中文']);
    expect(options.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  });

  it('when Escape is pressed inside, then it closes and focus returns to the toggle', () => {
    renderSwitcher(['FIL', 'EN']);
    const toggle = screen.getByRole('button', { name: /Wika/ });
    act(() => {
      fireEvent.click(toggle);
    });
    const option = screen.getByText('English').closest('button')!;
    option.focus();
    act(() => {
      fireEvent.keyDown(option, { key: 'Escape' });
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('when the brand offers one language, then there is no switcher', () => {
    const { container } = renderSwitcher(['FIL']);
    expect(container.querySelector('button')).toBeNull();
  });
});
