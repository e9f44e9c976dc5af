// What a first visit to a brand's home downloads, measured in Chromium (bench-bundle calls it once per brand).
//
// Three figures, each with its goal (issue 15):
// (a) JS before first paint, goal ≤ 30 KB gzip: the scripts the browser requested before first contentful paint
//     (Resource Timing `startTime` < the `first-contentful-paint` entry's `startTime`, both on the page's own clock)
//     together with the entry module and its static imports named in the HTML (`<script type="module" src>` and
//     `<link rel="modulepreload">`) even when requested after it, since hydration cannot start without them.
//     Chromium's own `renderBlockingStatus` is shown per file too (module scripts never block rendering, so on a
//     client-rendered page it says "non-blocking" although nothing paints before they run).
// (b) all JS until the network is idle (no request for 500 ms), goal ≤ 120 KB gzip.
// (c) page weight: every response's bytes as transferred (CDP Network.loadingFinished `encodedDataLength`: headers
//     plus the body as compressed on the wire), goal ≤ 150 KB.
// JS sizes are the bodies compressed here with gzip -9, so they do not depend on how the server compresses; the
// page weight is what really crossed the wire. Each brand gets a new browser context: cold cache, no cookies.
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { kb } from './first-paint-support.ts';

export const GOAL_JS_BEFORE_PAINT = 30 * 1024;
export const GOAL_JS_UNTIL_IDLE = 120 * 1024;
export const GOAL_PAGE_WEIGHT = 150 * 1024;
const PAGE_TIMEOUT_MS = 120_000;

export interface LoadedScript {
  url: string;
  /** Body compressed with gzip -9. */
  gzip: number;
  raw: number;
  /** Requested before first contentful paint (Resource Timing). */
  beforeFcp: boolean;
  /** Named by the HTML: the module script or a modulepreload. */
  inHtml: boolean;
  /** Chromium's renderBlockingStatus for the request ('blocking', 'non-blocking', or '' when unknown). */
  renderBlocking: string;
}

export interface LoadedResource {
  url: string;
  /** CDP resource type (Document, Script, Stylesheet, Image, Font, Fetch, …). */
  type: string;
  transferred: number;
}

export interface FirstLoad {
  fcp: number | null;
  scripts: LoadedScript[];
  resources: LoadedResource[];
  /** (a) */
  jsBeforePaint: number;
  /** (b) */
  jsUntilIdle: number;
  /** (c) */
  pageWeight: number;
}

interface PageTimings {
  fcp: number | null;
  resources: { name: string; startTime: number; renderBlockingStatus: string }[];
}

// Runs in the page (a string: the scripts' tsconfig has no DOM types).
const ENLARGE_TIMING_BUFFER = 'performance.setResourceTimingBufferSize(10000)';
const READ_TIMINGS = `(() => ({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  resources: performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, renderBlockingStatus: e.renderBlockingStatus ?? '' })),
}))()`;

/** The module script and modulepreloads the HTML names, as absolute URLs. */
function scriptsNamedIn(html: string, base: string): Set<string> {
  const named = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    // A classic script without async/defer blocks the parser outright: it counts as well.
    const isClassic = /^<script/i.test(tag) && !attr('type') && attr('src') && !/\b(async|defer)\b/i.test(tag);
    const src = isModuleScript || isClassic ? attr('src') : isPreload ? attr('href') : undefined;
    if (src) named.add(new URL(src, base).href);
  }
  return named;
}

export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(ENLARGE_TIMING_BUFFER);
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, { url: string; type: string }>();
    const transferred = new Map<string, number>();
    const bodies: Promise<void>[] = [];
    const sizes = new Map<string, { gzip: number; raw: number }>();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { url: e.response.url, type: e.type }));
    cdp.on('Network.loadingFinished', (e) => {
      transferred.set(e.requestId, e.encodedDataLength);
      const seen = types.get(e.requestId);
      if (seen?.type !== 'Script') return;
      // Bodies through CDP, not Playwright's response.body(): that misses scripts fetched by <link rel=modulepreload>.
      bodies.push(
        cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
          ({ body, base64Encoded }) => {
            const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            sizes.set(seen.url, { gzip: gzipSync(bytes, { level: 9 }).length, raw: bytes.length });
          },
          () => undefined, // evicted or aborted: no body to count
        ),
      );
    });
    await cdp.send('Network.enable');
    const document = await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    if (!document?.ok()) throw new Error(`${url} answered ${document?.status() ?? 'nothing'}`);
    const named = scriptsNamedIn(await document.text(), url);
    await Promise.all(bodies);
    const timings = (await page.evaluate(READ_TIMINGS)) as PageTimings;

    const timingOf = new Map(timings.resources.map((r) => [r.name, r]));
    const scripts: LoadedScript[] = [...sizes].map(([scriptUrl, size]) => {
      const timing = timingOf.get(scriptUrl);
      // Without an FCP (nothing contentful painted) every script came before it.
      const beforeFcp = timings.fcp === null || (timing !== undefined && timing.startTime < timings.fcp);
      return { url: scriptUrl, ...size, beforeFcp, inHtml: named.has(scriptUrl), renderBlocking: timing?.renderBlockingStatus ?? '' };
    });
    const resources: LoadedResource[] = [...transferred].map(([id, bytes]) => ({
      ...(types.get(id) ?? { url: '(unknown)', type: 'Other' }),
      transferred: bytes,
    }));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      fcp: timings.fcp,
      scripts,
      resources,
      jsBeforePaint: sum(scripts.filter((s) => s.beforeFcp || s.inHtml).map((s) => s.gzip)),
      jsUntilIdle: sum(scripts.map((s) => s.gzip)),
      pageWeight: sum(resources.map((r) => r.transferred)),
    };
  } finally {
    await context.close();
  }
}

const pathOf = (u: string) => {
  try {
    const parsed = new URL(u);
    return parsed.pathname + parsed.search;
  } catch {
    return u;
  }
};
/** How many of the heaviest resources each brand's page-weight list shows. */
const LIST_RESOURCES = Number(process.env.BENCH_LIST_RESOURCES ?? 15);

/** Prints each brand's lists and the worst brand's figures beside the goals; true when every goal is met. */
export function reportFirstLoads(loads: { brand: string; load: FirstLoad }[]): boolean {
  for (const { brand, load } of loads) {
    const before = load.scripts.filter((s) => s.beforeFcp || s.inHtml);
    console.log(
      `${brand}: FCP at ${load.fcp === null ? 'none' : `${load.fcp.toFixed(0)} ms`} (unthrottled); JS before first paint ${kb(load.jsBeforePaint)} gzip in ${before.length} files; all JS until idle ${kb(load.jsUntilIdle)} gzip in ${load.scripts.length} files; page weight ${kb(load.pageWeight)} transferred in ${load.resources.length} responses`,
    );
    console.log('   JS (gzip -9, raw; flags: H named by the HTML, F requested before FCP, B render-blocking per Chromium):');
    for (const s of [...load.scripts].sort((a, b) => b.gzip - a.gzip)) {
      const flags = `${s.inHtml ? 'H' : '-'}${s.beforeFcp ? 'F' : '-'}${s.renderBlocking === 'blocking' ? 'B' : '-'}`;
      console.log(`   ${kb(s.gzip).padStart(9)} ${kb(s.raw).padStart(9)}  ${flags}  ${pathOf(s.url)}`);
    }
    console.log(`   heaviest responses as transferred (of ${load.resources.length}):`);
    const sorted = [...load.resources].sort((a, b) => b.transferred - a.transferred);
    for (const r of sorted.slice(0, LIST_RESOURCES)) console.log(`   ${kb(r.transferred).padStart(9)}  ${r.type.padEnd(10)}  ${pathOf(r.url)}`);
    if (sorted.length > LIST_RESOURCES)
      console.log(`   ${kb(sorted.slice(LIST_RESOURCES).reduce((a, r) => a + r.transferred, 0)).padStart(9)}  ${sorted.length - LIST_RESOURCES} more`);
  }
  const worst = (pick: (l: FirstLoad) => number) =>
    loads.reduce<{ brand: string; value: number }>((w, { brand, load }) => (pick(load) > w.value ? { brand, value: pick(load) } : w), {
      brand: '-',
      value: -1,
    });
  const figures = [
    { label: 'JS before first paint', unit: 'gzip', goal: GOAL_JS_BEFORE_PAINT, worst: worst((l) => l.jsBeforePaint) },
    { label: 'all JS until network idle', unit: 'gzip', goal: GOAL_JS_UNTIL_IDLE, worst: worst((l) => l.jsUntilIdle) },
    { label: 'page weight, first visit', unit: 'transferred', goal: GOAL_PAGE_WEIGHT, worst: worst((l) => l.pageWeight) },
  ];
  console.log('\nhome route, first visit, worst brand:');
  let allOk = true;
  for (const f of figures) {
    const ok = f.worst.value <= f.goal;
    allOk &&= ok;
    console.log(`   ${f.label}: ${kb(f.worst.value)} ${f.unit} (${f.worst.brand}; goal ≤ ${kb(f.goal)}) ${ok ? 'met' : 'MISSED'}`);
  }
  return allOk;
}
