// The whole route table of spec §2 as data. The router, every menu and the not-found page read it;
// a route whose module is off in the effective feature tree is left out of all of them. Which paths exist
// and which module gates each is shared with the server (schemas/rules/site-routes.ts: the tenant
// validator checks banner links against it); this file adds how each route is presented.
import type { BannerGroup, CategoryId, ModuleId } from '../../../schemas/generated/tenant.ts';
import { findSiteRoute, isSiteRouteEnabled, SITE_ROUTES, type RouteId, type SiteRoute } from '../../../schemas/rules/site-routes.ts';
import type { IconName } from '../../components/icon.tsx';
import { CATEGORY_PATH } from '../../features/games/vendor-links.ts';

export type { RouteId };

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
  | 'lotteryVerify'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'fbSports'
  | 'help'
  | 'download'
  | 'joinus'
  | 'responsibleGaming'
  | 'byIframe'
  | 'game'
  | 'agentHome';

export interface RouteEntry extends SiteRoute {
  titleKey: string;
  chunk: ChunkName;
  layout: LayoutVariant;
  banner: BannerGroup | null;
  /** Category pages: the category they show (art, vendors). */
  category?: CategoryId;
  /** Art of the framed page when it has no category. */
  icon?: IconName;
}

type Presentation = Omit<RouteEntry, keyof SiteRoute>;

const category = (cat: CategoryId, chunk: ChunkName, banner: BannerGroup | null, layout: LayoutVariant = 'full'): Omit<Presentation, 'titleKey'> => ({
  chunk,
  layout,
  banner,
  category: cat,
});

const PRESENTATION: Readonly<Record<RouteId, Omit<Presentation, 'titleKey'>>> = {
  home: { chunk: 'index', layout: 'full', banner: 'w_home' },
  login: { chunk: 'login', layout: 'bare', banner: null, icon: 'login' },
  forget: { chunk: 'forget', layout: 'full', banner: 'w_forget', icon: 'lock' },
  register: { chunk: 'register', layout: 'full', banner: 'w_reg', icon: 'user' },
  noticePage: { chunk: 'notice', layout: 'full', banner: null, icon: 'megaphone' },
  vip: { chunk: 'Vip', layout: 'full', banner: null, icon: 'crown' },
  pointMall: { chunk: 'pointMall', layout: 'full', banner: 'w_shop', icon: 'store' },
  live: category('LIVE', 'egame', 'w_live'),
  sports: category('SPORTS', 'egame', 'w_sports'),
  esports: category('ESPORTS', 'egame', 'w_esports'),
  elott: category('ELOTT', 'elott', 'w_lott'),
  cockfight: category('COCKFIGHT', 'egame', 'w_cockfight'),
  lottery: category('LOTT', 'lottery', null, 'reduced'),
  vnlottery: category('ELOTT', 'vnlottery', null, 'reduced'),
  lotteryVerify: { chunk: 'lotteryVerify', layout: 'full', banner: null, icon: 'shield' },
  rng: category('RNG', 'egame', 'w_rng'),
  fish: category('FISH', 'egame', 'w_fish'),
  pvp: category('PVP', 'egame', 'w_pvp'),
  promotions: { chunk: 'promo', layout: 'full', banner: 'w_promotion', icon: 'gift' },
  promoDetail: { chunk: 'promoDetail', layout: 'full', banner: 'w_promotion', icon: 'gift' },
  seamless: { chunk: 'seamless', layout: 'reduced', banner: null, icon: 'gamepad' },
  fbsports: category('SPORTS', 'fbSports', 'w_sports'),
  help: { chunk: 'help', layout: 'full', banner: 'w_help', icon: 'help' },
  helpmc: { chunk: 'help', layout: 'bare', banner: null, icon: 'help' },
  down: { chunk: 'download', layout: 'bare', banner: null, icon: 'phone' },
  join: { chunk: 'joinus', layout: 'full', banner: null, icon: 'users' },
  responsibleGaming: { chunk: 'responsibleGaming', layout: 'full', banner: null, icon: 'shield' },
  game: { chunk: 'byIframe', layout: 'reduced', banner: null, icon: 'gamepad' },
  agentHome: { chunk: 'agentHome', layout: 'full', banner: null, icon: 'users' },
  games: { chunk: 'game', layout: 'full', banner: null, icon: 'gamepad' },
};

export const ROUTE_TABLE: readonly RouteEntry[] = SITE_ROUTES.map((route) => ({ ...route, titleKey: `page.${route.id}`, ...PRESENTATION[route.id] }));

export function isRouteEnabled(entry: RouteEntry, modules: ReadonlySet<ModuleId>): boolean {
  return isSiteRouteEnabled(entry, modules);
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

/** The table entry a pathname belongs to, enabled or not (the not-found page tells them apart). */
export function findRouteByPath(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | undefined {
  return findSiteRoute(pathname, table);
}

/** The {games} route parameter as a game type: upper-cased, known categories only. */
export function gameTypeFromParam(param: string | undefined): CategoryId | undefined {
  const type = param?.trim().toUpperCase();
  const known: readonly string[] = Object.keys(CATEGORY_PATH);
  return type && known.includes(type) ? (type as CategoryId) : undefined;
}
