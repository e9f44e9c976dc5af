// The agent centre's steps shared by the agent specs (agents.e2e.ts on the real clock, agents-settlement.day-clock.e2e.ts
// on the test clock): open a section, register a downline in the register centre, offer it a contract on team
// management's offer form, and — in a browser of the downline's own — find the waiting offer and accept it.
import type { Browser, BrowserContext } from '@playwright/test';
import { chooseFromAccountMenu } from './account-menu.ts';
import { expect, waitForLiveAfterNavigation, type Page } from './fixtures.ts';
import { call } from './new-player.ts';
import { brandUrl, presetStorage } from './page-helpers.ts';
import { signInByApi } from './session.ts';

export interface AgentRun {
  brand: string;
  lang: string;
  theme: 'light' | 'dark';
}

/** One row of the offer form's tier table, as typed: turnover from (major units), active members, rate (%). */
export interface TierInput {
  turnover: string;
  active: string;
  rate: string;
}

/** The CSRF token of the signed-in browser page (the shell inlines it in the boot payload). */
export const csrfOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as { session?: { csrfToken?: string } }).session?.csrfToken ?? '');

/** Shows another section of the open agent centre. */
export async function showSection(page: Page, id: string): Promise<void> {
  await page.getByTestId(`centre-section-${id}`).click();
  await expect(page.getByTestId('centre-content')).toHaveAttribute('data-section', id);
}

export async function openAgentCentre(page: Page, section: string): Promise<void> {
  await chooseFromAccountMenu(page, 'agentCentre');
  await showSection(page, section);
}

/** A new agent-type downline made in the register centre by the signed-in agent; the centre stays open. */
export async function registerDownline(page: Page, prefix = 'dl'): Promise<{ account: string; password: string }> {
  const account = `${prefix}${Date.now().toString(36).slice(-8)}`;
  const password = 'Harbor2468x';
  await openAgentCentre(page, 'registerCenter');
  await page.getByTestId('agent-register-account').fill(account);
  await page.getByTestId('agent-register-password').fill(password);
  await page.getByTestId('agent-register-type').selectOption('1');
  await page.getByTestId('agent-register-submit').click();
  await expect(page.getByTestId('agent-register-done')).toContainText(account);
  await expect(page.getByTestId('agent-invite-qr')).toBeVisible();
  return { account, password };
}

/** Team management: finds `downline` and offers it daily wages with `tiers` on the offer form. */
export async function offerDailyWages(page: Page, downline: string, tiers: readonly TierInput[]): Promise<void> {
  await showSection(page, 'teamManagement');
  await page.getByTestId('agent-team-search').fill(downline);
  const row = page.getByTestId('agent-team-row').filter({ hasText: downline });
  await expect(row).toHaveCount(1);
  await row.getByTestId('agent-team-offer').click();
  await expect(page.getByTestId('agent-offer-downline')).toHaveValue(downline);
  await page.getByTestId('agent-offer-kind').selectOption('dailyWages');
  for (const [i, tier] of tiers.entries()) {
    if (i > 0) await page.getByTestId('agent-offer-add-tier').click();
    await page.getByTestId(`agent-offer-turnover-${i}`).fill(tier.turnover);
    await page.getByTestId(`agent-offer-active-${i}`).fill(tier.active);
    await page.getByTestId(`agent-offer-rate-${i}`).fill(tier.rate);
  }
  await page.getByTestId('agent-offer-submit').click();
  await expect(page.getByTestId('agent-offer-done')).toContainText(downline);
}

/** A browser context of the downline's own, signed in on the run's brand, language and theme, at the home page. */
export async function signInDownline(
  browser: Browser,
  r: AgentRun,
  account: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page; csrf: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForLiveAfterNavigation(page, true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await presetStorage(page, { lang: r.lang, theme: r.theme });
  const csrf = await signInByApi(page, r.brand, account, password);
  await page.goto(brandUrl(r.brand, '/'));
  return { context, page, csrf };
}

/** The downline's daily-wages page with its upline's offer waiting (the consolidated flag raised too). */
export async function openWaitingOffer(down: Page): Promise<void> {
  const flags = await call<{ dailysalreqtype: number }>(down, 'GET', '/wps/agent/contracts/consolidated', undefined);
  expect(flags.value.dailysalreqtype).toBe(1);
  await openAgentCentre(down, 'dailyWages');
  await expect(down.getByTestId('agent-contract-offer')).toBeVisible();
}

export async function acceptOffer(down: Page): Promise<void> {
  await down.getByTestId('agent-contract-accept').click();
  await expect(down.getByTestId('agent-contract-active')).toBeVisible();
}
