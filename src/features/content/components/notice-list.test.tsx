// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BootPayload } from '../../../../schemas/rules/public-config.ts';
import { createTenantContextValue, TenantProvider } from '../../../lib/tenant/tenant-context.tsx';
import { theme } from '../../../lib/theme/styled-theme.ts';
import { NoticeList } from './notice-list.tsx';

const boot = {
  tenant: { languages: { supported: ['EN', 'TY'], default: 'EN' }, whitelabel: [], cdn: { image: [], launchGame: [] } },
  system: { status: 0, ip: '127.0.0.1' },
  serverTime: 0,
} as unknown as BootPayload;

const notices = [
  { id: 1, title: { EN: 'First' }, content: { EN: 'Line one\nLine two' } },
  { id: 2, title: { EN: 'Second <b>bold</b>' }, content: { EN: '<img src=x onerror=alert(1)>Paragraph' } },
];

beforeAll(async () => {
  // jsdom does no layout, so it has no scrollIntoView; the list calls it to bring the notice into view.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  await i18next.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: {} } } });
});
afterEach(cleanup);

function renderList(initialIndex?: number) {
  return render(
    <ThemeProvider theme={theme}>
      <TenantProvider value={createTenantContextValue(boot)}>
        <NoticeList notices={notices} initialIndex={initialIndex} />
      </TenantProvider>
    </ThemeProvider>,
  );
}

describe('NoticeList', () => {
  it('when opened at an index, then only that notice is expanded', () => {
    renderList(1);
    const toggles = screen.getAllByRole('button');
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
  });

  it('when content looks like HTML, then it is shown as text and no element is created', () => {
    const { container } = renderList(1);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>Paragraph')).toBeTruthy();
  });

  it('when content has several lines, then each is a paragraph', () => {
    const { container } = renderList(0);
    const panel = container.querySelector('[id$="notice-1"]')!;
    expect(Array.from(panel.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Line one', 'Line two']);
  });

  it('when a title is clicked, then its notice toggles', () => {
    renderList();
    const first = screen.getAllByRole('button')[0];
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
