// The header's account menu is a disclosure dropdown (src/components/dropdown.tsx): it closes when anything outside
// it is clicked. A PU announcement may pop up after a sign-in at any moment, and the fixture's handler closes it by
// clicking its close button — outside the menu, so the menu closes under the test (CI: a pearl run waited five
// minutes for "My account"). Opening the menu and choosing an entry is therefore one step, retried until the entry
// was clicked; the toggle is only clicked while the menu is shut, so a retry never closes an open menu.
import { expect, type Page } from '@playwright/test';

export async function chooseFromAccountMenu(page: Page, entry: string): Promise<void> {
  const toggle = page.locator('[data-testid^=account-menu-toggle]:visible').first();
  const item = page.locator(`[data-testid=account-menu-${entry}]:visible`).first();
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await item.click({ timeout: 5_000 });
  }).toPass();
}
