// The games catalogue over real HTTP: each brand's catalogue imported from its vendors' lists, the
// games list with every filter and paging, hot games, slot filters per vendor, favourites and
// recently played per member and brand (no cross-brand ids), launching, and the generated icons.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { catalogueScope } from '../../server/features/games/catalogue-scope.ts';
import { GamesRepository } from '../../server/features/games/games.repository.ts';
import { call, loginBearer, trialBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('games catalogue', () => {
  let t: TestApp;
  let player: Client;
  let rival: Client;

  const member = async (tenantId: string, account: string, type = 0) => {
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type,
      registerMethod: 'seed',
      passwordHash: await hashPassword('Secret123'),
    });
    if ('conflict' in created) throw new Error('exists');
    return created.id;
  };
  const list = async (query: Record<string, string | number>, host = AURORA) => {
    const res = await t.get(`/wps/relay/GCSGAME_gameList?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, {
      host,
    });
    expect(res.status, res.text).toBe(200);
    return res.json().value as { games: any[]; totalPages: number; pageNo: number; total: number };
  };

  beforeAll(async () => {
    t = await startTestApp();
    await member('aurora', 'games_player');
    await member('borealis', 'games_rival');
    player = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'games_player', 'Secret123')).json().value.token };
    rival = { host: BOREALIS, bearer: (await loginBearer(t, BOREALIS, 'games_rival', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  it('when a brand lists slots, then it gets only its own vendors’ games, its pinned order, 15 per page and the page count', async () => {
    const first = await list({ gameType: 'RNG', pageNo: 1 });
    // ORIGINALS 1 + PG 24 + JILI 24 in the fixture brand.
    expect(first.total).toBe(49);
    expect(first.totalPages).toBe(4);
    expect(first.games).toHaveLength(15);
    expect(new Set(first.games.map((g) => g.vendor))).toEqual(new Set(['ORIGINALS', 'PG', 'JILI']));
    expect(first.games[0]).toMatchObject({
      vendor: 'ORIGINALS',
      gameCode: 'fortune-reels',
      gameName: 'Fortune Reels',
      isTop: 1,
      launch: 'frame',
      iconUrl: '/art/games/ORIGINALS/fortune-reels.svg',
    });
    const last = await list({ gameType: 'RNG', pageNo: 4 });
    expect(last.games).toHaveLength(4);
    const all = new Set([1, 2, 3, 4].map(String));
    const seen = new Set<number>();
    for (const p of all) for (const g of (await list({ gameType: 'RNG', pageNo: p })).games) seen.add(g.nodeId);
    expect(seen.size).toBe(49);
    const past = await list({ gameType: 'RNG', pageNo: 9 });
    expect([past.games.length, past.total, past.totalPages]).toEqual([0, 49, 4]);
    const borealis = await list({ gameType: 'RNG' }, BOREALIS);
    expect(new Set(borealis.games.map((g) => g.vendor))).toEqual(new Set(['PP', 'JDB']));
  });

  it('when the list is filtered by vendor, classification, name, min bet and lines, then every game matches and the counts agree', async () => {
    const pg = await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 50 });
    expect(pg.total).toBe(24);
    expect(pg.games.every((g) => g.vendor === 'PG')).toBe(true);
    const classifies = (await t.get('/wps/relay/GCSGAME_getVassGameType?vassalage=PG')).json().value.classifies as string[];
    expect(classifies.length).toBeGreaterThan(1);
    for (const c of classifies) {
      const filtered = await list({ gameType: 'RNG', vassalage: 'PG', gameClassify: c, pageSize: 50 });
      expect(filtered.total).toBe(pg.games.filter((g) => g.gameClassify === c).length);
    }
    const word = pg.games[3].gameName.split(' ')[0];
    const byName = await list({ gameType: 'RNG', gameName: word.toUpperCase(), pageSize: 50 });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.games.every((g) => g.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const chinese = await list({ gameType: 'RNG', vassalage: 'ORIGINALS', gameName: '财富', language: 'CN' });
    expect(chinese.games.map((g) => g.gameName)).toEqual(['财富转轴']);
    const cheap = await list({ gameType: 'RNG', minBet: 0.05, pageSize: 50 });
    expect(cheap.games.every((g) => g.minBet === 5)).toBe(true);
    expect(cheap.total).toBe(
      (await list({ gameType: 'RNG', pageSize: 50 })).games
        .concat((await list({ gameType: 'RNG', pageSize: 50, pageNo: 2 })).games)
        .filter((g) => g.minBet === 5).length,
    );
    const wide = await list({ gameType: 'RNG', minLineNum: 50, pageSize: 50 });
    expect(wide.games.every((g) => g.lines >= 50)).toBe(true);
    const literal = await list({ gameType: 'RNG', gameName: '%' });
    expect(literal.total).toBe(0);
  });

  it('when a category or a vendor is paged with no other filter (a range of ranks), then every page equals that page of the ordered list, pinned games first and hidden ones left out', async () => {
    const repo = new GamesRepository(t.portal.db);
    const everyPg = await repo.page({ tenantId: 'aurora', vendors: ['PG'], pinned: [], hidden: [] }, { vendor: 'PG' }, 1, 50);
    const everyJili = await repo.page({ tenantId: 'aurora', vendors: ['JILI'], pinned: [], hidden: [] }, { vendor: 'JILI' }, 1, 50);
    const pinned = everyPg[17];
    const hidden = everyJili[2];
    const scope = { tenantId: 'aurora', vendors: ['JILI', 'PG', 'ORIGINALS'], pinned: [`PG:${pinned.gameCode}`], hidden: [`JILI:${hidden.gameCode}`] };
    await repo.reorder(scope);
    try {
      for (const filter of [{ gameType: 'RNG' }, { gameType: 'RNG', vendor: 'PG' }, { vendor: 'JILI' }]) {
        const total = await repo.count(scope, filter);
        const seen: number[] = [];
        for (let pageNo = 1; pageNo <= Math.ceil(total / 7) + 1; pageNo++) {
          const ranged = await repo.page(scope, filter, pageNo, 7);
          // lines >= 0 holds for every game: the same list, paged by walking the order with OFFSET.
          const walked = await repo.page(scope, { ...filter, minLines: 0 }, pageNo, 7);
          expect(ranged.map((g) => g.id)).toEqual(walked.map((g) => g.id));
          seen.push(...ranged.map((g) => g.id));
        }
        expect(seen).toHaveLength(total);
        expect(seen).not.toContain(hidden.id);
      }
      expect((await repo.page(scope, { gameType: 'RNG' }, 1, 7))[0].id).toBe(pinned.id);
      expect((await repo.page(scope, { vendor: 'PG' }, 1, 7))[0].id).toBe(pinned.id);
    } finally {
      await repo.reorder(catalogueScope(t.portal.tenants.get('aurora')!));
    }
  });

  it('when staff switch a category off and on, then its games leave the ranked lists and come back, from the games already imported', async () => {
    const rankedEvo = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from games where tenant_id = 'aurora' and vendor = 'EVO' and type_rank is not null`.execute(t.portal.db))
          .rows[0].n,
      );
    const importedBefore = Number((await sql<{ n: string }>`select count(*) as n from games where tenant_id = 'aurora'`.execute(t.portal.db)).rows[0].n);
    expect(await rankedEvo()).toBeGreaterThan(0);
    const overrides = t.portal.services.featureOverrides;
    try {
      await overrides.set('aurora', 'LIVE', false, 'staff:games-test');
      await eventually(async () => expect(await rankedEvo()).toBe(0));
    } finally {
      await overrides.clear('aurora', 'LIVE');
    }
    await eventually(async () => expect(await rankedEvo()).toBeGreaterThan(0));
    const live = await list({ gameType: 'LIVE', pageSize: 50 });
    expect(live.games.map((g) => g.vendor)).toContain('EVO');
    expect(Number((await sql<{ n: string }>`select count(*) as n from games where tenant_id = 'aurora'`.execute(t.portal.db)).rows[0].n)).toBe(importedBefore);
  });

  it('when a query is malformed, then it gets a translated 400 naming the field', async () => {
    for (const bad of [
      'pageNo=0',
      'pageSize=51',
      'minBet=0.02',
      'gameClassify=XX',
      'gameType=CASINO',
      'vassalage=pg',
      'colour=red',
      `gameName=${'x'.repeat(51)}`,
    ]) {
      const res = await t.get(`/wps/relay/GCSGAME_gameList?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json().errors?.[0]?.message, bad).toBeTruthy();
    }
    expect((await t.get('/wps/relay/GCSGAME_getVassGameType?vassalage=PP', { headers: { 'x-language': 'EN' } })).json().message).toBe(
      catalogue('en').errors.gameNotFound,
    );
  });

  it('when hot games are asked for, then one page of hot games of shown vendors comes with the hot vendors as VASSALAGE items', async () => {
    const hot = (await t.get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2')).json().value;
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.length).toBeLessThanOrEqual(15);
    expect(
      hot.list.every((g: any) => g.hot === 1 && ['ORIGINALS', 'PG', 'JILI', 'EVO', 'SEXY', 'ORIGINALS_FISH', 'BTI', 'SABA', 'DS88'].includes(g.vendor)),
    ).toBe(true);
    expect(hot.footer.map((v: any) => [v.vendor, v.isGame])).toEqual([
      ['ORIGINALS', 'VASSALAGE'],
      ['EVO', 'VASSALAGE'],
    ]);
  });

  it('when a member toggles favourites, then they list in order, stay per member and brand, and a node of another brand is refused', async () => {
    const [a, b] = (await list({ gameType: 'RNG', vassalage: 'PG' })).games;
    const add = (game: any, client = player) =>
      call(t, client, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType });
    expect((await add(a)).json().value.content).toEqual([a.nodeId]);
    expect((await add(b)).json().value.content).toEqual([b.nodeId, a.nodeId]);
    expect((await add(b)).json().value.content).toEqual([b.nodeId, a.nodeId]);
    const page = (await call(t, player, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG')).json().value;
    expect([page.content.map((g: any) => g.nodeId), page.totalPages]).toEqual([[b.nodeId, a.nodeId], 1]);
    // Borealis cannot favourite (or even see) an aurora game, and its member's list stays empty.
    const foreign = await add(a, rival);
    expect([foreign.status, foreign.json().code]).toEqual([404, 'gameNotFound']);
    expect((await call(t, rival, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value.content).toEqual([]);
    // The aurora session is worthless on borealis.
    expect((await call(t, { ...player, host: BOREALIS }, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    // A mismatched vendor or type names no game.
    expect((await call(t, player, 'POST', '/wps/relay/MCSFE_addFavoriteGame', { nodeId: a.nodeId, vendor: 'JILI', gameType: 'RNG' })).status).toBe(404);
    const removed = await call(t, player, 'POST', '/wps/relay/MCSFE_removeFavoriteGame', { nodeId: a.nodeId, vendor: a.vendor, gameType: a.gameType });
    expect(removed.json().value.content).toEqual([b.nodeId]);
    expect((await t.get('/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
  });

  it('when a favourite names a node id beyond any bigint (1e21) or the safe-integer range, then it is the translated validation error, never a 500', async () => {
    for (const path of ['/wps/relay/MCSFE_addFavoriteGame', '/wps/relay/MCSFE_removeFavoriteGame']) {
      for (const nodeId of [1e21, 2 ** 63, Number.MAX_SAFE_INTEGER + 1]) {
        const res = await call(t, player, 'POST', path, { nodeId, vendor: 'PG', gameType: 'RNG' });
        expect([res.status, res.json().code, res.json().errors?.[0]?.field], `${path} ${nodeId}`).toEqual([400, 'validation', 'nodeId']);
        expect(res.json().errors[0].message).toBe(
          catalogue('en').validation.maximum.replace('{{field}}', 'nodeId').replace('{{limit}}', String(Number.MAX_SAFE_INTEGER)),
        );
      }
    }
  });

  it('when a member launches games, then connected vendors give a session URL, the game becomes recent, and unconnected ones are refused', async () => {
    const launch = (vendor: string, gameCode: string, client = player) =>
      call(t, client, 'GET', `/wps/relay/GCS_gameLaunchFB?${new URLSearchParams({ vendor, gameCode, language: 'EN' })}`);
    const originals = await launch('ORIGINALS', 'fortune-reels');
    expect(originals.status, originals.text).toBe(200);
    expect(originals.json().value).toMatchObject({ mode: 'frame', width: 1300, height: 900 });
    expect(originals.json().value.url).toMatch(/^\/studio\/ORIGINALS\/fortune-reels\?token=[A-Za-z0-9_-]{22}&lang=EN$/);
    const pg = (await list({ vassalage: 'PG' })).games[5];
    const sandbox = await launch('PG', pg.gameCode);
    expect(sandbox.json().value.mode).toBe('window');
    const recent = (await call(t, player, 'GET', '/wps/relay/GCS_recentGame?clientType=3')).json().value;
    expect(recent.list.map((g: any) => g.gameCode)).toEqual([pg.gameCode, 'fortune-reels']);
    // Sports and cockfight vendors list their event games, which open in the vendor's window too.
    for (const [vendor, gameType] of [
      ['SABA', 'SPORTS'],
      ['DS88', 'COCKFIGHT'],
    ] as const) {
      const events = (await list({ gameType, vassalage: vendor })).games;
      expect(events.length, vendor).toBeGreaterThan(0);
      expect(
        events.every((g) => g.vendor === vendor && g.gameType === gameType && g.launch === 'window'),
        vendor,
      ).toBe(true);
      const res = await launch(vendor, events[0].gameCode);
      expect(res.json().value.url, res.text).toMatch(new RegExp(`^/studio/${vendor}/${events[0].gameCode}\\?token=`));
    }
    // Lottery vendors are not served here: nothing to launch.
    expect((await list({ gameType: 'LOTT', vassalage: 'LOTT' })).games).toEqual([]);
    const pvp = await call(t, player, 'GET', '/wps/game/launchGame?vendor=ORIGINALS&gameCode=fortune-reels');
    expect(pvp.json().value.content).toMatch(/^\/studio\/ORIGINALS\/fortune-reels\?token=/);
    expect((await launch('ORIGINALS', 'no-such-game')).json().code).toBe('gameNotFound');
    expect((await launch('PP', 'pp-anything-01')).json().code).toBe('gameNotFound');
    expect((await t.get('/wps/relay/GCS_gameLaunchFB?vendor=ORIGINALS&gameCode=fortune-reels')).status).toBe(401);
  });

  it('when a trial account launches, then the built-in studio opens and a third-party real-money game answers in_need_true_account', async () => {
    const trialId = await member('aurora', 'games_trial', 4);
    const trial = { host: AURORA, bearer: await trialBearer(t, 'aurora', trialId, 'games_trial') };
    expect((await call(t, trial, 'GET', '/wps/relay/GCS_gameLaunchFB?vendor=ORIGINALS&gameCode=fortune-reels')).status).toBe(200);
    const pg = (await list({ vassalage: 'PG' })).games[0];
    const refused = await call(t, trial, 'GET', `/wps/relay/GCS_gameLaunchFB?vendor=PG&gameCode=${pg.gameCode}`);
    expect([refused.status, refused.json().message]).toEqual([403, catalogue('en').errors.in_need_true_account]);
  });

  it('when a generated icon is asked for, then it is an SVG for that game, and bad paths fall through to not found', async () => {
    const res = await t.get('/art/games/PG/pg-golden-dragon-01.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.text).toContain('>GD<');
    expect((await t.get('/art/games/pg/x.svg')).status).toBe(404);
    expect((await t.get('/art/games/PG/..%2Fsecret.svg')).status).toBe(404);
  });

  it('when PVP rooms are listed, then they are the brand’s card games with their stakes', async () => {
    const rooms = (await t.get('/wps/relay/GLS2_roomList', { host: BOREALIS })).json().value.rooms;
    expect(rooms.length).toBe(8);
    expect(rooms.every((r: any) => r.vendor === 'KM' && r.minBet > 0 && r.roundsLastHour === 0)).toBe(true);
    expect((await t.get('/wps/relay/GLS2_roomList')).json().value.rooms).toEqual([]);
  });
});

describe('games catalogue of a brand staking in dong', () => {
  let t: TestApp;
  beforeAll(async () => {
    const borealis = readFixtureTenant('borealis');
    borealis.currency = { code: 'VND', symbol: '₫', minorUnits: 0 };
    borealis.games.stakeScale = 100;
    t = await startTestApp({ tenants: { aurora: readFixtureTenant('aurora'), borealis } });
  });
  afterAll(() => t?.close());

  it("when its games are listed and filtered by min bet, then stakes are the catalogue's times 100 and only its own ladder is accepted", async () => {
    const get = (query: string) => t.get(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50&${query}`, { host: BOREALIS });
    const all = (await get('')).json().value.games as Array<{ minBet: number }>;
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((g) => ![100, 500, 1000, 5000, 7500].includes(g.minBet))).toEqual([]);
    const thousand = (await get('minBet=1000')).json().value.games as Array<{ minBet: number }>;
    expect(thousand.length).toBeGreaterThan(0);
    expect(thousand.every((g) => g.minBet === 1000)).toBe(true);
    for (const cents of ['0.01', '0.1', '1001']) expect((await get(`minBet=${cents}`)).status, cents).toBe(400);
    // The cent-based brand beside it keeps the spec's ladder.
    expect((await t.get('/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.1')).status).toBe(200);
  });
});
