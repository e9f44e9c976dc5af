// Issue 15: every page a signed-out visitor can open, on every demo brand, in both themes, passes axe-core
// (WCAG 2.0/2.1 A and AA rules) with no violation. The pages come from the route table filtered by each
// brand's feature tree, so a new route or module is checked without touching this file. One test per
// group of a brand's routes loads each page once and checks it in both themes (the header's switch).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures.ts';
import { demoBrands, type DemoBrand } from './support/e2e-tenants.ts';
import { brandUrl, presetStorage, watchConsole } from './support/page-helpers.ts';
import { enabledRoutes, type RouteEntry } from '../../src/app/routes/route-table.ts';
import { showsGamesList } from '../../src/features/games/list/games-list-state.ts';
import type { CategoryId, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { enabledModules } from '../../schemas/rules/feature-tree.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface PublicPage {
  path: string;
  entry: RouteEntry;
}

/** The first path of each enabled route (aliases show the same page); /games/:games on the brand's first category with a games list. */
function brandPages(brand: DemoBrand): PublicPage[] {
  return enabledRoutes(enabledModules(brand.whitelabel as WhitelabelNode[])).map((entry) => ({
    entry,
    path: entry.paths[0].replace(':games', (brand.categories.find((c) => showsGamesList(c as CategoryId)) ?? 'RNG').toLowerCase()),
  }));
}

/**
 * Waits for what the page really shows, not for a time: its heading, the lazy footer, the games of a hall,
 * the network at rest. Returns false when the login guard sent the visitor elsewhere (not a public page).
 */
async function waitForContent(page: Page, { entry, path }: PublicPage, theme: string): Promise<boolean> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('h1').first()).toBeVisible();
  // The guard redirects before anything renders: with a heading on screen, the address is final.
  if (new URL(page.url()).pathname !== path) return false;
  if (entry.layout === 'full') await expect(page.locator('footer')).toBeVisible();
  const hall = entry.id === 'games' || showsGamesList(entry.category);
  if (hall) await expect(page.locator('[data-testid^="game-card-"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return true;
}

function report(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s)`,
        ...v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
      ].join('\n'),
    )
    .join('\n');
}

// Pages per test: under load a page (load, waits, axe) took up to ~40 s; a whole brand did not fit one hang guard.
const PAGES_PER_TEST = 8;

/** Switches the open page to the other theme as a visitor would (the header switch), or directly where the layout has none. */
async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const toggle = page.locator('header button[data-mode]').first();
  if (await toggle.isVisible()) await toggle.click();
  else await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Colours fade to the new theme (CSS transitions): axe must see the end colours, not a mix. A transition that a
  // re-render cancels (a class swapped mid-fade) settles its `finished` at once while a new one starts, so this
  // waits until none is left running, not only for the ones seen first (aurora's esports cards were once caught
  // at 1.02:1, the light theme's text on the dark card).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const running = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState !== 'finished');
        await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
        return document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length;
      }),
    )
    .toBe(0);
}

for (const brand of demoBrands()) {
  const pages = brandPages(brand);
  const guarded = brand.hasModule('LOGINEDTOHOMEPAGE');
  for (let from = 0; from < pages.length; from += PAGES_PER_TEST) {
    const group = pages.slice(from, from + PAGES_PER_TEST);
    const range = `${group[0].path} … ${group[group.length - 1].path}`;
    test(`when the public pages ${range} of ${brand.id} open signed out, in the light and then the dark theme, then axe finds no WCAG 2.1 A/AA violation`, async ({
      page,
    }) => {
      // Hang guard, not a speed check: eight pages, each loaded once and analysed in both themes, on a loaded 2-core machine.
      test.setTimeout(900_000);
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await presetStorage(page, { theme: 'light' });
      let checked = 0;
      for (const target of group) {
        await test.step(target.path, async () => {
          await page.goto(brandUrl(brand.id, target.path));
          if (!(await waitForContent(page, target, 'light'))) return;
          checked += 1;
          for (const theme of ['light', 'dark'] as const) {
            if (theme === 'dark') await switchTheme(page, 'dark');
            const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
            // Soft: one run lists every page's violations, not only the first page's.
            expect.soft(report(violations), `axe violations on ${brand.id}${target.path} (${theme})`).toBe('');
          }
        });
      }
      // Without the login guard every route is public; with it, the guard lets some through in each group here.
      if (guarded) expect(checked).toBeGreaterThan(0);
      else expect(checked).toBe(group.length);
      expect(problems).toEqual([]);
    });
  }
}
