// The whole route table of spec §2 as data. The router, every menu and the not-found page read it;
// a route whose module is off in the effective feature tree is left out of all of them.
import type { BannerGroup, CategoryId, ModuleId } from '../../../schemas/generated/tenant.ts';
import type { IconName } from '../../components/icon.tsx';
import { CATEGORY_PATH } from '../../features/games/vendor-links.ts';

/** full: header, nav, footer, side menu, right bar. reduced: header bar only (game screens). bare: no header. */
export type LayoutVariant = 'full' | 'reduced' | 'bare';

/** Route-level chunks: the spec's list (Vip … vnlottery) plus the account pages and agentHome. */
export type ChunkName =
  | 'index'
  | 'login'
  | 'register'
  | 'forget'
  | 'notice'
  | 'Vip'
  | 'pointMall'
  | 'egame'
  | 'elott'
  | 'lottery'
  | 'vnlottery'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'fbSports'
  | 'help'
  | 'download'
  | 'joinus'
  | 'byIframe'
  | 'game'
  | 'agentHome';

export type RouteId =
  | 'home'
  | 'login'
  | 'forget'
  | 'register'
  | 'noticePage'
  | 'vip'
  | 'pointMall'
  | 'live'
  | 'sports'
  | 'esports'
  | 'elott'
  | 'cockfight'
  | 'lottery'
  | 'vnlottery'
  | 'rng'
  | 'fish'
  | 'pvp'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'fbsports'
  | 'help'
  | 'helpmc'
  | 'down'
  | 'join'
  | 'game'
  | 'agentHome'
  | 'games';

export interface RouteEntry {
  id: RouteId;
  paths: readonly string[];
  /** The route is on when any of these modules is on (almost always exactly one). */
  modules: readonly ModuleId[];
  titleKey: string;
  chunk: ChunkName;
  layout: LayoutVariant;
  banner: BannerGroup | null;
  /** Category pages: the category they show (art, vendors). */
  category?: CategoryId;
  /** Art of the framed page when it has no category. */
  icon?: IconName;
}

const category = (id: RouteId, cat: CategoryId, chunk: ChunkName, banner: BannerGroup, layout: LayoutVariant = 'full'): RouteEntry => ({
  id,
  paths: [CATEGORY_PATH[cat]],
  modules: [cat],
  titleKey: `page.${id}`,
  chunk,
  layout,
  banner,
  category: cat,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { id: 'home', paths: ['/', '/index', '/index.html', '/home'], modules: ['PORTAL'], titleKey: 'page.home', chunk: 'index', layout: 'full', banner: 'w_home' },
  { id: 'login', paths: ['/login'], modules: ['LOGIN'], titleKey: 'page.login', chunk: 'login', layout: 'bare', banner: null, icon: 'login' },
  { id: 'forget', paths: ['/forget'], modules: ['FORGETPWD'], titleKey: 'page.forget', chunk: 'forget', layout: 'full', banner: 'w_forget', icon: 'lock' },
  {
    id: 'register',
    paths: ['/register', '/register.html'],
    modules: ['REGISTER'],
    titleKey: 'page.register',
    chunk: 'register',
    layout: 'full',
    banner: 'w_reg',
    icon: 'user',
  },
  {
    id: 'noticePage',
    paths: ['/noticePage'],
    modules: ['NOTICE'],
    titleKey: 'page.noticePage',
    chunk: 'notice',
    layout: 'full',
    banner: null,
    icon: 'megaphone',
  },
  { id: 'vip', paths: ['/vip'], modules: ['VIP'], titleKey: 'page.vip', chunk: 'Vip', layout: 'full', banner: null, icon: 'crown' },
  {
    id: 'pointMall',
    paths: ['/pointMall'],
    modules: ['POINTMALL'],
    titleKey: 'page.pointMall',
    chunk: 'pointMall',
    layout: 'full',
    banner: 'w_shop',
    icon: 'store',
  },
  category('live', 'LIVE', 'egame', 'w_live'),
  category('sports', 'SPORTS', 'egame', 'w_sports'),
  category('esports', 'ESPORTS', 'egame', 'w_esports'),
  category('elott', 'ELOTT', 'elott', 'w_lott'),
  category('cockfight', 'COCKFIGHT', 'egame', 'w_cockfight'),
  // /lottery serves the lottery vendors of both lottery categories (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT).
  {
    id: 'lottery',
    paths: [CATEGORY_PATH.LOTT],
    modules: ['LOTT', 'ELOTT'],
    titleKey: 'page.lottery',
    chunk: 'lottery',
    layout: 'reduced',
    banner: null,
    category: 'LOTT',
  },
  {
    id: 'vnlottery',
    paths: ['/vnlottery'],
    modules: ['ELOTT'],
    titleKey: 'page.vnlottery',
    chunk: 'vnlottery',
    layout: 'reduced',
    banner: null,
    category: 'ELOTT',
  },
  category('rng', 'RNG', 'egame', 'w_rng'),
  category('fish', 'FISH', 'egame', 'w_fish'),
  category('pvp', 'PVP', 'egame', 'w_pvp'),
  {
    id: 'promotions',
    paths: ['/promotions'],
    modules: ['PROMOTION'],
    titleKey: 'page.promotions',
    chunk: 'promo',
    layout: 'full',
    banner: 'w_promotion',
    icon: 'gift',
  },
  {
    id: 'promoDetail',
    paths: ['/promoDetail'],
    modules: ['PROMOTION'],
    titleKey: 'page.promoDetail',
    chunk: 'promoDetail',
    layout: 'full',
    banner: 'w_promotion',
    icon: 'gift',
  },
  {
    id: 'seamless',
    paths: ['/seamless'],
    modules: ['SEAMLESS'],
    titleKey: 'page.seamless',
    chunk: 'seamless',
    layout: 'reduced',
    banner: null,
    icon: 'gamepad',
  },
  {
    id: 'fbsports',
    paths: ['/fbsports'],
    modules: ['FBSPORTS'],
    titleKey: 'page.fbsports',
    chunk: 'fbSports',
    layout: 'full',
    banner: 'w_sports',
    category: 'SPORTS',
  },
  { id: 'help', paths: ['/help'], modules: ['HELP'], titleKey: 'page.help', chunk: 'help', layout: 'full', banner: 'w_help', icon: 'help' },
  { id: 'helpmc', paths: ['/helpmc'], modules: ['HELP'], titleKey: 'page.helpmc', chunk: 'help', layout: 'bare', banner: null, icon: 'help' },
  // /download is the address the route guard lets through (spec §2); it shows the same page as /down.
  { id: 'down', paths: ['/down', '/download'], modules: ['DOWNLOAD'], titleKey: 'page.down', chunk: 'download', layout: 'bare', banner: null, icon: 'phone' },
  { id: 'join', paths: ['/join'], modules: ['JOIN'], titleKey: 'page.join', chunk: 'joinus', layout: 'full', banner: null, icon: 'users' },
  { id: 'game', paths: ['/game'], modules: ['GAMES'], titleKey: 'page.game', chunk: 'byIframe', layout: 'reduced', banner: null, icon: 'gamepad' },
  {
    id: 'agentHome',
    paths: ['/agentHome'],
    modules: ['AGENTHOME'],
    titleKey: 'page.agentHome',
    chunk: 'agentHome',
    layout: 'full',
    banner: null,
    icon: 'users',
  },
  // Games list: the {games} parameter is upper-cased into a game type (spec §2).
  { id: 'games', paths: ['/games/:games'], modules: ['GAMES'], titleKey: 'page.games', chunk: 'game', layout: 'full', banner: null, icon: 'gamepad' },
];

export function isRouteEnabled(entry: RouteEntry, modules: ReadonlySet<ModuleId>): boolean {
  return entry.modules.some((id) => modules.has(id));
}

export function enabledRoutes(modules: ReadonlySet<ModuleId>, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry[] {
  return table.filter((entry) => isRouteEnabled(entry, modules));
}

export function enabledRouteIds(modules: ReadonlySet<ModuleId>): ReadonlySet<RouteId> {
  return new Set(enabledRoutes(modules).map((entry) => entry.id));
}

export function routeEntry(id: RouteId): RouteEntry {
  const entry = ROUTE_TABLE.find((e) => e.id === id);
  if (!entry) throw new Error(`Unknown route ${id}`);
  return entry;
}

/** The first path of a route: what links point at. */
export function routePath(id: RouteId): string {
  return routeEntry(id).paths[0];
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

function pathMatches(pattern: string, pathname: string): boolean {
  const a = normalise(pattern).split('/');
  const b = normalise(pathname).split('/');
  return a.length === b.length && a.every((segment, i) => (segment.startsWith(':') ? b[i].length > 0 : segment === b[i]));
}

/** The table entry a pathname belongs to, enabled or not (the not-found page tells them apart). */
export function findRouteByPath(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | undefined {
  return table.find((entry) => entry.paths.some((pattern) => pathMatches(pattern, pathname)));
}

/** The {games} route parameter as a game type: upper-cased, known categories only. */
export function gameTypeFromParam(param: string | undefined): CategoryId | undefined {
  const type = param?.trim().toUpperCase();
  const known: readonly string[] = Object.keys(CATEGORY_PATH);
  return type && known.includes(type) ? (type as CategoryId) : undefined;
}
