// The promotion editor's type sections in Chromium against the real server (issue 19 item 2): a marketing member
// of staff edits pearl's raffle prize table (a row added, first refused for a repeated prize id beside its field,
// then moved up) and a referral milestone (first refused for naming a milestone twice), and the back office's
// API then holds exactly that. Each section (raffle, ranking, referral, appDownload) is photographed light and
// dark, English and Chinese, wide and narrow, and checked with axe. The list is handed back to the brand file at
// the end, so no other spec sees the change (pearl: no other spec draws its raffle or invites its friends).
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { SCREENS, watchConsole } from './support/page-helpers.ts';
import { OPS, staffSignIn } from './support/staff.ts';

const BRAND = 'pearl';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SECTIONS: Array<[string, string]> = [
  ['lucky-draw', 'raffle'],
  ['weekly-race', 'ranking'],
  ['invite-friends', 'referral'],
  ['app-download', 'appDownload'],
];

/** The brand's promotions as the back office's API holds them (fetched by the page: its session, its host). */
const itemsOf = async (page: Page) =>
  (await page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { 'x-language': 'EN' } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return (await res.json()).value.items.map((i: { promotion: unknown }) => i.promotion);
  }, `/bo/api/brands/${BRAND}/promotions/items`)) as any[];

test('when staff edit a raffle’s prize table and a referral milestone, then a broken row is refused beside its field and the fixed one is saved', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await context.newPage();
  staff.on('dialog', (dialog) => void dialog.accept());
  try {
    await staffSignIn(staff, 'marketing');
    const problems = watchConsole(staff);
    await staff.goto(`${OPS}/promotions?tab=promotions`);
    await staff.getByTestId('bo-brand').selectOption(BRAND);
    await expect(staff.getByTestId('bo-promo-list')).toBeVisible();
    const before = (await itemsOf(staff)).find((p) => p.id === 'lucky-draw');
    const n = before.raffle.prizes.length;

    // The raffle: a new prize row, first with a prize id the table already has.
    await staff.getByTestId('bo-promo-edit-lucky-draw').click();
    const editor = staff.getByTestId('bo-promo-editor');
    await expect(editor.getByTestId('bo-promo-section-raffle')).toBeVisible();
    await expect(editor.getByTestId('bo-promo-prize-0-id')).toHaveValue(before.raffle.prizes[0].id);
    await editor.getByTestId('bo-promo-add-prize').click();
    await editor.getByTestId(`bo-promo-prize-${n}-id`).fill(before.raffle.prizes[0].id);
    await editor.getByTestId(`bo-promo-prize-${n}-name`).fill('Subukan ulit');
    await editor.getByTestId(`bo-promo-prize-${n}-kind`).selectOption('none');
    await editor.getByTestId(`bo-promo-prize-${n}-weight`).fill('3');
    await editor.getByTestId('bo-promo-save').click();
    await expect(editor.getByTestId(`bo-promo-problem-raffle.prizes.${n}.id`)).toContainText(
      `Another prize already has the id “${before.raffle.prizes[0].id}”`,
    );
    await expect(editor.getByTestId(`bo-promo-prize-${n}-id`)).toHaveAttribute('aria-invalid', 'true');
    await editor.getByTestId(`bo-promo-prize-${n}-id`).fill('e2e-miss');
    await expect(editor.getByTestId(`bo-promo-problem-raffle.prizes.${n}.id`)).toHaveCount(0);
    // Moved up one place: it is saved before the last of the file's prizes.
    await editor.getByRole('button', { name: `Move Prize ${n + 1} up` }).click();
    await expect(editor.getByTestId(`bo-promo-prize-${n - 1}-id`)).toHaveValue('e2e-miss');
    await editor.getByTestId('bo-promo-save').click();
    await expect(editor).toHaveCount(0);
    const raffle = (await itemsOf(staff)).find((p) => p.id === 'lucky-draw').raffle;
    expect(raffle.prizes.map((p: { id: string }) => p.id)).toEqual([
      ...before.raffle.prizes.slice(0, n - 1).map((p: { id: string }) => p.id),
      'e2e-miss',
      before.raffle.prizes[n - 1].id,
    ]);
    expect(raffle.prizes[n - 1]).toEqual({ id: 'e2e-miss', name: { FIL: 'Subukan ulit' }, kind: 'none', weight: 3 });

    // The referral: the second milestone's amount, first also turned into a second "registered" milestone.
    await staff.getByTestId('bo-promo-edit-invite-friends').click();
    await expect(editor.getByTestId('bo-promo-section-referral')).toBeVisible();
    await editor.getByTestId('bo-promo-milestone-1-amount').fill('150');
    await editor.getByTestId('bo-promo-milestone-1-on').selectOption('registered');
    await editor.getByTestId('bo-promo-save').click();
    await expect(editor.getByTestId('bo-promo-problem-referral.milestones.1.on')).toContainText('This milestone is already in the list');
    await editor.getByTestId('bo-promo-milestone-1-on').selectOption('firstDeposit');
    await editor.getByTestId('bo-promo-save').click();
    await expect(editor).toHaveCount(0);
    const referral = (await itemsOf(staff)).find((p) => p.id === 'invite-friends').referral;
    expect(referral.milestones[1]).toEqual({ on: 'firstDeposit', threshold: 50_000, amount: 15_000 });

    // Each section: light and dark, English and Chinese, wide and narrow; labelled controls and contrast (axe).
    for (const [id, type] of SECTIONS) {
      await staff.getByTestId(`bo-promo-edit-${id}`).click();
      const section = editor.getByTestId(`bo-promo-section-${type}`);
      await expect(section).toBeVisible();
      for (const language of ['EN', 'CN']) {
        await staff.getByTestId('bo-language').selectOption(language);
        // Chinese is checked in the DOM (the machine has no CJK font: the shot shows boxes).
        if (language === 'CN') await expect(section.locator('h3')).toHaveText(/[\u4e00-\u9fff]/);
        else await expect(section.locator('h3')).toHaveText(/^[A-Za-z ]+$/);
        for (const theme of ['light', 'dark']) {
          if ((await staff.getByTestId('bo-theme').getAttribute('aria-pressed')) !== String(theme === 'dark')) await staff.getByTestId('bo-theme').click();
          const { violations } = await new AxeBuilder({ page: staff }).include('[data-testid="bo-promo-editor"]').withTags(WCAG_TAGS).analyze();
          expect(
            violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`),
            `${type} ${language} ${theme}`,
          ).toEqual([]);
          for (const [width, name] of [
            [1366, 'wide'],
            [390, 'narrow'],
          ] as const) {
            await staff.setViewportSize({ width, height: 900 });
            await section.screenshot({ path: join(SCREENS, `bo-promo-section-${type}-${language}-${theme}-${name}.png`) });
          }
          await staff.setViewportSize({ width: 1366, height: 900 });
        }
      }
      await staff.getByTestId('bo-language').selectOption('EN');
      await editor.getByRole('button', { name: 'Cancel' }).click();
      await expect(editor).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  } finally {
    const reset = staff.getByTestId('bo-promo-reset');
    if (await reset.isVisible().catch(() => false)) {
      await reset.click();
      await expect(staff.getByTestId('bo-promo-source')).not.toContainText('marketing');
    }
    await context.close();
  }
});
