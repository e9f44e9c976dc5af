import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import { enabledModules } from '../../../schemas/rules/feature-tree.ts';
import { CATEGORY_PATH } from '../../features/games/vendor-links.ts';
import { enabledRoutes, findRouteByPath, gameTypeFromParam, isRouteEnabled, ROUTE_TABLE, routeEntry } from './route-table.ts';

const ALL: ModuleId[] = [
  'PORTAL',
  'GAMES',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
  'FBSPORTS',
  'SEAMLESS',
  'ACCOUNT',
  'LOGIN',
  'REGISTER',
  'FORGETPWD',
  'CONTENT',
  'PROMOTION',
  'POINTMALL',
  'VIP',
  'DOWNLOAD',
  'HELP',
  'JOIN',
  'NOTICE',
  'AGENTHOME',
];
const without = (...off: ModuleId[]) => new Set(ALL.filter((id) => !off.includes(id)));
const paths = (modules: ReadonlySet<ModuleId>) => enabledRoutes(modules).flatMap((r) => r.paths);

describe('route table', () => {
  it('when every module is on, then every route of spec §2 is present', () => {
    const all = paths(new Set(ALL));
    for (const p of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/forget',
      '/register',
      '/register.html',
      '/noticePage',
      '/vip',
      '/pointMall',
      '/live',
      '/sports',
      '/esports',
      '/elott',
      '/cockfight',
      '/lottery',
      '/vnlottery',
      '/lottery/verify',
      '/rng',
      '/fish',
      '/pvp',
      '/promotions',
      '/promoDetail',
      '/seamless',
      '/fbsports',
      '/help',
      '/helpmc',
      '/down',
      '/join',
      '/game',
      '/agentHome',
      '/games/:games',
    ]) {
      expect(all).toContain(p);
    }
  });
  it('when a path appears, then it appears in exactly one entry', () => {
    const every = ROUTE_TABLE.flatMap((r) => r.paths.map((p) => p.toLowerCase()));
    expect(new Set(every).size).toBe(every.length);
  });
  it('when the PROMOTION module is off, then /promotions and /promoDetail are left out', () => {
    const on = paths(without('PROMOTION'));
    expect(on).not.toContain('/promotions');
    expect(on).not.toContain('/promoDetail');
    expect(on).toContain('/rng');
  });
  it('when a category module is off, then its page is left out and the others stay', () => {
    const on = paths(without('FISH'));
    expect(on).not.toContain('/fish');
    expect(on).toContain('/pvp');
  });
  it('when one of two lottery modules is on, then /lottery stays; when both are off it goes', () => {
    expect(paths(without('LOTT'))).toContain('/lottery');
    expect(paths(without('LOTT', 'ELOTT'))).not.toContain('/lottery');
    expect(paths(without('ELOTT'))).not.toContain('/vnlottery');
    expect(paths(without('LOTT'))).toContain('/lottery/verify');
    expect(paths(without('LOTT', 'ELOTT'))).not.toContain('/lottery/verify');
  });
  it('when a parent is disabled in the tenant tree, then its children’s routes are left out', () => {
    const modules = enabledModules([
      {
        modId: 'PORTAL',
        enabled: true,
        childrenNodes: [
          {
            modId: 'GAMES',
            enabled: false,
            childrenNodes: [
              { modId: 'RNG', enabled: true },
              { modId: 'LIVE', enabled: true },
            ],
          },
          { modId: 'CONTENT', enabled: true, childrenNodes: [{ modId: 'HELP', enabled: true }] },
        ],
      },
    ]);
    const on = paths(modules);
    expect(on).toEqual(expect.arrayContaining(['/', '/help', '/helpmc']));
    expect(on).not.toContain('/rng');
    expect(on).not.toContain('/live');
    expect(on).not.toContain('/games/:games');
  });
  it('when the layout variants are read, then login, helpmc and down have no header and game screens a reduced one', () => {
    expect(['login', 'helpmc', 'down'].map((id) => routeEntry(id as never).layout)).toEqual(['bare', 'bare', 'bare']);
    expect(['lottery', 'vnlottery', 'seamless'].map((id) => routeEntry(id as never).layout)).toEqual(['reduced', 'reduced', 'reduced']);
    expect(routeEntry('home').banner).toBe('w_home');
    expect(routeEntry('rng').banner).toBe('w_rng');
  });
  it('when a category path is looked up, then its entry is gated by that category module', () => {
    for (const [cat, path] of Object.entries(CATEGORY_PATH)) {
      const entry = findRouteByPath(path);
      expect(entry?.modules).toContain(cat);
      expect(isRouteEnabled(entry!, without(cat as ModuleId, ...(cat === 'LOTT' ? (['ELOTT'] as ModuleId[]) : [])))).toBe(false);
    }
  });
  it('when a path is looked up, then case, trailing slashes and parameters are handled', () => {
    expect(findRouteByPath('/PROMOTIONS/')?.id).toBe('promotions');
    expect(findRouteByPath('/games/rng')?.id).toBe('games');
    expect(findRouteByPath('/games')).toBeUndefined();
    expect(findRouteByPath('/nowhere')).toBeUndefined();
  });
  it('when the games parameter is read, then it is upper-cased into a known game type', () => {
    expect(gameTypeFromParam('rng')).toBe('RNG');
    expect(gameTypeFromParam('Live')).toBe('LIVE');
    expect(gameTypeFromParam('casino')).toBeUndefined();
    expect(gameTypeFromParam(undefined)).toBeUndefined();
  });
});
