// Loyalty in Chromium against the real server, on two brands (issue 20 "checks"): a new player deposits,
// plays the built-in slot in the game frame until the settled stakes have earned points (the consumer
// loyalty-points), opens the points mall, redeems a cash reward (credited at once) and an item (In Process,
// for staff) with the payment password, sees both in the redeem history and the movements, and the VIP page
// with the levels and this month's progress. Staff (marketing) decide the item in the back office's points mall:
// aurora's is approved, lotus's rejected with a reason (the points come back). Screenshots:
// aurora in English, light; lotus in Vietnamese, dark; wide and narrow.
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositByGateway, mobileNumber, openStudioSlot, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { OPS, staffSignIn } from './support/staff.ts';
import { readOnceStill } from './support/read-once-still.ts';

interface Run {
  brand: string;
  lang: string;
  theme: 'light' | 'dark';
  bankroll: number;
  cashReward: string;
  itemReward: string;
  /** What staff decide on the item request in the back office. */
  decision: 'approved' | 'rejected';
  /** Whether the brand's VIP module is on (lotus has the levels configured but the page switched off). */
  vipPage: boolean;
  register?: (n: string) => Record<string, string>;
}

const RUNS: Run[] = [
  { brand: 'aurora', lang: 'EN', theme: 'light', bankroll: 50_000, cashReward: 'cash-5', itemReward: 'coffee-voucher', decision: 'approved', vipPage: true },
  {
    brand: 'lotus',
    lang: 'VI',
    theme: 'dark',
    bankroll: 10_000_000,
    cashReward: 'cash-50k',
    itemReward: 'headphones',
    decision: 'rejected',
    vipPage: false,
    register: (n) => ({ mobileNum: mobileNumber('+84', n), countryDialingCode: '+84', payeeName: 'NGUYEN VAN AN' }),
  },
];

interface Reward {
  id: string;
  points: number;
}

const pointsOf = async (page: Page) => (await call<{ points: number }>(page, 'GET', '/wps/relay/MCS2_getPointBalance', undefined)).value.points;

for (const r of RUNS) {
  test(`when a new ${r.brand} player plays, then points appear, a cash reward and an item are redeemed, and staff decide the item`, async ({
    browser,
    page,
  }) => {
    // Hang guard, not a speed check: a registration (argon2id), a deposit and a few dozen spins on a loaded 2-core machine.
    test.setTimeout(600_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    const stamp = String(Date.now());
    const username = `ly${Date.now().toString(36).slice(-8)}`;
    const player = await registerByApi(page, r.brand, username, r.register?.(stamp));
    await page.goto(brandUrl(r.brand, '/'));
    await depositByGateway(page, r.brand, player, r.bankroll);

    const catalogue = (await call<{ list: Reward[] }>(page, 'GET', `/wps/relay/MCS2_getPointReward?language=${r.lang}`, undefined)).value.list;
    const cost = (id: string) => catalogue.find((x) => x.id === id)!.points;
    const needed = cost(r.cashReward) + cost(r.itemReward);

    // Spins at the slot's highest stake until the settled stakes have earned enough points.
    const slot = await openStudioSlot(page, r.brand);
    const stakes = await slot
      .getByTestId('studio-stake')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await slot.getByTestId('studio-stake').selectOption(stakes.at(-1)!);
    for (let spin = 0; (await pointsOf(page)) < needed; spin++) {
      expect(spin, 'spins before the points cover both rewards').toBeLessThan(80);
      const answer = page.waitForResponse((res) => res.url().includes('/api/studio/ORIGINALS/fortune-reels/play'));
      await slot.getByTestId('studio-spin').click();
      await answer;
      if (spin % 5 === 4) await expect.poll(async () => pointsOf(page), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    // The last spins' points arrive from the loyalty consumer after their rounds settle.
    const earned = await readOnceStill(() => pointsOf(page));

    await page.goto(brandUrl(r.brand, '/pointMall'));
    await expect(page.getByTestId('point-balance')).toContainText(new Intl.NumberFormat('en-US').format(earned));
    await expect(page.getByTestId(`reward-${r.cashReward}`)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/loyalty-mall-${r.brand}-${r.theme}.png`, fullPage: true });

    const before = (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance', undefined)).value.sumBalance;
    // A wrong payment password: a translated error, nothing spent.
    await page.getByTestId(`redeem-${r.cashReward}`).click();
    await page.locator('input[name="paymentPassword"]').fill('000000');
    await page.getByTestId('redeem-confirm').click();
    await expect(page.getByTestId('redeem-error')).toBeVisible();
    expect(await pointsOf(page)).toBe(earned);
    await page.locator('input[name="paymentPassword"]').fill('135790');
    await page.getByTestId('redeem-confirm').click();
    await expect(page.getByTestId('redeem-result')).toBeVisible();
    await page.getByTestId('redeem-done').click();
    const after = (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance', undefined)).value.sumBalance;
    expect(after).toBeGreaterThan(before);

    await page.getByTestId(`redeem-${r.itemReward}`).click();
    await page.locator('input[name="paymentPassword"]').fill('135790');
    await page.getByTestId('redeem-confirm').click();
    await expect(page.getByTestId('redeem-result')).toBeVisible();
    await page.getByTestId('redeem-done').click();
    expect(await pointsOf(page)).toBe(earned - needed);

    const history = page.getByTestId('redeem-history');
    await expect(history.locator('tr[data-status="inProcess"]')).toHaveCount(1);
    await expect(history.locator('tr[data-status="granted"]')).toHaveCount(1);
    await page.getByTestId('tab-movements').click();
    await expect(page.getByTestId('point-movements')).toBeVisible();
    await page.getByTestId('tab-redeems').click();
    await page.screenshot({ path: `${SCREENS}/loyalty-history-${r.brand}-${r.theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/loyalty-mall-${r.brand}-${r.theme}-narrow.png`, fullPage: true });

    // Staff (marketing: promotions.write), in a browser of their own, decide the item in the back office's points mall.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staffSignIn(staff, 'marketing');
    const staffProblems = watchConsole(staff);
    await staff.goto(`${OPS}/points-mall`);
    await staff.getByTestId('bo-brand').selectOption(r.brand);
    const row = staff.locator('tr[data-testid^="bo-redeem-"]', { hasText: username });
    await expect(row).toHaveCount(1);
    // Rejecting needs the reason the member reads.
    await expect(row.getByTestId('bo-redeem-reject')).toBeDisabled();
    await staff.screenshot({ path: `${SCREENS}/bo-points-mall-${r.brand}.png` });
    if (r.decision === 'approved') {
      await row.getByTestId('bo-redeem-approve').click();
    } else {
      await row.getByTestId('bo-redeem-reason').fill('Out of this colour, sorry.');
      await row.getByTestId('bo-redeem-reject').click();
    }
    await expect(staff.getByTestId('bo-redeems-flash')).toContainText(username);
    await expect(row).toHaveCount(0);
    await staff.getByTestId(`bo-redeems-tab-${r.decision}`).click();
    await expect(row).toHaveCount(1);
    await staff.screenshot({ path: `${SCREENS}/bo-points-mall-${r.brand}-${r.decision}.png` });
    await staffContext.close();
    expect(staffProblems).toEqual([]);

    // The member's history shows the decision; a rejection gives the item's points back.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await expect(history.locator(`tr[data-status="${r.decision}"]`)).toHaveCount(1);
    expect(await pointsOf(page)).toBe(r.decision === 'rejected' ? earned - cost(r.cashReward) : earned - needed);

    // The VIP page: the levels table and this month's progress (the spins' turnover) towards the next level.
    if (r.vipPage) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(brandUrl(r.brand, '/vip'));
      await expect(page.getByTestId('vip-levels').locator('tbody tr')).toHaveCount(6);
      await expect(page.getByTestId('vip-me')).toBeVisible();
      await expect(page.getByTestId('vip-my-level')).not.toBeEmpty();
      await page.screenshot({ path: `${SCREENS}/loyalty-vip-${r.brand}-${r.theme}.png`, fullPage: true });
    }
    // The one refused call is the wrong payment password typed on purpose (403 paymentPasswordWrong).
    expect(problems.filter((p) => !p.includes('status of 403'))).toEqual([]);
  });
}
