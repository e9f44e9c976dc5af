// Promotions edited in the back office (issue 19 items 2 and 5) over real HTTP on both engines: the list staff
// edit replaces the tenant file's promotions for the player endpoints and the rewards engine at once (and an
// open page gets a config event); pause, resume, end, order and reset to the file; every edit checked by the
// tenant schema's Promotion and the cross-field rules with translated field errors and nothing written; ids
// and types fixed once granted; brand scope, roles, audit; ten concurrent creates all kept; titles in the
// staff member's language.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { loginBearer, call, type Client } from './helpers/accounts-client.ts';
import { openEventStream, type EventStream } from './helpers/event-stream.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const cn = catalogue('cn').errors;
const BASE = '/bo/api/brands/aurora/promotions';
let seq = 0;

const FILE_PROMOTIONS = [
  {
    id: 'file-gift',
    type: 'newbie',
    category: 'newbie',
    title: { TY: 'Quà đăng ký', EN: 'Sign-up gift' },
    summary: { TY: 'Quà', EN: 'A gift' },
    rules: [{ TY: 'Khi đăng ký.', EN: 'On registration.' }],
    award: { kind: 'cash', fixedAmount: 100 },
  },
  {
    id: 'file-reload',
    type: 'deposit',
    category: 'deposit',
    title: { TY: 'Nạp lại' },
    summary: { TY: 'Mỗi ngày' },
    rules: [{ TY: 'Một lần mỗi ngày.' }],
    deposit: { which: 'daily' },
    award: { kind: 'cash', percentBasisPoints: 1_000, cap: 5_000 },
  },
];
const BOREALIS_PROMOTIONS = [
  {
    id: 'b-gift',
    type: 'newbie',
    category: 'newbie',
    title: { EN: 'Borealis gift', CN: '北极光礼物' },
    summary: { EN: 'A gift' },
    rules: [{ EN: 'On registration.' }],
    award: { kind: 'cash', fixedAmount: 100 },
  },
];

/** A valid new promotion for aurora (default language TY). */
const newbie = (id: string, fixedAmount = 700) => ({
  id,
  type: 'newbie',
  category: 'newbie',
  tags: ['NEWBIE'],
  title: { TY: `Quà ${id}`, EN: `Gift ${id}` },
  summary: { TY: 'Quà tặng', EN: 'A gift' },
  rules: [{ TY: 'Một lần.', EN: 'Once.' }],
  award: { kind: 'cash', fixedAmount },
});

describe.each(DATABASE_KINDS)('promotions edited in the back office on %s', (kind) => {
  let t: TestApp;
  let marketing: StaffClient;
  let auditor: StaffClient;
  let borealisOps: StaffClient;
  let admin: StaffClient;
  const streams: EventStream[] = [];
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      tenants: {
        aurora: { ...readFixtureTenant('aurora'), promotions: FILE_PROMOTIONS },
        borealis: { ...readFixtureTenant('borealis'), promotions: BOREALIS_PROMOTIONS },
      },
    });
    [marketing, auditor, borealisOps, admin] = [
      await newSignedInStaff(t, 'marketing', ['aurora']),
      await newSignedInStaff(t, 'auditor', ['aurora']),
      await newSignedInStaff(t, 'operations', ['borealis']),
      await newSignedInStaff(t, 'admin'),
    ];
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  const db = () => t.portal.db;
  const view = (staff: StaffClient = marketing, tenant = 'aurora', language = 'EN') =>
    asStaff(t, staff, 'GET', `/bo/api/brands/${tenant}/promotions/items`, undefined, { 'x-language': language });
  const create = (body: unknown, staff: StaffClient = marketing, tenant = 'aurora', language = 'EN') =>
    asStaff(t, staff, 'POST', `/bo/api/brands/${tenant}/promotions/items`, body, { 'x-language': language });
  const reset = (staff: StaffClient = marketing) => asStaff(t, staff, 'DELETE', `${BASE}/items`);
  const playerList = async (host = AURORA) =>
    ((await t.get('/wps/promotions?language=EN', { host })).json().value.list as Array<{ id: string; status: string; title: string }>).map((p) => p.id);
  const count = async (table: 'staff_audit' | 'content_overrides') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const written = async () => ({
    audit: await count('staff_audit'),
    stored: JSON.stringify(
      await db().selectFrom('content_overrides').select(['tenant_id', 'value']).where('kind', '=', 'promotions').orderBy('tenant_id').execute(),
    ),
  });
  const drain = async () => {
    await eventually(async () => {
      await t.portal.services.promotions.drainEvents();
      expect(await t.portal.services.events.caughtUp('rewards')).toBe(true);
    });
  };
  /** A new member of `tenantId`, signed in (its registration is a 'member.registered' event). */
  async function player(tenantId = 'aurora', host = AURORA): Promise<{ client: Client; memberId: number }> {
    const account = `pe${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(t, host, account, 'Secret123');
    expect(login.status).toBe(200);
    return { client: { host, bearer: login.json().value.token }, memberId: created.id };
  }
  const grantsOf = async (memberId: number) =>
    (
      await sql<{ promotion_id: string }>`select promotion_id from promotion_grants where member_id = ${memberId}::int8 order by promotion_id`.execute(db())
    ).rows.map((r) => r.promotion_id);

  // Runs first: the brands are as their files say.
  it('when staff read a brand never edited, then they see the file’s promotions with source "file", titles in their language or else the brand’s default', async () => {
    const res = await view(marketing, 'aurora', 'EN');
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ tenantId: 'aurora', languages: ['TY', 'EN'], source: 'file', changedBy: null, currency: { symbol: 'P', minorUnits: 2 } });
    expect(value.items.map((i: any) => [i.promotion.id, i.title, i.state, i.granted])).toEqual([
      ['file-gift', 'Sign-up gift', 'running', false],
      ['file-reload', 'Nạp lại', 'running', false],
    ]);
    // CN staff: aurora has no Chinese text, so the brand's default (TY); borealis has Chinese.
    expect((await view(marketing, 'aurora', 'CN')).json().value.items[0].title).toBe('Quà đăng ký');
    expect((await view(borealisOps, 'borealis', 'CN')).json().value.items[0].title).toBe('北极光礼物');
    expect((await view(borealisOps, 'borealis', 'EN')).json().value.items[0].title).toBe('Borealis gift');
  });

  it('when marketing creates a promotion, then the player endpoint lists it, the engine grants it, an open page gets a config event, and borealis sees nothing of it', async () => {
    const stream = await openEventStream(t.port, '/wps/push/events', { host: AURORA });
    streams.push(stream);
    await stream.waitFor((e) => e.event === 'ready');
    const from = stream.events.length;
    const borealisBefore = await playerList(BOREALIS);
    const res = await create(newbie('staff-gift', 700));
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ source: 'staff', changedBy: marketing.username });
    expect(value.items.map((i: any) => i.promotion.id)).toEqual(['file-gift', 'file-reload', 'staff-gift']);
    expect(await playerList()).toEqual(['file-gift', 'file-reload', 'staff-gift']);
    expect(await playerList(BOREALIS)).toEqual(borealisBefore);
    await stream.waitFor((e) => e.event === 'config', from);

    const { memberId } = await player();
    await drain();
    expect(await grantsOf(memberId)).toEqual(['file-gift', 'staff-gift']);
    // The grants list names promotions in the staff language, else the brand's default (aurora has no Chinese).
    const grantTitle = async (language: string) =>
      (await asStaff(t, marketing, 'GET', `${BASE}/grants?promotionId=staff-gift`, undefined, { 'x-language': language })).json().value.items[0].promotionTitle;
    expect(await grantTitle('EN')).toBe('Gift staff-gift');
    expect(await grantTitle('CN')).toBe('Quà staff-gift');
    const audit = await db().selectFrom('staff_audit').selectAll().where('action', '=', 'promotion.create').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ username: marketing.username, tenant_id: 'aurora', subject: 'promotion:staff-gift' });
    expect(audit.detail).toMatchObject({ from: null, to: { id: 'staff-gift', award: { fixedAmount: 700 } } });
  });

  it('when staff pause a promotion, then it leaves the players’ list and grants nothing; resumed, it is back and grants again', async () => {
    const paused = await asStaff(t, marketing, 'POST', `${BASE}/items/staff-gift/pause`, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.json().value.items.find((i: any) => i.promotion.id === 'staff-gift').state).toBe('paused');
    expect(await playerList()).not.toContain('staff-gift');
    expect((await t.get('/wps/promotions/staff-gift?language=EN', { host: AURORA })).json().value.status).toBe('closed');
    const during = await player();
    await drain();
    expect(await grantsOf(during.memberId)).toEqual(['file-gift']);

    expect((await asStaff(t, marketing, 'POST', `${BASE}/items/staff-gift/pause`, { paused: false })).status).toBe(200);
    expect(await playerList()).toContain('staff-gift');
    const after = await player();
    await drain();
    expect(await grantsOf(after.memberId)).toEqual(['file-gift', 'staff-gift']);
    const actions = await db().selectFrom('staff_audit').select(['action', 'detail']).where('subject', '=', 'promotion:staff-gift').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['promotion.create', 'promotion.pause', 'promotion.resume']);
    expect(actions[1].detail).toEqual({ from: { paused: false }, to: { paused: true } });
  });

  it('when staff pause a manual rebate, then its claim is refused as closed and its rebate leaves the player’s list; resumed, the player claims what accrued', async () => {
    const rebate = {
      ...newbie('staff-rebate'),
      type: 'rebate',
      category: 'rebate',
      award: { kind: 'cash' },
      rebate: { period: 'daily', claim: 'manual', ratesBasisPoints: { RNG: 100 } },
    };
    expect((await create(rebate)).status).toBe(200);
    const { client, memberId } = await player();
    await sql`
      select game_round_change('aurora', 'TEST', ${`pe-r${++seq}`}, ${memberId}::int8, 'g1', 'RNG', 'PHP', false, ${50_000}::int8, 0::int8, 0::int8, true)`.execute(
      db(),
    );
    await drain();
    expect((await asStaff(t, marketing, 'POST', `${BASE}/items/staff-rebate/pause`, { paused: true })).status).toBe(200);
    const refused = await call(t, client, 'POST', '/wps/rebate/staff-rebate/claim');
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe(en.promotionClosed);
    expect((await call(t, client, 'GET', '/wps/rebate')).json().value.list.map((r: any) => r.promotionId)).not.toContain('staff-rebate');
    expect((await asStaff(t, marketing, 'POST', `${BASE}/items/staff-rebate/pause`, { paused: false })).status).toBe(200);
    expect((await call(t, client, 'POST', '/wps/rebate/staff-rebate/claim')).json().value.amount).toBe(500);
  });

  it('when a promotion has grants, then its id and type cannot change (translated field error, nothing written) while its texts and amount can', async () => {
    const before = await written();
    const retyped = await asStaff(t, marketing, 'PUT', `${BASE}/items/staff-gift`, {
      ...newbie('staff-gift'),
      type: 'deposit',
      category: 'deposit',
      deposit: { which: 'first' },
    });
    expect(retyped.status).toBe(400);
    expect(retyped.json().errors).toEqual([expect.objectContaining({ field: 'type', message: en.promotionTypeLocked })]);
    const renamed = await asStaff(t, marketing, 'PUT', `${BASE}/items/staff-gift`, newbie('staff-gift-2'));
    expect(renamed.status).toBe(400);
    expect(renamed.json().errors[0]).toMatchObject({ field: 'id', message: en.promotionIdLocked });
    expect(await written()).toEqual(before);

    const edited = await asStaff(t, marketing, 'PUT', `${BASE}/items/staff-gift`, { ...newbie('staff-gift', 900), title: { TY: 'Quà mới', EN: 'New gift' } });
    expect(edited.status).toBe(200);
    expect(edited.json().value.items.find((i: any) => i.promotion.id === 'staff-gift')).toMatchObject({ title: 'New gift', granted: true });
    const list = (await t.get('/wps/promotions?language=EN', { host: AURORA })).json().value.list;
    expect(list.find((p: any) => p.id === 'staff-gift').title).toBe('New gift');
    // An id something was granted under cannot be taken by a new promotion either.
    const reused = await create(newbie('file-gift'));
    expect(reused.status).toBe(400);
    expect(reused.json().errors[0]).toMatchObject({ field: 'id' });
  });

  it('when an edit breaks the schema or a cross-field rule, then the answer names each field in the staff member’s language and nothing is written', async () => {
    const before = await written();
    const schemaBad = await create({ ...newbie('bad-one'), title: undefined, award: { kind: 'cash', fixedAmount: -5 } });
    expect(schemaBad.status).toBe(400);
    expect(
      schemaBad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['award.fixedAmount', 'title']);

    const noDeposit = { ...newbie('bad-two'), type: 'deposit', category: 'deposit', award: { kind: 'bonus', percentBasisPoints: 5_000 } };
    const crossEn = await create(noDeposit);
    expect(crossEn.status).toBe(400);
    expect(crossEn.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'deposit', message: en.promotionSectionRequired.replace('{{type}}', 'deposit') }),
        expect.objectContaining({ field: 'award.cap', message: en.promotionAwardCapRequired }),
      ]),
    );
    const crossCn = await create(noDeposit, marketing, 'aurora', 'CN');
    expect(crossCn.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'award.cap', message: cn.promotionAwardCapRequired })]));

    const others = [
      { ...newbie('bad-3'), rebate: { period: 'daily', claim: 'auto', ratesBasisPoints: { RNG: 10 } } }, // a section of another type
      { ...newbie('bad-4'), wagering: { multiplier: 3 } }, // wagering on cash
      { ...newbie('bad-5'), title: { EN: 'No default language' } }, // TY is aurora's default
      { ...newbie('bad-6'), summary: { TY: 'x', CN: '中文' } }, // aurora offers no CN
      { ...newbie('bad-7'), startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      { ...newbie('Bad_Id') },
      { ...newbie('bad-8'), surprise: true },
    ];
    for (const body of others) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.length, res.text).toBeGreaterThan(0);
      for (const e of res.json().errors) expect(e.message, res.text).not.toMatch(/errors\.|validation\./);
    }
    const dup = await create(newbie('staff-gift'));
    expect(dup.json().errors[0]).toMatchObject({ field: 'id', message: en.promotionIdTaken });
    expect((await asStaff(t, marketing, 'PUT', `${BASE}/items/nope`, newbie('nope'))).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('when the auditor or another brand’s staff try, then they can read only what they may and write nothing; aurora’s staff cannot touch borealis', async () => {
    const before = await written();
    expect((await view(auditor)).status).toBe(200);
    expect((await create(newbie('auditor-one'), auditor)).status).toBe(403);
    expect((await asStaff(t, auditor, 'POST', `${BASE}/items/staff-gift/pause`, { paused: true })).status).toBe(403);
    expect((await reset(auditor)).status).toBe(403);
    // Brand scope: the other brand is the same 404 as a brand that does not exist.
    expect((await view(borealisOps, 'aurora')).status).toBe(404);
    expect((await create(newbie('intruder'), borealisOps, 'aurora')).status).toBe(404);
    expect((await asStaff(t, borealisOps, 'POST', `${BASE}/items/staff-gift/end`)).status).toBe(404);
    // Every endpoint of the editor, as borealis's staff on aurora and as aurora's (marketing) on borealis.
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'items'],
      ['POST', 'items', newbie('intruder')],
      ['PUT', 'items/b-gift', newbie('b-gift')],
      ['POST', 'items/b-gift/pause', { paused: true }],
      ['POST', 'items/b-gift/end', {}],
      ['PUT', 'item-order', { ids: ['b-gift'] }],
      ['DELETE', 'items'],
    ];
    for (const [method, path, body] of calls) {
      expect((await asStaff(t, borealisOps, method, `${BASE}/${path}`, body)).status, `${method} ${path}`).toBe(404);
      expect((await asStaff(t, marketing, method, `/bo/api/brands/borealis/promotions/${path}`, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await view(marketing, 'borealis')).status).toBe(404);
    expect((await create(newbie('intruder'), marketing, 'borealis')).status).toBe(404);
    // Without the CSRF token a write is refused.
    expect((await asStaff(t, marketing, 'POST', `${BASE}/items`, newbie('no-csrf'), { 'x-csrf-token': '' })).status).toBe(403);
    expect(await written()).toEqual(before);
    expect(await playerList(BOREALIS)).toEqual(['b-gift']);
  });

  it('when ten creates run at once, then all ten are kept, each audited once', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `burst-${i}`);
    const results = await Promise.all(ids.map((id, i) => create(newbie(id), i % 2 === 0 ? marketing : admin)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    const items = (await view()).json().value.items.map((i: any) => i.promotion.id);
    for (const id of ids) expect(items).toContain(id);
    const audits = await db()
      .selectFrom('staff_audit')
      .select('subject')
      .where('action', '=', 'promotion.create')
      .where('subject', 'like', 'promotion:burst-%')
      .execute();
    expect(audits.length).toBe(10);
    expect(await playerList()).toEqual(expect.arrayContaining(ids));
  });

  it('when staff order and end promotions, then the players’ list follows the order and an ended promotion is closed while its bonus keeps running', async () => {
    // A bonus from a first-deposit promotion, then the promotion ends.
    const bonusPromo = {
      ...newbie('first-bonus'),
      type: 'deposit',
      category: 'deposit',
      deposit: { which: 'first' },
      award: { kind: 'bonus', percentBasisPoints: 10_000, cap: 1_000 },
      wagering: { multiplier: 5 },
    };
    expect((await create(bonusPromo)).status).toBe(200);
    const p = await player();
    const dep = await call(t, p.client, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount: 10_000,
      reference: 'TXN',
      idempotencyKey: `pe-dep-${++seq}`,
    });
    expect(dep.status, dep.text).toBe(200);
    await t.portal.services.deposits.approve('aurora', dep.json().value.id, { id: 1, username: 'cashier' });
    await drain();
    const bonusesBefore = (await call(t, p.client, 'GET', '/wps/bonuses')).json().value.list;
    expect(bonusesBefore.map((b: any) => [b.promotionId, b.state])).toEqual([['first-bonus', 'active']]);

    const ended = await asStaff(t, marketing, 'POST', `${BASE}/items/first-bonus/end`);
    expect(ended.status).toBe(200);
    expect(ended.json().value.items.find((i: any) => i.promotion.id === 'first-bonus').state).toBe('ended');
    const cards = (await t.get('/wps/promotions?language=EN', { host: AURORA })).json().value.list;
    expect(cards.find((c: any) => c.id === 'first-bonus').status).toBe('closed');
    expect((await call(t, p.client, 'GET', '/wps/bonuses')).json().value.list.map((b: any) => [b.promotionId, b.state])).toEqual([['first-bonus', 'active']]);
    expect((await asStaff(t, marketing, 'POST', `${BASE}/items/first-bonus/end`)).json().message).toBe(en.promotionAlreadyEnded);

    const current = (await view()).json().value.items.map((i: any) => i.promotion.id) as string[];
    const reordered = [...current].reverse();
    const ordered = await asStaff(t, marketing, 'PUT', `${BASE}/item-order`, { ids: reordered });
    expect(ordered.status).toBe(200);
    expect(await playerList()).toEqual(reordered);
    expect((await asStaff(t, marketing, 'PUT', `${BASE}/item-order`, { ids: reordered.slice(1) })).status).toBe(400);
  });

  it('when staff reset to the file, then the file’s promotions apply again for players and the engine, audited with what was there', async () => {
    const res = await reset();
    expect(res.status).toBe(200);
    expect(res.json().value).toMatchObject({ source: 'file', changedBy: null });
    expect(res.json().value.items.map((i: any) => i.promotion.id)).toEqual(['file-gift', 'file-reload']);
    expect(await playerList()).toEqual(['file-gift', 'file-reload']);
    const { memberId } = await player();
    await drain();
    expect(await grantsOf(memberId)).toEqual(['file-gift']);
    const audit = await db().selectFrom('staff_audit').selectAll().where('action', '=', 'promotion.reset').executeTakeFirstOrThrow();
    expect((audit.detail as { from: unknown[] }).from.length).toBeGreaterThan(2);
    // Borealis was never edited.
    expect((await db().selectFrom('content_overrides').select('tenant_id').where('kind', '=', 'promotions').execute()).length).toBe(0);
  });

  // The type sections the editor builds (raffle, ranking, referral, appDownload); after the reset, so the list tests above see only theirs.
  const raffle = (id: string) => ({
    ...newbie(id),
    type: 'raffle',
    category: 'other',
    award: { kind: 'cash' },
    raffle: {
      earn: { turnoverPerChance: 10_000, categories: ['RNG'], maxChancesPerDay: 3 },
      prizes: [
        { id: 'big', name: { TY: 'Giải lớn', EN: 'Big prize' }, kind: 'cash', amount: 5_000, weight: 1, stock: 2 },
        { id: 'none', name: { TY: 'Chúc may mắn', EN: 'Next time' }, kind: 'none', weight: 9 },
      ],
    },
  });
  const ranking = (id: string) => ({
    ...newbie(id),
    type: 'ranking',
    category: 'other',
    award: { kind: 'cash' },
    ranking: {
      period: 'weekly',
      minTurnover: 1_000,
      prizes: [
        { fromRank: 1, toRank: 1, amount: 10_000 },
        { fromRank: 2, toRank: 5, amount: 2_000 },
      ],
    },
  });
  const referral = (id: string) => ({
    ...newbie(id),
    type: 'referral',
    category: 'other',
    award: { kind: 'cash' },
    referral: {
      milestones: [
        { on: 'registered', amount: 200, friendAmount: 100 },
        { on: 'firstDeposit', threshold: 2_000, amount: 500 },
      ],
      maxFriends: 5,
    },
  });

  it('when staff create a raffle, a ranking, a referral and an app-download promotion through the editor, then the player endpoints show their prizes, bands and milestones', async () => {
    for (const body of [
      raffle('ed-raffle'),
      ranking('ed-ranking'),
      referral('ed-referral'),
      { ...newbie('ed-app'), type: 'appDownload', appDownload: { platforms: ['ios'] } },
    ]) {
      const res = await create(body);
      expect(res.status, res.text).toBe(200);
      expect(res.json().value.items.find((i: any) => i.promotion.id === body.id).promotion).toMatchObject(body);
    }
    expect(await playerList()).toEqual(expect.arrayContaining(['ed-raffle', 'ed-ranking', 'ed-referral', 'ed-app']));
    const { client } = await player();
    const draw = await call(t, client, 'GET', '/wps/promotions/ed-raffle/raffle?language=EN');
    expect(draw.status, draw.text).toBe(200);
    expect(draw.json().value).toMatchObject({ promotionId: 'ed-raffle', maxChancesPerDay: 3, turnoverPerChance: 10_000 });
    expect(draw.json().value.prizes).toHaveLength(2);
    const board = await t.get('/wps/promotions/ed-ranking/leaderboard', { host: AURORA });
    expect(board.status, board.text).toBe(200);
    expect(board.json().value).toMatchObject({ period: 'weekly', minTurnover: 1_000, prizes: ranking('ed-ranking').ranking.prizes });
    const detail = await t.get('/wps/promotions/ed-referral?language=EN', { host: AURORA });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json().value.id).toBe('ed-referral');
    // Borealis's players see none of aurora's.
    expect((await t.get('/wps/promotions/ed-ranking/leaderboard', { host: BOREALIS })).status).toBe(404);
  });

  it('when a prize table is broken, rank bands overlap or a milestone repeats, then the answer names the field in the staff member’s language and nothing is written', async () => {
    const before = await written();
    const base = raffle('bad-raffle');
    const brokenPrizes = {
      ...base,
      raffle: {
        earn: { maxChancesPerDay: 1 },
        prizes: [
          { id: 'a', name: { TY: 'A' }, kind: 'bonus', weight: 1 },
          { id: 'a', name: { EN: 'no default language' }, kind: 'none', weight: 1 },
        ],
      },
    };
    const prizes = await create(brokenPrizes);
    expect(prizes.status).toBe(400);
    expect(prizes.json().errors.map((e: any) => [e.field, e.message])).toEqual(
      expect.arrayContaining([
        ['raffle.earn', en.promotionRaffleNoEarn],
        ['raffle.prizes.0.amount', en.promotionPrizeAmountRequired],
        ['raffle.prizes.1.id', en.promotionPrizeIdRepeated.replace('{{id}}', 'a')],
        ['raffle.prizes.1.name', en.promotionDefaultTextRequired.replace('{{language}}', 'TY')],
      ]),
    );
    const overlapping = {
      ...ranking('bad-ranking'),
      ranking: {
        period: 'custom',
        minTurnover: 0,
        prizes: [
          { fromRank: 1, toRank: 3, amount: 1 },
          { fromRank: 3, toRank: 4, amount: 1 },
          { fromRank: 9, toRank: 5, amount: 1 },
        ],
      },
    };
    const bands = await create(overlapping, marketing, 'aurora', 'CN');
    expect(bands.status).toBe(400);
    expect(bands.json().errors.map((e: any) => [e.field, e.message])).toEqual(
      expect.arrayContaining([
        ['ranking.period', cn.promotionRankingCustomDates],
        ['ranking.prizes.1', cn.promotionRankBandOverlap.replace('{{n}}', '1').replace('{{fromRank}}', '1').replace('{{toRank}}', '3')],
        ['ranking.prizes.2.toRank', cn.promotionRankBandReversed.replace('{{toRank}}', '5').replace('{{fromRank}}', '9')],
      ]),
    );
    const twice = {
      ...referral('bad-referral'),
      referral: {
        milestones: [
          { on: 'registered', amount: 1 },
          { on: 'registered', amount: 2 },
        ],
      },
    };
    const milestones = await create(twice);
    expect(milestones.status).toBe(400);
    expect(milestones.json().errors).toEqual([expect.objectContaining({ field: 'referral.milestones.1.on', message: en.promotionMilestoneRepeated })]);
    // An edit of an existing one is held to the same rules.
    const edited = await asStaff(t, marketing, 'PUT', `${BASE}/items/ed-referral`, twice);
    expect(edited.status).toBe(400);
    expect(await written()).toEqual(before);
  });
});

describe('promotions edited on one instance, two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres', 'migrated');
    const tenants = { aurora: { ...readFixtureTenant('aurora'), promotions: FILE_PROMOTIONS }, borealis: readFixtureTenant('borealis') };
    a = await startTestApp({ database, tenants });
    b = await startTestApp({ database, tenants });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('when staff create and pause a promotion on instance A, then instance B’s player list and an open stream of B follow without a restart', async () => {
    const stream = await openEventStream(b.port, '/wps/push/events', { host: AURORA });
    streams.push(stream);
    await stream.waitFor((e) => e.event === 'ready');
    const from = stream.events.length;
    const listOnB = async () => ((await b.get('/wps/promotions?language=EN', { host: AURORA })).json().value.list as Array<{ id: string }>).map((p) => p.id);
    const staff = await newSignedInStaff(a, 'marketing', ['aurora']);
    expect((await asStaff(a, staff, 'POST', `${BASE}/items`, newbie('two-instances'))).status).toBe(200);
    await eventually(async () => expect(await listOnB()).toContain('two-instances'));
    await stream.waitFor((e) => e.event === 'config', from);
    expect(b.portal.tenants.get('aurora')!.version).toBe(a.portal.tenants.get('aurora')!.version);

    expect((await asStaff(a, staff, 'POST', `${BASE}/items/two-instances/pause`, { paused: true })).status).toBe(200);
    await eventually(async () => expect(await listOnB()).not.toContain('two-instances'));
  });
});
