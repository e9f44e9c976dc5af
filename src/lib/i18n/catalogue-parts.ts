// The one list of which catalogue groups the first paint needs. Each language's client catalogue is cut
// in two at build time (vite.config.ts, virtual:catalogue/<CODE>/core and /rest): `core` is fetched with
// the first page (layout, header, footer, navigation, banners, notices, home, category pages, games
// lists, jackpot), `rest` when idle after the first paint or before any page or popup that needs it
// (src/lib/i18n/i18n.ts). Keys never change: both parts are merged into the one `translation` namespace.
// catalogue-parts.test.ts fails when a component of the first paint uses a key that is not in `core`.

export type CatalogueTree = { [key: string]: string | CatalogueTree };
export type CataloguePart = 'core' | 'rest';

/** Whole top-level groups in `core`. */
export const CORE_GROUPS: readonly string[] = [
  'common',
  'nav',
  'category',
  'header',
  'language',
  'sidemenu',
  'rightbar',
  'footer',
  'licence',
  'social',
  'banner',
  'notice',
  'jackpot',
  'promoStrip',
  'page',
  'download',
  'home',
  'games',
  'game',
  'maintenance',
  'region',
  'notFoundHost',
];

/**
 * Single keys of otherwise `rest` groups that the first paint can show (a page chunk that fails to load,
 * no network) or that a first-paint control shows at once on the first click, before `rest` can arrive.
 */
export const CORE_KEYS: readonly string[] = [
  'errors.chunkLoad',
  'errors.timeout',
  'errors.internal',
  'errors.network',
  'errors.invalidUrl',
  'errors.featureUnavailable',
  'errors.in_need_true_account',
  'errors.in_increase_submit',
  'centre.agentOnly',
];

/** Groups only the server and the staff tools use (the server reads src/locales itself): in neither part. */
export const SERVER_ONLY_GROUPS: readonly string[] = ['ops', 'studio', 'sandboxPay', 'devOutbox'];

function pick(tree: CatalogueTree, path: readonly string[]): CatalogueTree | string | undefined {
  let node: CatalogueTree | string | undefined = tree;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function setPath(tree: CatalogueTree, path: readonly string[], value: CatalogueTree | string): void {
  let node = tree;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    node = node[part] = typeof next === 'object' ? next : {};
  }
  node[path[path.length - 1]] = value;
}

/** Deep merge of two parts (disjoint except for CORE_KEYS' groups); `over` wins. */
export function mergeParts(base: CatalogueTree, over: CatalogueTree): CatalogueTree {
  const out: CatalogueTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = typeof value === 'object' && typeof prev === 'object' ? mergeParts(prev, value) : value;
  }
  return out;
}

/** One part of a (fallback-merged) catalogue. */
export function cataloguePart(whole: CatalogueTree, part: CataloguePart): CatalogueTree {
  const out: CatalogueTree = {};
  if (part === 'core') {
    for (const group of CORE_GROUPS) if (whole[group] !== undefined) out[group] = whole[group];
    for (const key of CORE_KEYS) {
      const value = pick(whole, key.split('.'));
      if (value !== undefined) setPath(out, key.split('.'), value);
    }
    return out;
  }
  for (const [group, value] of Object.entries(whole)) {
    if (!CORE_GROUPS.includes(group) && !SERVER_ONLY_GROUPS.includes(group)) out[group] = value;
  }
  return out;
}
