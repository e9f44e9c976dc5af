// Reaching a VIP level (issue 20 "checks", spec §6) in Chromium against the test-clock server, on two brands whose
// levels are evaluated monthly: a new player deposits this month on the sandbox gateway enough for a level; the
// business clock then moves just past the month's end in the brand's time zone, and the VIP job (every 60 s, once
// the month's events are counted) sets the level. Member info then carries the level as clubLabel and memberLabel;
// the VIP page shows it (the label in its colour), the new month's progress, and the table row; each level crossed
// paid its upgrade bonus once. aurora's player reaches Diamond (rank 5, above 4): customer service now opens the
// brand's VIP entry instead of the built-in chat. lotus's reaches Platinum (rank 4, not above 4): the ordinary chat
// stays, although lotus has a VIP entry on this server (support/e2e-tenants.ts). Both reach their level with one
// deposit within the gateway's limit. Screenshots: aurora in English, light; lotus in Vietnamese, dark; wide and narrow.
import { setTestClock } from './support/e2e-servers.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositByGateway, mobileNumber, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { localDay, startOfLocalDay } from '../../server/jobs/period-job.ts';

interface Run {
  brand: string;
  lang: string;
  theme: 'light' | 'dark';
  /** The brand's time zone (tenant settings.timeZone; aurora has none: UTC). */
  timeZone: string;
  /** One deposit that meets the level's minDeposit (tenants/<brand>.json "vip"), within the gateway's maxAmount. */
  deposit: number;
  rank: number;
  /** The level's name in member info (the API calls here ask in English) and on the page (in the run's language). */
  label: { api: string; page: string };
  /** The level's colour (tenants/<brand>.json) and as the browser computes it. */
  colourHex: string;
  colour: string;
  /** The upgrade bonuses of every level crossed from the base level, each paid once. */
  bonuses: number[];
  /** Where customer service leads afterwards: the VIP entry's address, or the built-in chat room. */
  customerService: string | 'chat';
  register?: (n: string) => Record<string, string>;
}

const AURORA_VIP_ENTRY = 'https://chat.aurora.example.com/vip-host?brand=aurora';

const RUNS: Run[] = [
  {
    brand: 'aurora',
    lang: 'EN',
    theme: 'light',
    timeZone: 'UTC',
    deposit: 1_000_000,
    rank: 5,
    label: { api: 'Diamond', page: 'Diamond' },
    colourHex: '#7B4AE2',
    colour: 'rgb(123, 74, 226)',
    bonuses: [500, 2_000, 5_000, 10_000, 30_000],
    customerService: AURORA_VIP_ENTRY,
  },
  {
    brand: 'lotus',
    lang: 'VI',
    theme: 'dark',
    timeZone: 'Asia/Ho_Chi_Minh',
    deposit: 115_000_000,
    rank: 4,
    label: { api: 'Platinum', page: 'Bạch kim' },
    colourHex: '#5B8DB8',
    colour: 'rgb(91, 141, 184)',
    bonuses: [115_000, 460_000, 1_150_000, 2_300_000],
    customerService: 'chat',
    register: (n) => ({ mobileNum: mobileNumber('+84', n), countryDialingCode: '+84', payeeName: 'NGUYEN VAN AN' }),
  },
];

/** The first instant of the month after the one `at` falls in, in `timeZone` (the end of the VIP period). */
function monthEnd(at: Date, timeZone: string): Date {
  const [year, month] = localDay(at, timeZone).split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return startOfLocalDay(next, timeZone);
}

// One business clock for the whole server, and each month is evaluated once: the brand whose month ends first goes
// first, so moving the clock past its end leaves the other brand's month open for its own player.
const ORDERED = [...RUNS].sort((a, b) => monthEnd(new Date(), a.timeZone).getTime() - monthEnd(new Date(), b.timeZone).getTime());
test.describe.configure({ mode: 'serial' });

interface Labels {
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: Array<{ labelName: string; colour: string }>;
}
const labelsOf = async (page: Page) => (await call<Labels>(page, 'GET', '/wps/member/info', undefined)).value;
const balanceOf = async (page: Page) => (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance', undefined)).value.sumBalance;

test.afterAll(async ({ request }) => {
  await setTestClock(request, 0);
});

for (const r of ORDERED) {
  test(`when a new ${r.brand} player deposits enough for rank ${r.rank} and the month ends, then the VIP job gives the level, its label and bonuses once, and customer service ${r.customerService === 'chat' ? 'stays the chat' : 'opens the VIP entry'}`, async ({
    page,
    request,
  }) => {
    // Hang guard, not a speed check: a registration (argon2id), a deposit, and the VIP job's minute on a loaded machine.
    test.setTimeout(600_000);
    await setTestClock(request, 0);
    const problems = watchConsole(page);
    // The VIP entry is an outside address: answer it here, as the brand's VIP desk would.
    await page
      .context()
      .route(/^https:\/\/(chat\.aurora|support\.lotus)\.example\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>VIP desk</title><p>VIP desk</p>' }),
      );
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    const stamp = String(Date.now());
    const player = await registerByApi(page, r.brand, `vp${Date.now().toString(36).slice(-8)}`, r.register?.(stamp));
    await page.goto(brandUrl(r.brand, '/'));
    await depositByGateway(page, r.brand, player, r.deposit);
    expect(await labelsOf(page)).toMatchObject({ clubLabel: { rankLevel: 0 } });

    // This month so far: the base level, the deposit counted towards the next level (Bronze's minDeposit is met).
    await page.goto(brandUrl(r.brand, '/vip'));
    await expect(page.getByTestId('vip-me').getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
    const before = await balanceOf(page);

    // Just past the month's end in the brand's time zone; the job evaluates the month once its events are counted.
    const end = monthEnd(new Date(), r.timeZone);
    const now = await setTestClock(request, end.getTime() + 60_000 - Date.now());
    expect(now.getTime()).toBeGreaterThan(end.getTime());
    await expect.poll(async () => (await labelsOf(page)).clubLabel.rankLevel, { timeout: 240_000, intervals: [2_000] }).toBe(r.rank);
    const labels = await labelsOf(page);
    expect(labels.clubLabel.labelName).toBe(r.label.api);
    expect(labels.memberLabel).toHaveLength(1);
    expect(labels.memberLabel[0]).toEqual({ labelName: r.label.api, colour: r.colourHex });

    // Each level crossed paid its upgrade bonus, once (the ledger key names member and level).
    expect(await balanceOf(page)).toBe(before + r.bonuses.reduce((a, b) => a + b, 0));
    const other = (await call<{ list: Array<{ amount: number }> }>(page, 'GET', '/wps/member/transactions?type=other', undefined)).value.list;
    expect(other.map((t) => t.amount).sort((a, b) => a - b)).toEqual([...r.bonuses].sort((a, b) => a - b));

    // The VIP page: the member label (name in the level's colour), the row, and the new month's progress.
    await page.goto(brandUrl(r.brand, '/vip'));
    await expect(page.getByTestId('vip-my-level')).toHaveText(r.label.page);
    await expect(page.getByTestId('vip-my-label-colour')).toHaveCSS('background-color', r.colour);
    await expect(page.getByTestId('vip-levels').locator('tr[data-current="true"]')).toContainText(r.label.page);
    const me = page.getByTestId('vip-me');
    if (r.rank === 5) {
      // The top level: nothing above it to progress towards.
      await expect(me.getByRole('progressbar')).toHaveCount(0);
    } else {
      await expect(me.getByRole('progressbar')).toHaveCount(2);
      await expect(me.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '0');
    }
    await page.screenshot({ path: `${SCREENS}/vip-reached-${r.brand}-${r.theme}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('vip-my-level')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/vip-reached-${r.brand}-${r.theme}-narrow.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Customer service (the right bar, after the first use of the page): above rank 4 the brand's VIP entry.
    await page.goto(brandUrl(r.brand, '/'));
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    await page.mouse.move(200, 200);
    if (r.customerService === 'chat') {
      await page.getByTestId('rightbar-customer-service').click();
      await expect(page.getByTestId('chat-room')).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/vip-customer-service-${r.brand}-${r.theme}.png` });
      // lotus has a VIP entry on this server (support/e2e-tenants.ts): rank 4 does not open it.
      expect(popups).toEqual([]);
    } else {
      const popup = page.waitForEvent('popup');
      await page.getByTestId('rightbar-customer-service').click();
      const desk = await popup;
      await expect.poll(() => desk.url()).toBe(r.customerService);
      await expect(page.getByTestId('chat-room')).toHaveCount(0);
      await desk.close();
    }

    await setTestClock(request, 0);
    expect(problems).toEqual([]);
  });
}
