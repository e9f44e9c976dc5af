// Which addresses the portal serves and which module gates each (spec §2 route table), as data shared by
// both sides: the client builds its router and menus on it (src/app/routes/route-table.ts adds titles,
// chunks and layouts), and the server's tenant validator checks a banner's internal link against it, so a
// brand cannot link to a page that does not exist or that its feature tree switches off.
import type { CategoryId, ModuleId } from '../generated/tenant.ts';

export const CATEGORY_PATH: Readonly<Record<CategoryId, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  ELOTT: '/elott',
  LOTT: '/lottery',
};

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
  | 'lotteryVerify'
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
  | 'responsibleGaming'
  | 'game'
  | 'agentHome'
  | 'games';

export interface SiteRoute {
  id: RouteId;
  /** Path patterns; a `:name` segment matches any one segment. */
  paths: readonly string[];
  /** The route is on when any of these modules is on (almost always exactly one). */
  modules: readonly ModuleId[];
}

const category = (id: RouteId, cat: CategoryId): SiteRoute => ({ id, paths: [CATEGORY_PATH[cat]], modules: [cat] });

export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: 'home', paths: ['/', '/index', '/index.html', '/home'], modules: ['PORTAL'] },
  { id: 'login', paths: ['/login'], modules: ['LOGIN'] },
  { id: 'forget', paths: ['/forget'], modules: ['FORGETPWD'] },
  { id: 'register', paths: ['/register', '/register.html'], modules: ['REGISTER'] },
  { id: 'noticePage', paths: ['/noticePage'], modules: ['NOTICE'] },
  { id: 'vip', paths: ['/vip'], modules: ['VIP'] },
  { id: 'pointMall', paths: ['/pointMall'], modules: ['POINTMALL'] },
  category('live', 'LIVE'),
  category('sports', 'SPORTS'),
  category('esports', 'ESPORTS'),
  category('elott', 'ELOTT'),
  category('cockfight', 'COCKFIGHT'),
  // /lottery serves the lottery vendors of both lottery categories (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT).
  { id: 'lottery', paths: [CATEGORY_PATH.LOTT], modules: ['LOTT', 'ELOTT'] },
  { id: 'vnlottery', paths: ['/vnlottery'], modules: ['ELOTT'] },
  // The public verification of a draw (issue 18): enter a game and draw, or arrive by a result's link.
  { id: 'lotteryVerify', paths: ['/lottery/verify'], modules: ['LOTT', 'ELOTT'] },
  category('rng', 'RNG'),
  category('fish', 'FISH'),
  category('pvp', 'PVP'),
  { id: 'promotions', paths: ['/promotions'], modules: ['PROMOTION'] },
  { id: 'promoDetail', paths: ['/promoDetail'], modules: ['PROMOTION'] },
  { id: 'seamless', paths: ['/seamless'], modules: ['SEAMLESS'] },
  { id: 'fbsports', paths: ['/fbsports'], modules: ['FBSPORTS'] },
  { id: 'help', paths: ['/help'], modules: ['HELP'] },
  { id: 'helpmc', paths: ['/helpmc'], modules: ['HELP'] },
  // /download is the address the route guard lets through (spec §2); it shows the same page as /down.
  { id: 'down', paths: ['/down', '/download'], modules: ['DOWNLOAD'] },
  { id: 'join', paths: ['/join'], modules: ['JOIN'] },
  // Player protection (issue 22): every brand has it, so it hangs on the portal itself.
  { id: 'responsibleGaming', paths: ['/responsibleGaming'], modules: ['PORTAL'] },
  { id: 'game', paths: ['/game'], modules: ['GAMES'] },
  { id: 'agentHome', paths: ['/agentHome'], modules: ['AGENTHOME'] },
  // Games list: the {games} parameter is upper-cased into a game type (spec §2).
  { id: 'games', paths: ['/games/:games'], modules: ['GAMES'] },
  // Player protection (issue 22): every brand, whatever its feature tree, one click from every footer.
];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

function pathMatches(pattern: string, pathname: string): boolean {
  const a = normalise(pattern).split('/');
  const b = normalise(pathname).split('/');
  return a.length === b.length && a.every((segment, i) => (segment.startsWith(':') ? b[i].length > 0 : segment === b[i]));
}

/** The route a pathname (no query, no hash) belongs to, enabled or not. */
export function findSiteRoute<R extends Pick<SiteRoute, 'paths'>>(pathname: string, table: readonly R[]): R | undefined {
  return table.find((entry) => entry.paths.some((pattern) => pathMatches(pattern, pathname)));
}

export function isSiteRouteEnabled(entry: Pick<SiteRoute, 'modules'>, modules: ReadonlySet<ModuleId>): boolean {
  return entry.modules.some((id) => modules.has(id));
}
