// The help centre in Chromium against the real server (issue 21 item 3): read with JavaScript off on a
// Vietnamese brand (server-rendered, searchable by a plain form); the terms a player accepts at
// registration open from the form's link as a dialog over the help centre, and the page passes axe in both themes;
// staff edit an article in the back office and the player's page shows it at once (issue 21 gap 1).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { OPS, staffSignIn } from './support/staff.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("when lotus's help centre is opened and searched with JavaScript off, then the Vietnamese texts, the terms and the search all work", async ({
    page,
  }) => {
    await page.goto(brandUrl('lotus', '/help'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trung tâm trợ giúp');
    await expect(page.getByTestId('help-article-user-protocol')).toContainText('Lotus 88');
    await expect(page.locator('#term')).toBeVisible();
    // The search is a GET form: the server filters.
    await page.getByTestId('help-search').fill('rút tiền');
    await page.getByTestId('help-search').press('Enter');
    await expect(page).toHaveURL(/\/help\?q=r%C3%BAt/);
    await expect(page.getByTestId('help-article-withdrawal-how')).toBeVisible();
    await expect(page.getByTestId('help-article-faq-account')).toHaveCount(0);
  });
});

test('when a visitor follows the terms link of the registration form, then the terms and privacy policy open in a dialog that Escape closes', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await presetStorage(page, { lang: 'EN', theme: 'light' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(brandUrl('aurora', '/register'));
  const [help] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /terms/i }).first().click()]);
  const helpProblems = watchConsole(help);
  await expect(help).toHaveURL(/\/help#term$/);
  const dialog = help.getByRole('dialog');
  await expect(dialog.getByTestId('help-article-user-protocol')).toContainText('Aurora Casino');
  await expect(dialog.getByTestId('help-category-privacy')).toBeVisible();
  await help.screenshot({ path: `${SCREENS}/help-terms-aurora-light.png` });
  await help.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(help).toHaveURL(/\/help$/);

  // Live search filters as the visitor types; a search with no match says so and offers every article back.
  await help.getByTestId('help-search').fill('played through');
  await expect(help.getByTestId('help-result-count')).toHaveText('1 article found');
  await expect(help.getByTestId('help-article-withdrawal-bonus')).toBeVisible();
  await help.getByTestId('help-search').fill('zzzz');
  await expect(help.getByTestId('help-no-results')).toBeVisible();
  await help.getByTestId('help-no-results').getByRole('button').click();
  await expect(help.getByTestId('help-article-faq-account')).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await help.locator('header button[data-mode]').first().click();
    const { violations } = await new AxeBuilder({ page: help }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await help.screenshot({ path: `${SCREENS}/help-aurora-dark.png` });
  expect(problems).toEqual([]);
  expect(helpProblems).toEqual([]);
});

test('when staff edit a help article of lotus in the back office, then the server-rendered help page shows it at once, search finds it, and a reset brings the shipped text back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1366, height: 900 });
  await staffSignIn(staff, 'operations');
  await staff.goto(`${OPS}/help`);
  await staff.getByTestId('bo-brand').selectOption('lotus');
  // Lotus's default language (TY) first; its languages as tabs.
  await expect(staff.getByTestId('bo-help-lang-TY')).toHaveAttribute('aria-selected', 'true');
  await staff.getByTestId('bo-help-lang-EN').click();
  await expect(staff.getByTestId('bo-help-source')).toContainText('shipped');
  await staff.getByTestId('bo-help-article-faq-account').click();
  const title = `Opening your {{brand}} account ${Date.now() % 100000}`;
  await staff.getByTestId('bo-help-title').fill(title);
  await staff.getByTestId('bo-help-body').fill('First <b>paragraph</b> at {{brand}}.\n\nSecond paragraph: quokka.');
  await staff.getByTestId('bo-help-apply').click();
  await staff.getByTestId('bo-help-save').click();
  await expect(staff.getByTestId('bo-help-source')).toContainText('operations');
  await staff.screenshot({ path: `${SCREENS}/help-editor-lotus.png`, fullPage: true });

  // The player's page, rendered on the server (JavaScript's result is checked too): the edited text, markup as text.
  await presetStorage(page, { lang: 'EN' });
  await page.goto(brandUrl('lotus', '/help?q=quokka'));
  const article = page.getByTestId('help-article-faq-account');
  await expect(article).toContainText(title.replace('{{brand}}', 'Lotus 88'));
  await expect(article).toContainText('First <b>paragraph</b> at Lotus 88');
  await expect(page.getByTestId('help-article-withdrawal-how')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/help-edited-lotus.png`, fullPage: true });

  staff.once('dialog', (d) => void d.accept());
  await staff.getByTestId('bo-help-reset').click();
  await expect(staff.getByTestId('bo-help-source')).toContainText('shipped');
  // The open page hears of the change on the push channel (a new config version) and refetches by itself.
  await expect(page.getByTestId('help-article-faq-account')).toHaveCount(0);
  const shipped = await page.evaluate(() => fetch('/wps/system/helpCenter?language=EN').then((r) => r.text()));
  expect(shipped).not.toContain('quokka');
  expect(shipped).toContain('How do I open an account?');
  await staffContext.close();
});
