// Platform messages (messageV2, issue 21 item 2) over real HTTP on both engines: system messages from a real
// deposit credit (once, even when the consumer replays), operator messages from the back office to a brand, a
// segment or one account, the inbox's read/delete/unread count, the push cue, staff permissions and brand
// scope, bad input, and nothing crossing brands.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { openEventStream } from './helpers/event-stream.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const STAFF = { id: 1, username: 'cashier' };
let seq = 0;

describe.each(DATABASE_KINDS)('platform messages on %s', (kind) => {
  let t: TestApp;
  let marketing: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    marketing = await newSignedInStaff(t, 'marketing');
  });
  afterAll(() => t?.close());

  async function player(host = AURORA, tenantId = 'aurora', uplineId?: number): Promise<{ client: Client; memberId: number; account: string }> {
    const account = `ms${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
      ...(uplineId ? { uplineId } : {}),
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(t, host, account, 'Secret123');
    expect(login.status).toBe(200);
    return { client: { host, bearer: login.json().value.token }, memberId: created.id, account };
  }

  const inbox = async (c: Client, query = '') => {
    const res = await call(t, c, 'GET', `/wps/member/messages${query}`);
    expect(res.status).toBe(200);
    return res.json().value as { list: Array<Record<string, any>>; total: number; unread: number };
  };
  const unread = async (c: Client) => (await call(t, c, 'GET', '/wps/relay/CSP_unreadCount')).json().value.count as number;
  const send = (body: unknown, tenant = 'aurora', staff = marketing) => asStaff(t, staff, 'POST', `/bo/api/brands/${tenant}/messages`, body);
  const messageRows = async () => Number((await sql<{ n: string }>`select count(*)::text as n from messages`.execute(t.portal.db)).rows[0].n);
  const drain = async () => {
    await eventually(async () => {
      await t.portal.services.messages.drainEvents();
      expect(await t.portal.services.events.caughtUp('messages')).toBe(true);
    });
  };

  it('when a deposit is credited, then the member gets one system message with its code and amount, even when the consumer replays', async () => {
    const p = await player();
    const other = await player();
    const dep = await call(t, p.client, 'POST', '/wps/deposits/bank', {
      methodId: 'bank',
      bankAccountId: 'bdo-1',
      amount: 25_000,
      reference: 'TXN',
      idempotencyKey: `k-${Date.now()}-${++seq}`,
    });
    expect(dep.status).toBe(200);
    await t.portal.services.deposits.approve('aurora', dep.json().value.id, STAFF);
    await drain();
    const box = await inbox(p.client);
    expect(box.list).toHaveLength(1);
    expect(box.list[0]).toMatchObject({ kind: 'system', code: 'depositCredited', params: { amount: 25_000 }, read: false });
    expect(box.list[0].title).toBeUndefined();
    expect(await unread(p.client)).toBe(1);
    expect((await inbox(other.client)).total).toBe(0);

    // A replay from the start of the outbox writes nothing more.
    await sql`update event_cursors set tx_id = '0'::xid8, event_id = 0 where consumer = 'messages'`.execute(t.portal.db);
    await drain();
    expect((await inbox(p.client)).total).toBe(1);
  });

  it('when two consumers drain at once after several credits, then each member gets exactly one message per credit', async () => {
    const players = [await player(), await player(), await player()];
    for (const p of players) {
      for (const amount of [25_000, 30_000]) {
        const dep = await call(t, p.client, 'POST', '/wps/deposits/bank', {
          methodId: 'bank',
          bankAccountId: 'bdo-1',
          amount,
          reference: 'TXN',
          idempotencyKey: `k-${Date.now()}-${++seq}`,
        });
        expect(dep.status, dep.text).toBe(200);
        await t.portal.services.deposits.approve('aurora', dep.json().value.id, STAFF);
      }
    }
    await eventually(async () => {
      await Promise.all([t.portal.services.messages.drainEvents(), t.portal.services.messages.drainEvents(), t.portal.services.messages.drainEvents()]);
      expect(await t.portal.services.events.caughtUp('messages')).toBe(true);
    });
    for (const p of players) {
      const box = await inbox(p.client);
      expect(box.list.map((m) => m.params?.amount).sort()).toEqual([25_000, 30_000]);
    }
    expect(await t.portal.services.events.failures('messages')).toEqual([]);
  });

  it('when staff send to the whole brand, then every member of that brand sees it once and no member of another brand does', async () => {
    const [a1, a2] = [await player(), await player()];
    const b = await player(BOREALIS, 'borealis');
    const before = await messageRows();
    const res = await send({ title: { TY: 'Chào', EN: 'Hello all' }, body: { TY: 'Nội dung', EN: 'Maintenance tonight' }, audience: { type: 'all' } });
    expect(res.status).toBe(200);
    // One row for the whole brand, not one per player.
    expect(await messageRows()).toBe(before + 1);
    const id = res.json().value.id as number;
    for (const c of [a1.client, a2.client]) {
      const box = await inbox(c);
      expect(box.list.find((m) => m.id === id)).toMatchObject({ kind: 'operator', title: 'Hello all', body: 'Maintenance tonight', read: false });
    }
    // The title follows the request's language.
    expect((await inbox(a1.client, '?language=TY')).list.find((m) => m.id === id)?.title).toBe('Chào');
    expect((await inbox(b.client)).list.find((m) => m.id === id)).toBeUndefined();
  });

  it('when staff send to one account, then only that player sees it, and their open stream gets the cue while another member’s does not', async () => {
    const target = await player();
    const bystander = await player();
    const mine = await openEventStream(t.port, '/wps/push/events', { host: AURORA, headers: { authorization: `Bearer ${target.client.bearer}` } });
    const theirs = await openEventStream(t.port, '/wps/push/events', { host: AURORA, headers: { authorization: `Bearer ${bystander.client.bearer}` } });
    try {
      await Promise.all([mine.waitFor((e) => e.event === 'ready'), theirs.waitFor((e) => e.event === 'ready')]);
      const res = await send({
        title: { TY: 'Riêng', EN: 'Just you' },
        body: { TY: 'x', EN: 'Private note' },
        audience: { type: 'member', account: target.account.toUpperCase() },
      });
      expect(res.status).toBe(200);
      expect(res.json().value.audience).toEqual({ type: 'member', account: target.account });
      const cue = await mine.waitFor((e) => e.event === 'messages');
      expect(cue.json()).toEqual({ type: 'messages' });
      expect((await inbox(target.client)).list.some((m) => m.title === 'Just you')).toBe(true);
      expect((await inbox(bystander.client)).list.some((m) => m.title === 'Just you')).toBe(false);
      expect(theirs.events.some((e) => e.event === 'messages')).toBe(false);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('when staff send to an agent’s downline or a registration window, then only members in that segment see it', async () => {
    const agent = await player();
    const down = await player(AURORA, 'aurora', agent.memberId);
    const outside = await player();
    const res = await send({
      title: { TY: 'Đội', EN: 'Team news' },
      body: { TY: 'x', EN: 'For the team' },
      audience: { type: 'downline', account: agent.account },
    });
    expect(res.status).toBe(200);
    expect((await inbox(down.client)).list.some((m) => m.title === 'Team news')).toBe(true);
    expect((await inbox(outside.client)).list.some((m) => m.title === 'Team news')).toBe(false);
    expect((await inbox(agent.client)).list.some((m) => m.title === 'Team news')).toBe(false);

    const window = await send({
      title: { TY: 'Mới', EN: 'Newcomers' },
      body: { TY: 'x', EN: 'Welcome' },
      audience: { type: 'registered', from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(window.status).toBe(200);
    const later = await send({
      title: { TY: 'Sau', EN: 'Future' },
      body: { TY: 'x', EN: 'Nobody yet' },
      audience: { type: 'registered', from: '2999-01-01T00:00:00Z', to: '2999-02-01T00:00:00Z' },
    });
    expect(later.status).toBe(200);
    const box = await inbox(outside.client);
    expect(box.list.some((m) => m.title === 'Newcomers')).toBe(true);
    expect(box.list.some((m) => m.title === 'Future')).toBe(false);
  });

  it('when a member reads, deletes and marks all read, then the unread count follows and a deleted message stays gone for them only', async () => {
    const p = await player();
    const q = await player();
    await send({ title: { TY: 'a', EN: 'One' }, body: { TY: 'a', EN: 'one' }, audience: { type: 'member', account: p.account } });
    const shared = (await send({ title: { TY: 'b', EN: 'Two' }, body: { TY: 'b', EN: 'two' }, audience: { type: 'all' } })).json().value.id as number;
    const box = await inbox(p.client);
    const one = box.list.find((m) => m.title === 'One')!;
    const startUnread = await unread(p.client);
    expect(startUnread).toBe(box.unread);
    const read = await call(t, p.client, 'POST', '/wps/member/messages/read', { ids: [one.id] });
    expect(read.status).toBe(200);
    expect(read.json().value).toEqual({ changed: 1, unread: startUnread - 1 });
    expect((await inbox(p.client)).list.find((m) => m.id === one.id)?.read).toBe(true);

    const del = await call(t, p.client, 'POST', '/wps/member/messages/delete', { ids: [shared] });
    expect(del.status).toBe(200);
    expect((await inbox(p.client)).list.some((m) => m.id === shared)).toBe(false);
    // The broadcast is still there for everyone else.
    expect((await inbox(q.client)).list.some((m) => m.id === shared)).toBe(true);

    expect((await call(t, p.client, 'POST', '/wps/member/messages/read', { all: true })).status).toBe(200);
    expect(await unread(p.client)).toBe(0);
    // Another member's message (or none) cannot be read or deleted: a clear 404, nothing written.
    const hidden = (await send({ title: { TY: 'c', EN: 'Only q' }, body: { TY: 'c', EN: 'q' }, audience: { type: 'member', account: q.account } })).json().value
      .id;
    const refused = await call(t, p.client, 'POST', '/wps/member/messages/delete', { ids: [hidden] });
    expect(refused.status).toBe(404);
    expect(refused.json().message).toBe(en.messageNotFound);
    expect((await inbox(q.client)).list.find((m) => m.id === hidden)?.read).toBe(false);
  });

  it('when staff withdraw a message, then members no longer see it and the list shows who withdrew it and how many read it', async () => {
    const p = await player();
    const sent = (await send({ title: { TY: 'w', EN: 'Oops' }, body: { TY: 'w', EN: 'wrong' }, audience: { type: 'all' } })).json().value.id as number;
    await call(t, p.client, 'POST', '/wps/member/messages/read', { ids: [sent] });
    const listed = (await asStaff(t, marketing, 'GET', '/bo/api/brands/aurora/messages')).json().value.list.find((m: any) => m.id === sent);
    expect(listed.reads).toBe(1);
    const w = await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/messages/${sent}/withdraw`, {});
    expect(w.status).toBe(200);
    expect(w.json().value).toMatchObject({ id: sent, withdrawnBy: marketing.username });
    expect((await inbox(p.client)).list.some((m) => m.id === sent)).toBe(false);
    expect((await asStaff(t, marketing, 'POST', `/bo/api/brands/aurora/messages/${sent}/withdraw`, {})).status).toBe(409);
    const audit = await sql<{ action: string }>`select action from staff_audit where username = ${marketing.username} and action like 'message.%'`.execute(
      t.portal.db,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['message.send', 'message.withdraw']));
  });

  it('when input is bad (too long, empty, unknown account, not the brand’s language, no default language), then a translated 400 and nothing is written', async () => {
    const before = await messageRows();
    const cases: Array<[unknown, string | null]> = [
      [{ title: { TY: 'x'.repeat(101), EN: 'ok' }, body: { TY: 'x', EN: 'x' }, audience: { type: 'all' } }, null],
      [{ title: {}, body: { TY: 'x' }, audience: { type: 'all' } }, null],
      [{ title: { TY: '   ' }, body: { TY: 'x' }, audience: { type: 'all' } }, en.messageDefaultLanguageRequired.replace('{{language}}', 'TY')],
      [{ title: { EN: 'only en' }, body: { EN: 'x' }, audience: { type: 'all' } }, en.messageDefaultLanguageRequired.replace('{{language}}', 'TY')],
      [{ title: { TY: 'x', CN: '中' }, body: { TY: 'x' }, audience: { type: 'all' } }, en.messageLanguageNotOfBrand.replace('{{language}}', 'CN')],
      [
        { title: { TY: 'x' }, body: { TY: 'x' }, audience: { type: 'member', account: 'nobody-here' } },
        en.messageUnknownAccount.replace('{{account}}', 'nobody-here'),
      ],
      [
        { title: { TY: 'x' }, body: { TY: 'x' }, audience: { type: 'registered', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
        en.messageBadDateRange,
      ],
      [{ title: { TY: 'x' }, body: { TY: 'x' }, audience: { type: 'everyone' } }, null],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBeTruthy();
      if (message) expect(res.json().message).toBe(message);
    }
    // A member of another brand is an unknown account here.
    const b = await player(BOREALIS, 'borealis');
    expect((await send({ title: { TY: 'x' }, body: { TY: 'x' }, audience: { type: 'member', account: b.account } })).status).toBe(400);
    expect(await messageRows()).toBe(before);
  });

  it('when text holds HTML or script, then it is stored and returned as the same plain text', async () => {
    const p = await player();
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await send({ title: { TY: evil }, body: { TY: evil }, audience: { type: 'member', account: p.account } })).status).toBe(200);
    const m = (await inbox(p.client)).list.find((x) => x.title === evil);
    expect(m?.body).toBe(evil);
  });

  it('when staff lack the permission or the brand, or a session belongs to another brand, then nothing is shown or written', async () => {
    const cashier = await newSignedInStaff(t, 'cashier');
    const auditor = await newSignedInStaff(t, 'auditor');
    const borealisOnly = await newSignedInStaff(t, 'marketing', ['borealis']);
    const body = { title: { TY: 'x' }, body: { TY: 'x' }, audience: { type: 'all' } };
    expect((await asStaff(t, cashier, 'GET', '/bo/api/brands/aurora/messages')).status).toBe(403);
    expect((await send(body, 'aurora', cashier)).status).toBe(403);
    expect((await asStaff(t, auditor, 'GET', '/bo/api/brands/aurora/messages')).status).toBe(200);
    expect((await send(body, 'aurora', auditor)).status).toBe(403);
    expect((await asStaff(t, borealisOnly, 'GET', '/bo/api/brands/aurora/messages')).status).toBe(404);
    expect((await send(body, 'aurora', borealisOnly)).status).toBe(404);
    const sent = (await send(body)).json().value.id;
    expect((await asStaff(t, borealisOnly, 'POST', `/bo/api/brands/aurora/messages/${sent}/withdraw`, {})).status).toBe(404);
    // Withdrawing an aurora message through borealis's path finds nothing.
    expect((await asStaff(t, marketing, 'POST', `/bo/api/brands/borealis/messages/${sent}/withdraw`, {})).status).toBe(404);

    const p = await player();
    const onOther: Client = { host: BOREALIS, bearer: p.client.bearer };
    for (const [method, path, payload] of [
      ['GET', '/wps/member/messages', undefined],
      ['GET', '/wps/relay/CSP_unreadCount', undefined],
      ['POST', '/wps/member/messages/read', { all: true }],
      ['POST', '/wps/member/messages/delete', { ids: [sent] }],
    ] as const) {
      expect((await call(t, onOther, method, path, payload)).status, path).toBe(401);
      expect((await call(t, { host: AURORA }, method, path, payload)).status, path).toBe(401);
    }
  });

  it('when anyone asks for the announcements, then the brand’s live notices of the asked types come in the asked language, and a bad type is a clear 400', async () => {
    const b = (await t.get('/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=EN', { host: AURORA })).json();
    expect(b.value.list).toEqual([{ id: 1, type: 'B', title: 'Welcome', content: 'Hello <b>players</b>' }]);
    const ty = (await t.get('/wps/relay/MCSFE_getListAnnouncements?language=TY', { host: AURORA })).json();
    expect(ty.value.list[0].title).toBe('Chao mung');
    expect((await t.get('/wps/relay/MCSFE_getListAnnouncements?types=PU', { host: AURORA })).json().value.list).toEqual([]);

    // A popup notice staff add in the back office's live content is in the same store: aurora's, not borealis's.
    const added = await asStaff(t, marketing, 'POST', '/bo/api/brands/aurora/content/notices', {
      type: 'PU',
      title: { TY: 'Bảo trì', EN: 'Maintenance tonight' },
      content: { TY: 'x', EN: 'From 02:00' },
    });
    expect(added.status, added.text).toBe(200);
    await eventually(async () => {
      const pu = (await t.get('/wps/relay/MCSFE_getListAnnouncements?types=PU&language=EN', { host: AURORA })).json().value.list;
      expect(pu.map((n: { title: string }) => n.title)).toEqual(['Maintenance tonight']);
    });
    expect((await t.get('/wps/relay/MCSFE_getListAnnouncements?types=PU', { host: BOREALIS })).json().value.list).toEqual([]);
    const bad = await t.get('/wps/relay/MCSFE_getListAnnouncements?types=B,XX', { host: AURORA, headers: { 'x-language': 'EN' } });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
