// The agent centre in Chromium against the real server, on two brands (issue 17 "checks"): the demo agent
// (demo_agent / demo1234) registers a new agent downline in the register centre, finds it in team management and
// offers it a daily-wage contract on the offer form; the downline, in a browser of its own, opens its daily-wages
// page, accepts the offer and sees the contract in force from the next day; the agent funds it (transfer to a
// downline) and the downline plays the built-in slot; the agent's team overview counts the downline's stakes
// and valid turnover, and team management lists the contract given. This server runs on the real clock, so the
// contract's first day does not end here: the daily settlement (the payout of the tier's wage, the income and
// daily-wages pages after it) is agents-settlement.day-clock.e2e.ts, on the test-clock server. Screens: every
// agent-centre page of the demo agent, aurora in English and light, pearl in Filipino and dark, saved to
// test-results/screens/agents-*.png.
import { expect, test } from './support/fixtures.ts';
import {
  acceptOffer,
  csrfOf,
  offerDailyWages,
  openAgentCentre,
  openWaitingOffer,
  registerDownline,
  showSection,
  signInDownline,
} from './support/agent-centre.ts';
import { call, openStudioSlot } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { DEMO_PASSWORD, signInByApi } from './support/session.ts';

interface Run {
  brand: string;
  lang: string;
  theme: 'light' | 'dark';
  /** What the agent gives the downline to play with (minor units; the demo agent holds the brand's demo funds). */
  funds: number;
}

const RUNS: Run[] = [
  { brand: 'aurora', lang: 'EN', theme: 'light', funds: 50_000 },
  // pearl, not lotus: lotus has transfers to a downline (TRANSFERUPLINE) off, so its agent cannot fund the downline.
  { brand: 'pearl', lang: 'FIL', theme: 'dark', funds: 1_000_000 },
];

const SECTIONS = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'bonusRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
];
const PAYMENT_PASSWORD = '135790';

for (const r of RUNS) {
  test(`when the ${r.brand} demo agent registers a downline and offers it daily wages, then the downline accepts, plays, and both centres show it`, async ({
    page,
    browser,
  }) => {
    // Hang guard, not a speed check: two sign-ins and a registration (argon2id), spins and a dozen pages on a loaded 2-core machine.
    test.setTimeout(600_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    await signInByApi(page, r.brand, 'demo_agent', DEMO_PASSWORD);
    await page.goto(brandUrl(r.brand, '/'));
    const csrf = await csrfOf(page);

    // The register centre: a new agent-type downline.
    const { account: downline, password } = await registerDownline(page);

    // Team management: the new downline, and a daily-wage offer of 1% from a turnover of 0 with one active member.
    await offerDailyWages(page, downline, [{ turnover: '0', active: '1', rate: '1' }]);

    // The downline, in a browser of its own: the waiting offer on its daily-wages page, accepted.
    const { context: downContext, page: down } = await signInDownline(browser, r, downline, password);
    try {
      await openWaitingOffer(down);
      await down.screenshot({ path: `${SCREENS}/agents-${r.brand}-${r.theme}-downline-offer.png`, fullPage: true });
      await acceptOffer(down);
      await expect(down.getByTestId('agent-contract-tiers')).toContainText('1');
      await down.screenshot({ path: `${SCREENS}/agents-${r.brand}-${r.theme}-downline-accepted.png`, fullPage: true });

      // The agent funds the downline (transfer to a downline needs the agent's payment password).
      const isSet = (await call<{ isSet: boolean }>(page, 'GET', '/wps/member/payment-password', undefined)).value.isSet;
      if (!isSet) {
        const set = await call(page, 'PUT', '/wps/member/payment-password', { newPaymentPassword: PAYMENT_PASSWORD, loginPassword: DEMO_PASSWORD }, csrf);
        expect(set.status, set.text).toBe(200);
      }
      // The shared e2e data keeps the demo agent's wallet between specs: give what it has, up to the run's amount.
      const held = (await call<{ sumBalance: number }>(page, 'GET', '/wps/v2/wallets/balance', undefined)).value.sumBalance;
      expect(held).toBeGreaterThan(0);
      const moved = await call(
        page,
        'POST',
        '/wps/member/transfer-upline',
        { targetAccount: downline, amount: Math.min(r.funds, held), paymentPassword: PAYMENT_PASSWORD, idempotencyKey: `e2e-agent-${downline}` },
        csrf,
      );
      expect(moved.status, moved.text).toBe(200);

      // The downline plays the built-in slot a few times at its lowest stake.
      const slot = await openStudioSlot(down, r.brand);
      for (let spin = 0; spin < 3; spin++) {
        const answer = down.waitForResponse((res) => res.url().includes('/api/studio/ORIGINALS/fortune-reels/play'));
        await slot.getByTestId('studio-spin').click();
        expect((await answer).status()).toBe(200);
      }
    } finally {
      await downContext.close();
    }

    // The agent's team overview counts the downline's stakes (the 'agents' consumer reads them within a second or so).
    type Overview = { stakes: number; validTurnover: number; teamSize: number };
    await expect
      .poll(async () => (await call<Overview>(page, 'GET', '/wps/agent/team/overview?range=today', undefined)).value.stakes, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const given = await call<{ given: Array<{ member: string; kind: string; status: string }> }>(page, 'GET', '/wps/agent/contracts', undefined);
    expect(given.value.given).toContainEqual(expect.objectContaining({ member: downline, kind: 'dailyWages', status: 'active' }));

    // Every agent-centre page, on screen.
    await page.reload();
    await expect(page.getByTestId('popup-announcement')).toHaveCount(0);
    await openAgentCentre(page, 'agentTeamOverview');
    await expect(page.getByTestId('agent-overview-page')).toBeVisible();
    for (const id of SECTIONS) {
      const entry = page.getByTestId(`centre-section-${id}`);
      if ((await entry.count()) === 0) continue; // a section whose module the brand has off
      await showSection(page, id);
      await expect(
        page
          .getByTestId('centre-content')
          .getByRole('status')
          .filter({ hasText: /…|\.\.\./ }),
      ).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/agents-${r.brand}-${r.theme}-${id}.png`, fullPage: true });
    }
    await showSection(page, 'teamManagement');
    await expect(page.getByTestId('agent-given-row').filter({ hasText: downline })).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}
