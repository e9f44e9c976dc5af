// Behaviour of the shell that a visitor sees, against the real server and the demo brands.
import { expect, test } from './support/fixtures.ts';
import { join } from 'node:path';
import { demoBrands, MAINTENANCE_BRAND } from './support/e2e-tenants.ts';
import { signInByApi } from './support/session.ts';
import { brandUrl, PORT, presetStorage, SCREENS, waitForLive, watchConsole } from './support/page-helpers.ts';

const brands = demoBrands();
const byId = (id: string) => brands.find((b) => b.id === id)!;

test('when the host belongs to no brand, then a plain not-found page is served and no brand leaks', async ({ page }) => {
  const res = await page.goto(`http://nobody.localhost:${PORT}/`);
  expect(res?.status()).toBe(404);
  const html = await page.content();
  for (const b of brands) expect(html).not.toContain(b.name);
  await expect(page.locator('h1')).toBeVisible();
  const api = await page.request.get(`http://127.0.0.1:${PORT}/wps/system/status`, { headers: { host: `nobody.localhost:${PORT}` } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false, value: null });
});

test('when a brand page is served, then it carries a CSP with a fresh nonce and the security headers', async ({ request }) => {
  // Node does not resolve *.localhost as Chromium does: address the server, name the brand in Host.
  const get = () => request.get(`http://127.0.0.1:${PORT}/`, { headers: { host: `aurora.localhost:${PORT}`, accept: 'text/html' } });
  const first = await get();
  const second = await get();
  const csp1 = first.headers()['content-security-policy'];
  const csp2 = second.headers()['content-security-policy'];
  expect(csp1).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]{16,}'/);
  expect(csp1).toContain("frame-ancestors 'self'");
  expect(csp1).not.toEqual(csp2);
  expect(first.headers()['strict-transport-security']).toBeTruthy();
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  expect(first.headers()['referrer-policy']).toBeTruthy();
});

test('when the visitor clicks the theme switch, then the theme flips, is stored and survives a reload', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(brandUrl('aurora'));
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  const after = before === 'light' ? 'dark' : 'light';
  await page.locator('header button[data-mode]').first().click();
  await expect(html).toHaveAttribute('data-theme', after);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(after);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
  expect(problems).toEqual([]);
});

test('when stored theme and language are invalid, then the brand defaults are used', async ({ page }) => {
  const lotus = byId('lotus');
  await presetStorage(page, { theme: 'purple', lang: 'XX' });
  await page.goto(brandUrl('lotus'));
  await expect(page.locator('header nav').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', lotus.themes.default);
  await expect(page.locator('html')).toHaveAttribute('data-lang', lotus.languages.default);
});

test('when a language outside the brand list is stored, then the switcher offers only the brand languages', async ({ page }) => {
  const pearl = byId('pearl');
  await presetStorage(page, { lang: 'TH' });
  await page.goto(brandUrl('pearl', '/register'));
  await expect(page.locator('html')).toHaveAttribute('data-lang', pearl.languages.default);
  await page.locator('header button[aria-haspopup], header button[aria-expanded]').filter({ hasText: pearl.languages.default }).first().hover();
  // Only the language panel's options (password eyes elsewhere on the page are toggle buttons too).
  const options = page.locator('button[aria-pressed][lang]');
  await expect(options).toHaveCount(pearl.languages.supported.length);
});

test('when the visitor picks another language, then the page is translated and the choice is stored', async ({ page }) => {
  const aurora = byId('aurora');
  const other = aurora.languages.supported.find((l) => l !== aurora.languages.default)!;
  await page.goto(brandUrl('aurora'));
  await waitForLive(page);
  const homeLabel = await page.locator('header nav a').first().innerText();
  await page.locator('header button[aria-expanded]').filter({ hasText: aurora.languages.default }).first().hover();
  await page.locator('button[aria-pressed]').filter({ hasText: other }).click();
  await expect(page.locator('html')).toHaveAttribute('data-lang', other);
  await expect(page.locator('header nav a').first()).not.toHaveText(homeLabel);
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([other, other]);
});

test('when the login guard is on and there is no session, then pages redirect to /login but the allowed ones stay', async ({ page }) => {
  expect(byId('pearl').hasModule('LOGINEDTOHOMEPAGE')).toBe(true);
  await page.goto(brandUrl('pearl', '/promotions'));
  await expect(page).toHaveURL(/\/login$/);
  for (const allowed of ['/register', '/forget', '/helpmc', '/download']) {
    await page.goto(brandUrl('pearl', allowed));
    await expect(page).toHaveURL(new RegExp(`${allowed}$`));
  }
  await page.goto(brandUrl('aurora', '/promotions'));
  await expect(page).toHaveURL(/\/promotions$/);
});

test('when a module is off for a brand, then its page is not routed and its menu entry is absent', async ({ page }) => {
  const pearl = byId('pearl');
  expect(pearl.hasModule('PVP')).toBe(false);
  await signInByApi(page, 'pearl'); // past the login guard
  await page.goto(brandUrl('pearl', '/pvp'));
  await expect(page.locator('main')).toContainText(/404|not|hindi/i);
  await expect(page.locator('header nav a[href="/pvp"]')).toHaveCount(0);
  await page.goto(brandUrl('aurora', '/pvp'));
  await expect(page.locator('header nav a[href="/pvp"]').first()).toBeVisible();
});

test('when a notice title in the bar is clicked, then the news modal opens at that notice and closes with Escape', async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto(brandUrl('aurora'));
  await waitForLive(page);
  const titles = page.locator('[aria-label="Announcements"] button:visible');
  const second = titles.nth(1);
  const title = (await second.innerText()).trim();
  // The bar scrolls, so use the keyboard path (also proves it is keyboard reachable).
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).toHaveText(/news/i);
  await expect(dialog.locator('[aria-expanded="true"]')).toContainText(title);
  await page.screenshot({ path: join(SCREENS, 'aurora-notice-modal.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('when a category has vendors, then hovering its nav entry lists them and a slot vendor links to /rng?vassalage', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(brandUrl('aurora'));
  const toggle = page.locator('header nav button[aria-expanded]').first();
  await toggle.hover();
  const panel = page.locator('header nav [role="region"]').first();
  await expect(panel).toBeVisible();
  await expect(panel.locator('a[href*="/rng?vassalage="]').first()).toBeVisible();
  await page.screenshot({ path: join(SCREENS, 'aurora-vendor-dropdown.png') });
});

test('when the visitor navigates to another page, then the window scrolls back to the top', async ({ page }) => {
  await page.goto(brandUrl('aurora'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer a[href="/help"]').first().click();
  await expect(page).toHaveURL(/\/help/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('when the visitor IP is in a blocked range, then the region-block page shows the IP and the spec message', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' } });
  const page = await context.newPage();
  await presetStorage(page, { lang: 'EN' });
  await page.goto(brandUrl('aurora'));
  await expect(page.getByText('203.0.113.7')).toBeVisible();
  await expect(page.getByText('Due to restriction of your location or IP address, you are not allowed to access the site')).toBeVisible();
  await expect(page.locator('header nav')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENS, 'aurora-region-block.png') });
  await context.close();
});

test('when a brand is under maintenance, then the maintenance page with end time, refresh and customer service is shown', async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto(brandUrl(MAINTENANCE_BRAND));
  await expect(page.getByText('We are adding new live tables.')).toBeVisible();
  await expect(page.getByText(/2099/)).toBeVisible();
  await expect(page.getByRole('button', { name: /refresh/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /customer service/i })).toBeVisible();
  await expect(page.locator('header nav')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENS, 'maintenance-page.png') });
});
