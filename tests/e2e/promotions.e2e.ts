// Promotions in Chromium against the real server (issue 19): the promotions page and a promotion's page
// read without JavaScript on two brands (server-rendered, in the brand's language, the filter as plain
// links) and pass axe in both themes; a new player joins the daily reload (the button follows), reloads
// (their own status fills in without a layout shift), deposits through the sandbox gateway, is stopped at
// the withdrawal by the wagering hold, follows it to Bonus details, sees both bonuses with their progress
// and gives one up. The player is set up through the API (registration, card) as a browser would.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import { pickLocalized } from '../../schemas/rules/localized-text.ts';
import { repoTenantsDir } from './support/e2e-tenants.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositAndCard, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { chooseFromAccountMenu } from './support/account-menu.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const READABLE_BRANDS = ['aurora', 'lotus'] as const;

const tenantOf = (id: string): TenantConfig => JSON.parse(readFileSync(join(repoTenantsDir, `${id}.json`), 'utf8')) as TenantConfig;

/** A promotion's texts as a signed-out visitor without a stored language reads them: the brand's default language. */
function defaultTexts(id: string) {
  const tenant = tenantOf(id);
  const lang = tenant.languages.default;
  const text = (t: Parameters<typeof pickLocalized>[0]) => pickLocalized(t, lang, lang) ?? '';
  return (tenant.promotions ?? []).map((p) => ({ id: p.id, category: p.category, title: text(p.title), rules: p.rules.map(text) }));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const brand of READABLE_BRANDS) {
    test(`when ${brand}'s promotions are opened with JavaScript off, then every demo promotion, the filter and a promotion's rules and terms are there`, async ({
      page,
    }) => {
      const promotions = defaultTexts(brand);
      expect(promotions.length).toBeGreaterThan(0);
      await page.goto(brandUrl(brand, '/promotions'));
      const cards = page.getByTestId('promo-card');
      await expect(cards).toHaveCount(promotions.length);
      for (const [i, p] of promotions.entries()) {
        await expect(cards.nth(i)).toHaveAttribute('data-id', p.id);
        await expect(cards.nth(i).locator('h2')).toHaveText(p.title);
      }
      // The filter is links: one category's address is rendered with only its promotions.
      const newbie = promotions.filter((p) => p.category === 'newbie');
      await page.getByTestId('promo-filter-newbie').click();
      await expect(page).toHaveURL(/\/promotions\?category=newbie$/);
      await expect(page.getByTestId('promo-card')).toHaveCount(newbie.length);

      const first = promotions[0];
      await page.goto(brandUrl(brand, `/promoDetail?id=${first.id}`));
      await expect(page.locator('h1')).toHaveText(first.title);
      await expect(page.getByTestId('promo-rules').locator('li')).toHaveText(first.rules);
      await expect(page.getByTestId('promo-terms').locator('tr[data-row="award"]')).toBeVisible();
      await expect(page.getByTestId('promo-action')).toHaveAttribute('data-status', 'join');
    });
  }
});

for (const brand of READABLE_BRANDS) {
  test(`when ${brand}'s promotions and a promotion's page are checked in the light and the dark theme, then axe finds no WCAG 2.1 A/AA violation and the console stays silent`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { theme: 'light' });
    for (const path of ['/promotions', '/promoDetail?id=daily-reload-10']) {
      await page.goto(brandUrl(brand, path));
      await expect(page.getByTestId('promo-action').first()).toBeVisible();
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await page.locator('header button[data-mode]').first().click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Colours fade to the new theme: axe must see the end colours.
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `${brand}${path} (${theme})`,
        ).toEqual([]);
      }
      await page.locator('header button[data-mode]').first().click();
    }
    expect(problems).toEqual([]);
  });
}

/** Cumulative layout shift as browsers define it (the largest session window of unexpected shifts), kept in window.__cls. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    let windowValue = 0;
    let first = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (entry.hadRecentInput) continue;
        if (windowValue > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) windowValue += entry.value;
        else {
          windowValue = entry.value;
          first = entry.startTime;
        }
        last = entry.startTime;
        w.__cls = Math.max(w.__cls, windowValue);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('when a new player joins the daily reload and deposits, then the button says joined, the withdrawal waits for the wagering and Bonus details shows both bonuses, one of which they give up', async ({
  page,
}) => {
  // Hang guard, not a speed check: a registration (argon2id), a deposit and four pages on a loaded 2-core machine.
  test.setTimeout(600_000);
  const brand = 'aurora';
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await presetStorage(page, { lang: 'EN', theme: 'light' });
  const player = await registerByApi(page, brand, `pr${Date.now().toString(36).slice(-8)}`);

  await page.goto(brandUrl(brand, '/promotions'));
  const daily = page.locator('[data-testid="promo-card"][data-id="daily-reload-10"]');
  // Pressable once the page is live and the player's own status is in (until then it is every visitor's).
  const join = daily.locator('button[data-testid="promo-action"][data-status="join"]');
  await expect(join).toBeEnabled();
  await join.click();
  await expect(daily.getByTestId('promo-action')).toHaveAttribute('data-status', 'joined');
  await expect(daily.getByTestId('promo-action')).toHaveText('Joined');

  // A reload renders every visitor's status on the server; the member's own fills in, nothing moves.
  await watchLayoutShift(page);
  await page.reload();
  await expect(page.locator('[data-testid="promo-card"][data-id="daily-reload-10"] [data-testid="promo-action"]')).toHaveAttribute('data-status', 'joined');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.05);
  await page.goto(brandUrl(brand, '/promoDetail?id=daily-reload-10'));
  await expect(page.getByTestId('promo-action')).toHaveAttribute('data-status', 'joined');

  // $100 by the sandbox gateway: the welcome bonus ($100) and the daily reload ($10), granted by the rewards engine.
  await depositAndCard(page, brand, player, 10_000);
  await expect
    .poll(async () => (await call<{ list: Array<{ promotionId: string }> }>(page, 'GET', '/wps/bonuses?language=EN', undefined)).value.list.length)
    .toBe(2);

  // The withdrawal waits for the wagering; the notice leads to Bonus details.
  await page.getByTestId('header-deposit').first().click();
  await page.getByTestId('centre-section-withdraw').click();
  const form = page.getByTestId('withdraw-form');
  await form.locator('input[name="amount"]').fill('20');
  await form.locator('input[name="paymentPassword"]').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-bonus-hold')).toContainText('$1,050.00');
  await page.screenshot({ path: `${SCREENS}/promotions-withdraw-held-aurora.png` });
  await page.getByTestId('withdraw-bonus-details').click();

  const details = page.getByTestId('bonus-details');
  await expect(page.getByTestId('centre-content')).toHaveAttribute('data-section', 'bonusDetails');
  await expect(details.getByTestId('bonus-hold')).toContainText('$1,050.00');
  const rows = details.locator('li[data-testid^="bonus-row-"]');
  await expect(rows).toHaveCount(2);
  const welcome = rows.filter({ hasText: '100% welcome bonus' });
  const reload = rows.filter({ hasText: '10% daily reload' });
  await expect(welcome).toHaveAttribute('data-state', 'active');
  await expect(welcome.getByTestId('bonus-progress-text')).toHaveText('$0.00 of $1,000.00 (0%)');
  await expect(reload.getByTestId('bonus-progress-text')).toHaveText('$0.00 of $50.00 (0%)');
  await page.screenshot({ path: `${SCREENS}/promotions-bonus-details-aurora.png` });

  await reload.getByTestId('bonus-forfeit').click();
  await expect(page.getByTestId('bonus-forfeit-dialog')).toContainText('$10.00');
  await page.getByTestId('bonus-forfeit-confirm').click();
  await expect(reload).toHaveAttribute('data-state', 'forfeited');
  await expect(details.getByTestId('bonus-forfeited')).toContainText('$10.00');
  await expect(details.getByTestId('bonus-hold')).toContainText('$1,000.00');
  await expect(reload.getByTestId('bonus-forfeit')).toHaveCount(0);
  // The one refusal the test asked for (the withdrawal's 409) is logged by the browser as a failed resource.
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
});

test("when a new player applies to 'share your big win' with a comment and a PNG, then the activity shows 'applying'; their manual rebate shows the daily rebate with nothing to claim", async ({
  page,
}) => {
  // Hang guard, not a speed check: a registration (argon2id) and two pages on a loaded 2-core machine.
  test.setTimeout(300_000);
  const brand = 'aurora';
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await presetStorage(page, { lang: 'EN', theme: 'light' });
  await registerByApi(page, brand, `ap${Date.now().toString(36).slice(-8)}`);

  await page.goto(brandUrl(brand, '/promoDetail?id=big-win-story'));
  const apply = page.locator('button[data-testid="promo-action"][data-status="join"]');
  await expect(apply).toHaveText('Apply');
  await apply.click();
  const form = page.getByTestId('apply-form');
  const comment = 'Five wilds on Fortune Reels 🎰';
  await form.getByTestId('apply-comment').fill(comment);
  // Code points, as the server counts: the emoji is one character.
  await expect(form.getByTestId('apply-counter')).toHaveText(`${[...comment].length}/140`);
  // Checked in the browser before anything is sent (spec §8 message), then a real PNG.
  await form.getByTestId('apply-images').setInputFiles({ name: 'win.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(form.getByRole('alert')).toHaveText('Only acceptable png or jpg');
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
  await form.getByTestId('apply-images').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: png });
  await expect(form.locator('img[alt="win.png"]')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/promotions-apply-form-aurora.png` });
  await page.getByTestId('apply-submit').click();

  await expect(page.getByTestId('apply-sent')).toBeVisible();
  await expect(page.getByTestId('apply-sent')).toContainText('Application successful');
  await expect(page.getByTestId('promo-action')).toHaveAttribute('data-status', 'applying');
  const state = page.getByTestId('application-state');
  await expect(state).toHaveAttribute('data-status', 'applying');
  await expect(state.getByTestId('application-comment')).toHaveText(comment);
  // The count comes from the server's answer to the upload.
  await expect(state.getByTestId('application-images')).toHaveText('1');
  await page.screenshot({ path: `${SCREENS}/promotions-applying-aurora.png` });

  // A new player has no settled bets: the daily rebate is listed and its Claim button waits; no reward yet.
  await chooseFromAccountMenu(page, 'myAccount');
  await page.getByTestId('centre-section-manualRebate').click();
  const rebate = page.getByTestId('rebate-daily-rebate');
  await expect(rebate).toContainText('Daily rebate up to 1%');
  await expect(rebate.getByTestId('rebate-no-turnover')).toBeVisible();
  await expect(rebate.getByTestId('rebate-claim')).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/promotions-manual-rebate-aurora.png` });
  await page.getByTestId('centre-section-rewardCenter').click();
  await expect(page.getByTestId('reward-empty')).toBeVisible();
  await expect(page.getByTestId('reward-count-badge')).toHaveCount(0);
  expect(problems).toEqual([]);
});
