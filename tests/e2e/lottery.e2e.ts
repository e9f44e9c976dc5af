// The lottery in Chromium against the real server on two brands (issue 18): a new player deposits, opens
// /lottery on the e2e tenants' 30-second fast draw (support/e2e-tenants.ts), picks two 2D numbers, adds them
// to the slip and bets while the draw is open; the balance drops by the slip's total. The test then waits for
// the draw (its ticket turns settled on the page), sees the result row and the payout, the balance moved by
// exactly the payout, the betting record closed with that bet and win, and verifies the draw on the page
// (and here: the revealed seed hashes to the seed hash published before the draw).
// Screenshots: aurora in English, light; lotus in Vietnamese, dark; wide and narrow.
import { createHash } from 'node:crypto';
import { SHORT_DRAW } from './support/e2e-tenants.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositByGateway, mobileNumber, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';

interface Run {
  brand: string;
  lang: string;
  theme: 'light' | 'dark';
  bankroll: number;
  register?: (n: string) => Record<string, string>;
}

const RUNS: Run[] = [
  { brand: 'aurora', lang: 'EN', theme: 'light', bankroll: 50_000 },
  {
    brand: 'lotus',
    lang: 'VI',
    theme: 'dark',
    bankroll: 10_000_000,
    register: (n) => ({ mobileNum: mobileNumber('+84', n), countryDialingCode: '+84', payeeName: 'NGUYEN VAN AN' }),
  },
];

interface Slip {
  slipId: string;
  numero: string;
  status: string;
  total: number;
  payout: number | null;
}
interface Drawn {
  numero: string;
  seed: string | null;
  seedHash: string;
  openNumber: string | null;
}

const balanceOf = async (page: Page) => (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance', undefined)).value.sumBalance;
const slipsOf = async (page: Page) => (await call<Slip[]>(page, 'GET', `/lgw/lottery/tickets?gameCode=${SHORT_DRAW.gameCode}`, undefined)).value;

/** Seconds left to bet on the open draw, as the betting panel counts them (0 when locked). */
async function secondsToBet(page: Page): Promise<number> {
  const m = /(\d+):(\d\d)/.exec((await page.locator('[data-lock-countdown]').textContent()) ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

for (const r of RUNS) {
  test(`when a new ${r.brand} player bets on a fast draw, then the draw pays by its result, the balance and betting record follow and the draw verifies`, async ({
    page,
  }) => {
    // Hang guard, not a speed check: a registration (argon2id), a deposit and up to two 30-second draws on a loaded machine.
    test.setTimeout(300_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    const player = await registerByApi(page, r.brand, `lt${Date.now().toString(36).slice(-8)}`, r.register?.(String(Date.now())));
    await page.goto(brandUrl(r.brand, '/'));
    await depositByGateway(page, r.brand, player, r.bankroll);
    // The deposit and the welcome bonus both demo brands pay on it. The rewards consumer grants it after the
    // deposit (and the sign-up gift before it, in event order), so the balance is read once the bonus is listed.
    await expect
      .poll(async () => (await call<{ list: { promotionId: string }[] }>(page, 'GET', '/wps/bonuses', undefined)).value.list.map((b) => b.promotionId))
      .toContain('welcome-100');
    const start = await balanceOf(page);
    expect(start).toBeGreaterThanOrEqual(r.bankroll);

    await page.goto(brandUrl(r.brand, `/lottery?gameCode=${SHORT_DRAW.gameCode}`));
    const panel = page.locator('section').filter({ has: page.locator('[data-lock-countdown]') });
    await expect(page.locator(`[data-game="${SHORT_DRAW.gameCode}"]`)).toBeVisible();

    // Pick two 2D numbers and put them on the slip (one line each, the game's unit stake).
    await panel.locator('[data-bet-type="2D"]').click();
    const grid = panel.getByRole('group');
    for (const n of ['07', '42']) {
      await grid.getByRole('button', { name: n, exact: true }).click();
      await expect(grid.getByRole('button', { name: n, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    await panel.locator('[data-action="add-to-slip"]').click();
    await expect(panel.locator('table').first().locator('tr')).toHaveCount(2);
    await page.screenshot({ path: `${SCREENS}/lottery-slip-${r.brand}-${r.theme}.png`, fullPage: true });

    // Bet while the draw has a comfortable margin before its lock (else wait for the next draw to open).
    await expect.poll(() => secondsToBet(page), { timeout: 2 * SHORT_DRAW.intervalSeconds * 1000 }).toBeGreaterThanOrEqual(8);
    await panel.locator('[data-action="place-bet"]').click();
    await expect(panel.getByRole('status')).toBeVisible();
    await expect.poll(async () => (await slipsOf(page)).length).toBe(1);
    const [placed] = await slipsOf(page);
    expect(placed).toMatchObject({ status: 'accepted', payout: null });
    expect(await balanceOf(page)).toBe(start - placed!.total);
    const row = panel.locator(`[data-slip-numero="${placed!.numero}"]`);
    await expect(row.locator('[data-ticket-status]')).toHaveAttribute('data-ticket-status', 'accepted');

    // The draw: the page's ticket turns settled by itself (condition, not time), the result row appears.
    await expect(row.locator('[data-ticket-status]')).toHaveAttribute('data-ticket-status', 'settled', { timeout: 3 * SHORT_DRAW.intervalSeconds * 1000 });
    const [settled] = await slipsOf(page);
    expect(settled!.status).toBe('settled');
    const payout = settled!.payout!;
    expect(payout).toBeGreaterThanOrEqual(0);
    const result = panel.locator(`[data-result-numero="${placed!.numero}"]`);
    await expect(result).toBeVisible();
    const drawn = (await call<Drawn[]>(page, 'GET', `/lgw/lottery/results?gameCode=${SHORT_DRAW.gameCode}&count=20`, undefined)).value.find(
      (d) => d.numero === placed!.numero,
    )!;
    expect(drawn.openNumber).toMatch(/^\d{3}$/);
    await expect(result).toContainText(drawn.openNumber!);
    // 2D pays 95x the line on the draw's last two digits; our lines are 07 and 42.
    const line = placed!.total / 2;
    expect(payout).toBe(['07', '42'].includes(drawn.openNumber!.slice(-2)) ? line * 95 : 0);

    // The wallet pays the slip (a seamless win, also of 0 for a losing slip): balance = start − stake + payout.
    await expect.poll(() => balanceOf(page)).toBe(start - placed!.total + payout);
    // The betting record: one closed round of this game with the stake and the win.
    await expect
      .poll(
        async () =>
          (await call<{ list: { gameCode: string; bet: number; win: number; status: string }[] }>(page, 'GET', '/wps/member/bets?language=EN', undefined)).value
            .list,
      )
      .toEqual([expect.objectContaining({ gameCode: SHORT_DRAW.gameCode, bet: placed!.total, win: payout, status: 'closed' })]);

    await page.screenshot({ path: `${SCREENS}/lottery-result-${r.brand}-${r.theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/lottery-result-${r.brand}-${r.theme}-narrow.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Verify: the result's link opens /lottery/verify, which recomputes the draw in the browser from its revealed
    // seed; the seed hashes to the hash published when it opened.
    await result.locator('[data-verify-link]').click();
    await expect(page.locator('[data-verified]')).toHaveAttribute('data-verified', 'yes');
    await expect(page.locator('[data-verify-seed]')).toHaveText(drawn.seed!);
    expect(createHash('sha256').update(drawn.seed!).digest('hex')).toBe(drawn.seedHash);

    expect(problems).toEqual([]);
  });
}
