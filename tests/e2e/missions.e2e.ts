// Missions in Chromium against the real server, on two brands (issue 20): a new player opens the member centre's
// mission activity and sees the daily missions in progress with no badge; deposits through the sandbox gateway
// (the daily deposit mission completes) and spins the built-in slot until the settled stakes complete the daily
// slots mission (the consumer 'missions'); the badge then counts two; claiming the slots mission on the page adds
// its points to the balance and the badge drops to one. Screenshots: aurora in English, light; lotus in
// Vietnamese, dark.
import { expect, test, type Page } from './support/fixtures.ts';
import { call, depositByGateway, mobileNumber, openStudioSlot, registerByApi } from './support/new-player.ts';
import { brandUrl, presetStorage, SCREENS, watchConsole } from './support/page-helpers.ts';
import { chooseFromAccountMenu } from './support/account-menu.ts';

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

interface MissionView {
  id: string;
  status: 'inProgress' | 'claimable' | 'claimed';
  rewardPoints: number;
}
interface Summary {
  missions: MissionView[];
  claimable: number;
}

const summaryOf = async (page: Page, lang: string) =>
  (await call<Summary>(page, 'GET', `/wps/relay/MCSFE_getMissionSummaryDetails?language=${lang}`, undefined)).value;
const statusOf = async (page: Page, lang: string, id: string) => (await summaryOf(page, lang)).missions.find((m) => m.id === id)?.status;
const pointsOf = async (page: Page) => (await call<{ points: number }>(page, 'GET', '/wps/relay/MCS2_getPointBalance', undefined)).value.points;

async function openMissions(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, 'myAccount');
  await page.getByTestId('centre-section-missionLeaderboard').click();
}

for (const r of RUNS) {
  test(`when a new ${r.brand} player completes daily missions by depositing and betting, then the badge counts them and a claim adds the points and lowers the badge`, async ({
    page,
  }) => {
    // Hang guard, not a speed check: a registration (argon2id), a deposit and a few dozen spins on a loaded 2-core machine.
    test.setTimeout(600_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await presetStorage(page, { lang: r.lang, theme: r.theme });
    const stamp = String(Date.now());
    const player = await registerByApi(page, r.brand, `mi${Date.now().toString(36).slice(-8)}`, r.register?.(stamp));
    await page.goto(brandUrl(r.brand, '/'));

    // A new player: the daily missions are there, in progress, and nothing to claim.
    await openMissions(page);
    await expect(page.getByTestId('mission-row-daily-slots')).toHaveAttribute('data-state', 'inProgress');
    await expect(page.getByTestId('mission-row-daily-deposit')).toHaveAttribute('data-state', 'inProgress');
    await expect(page.getByTestId('mission-count-badge')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/missions-new-${r.brand}-${r.theme}.png`, fullPage: true });

    await depositByGateway(page, r.brand, player, r.bankroll);
    await expect.poll(async () => statusOf(page, r.lang, 'daily-deposit'), { timeout: 30_000 }).toBe('claimable');

    // Real bets: spins of the built-in slot at its highest stake until the settled stakes complete the slots mission.
    const slot = await openStudioSlot(page, r.brand);
    const stakes = await slot
      .getByTestId('studio-stake')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await slot.getByTestId('studio-stake').selectOption(stakes.at(-1)!);
    for (let spin = 0; (await statusOf(page, r.lang, 'daily-slots')) !== 'claimable'; spin++) {
      expect(spin, 'spins before the slots mission completes').toBeLessThan(80);
      const answer = page.waitForResponse((res) => res.url().includes('/api/studio/ORIGINALS/fortune-reels/play'));
      await slot.getByTestId('studio-spin').click();
      await answer;
      if (spin % 5 === 4) await expect.poll(async () => statusOf(page, r.lang, 'daily-slots'), { timeout: 5_000 }).not.toBeUndefined();
    }

    // (The sign-in's announcements were closed on the first page; they do not show again.)
    await page.goto(brandUrl(r.brand, '/'));
    await openMissions(page);
    await expect(page.getByTestId('mission-count-badge')).toContainText('2');
    const row = page.getByTestId('mission-row-daily-slots');
    await expect(row).toHaveAttribute('data-state', 'claimable');
    await page.screenshot({ path: `${SCREENS}/missions-claimable-${r.brand}-${r.theme}.png`, fullPage: true });

    const before = await pointsOf(page);
    const reward = (await summaryOf(page, r.lang)).missions.find((m) => m.id === 'daily-slots')!.rewardPoints;
    await row.getByTestId('mission-claim').click();
    await expect(page.getByTestId('mission-claimed')).toBeVisible();
    await expect(row).toHaveAttribute('data-state', 'claimed');
    expect(await pointsOf(page)).toBe(before + reward);
    await expect(page.getByTestId('mission-count-badge')).toContainText('1');
    await page.screenshot({ path: `${SCREENS}/missions-claimed-${r.brand}-${r.theme}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}
