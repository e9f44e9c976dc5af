// Raffle and ranking in Chromium against the real server (issue 19): a new aurora player deposits through the
// sandbox gateway (each deposit of $20 or more is a draw chance), opens the lucky draw's page, draws every
// chance, sees each prize and sees the balance (header and API) grow by exactly what was won; the draw history
// reveals the seeds the hash committed to. After real rounds on the built-in slot, the weekly race's leaderboard
// shows the player's row and rank with that turnover.
// Screenshots of both in light and dark, English and Vietnamese (TY), narrow and wide are kept for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositByGateway, registerByApi } from './support/new-player.ts';
import { brandUrl, SCREENS, watchConsole } from './support/page-helpers.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BRAND = 'aurora';

const balanceOf = async (page: Page) => (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance')).value.sumBalance;
const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Full-page screenshots, narrow and wide, light and dark (the theme as stored, then a reload), once `ready` shows. */
async function shoot(page: Page, name: string, lang: 'EN' | 'TY', ready: () => Promise<void>) {
  for (const [width, label] of [
    [390, 'narrow'],
    [1366, 'wide'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((v) => localStorage.setItem('theme', v), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await ready();
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      await page.screenshot({ path: `${SCREENS}/${name}-${lang.toLowerCase()}-${theme}-${label}.png`, fullPage: true });
    }
  }
}

test('when a player with chances draws in the lucky draw, then each prize shows, the balance grows by exactly what was won and every draw reveals its committed seed', async ({
  page,
}) => {
  // Hang guard, not a speed check: a registration (argon2id), three deposits and a few pages on a loaded 2-core machine.
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const player = await registerByApi(page, BRAND, `rf${Date.now().toString(36).slice(-8)}`);
  // Two of them are a chance each.
  for (const amount of [2_000, 2_500, 1_999]) await depositByGateway(page, BRAND, player, amount);
  // Language and theme stored once (not by an init script: the screenshots below switch both).
  await page.goto(brandUrl(BRAND, '/e2e-no-such-file.txt'));
  await page.evaluate(() => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('theme', 'light');
  });
  const problems = watchConsole(page);

  await page.goto(brandUrl(BRAND, '/promoDetail?id=lucky-draw'));
  const panel = page.getByTestId('raffle-panel');
  // The rewards engine grants the chances within a moment of the deposits; the panel refreshes on its own.
  await expect.poll(async () => (await call<{ chancesLeft: number }>(page, 'GET', '/wps/promotions/lucky-draw/raffle?language=EN')).value.chancesLeft).toBe(2);
  await page.reload();
  await expect(panel.getByTestId('raffle-chances')).toHaveText('2');
  await expect(panel.getByTestId('raffle-prizes').locator('tbody tr')).toHaveCount(4);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="raffle-panel"]').withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  let won = 0;
  for (const left of [1, 0]) {
    const before = await balanceOf(page);
    const committed = await panel.getByTestId('raffle-seed-hash').textContent();
    const answer = page.waitForResponse((r) => r.url().includes('MCS2_claimRafflePromotion'));
    await panel.getByTestId('raffle-draw').click();
    const draw = (
      (await (await answer).json()) as { value: { draw: { amount: number; prizeName: string; kind: string; serverSeed: string; seedHash: string } } }
    ).value.draw;
    expect(draw.seedHash).toBe(committed);
    expect(createHash('sha256').update(draw.serverSeed).digest('hex')).toBe(committed);
    const result = panel.getByTestId('raffle-result');
    await expect(result).toHaveAttribute('data-kind', draw.kind);
    await expect(result).toContainText(draw.prizeName);
    if (draw.kind !== 'none') await expect(result).toContainText(dollars(draw.amount));
    await expect(panel.getByTestId('raffle-chances')).toHaveText(String(left));
    expect(await balanceOf(page)).toBe(before + draw.amount);
    won += draw.amount;
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await panel.screenshot({ path: `${SCREENS}/raffle-result-${left}-en-light-wide.png` });
  }
  await expect(panel.getByTestId('raffle-draw')).toBeDisabled();
  await expect(panel.getByTestId('raffle-history').locator('li')).toHaveCount(2);
  // The header shows the new balance: the deposits ($65.00 credited … plus bonuses) move it too, so compare with the API.
  await expect(page.getByTestId('header-balance')).toContainText(dollars(await balanceOf(page)));
  expect(won).toBeGreaterThanOrEqual(0);
  const drawn = () => expect(panel.getByTestId('raffle-history').locator('li')).toHaveCount(2);
  await shoot(page, 'raffle-lucky-draw', 'EN', drawn);

  // Real rounds on the built-in slot (settled turnover) put the player on the weekly race's board.
  const launch = await call<{ url: string }>(page, 'GET', '/wps/relay/GCS_gameLaunchFB?vendor=ORIGINALS&gameCode=fortune-reels&language=EN');
  await page.goto(brandUrl(BRAND, `/game?url=${encodeURIComponent(launch.value.url)}`));
  const slot = page.frameLocator('[data-testid=game-frame]');
  await expect(slot.getByTestId('studio-balance')).not.toHaveText('…');
  const stakes = slot.getByTestId('studio-stake').locator('option');
  await slot.getByTestId('studio-stake').selectOption({ index: (await stakes.count()) - 1 });
  let staked = 0;
  for (let i = 0; i < 40 && staked < 1_000; i += 1) {
    const played = page.waitForResponse((r) => r.url().includes('/api/studio/ORIGINALS/fortune-reels/play'));
    await slot.getByTestId('studio-spin').click();
    staked += ((await (await played).json()) as { value: { stake: number } }).value.stake;
  }
  expect(staked).toBeGreaterThanOrEqual(1_000);
  await expect
    .poll(async () => (await call<{ me?: { turnover: number } }>(page, 'GET', '/wps/promotions/weekly-race/leaderboard')).value.me?.turnover)
    .toBe(staked);

  await page.goto(brandUrl(BRAND, '/promoDetail?id=weekly-race'));
  const board = page.getByTestId('leaderboard-panel');
  await expect(board.getByTestId('ranking-prizes').locator('li')).toHaveCount(4);
  await expect(board.getByTestId('ranking-me')).toContainText(dollars(staked));
  await expect(board.locator('tr[aria-current="true"]')).toContainText(dollars(staked));
  const standing = () => expect(board.locator('tr[aria-current="true"]')).toBeVisible();
  await shoot(page, 'raffle-weekly-race', 'EN', standing);

  // Vietnamese (TY): the same screens in another language (one the screenshots' fonts can show).
  await page.evaluate(() => {
    localStorage.setItem('lang', 'TY');
    localStorage.setItem('hisLang', 'TY');
  });
  await page.goto(brandUrl(BRAND, '/promoDetail?id=lucky-draw'));
  await expect(panel.getByRole('heading', { name: 'Rút thăm may mắn' }).first()).toBeVisible();
  await expect(panel.getByTestId('raffle-history').locator('li')).toHaveCount(2);
  await shoot(page, 'raffle-lucky-draw', 'TY', drawn);
  await page.goto(brandUrl(BRAND, '/promoDetail?id=weekly-race'));
  await expect(board.getByRole('heading', { name: 'Bảng xếp hạng' })).toBeVisible();
  await shoot(page, 'raffle-weekly-race', 'TY', standing);
  expect(problems).toEqual([]);
});
