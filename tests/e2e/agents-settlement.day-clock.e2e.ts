// The daily-wage settlement in Chromium, on the test-clock server, on two brands (issue 17 "checks": the settlement
// runs, the agent sees the income, the downline sees the contract): the demo agent registers a new agent downline
// and offers it daily wages; the downline accepts, deposits and plays the built-in slot past the first tier's valid
// turnover; the clock then passes the end of the day and the 'agents-D' job pays the downline — itself an agent —
// the wage of the tier its figures earn: its My income and daily-wages pages list the payout, its balance rose by
// it. The pay is worked out here from the spins' own stakes and wins, not read back from the server.
//
// Timing: an accepted contract applies from the next period, and the bets are made on the real clock (the
// database's now()), so the offer is made with the business clock one day back: "the next day" is then the real
// today in the brand's zone, which holds the bets. Both brands are prepared before the clock moves forward, because
// a period job settles a period once for every brand: a first move past aurora's day would settle pearl's day
// before pearl's contract existed. Hence one serial file: aurora, pearl, then the settlement of both.
// Screens: each downline's income and daily-wages pages after the settlement, aurora in English and light, pearl in
// Filipino and dark, saved to test-results/screens/agents-settlement-*.png.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { periodAt, type PeriodBounds } from '../../server/features/agents/agent-periods.ts';
import {
  acceptOffer,
  offerDailyWages,
  openAgentCentre,
  openWaitingOffer,
  registerDownline,
  showSection,
  signInDownline,
  type AgentRun,
} from './support/agent-centre.ts';
import { setTestClock } from './support/e2e-servers.ts';
import { repoTenantsDir } from './support/e2e-tenants.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositByGateway, openStudioSlot } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { DEMO_PASSWORD, signInByApi } from './support/session.ts';
import { readOnceStill } from './support/read-once-still.ts';

interface Run extends AgentRun {
  /** What the downline deposits to play with (minor units). */
  bankroll: number;
  /** The slot's bet per line (the spin stakes ten times it). */
  perLine: string;
  /** The first tier's valid turnover (major units, as typed on the offer form). */
  firstTier: number;
}

const RUNS: Run[] = [
  { brand: 'aurora', lang: 'EN', theme: 'light', bankroll: 50_000, perLine: '100', firstTier: 40 },
  // pearl, in Manila's zone (UTC+8): its day ends at another instant than aurora's (UTC).
  { brand: 'pearl', lang: 'FIL', theme: 'dark', bankroll: 200_000, perLine: '500', firstTier: 200 },
];

const DAY_MS = 86_400_000;
/** The longest a brand's preparation may take from the offer to its last bet: closer to the day's end, wait for the next day. */
const DAY_END_MARGIN_MS = 20 * 60_000;
const MINOR_UNITS = 2; // USD and PHP

interface Tier {
  minTurnover: number;
  minActive: number;
  rateBp: number;
}

/**
 * The brand's tiers (demo caps: 1.5% for daily wages, config agentContracts.maxRateBp): 1% from the first tier's
 * turnover with the downline alone active, 1.5% from a little more turnover but two active members. The downline
 * plays past both turnovers on its own, so the wage is the first tier's: the second's active members are not met.
 */
const tiersOf = (r: Run): Tier[] => [
  { minTurnover: r.firstTier * 10 ** MINOR_UNITS, minActive: 1, rateBp: 100 },
  { minTurnover: (r.firstTier + 10) * 10 ** MINOR_UNITS, minActive: 2, rateBp: 150 },
];

/** The brand's time zone, as the server reads it (settings.timeZone, else UTC). */
const zoneOf = (brand: string): string =>
  (JSON.parse(readFileSync(join(repoTenantsDir, `${brand}.json`), 'utf8')) as { settings?: { timeZone?: string } }).settings?.timeZone ?? 'UTC';

/** What the preparation of one brand leaves for the settlement. */
interface Prepared {
  downline: string;
  password: string;
  /** The brand's real today: the contract's first period, which holds the bets. */
  day: PeriodBounds;
  validTurnover: number;
  expectedPay: number;
}
const prepared = new Map<string, Prepared>();

/** The wage the contract's tiers give for a day's figures: the highest tier whose turnover and active members are met. */
function payOf(tiers: readonly Tier[], turnover: number, active: number): { rateBp: number; amount: number } {
  const tier = tiers.filter((t) => turnover >= t.minTurnover && active >= t.minActive).at(-1);
  return tier ? { rateBp: tier.rateBp, amount: Math.floor((turnover * tier.rateBp) / 10_000) } : { rateBp: 0, amount: 0 };
}

const balanceOf = async (page: Page) => (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance', undefined)).value.sumBalance;

/** The balance once it holds still (a newbie gift or deposit bonus may still be arriving). */
const settledBalance = (page: Page) => readOnceStill(() => balanceOf(page));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await setTestClock(request, 0);
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await setTestClock(request, 0);
  await request.dispose();
});

for (const r of RUNS) {
  test(`when the ${r.brand} demo agent offers a new downline daily wages a day back in time, then the contract runs from the real today and the downline plays past its first tier`, async ({
    page,
    browser,
    request,
  }) => {
    // Hang guard, not a speed check: sign-ins and a registration (argon2id), a deposit and a dozen spins on a loaded
    // 2-core machine, and at worst the wait for the brand's next day (DAY_END_MARGIN_MS).
    test.setTimeout(1_200_000);
    const zone = zoneOf(r.brand);
    // The bets must all fall in one day of the brand: too close to its end, the next day is the one to use.
    let day = periodAt('D', new Date(), zone);
    if (day.end.getTime() - Date.now() < DAY_END_MARGIN_MS) {
      await expect.poll(() => Date.now() > day.end.getTime(), { timeout: DAY_END_MARGIN_MS + 60_000, intervals: [5_000] }).toBe(true);
      day = periodAt('D', new Date(), zone);
    }
    // A day back: the offer is accepted "yesterday", so it applies from the real today.
    await setTestClock(request, -DAY_MS);

    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    await signInByApi(page, r.brand, 'demo_agent', DEMO_PASSWORD);
    await page.goto(brandUrl(r.brand, '/'));
    const { account: downline, password } = await registerDownline(page, 'ds');
    const tiers = tiersOf(r);
    const typed = (n: number) => (n / 10 ** MINOR_UNITS).toFixed(MINOR_UNITS);
    await offerDailyWages(
      page,
      downline,
      tiers.map((t) => ({ turnover: typed(t.minTurnover), active: String(t.minActive), rate: String(t.rateBp / 100) })),
    );

    const { context, page: down, csrf } = await signInDownline(browser, r, downline, password);
    try {
      await openWaitingOffer(down);
      await acceptOffer(down);
      const held = (
        await call<{ held: Array<{ kind: string; status: string; startsAt: string; tiers: Tier[] }> }>(down, 'GET', '/wps/agent/contracts', undefined)
      ).value.held;
      const contract = held.find((c) => c.kind === 'dailyWages' && c.status === 'active');
      expect(contract?.tiers).toEqual(tiers);
      // The contract's first period is the brand's real today.
      expect(new Date(contract!.startsAt).toISOString()).toBe(day.start.toISOString());

      // The downline's own money (a deposit on the sandbox gateway), then spins until its valid turnover (stakes
      // that won or lost something: a spin paying back its stake exactly is not valid) passes both tiers' turnovers.
      await depositByGateway(down, r.brand, { csrf }, r.bankroll);
      const slot = await openStudioSlot(down, r.brand);
      await slot.getByTestId('studio-stake').selectOption(r.perLine);
      let validTurnover = 0;
      for (let spin = 0; validTurnover < tiers[1].minTurnover; spin++) {
        expect(spin, 'spins before the valid turnover passes the tiers').toBeLessThan(60);
        const answer = down.waitForResponse((res) => res.url().includes('/api/studio/ORIGINALS/fortune-reels/play'));
        await slot.getByTestId('studio-spin').click();
        const res = await answer;
        expect(res.status()).toBe(200);
        const round = ((await res.json()) as { value: { stake: number; payout: number; jackpotWin: number } }).value;
        if (round.payout + round.jackpotWin !== round.stake) validTurnover += round.stake;
      }
      // Every bet in the brand's day (else the expected pay below would not be the day's).
      expect(Date.now()).toBeLessThan(day.end.getTime());
      const expected = payOf(tiers, validTurnover, 1);
      expect(expected.rateBp, 'the first tier: the second needs two active members').toBe(tiers[0].rateBp);
      expect(expected.amount).toBeGreaterThan(0);
      prepared.set(r.brand, { downline, password, day, validTurnover, expectedPay: expected.amount });
    } finally {
      await context.close();
    }
    // The demo agent lists the contract given, in force.
    const given = await call<{ given: Array<{ member: string; kind: string; status: string }> }>(page, 'GET', '/wps/agent/contracts', undefined);
    expect(given.value.given).toContainEqual(expect.objectContaining({ member: downline, kind: 'dailyWages', status: 'active' }));
    expect(problems).toEqual([]);
  });
}

test('when the business clock passes the end of each brand’s day, then the settlement pays each downline its tier’s wage once: its income and daily-wages pages and its wallet show it', async ({
  browser,
  request,
}) => {
  // Hang guard: the settlement job runs every 20 s and waits for the 'agents' consumer; then four pages on a loaded machine.
  test.setTimeout(600_000);
  expect([...prepared.keys()], 'both brands prepared (the tests before)').toEqual(RUNS.map((r) => r.brand));
  const downs = [];
  try {
    for (const r of RUNS) {
      const p = prepared.get(r.brand)!;
      const { context, page } = await signInDownline(browser, r, p.downline, p.password);
      downs.push({ r, p, context, page, problems: watchConsole(page), before: await settledBalance(page) });
    }
    // Just past the later of the two days' ends: both days are over, the days after them are not.
    const lastEnd = Math.max(...downs.map((d) => d.p.day.end.getTime()));
    const now = await setTestClock(request, lastEnd + 60_000 - Date.now());
    for (const d of downs) expect(now.getTime()).toBeGreaterThan(d.p.day.end.getTime());

    for (const { r, p, page, problems, before } of downs) {
      type Income = {
        list: Array<{ kind: string; periodStart: string; turnover: number; activeMembers: number; rateBp: number; amount: number; status: string }>;
      };
      await expect
        .poll(async () => (await call<Income>(page, 'GET', '/wps/agent/income', undefined)).value.list.length, { timeout: 300_000, intervals: [2_000] })
        .toBeGreaterThan(0);
      const income = (await call<Income>(page, 'GET', '/wps/agent/income', undefined)).value.list;
      expect(income).toEqual([
        expect.objectContaining({
          kind: 'dailyWages',
          periodStart: p.day.start.toISOString(),
          turnover: p.validTurnover,
          activeMembers: 1,
          rateBp: 100,
          amount: p.expectedPay,
          status: 'paid',
        }),
      ]);
      // The wage is in the downline's wallet (paid by the house: the demo agent is a top-level agent), once: one
      // salary movement of exactly the pay. The balance may also gain what other period jobs pay at the same clock
      // move (a Sunday's end closes the week: a weekly race or rebate), so it is held to at least the wage.
      type Movements = { list: Array<{ type: string; amount: number }> };
      await expect
        .poll(async () => (await call<Movements>(page, 'GET', '/wps/member/transactions?type=salary', undefined)).value.list.map((m) => m.amount), {
          timeout: 60_000,
        })
        .toEqual([p.expectedPay]);
      expect(await balanceOf(page)).toBeGreaterThanOrEqual(before + p.expectedPay);
      const shown = (p.expectedPay / 10 ** MINOR_UNITS).toFixed(MINOR_UNITS);

      // My income and daily wages, on screen.
      await page.reload();
      await openAgentCentre(page, 'myIncome');
      const incomeRow = page.getByTestId('agent-income-table').getByTestId('agent-payout-row');
      await expect(incomeRow).toHaveCount(1);
      await expect(incomeRow).toHaveAttribute('data-status', 'paid');
      await expect(incomeRow).toContainText(shown);
      await page.screenshot({ path: `${SCREENS}/agents-settlement-${r.brand}-${r.theme}-myIncome.png`, fullPage: true });
      await showSection(page, 'dailyWages');
      await expect(page.getByTestId('agent-contract-active')).toContainText('demo_agent');
      await expect(page.getByTestId('agent-contract-tiers').locator('tbody tr')).toHaveCount(2);
      const wageRow = page.getByTestId('agent-contract-payouts').getByTestId('agent-payout-row');
      await expect(wageRow).toHaveCount(1);
      await expect(wageRow).toContainText(shown);
      await page.screenshot({ path: `${SCREENS}/agents-settlement-${r.brand}-${r.theme}-dailyWages.png`, fullPage: true });
      expect(problems).toEqual([]);
    }
  } finally {
    for (const d of downs) await d.context.close();
    await setTestClock(request, 0);
  }
});
