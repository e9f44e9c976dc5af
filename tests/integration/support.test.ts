// Support (issue 21 items 4, 5, 7) over real HTTP on both engines: feedback within the brand's word bounds,
// tickets with images and staff answers (which reach the player's messages), the live chat with staff over the
// push channel (posts, typing, read marks, assignment and handover), offline chat messages becoming tickets,
// and bad input: too-long texts, wrong-type and oversized uploads, HTML kept as text, and nothing crossing
// players or brands.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { openEventStream, type EventStream } from './helpers/event-stream.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 1)]);
const XSS = '<script>alert("x")</script> <img src=x onerror=alert(1)> my deposit is missing';
let seq = 0;

function tenantsWithSupport() {
  const aurora = readFixtureTenant('aurora');
  aurora.support = { chat: 'builtIn', contentWords: { min: 3, max: 20 }, cannedAnswers: [{ title: 'Hi', text: 'Hello, how can I help?' }] };
  const borealis = readFixtureTenant('borealis');
  borealis.support = { chat: 'builtIn', contentWords: { min: 1, max: 50 } };
  return { aurora, borealis };
}

describe.each(DATABASE_KINDS)('support on %s', (kind) => {
  let t: TestApp;
  let ops: StaffClient;
  let ops2: StaffClient;
  let borealisOnly: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: tenantsWithSupport() });
    ops = await newSignedInStaff(t, 'operations');
    ops2 = await newSignedInStaff(t, 'operations');
    borealisOnly = await newSignedInStaff(t, 'operations', ['borealis']);
  });
  afterAll(() => t?.close());

  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number; account: string }> {
    const account = `sp${Date.now() % 1_000_000}${++seq}`;
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
    return { client: { host, bearer: login.json().value.token }, memberId: created.id, account };
  }

  const upload = (c: Client, path: string, bytes: Buffer, type = 'image/png') =>
    t.request(path, { method: 'POST', host: c.host, headers: { authorization: `Bearer ${c.bearer}`, 'content-type': type, 'x-language': 'EN' }, body: bytes });
  const rows = async (table: string) => Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(t.portal.db)).rows[0].n);
  const stream = (c: Client) => openEventStream(t.port, '/wps/push/events', { host: c.host, headers: { authorization: `Bearer ${c.bearer}` } });
  const staffStream = (s: StaffClient, tenant = 'aurora') =>
    openEventStream(t.port, `/bo/api/brands/${tenant}/support/events`, { host: 'ops.localhost', headers: { cookie: s.cookie } });
  const online = (s: StaffClient, tenant = 'aurora') => asStaff(t, s, 'POST', `/bo/api/brands/${tenant}/support/presence`, {});
  const goOffline = () => sql`delete from support_presence`.execute(t.portal.db);

  it('when a player sends feedback within the word bounds, then it is stored as written and staff of the brand list it; too few or too many words are refused', async () => {
    const p = await player();
    const good = await call(t, p.client, 'PUT', '/wps/feedback', { content: XSS });
    expect(good.status).toBe(200);
    const before = await rows('support_feedback');
    const short = await call(t, p.client, 'PUT', '/wps/feedback', { content: 'too short' });
    expect(short.status).toBe(400);
    expect(short.json().message).toBe(en.supportContentLength.replace('{{min}}', '3').replace('{{max}}', '20'));
    const long = await call(t, p.client, 'PUT', '/wps/feedback', { content: Array.from({ length: 21 }, (_, i) => `word${i}`).join(' ') });
    expect(long.status).toBe(400);
    const huge = await call(t, p.client, 'PUT', '/wps/feedback', { content: 'x'.repeat(4001) });
    expect(huge.status).toBe(400);
    expect(await rows('support_feedback')).toBe(before);

    const list = await asStaff(t, ops, 'GET', '/bo/api/brands/aurora/support/feedback');
    expect(list.json().value.list.find((f: { account: string }) => f.account === p.account)).toMatchObject({ content: XSS });
    expect((await asStaff(t, borealisOnly, 'GET', '/bo/api/brands/aurora/support/feedback')).status).toBe(404);
  });

  it('when a player opens a ticket with images and staff answer, then the player reads the answer in the ticket and gets a system message; others cannot read it', async () => {
    const p = await player();
    const other = await player();
    const stranger = await player(BOREALIS, 'borealis');
    const created = await call(t, p.client, 'POST', '/wps/support/tickets', { type: 'deposit', content: XSS });
    expect(created.status).toBe(200);
    const ticket = created.json().value;
    expect(ticket.ticket).toMatchObject({ channel: 'ticket', type: 'deposit', status: 'open' });
    expect(ticket.ticket.number).toMatch(/^S\d{6}$/);
    expect(ticket.posts[0]).toMatchObject({ author: 'member', text: XSS });
    const id = ticket.ticket.id as number;

    // Images: png and jpg up to 3; a GIF or a text file is refused, so is a fourth and anything over 5 MB.
    expect((await upload(p.client, `/wps/support/tickets/${id}/images`, PNG)).status).toBe(200);
    const gif = await upload(p.client, `/wps/support/tickets/${id}/images`, GIF, 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.json().message).toBe(en.uploadBadType);
    expect((await upload(p.client, `/wps/support/tickets/${id}/images`, Buffer.from('hello'), 'text/plain')).status).toBe(415);
    const big = await upload(p.client, `/wps/support/tickets/${id}/images`, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.json().message).toBe(en.uploadTooLarge);
    expect((await upload(p.client, `/wps/support/tickets/${id}/images`, JPEG, 'image/jpeg')).status).toBe(200);
    const third = await upload(p.client, `/wps/support/tickets/${id}/images`, PNG);
    expect(third.status).toBe(200);
    const fourth = await upload(p.client, `/wps/support/tickets/${id}/images`, PNG);
    expect(fourth.status).toBe(409);
    expect(fourth.json().message).toBe(en.uploadTooMany);
    const imagePath = third.json().value.posts.at(-1).image as string;
    const image = await t.request(imagePath, { host: AURORA, headers: { authorization: `Bearer ${p.client.bearer}` } });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');

    // Another player of the brand, or a session of another brand: nothing.
    expect((await call(t, other.client, 'GET', `/wps/support/tickets/${id}`)).status).toBe(404);
    expect((await call(t, other.client, 'POST', `/wps/support/tickets/${id}/replies`, { content: 'let me in' })).status).toBe(404);
    expect((await t.request(imagePath, { host: AURORA, headers: { authorization: `Bearer ${other.client.bearer}` } })).status).toBe(404);
    expect((await upload(other.client, `/wps/support/tickets/${id}/images`, PNG)).status).toBe(404);
    expect((await call(t, stranger.client, 'GET', `/wps/support/tickets/${id}`)).status).toBe(404);
    expect((await call(t, { host: BOREALIS, bearer: p.client.bearer }, 'GET', `/wps/support/tickets/${id}`)).status).toBe(401);
    expect((await call(t, other.client, 'GET', '/wps/support/tickets')).json().value.total).toBe(0);

    // Staff: the queue shows it; a member of staff of another brand cannot see it (404: not even that it exists).
    const queue = (await asStaff(t, ops, 'GET', '/bo/api/brands/aurora/support?channel=ticket')).json().value;
    expect(queue.list.find((q: { summary: { id: number } }) => q.summary.id === id)).toMatchObject({ account: p.account, summary: { unread: 4 } });
    expect(queue.canned).toEqual([{ title: 'Hi', text: 'Hello, how can I help?' }]);
    expect((await asStaff(t, borealisOnly, 'GET', `/bo/api/brands/aurora/support/threads/${id}`)).status).toBe(404);
    expect((await asStaff(t, ops, 'GET', `/bo/api/brands/borealis/support/threads/${id}`)).status).toBe(404);
    const staffImage = await asStaff(t, ops, 'GET', `/bo/api/brands/aurora/support/images/${imagePath.split('/').pop()}`);
    expect(staffImage.status).toBe(200);

    const unreadBefore = (await call(t, p.client, 'GET', '/wps/relay/CSP_unreadCount')).json().value.count as number;
    const answered = await asStaff(t, ops, 'POST', `/bo/api/brands/aurora/support/threads/${id}/replies`, {
      content: 'We found it: credited now. <b>bold</b>',
    });
    expect(answered.status).toBe(200);
    expect(answered.json().value).toMatchObject({ assignedTo: ops.username, ticket: { status: 'answered' } });
    expect((await call(t, p.client, 'GET', '/wps/relay/CSP_unreadCount')).json().value.count).toBe(unreadBefore + 1);
    const inbox = (await call(t, p.client, 'GET', '/wps/member/messages')).json().value;
    expect(inbox.list[0]).toMatchObject({ kind: 'system', code: 'supportReplied', params: { ticket: ticket.ticket.number } });

    const list = (await call(t, p.client, 'GET', '/wps/support/tickets')).json().value;
    expect(list.list[0]).toMatchObject({ id, status: 'answered', unread: 1 });
    const read = (await call(t, p.client, 'GET', `/wps/support/tickets/${id}`)).json().value;
    expect(read.posts.at(-1)).toMatchObject({ author: 'staff', text: 'We found it: credited now. <b>bold</b>' });
    expect(read.posts.at(-1).staff).toBeUndefined();
    expect(read.ticket.unread).toBe(0);

    // Closed: neither side can add to it.
    expect((await asStaff(t, ops, 'POST', `/bo/api/brands/aurora/support/threads/${id}/close`, {})).status).toBe(200);
    const late = await call(t, p.client, 'POST', `/wps/support/tickets/${id}/replies`, { content: 'one more thing' });
    expect(late.status).toBe(409);
    expect(late.json().message).toBe(en.supportClosed);
  });

  it('when the ticket form gets a type outside the spec, too few words or a too-long text, then it is refused and nothing is written', async () => {
    const p = await player();
    const before = await rows('support_threads');
    expect((await call(t, p.client, 'POST', '/wps/support/tickets', { type: 'refund', content: 'my refund is missing' })).status).toBe(400);
    expect((await call(t, p.client, 'POST', '/wps/support/tickets', { type: 'game', content: 'hi' })).status).toBe(400);
    expect((await call(t, p.client, 'POST', '/wps/support/tickets', { type: 'game', content: 'a '.repeat(2001) })).status).toBe(400);
    expect((await call(t, p.client, 'POST', '/wps/support/chat/messages', { text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await call(t, p.client, 'POST', '/wps/support/chat/messages', { text: '   ' })).status).toBe(400);
    expect(await rows('support_threads')).toBe(before);
  });

  it('when no staff is online, then a chat message becomes a ticket the staff answer in the player’s messages', async () => {
    await goOffline();
    const p = await player();
    expect((await call(t, p.client, 'GET', '/wps/support/chat')).json().value).toEqual({ staffOnline: false });
    const sent = await call(t, p.client, 'POST', '/wps/support/chat/messages', { text: 'Anyone there? My withdrawal is late.' });
    expect(sent.status).toBe(200);
    const result = sent.json().value;
    expect(result).toMatchObject({ offline: true });
    expect(result.ticketNumber).toMatch(/^S\d{6}$/);
    const tickets = (await call(t, p.client, 'GET', '/wps/support/tickets')).json().value;
    expect(tickets.list[0]).toMatchObject({
      number: result.ticketNumber,
      type: 'customerService',
      channel: 'ticket',
      preview: 'Anyone there? My withdrawal is late.',
    });
  });

  it('when staff are online, then player and staff chat live over their streams with typing and read marks, and a handover goes only to online staff', async () => {
    await goOffline();
    const p = await player();
    const bystander = await player();
    expect((await online(ops)).json().value.staffOnline).toEqual([ops.username]);
    let mine: EventStream | undefined;
    let theirs: EventStream | undefined;
    let console: EventStream | undefined;
    let otherBrandConsole: EventStream | undefined;
    try {
      [mine, theirs, console, otherBrandConsole] = await Promise.all([
        stream(p.client),
        stream(bystander.client),
        staffStream(ops),
        staffStream(borealisOnly, 'borealis'),
      ]);
      await Promise.all([mine, theirs, console, otherBrandConsole].map((s) => s.waitFor((e) => e.event === 'ready')));
      expect((await call(t, p.client, 'GET', '/wps/support/chat')).json().value.staffOnline).toBe(true);

      const sent = (await call(t, p.client, 'POST', '/wps/support/chat/messages', { text: XSS })).json().value;
      expect(sent.offline).toBe(false);
      const threadId = sent.threadId as number;
      const atStaff = await console.waitFor((e) => e.event === 'support' && e.json().kind === 'post');
      expect(atStaff.json()).toMatchObject({ threadId, channel: 'chat', by: 'member', post: { text: XSS } });
      expect((await call(t, p.client, 'POST', '/wps/support/chat/typing', {})).status).toBe(200);
      await console.waitFor((e) => e.event === 'support' && e.json().kind === 'typing' && e.json().by === 'member');

      const from = mine.events.length;
      expect((await asStaff(t, ops, 'POST', `/bo/api/brands/aurora/support/threads/${threadId}/typing`, {})).status).toBe(200);
      await mine.waitFor((e) => e.event === 'support' && e.json().kind === 'typing' && e.json().by === 'staff', from);
      const reply = await asStaff(t, ops, 'POST', `/bo/api/brands/aurora/support/threads/${threadId}/replies`, { content: 'Hello, how can I help?' });
      expect(reply.status).toBe(200);
      const atPlayer = await mine.waitFor((e) => e.event === 'support' && e.json().kind === 'post', from);
      expect(atPlayer.json()).toMatchObject({ threadId, by: 'staff', post: { author: 'staff', text: 'Hello, how can I help?' } });
      expect(atPlayer.json().post.staff).toBeUndefined();
      // A chat answer is live: no system message.
      expect((await call(t, p.client, 'GET', '/wps/member/messages')).json().value.total).toBe(0);

      // Read marks both ways.
      const postId = atPlayer.json().post.id as number;
      expect((await call(t, p.client, 'POST', `/wps/support/tickets/${threadId}/read`, { upTo: postId })).status).toBe(200);
      await console.waitFor((e) => e.event === 'support' && e.json().kind === 'read' && e.json().readUpTo === postId);
      expect((await asStaff(t, ops, 'GET', `/bo/api/brands/aurora/support/threads/${threadId}`)).json().value.otherReadUpTo).toBe(postId);

      // An image in the chat.
      const pic = await upload(p.client, '/wps/support/chat/images', PNG);
      expect(pic.json().value).toMatchObject({ offline: false, threadId });
      expect(pic.json().value.post.image).toMatch(/^\/wps\/support\/images\/\d+$/);

      // Handover: to a member of staff not online → refused; once online → assigned, and the audit says so.
      const refused = await asStaff(t, ops, 'POST', `/bo/api/brands/aurora/support/threads/${threadId}/assign`, { to: ops2.username });
      expect(refused.status).toBe(409);
      await online(ops2);
      const handed = await asStaff(t, ops, 'POST', `/bo/api/brands/aurora/support/threads/${threadId}/assign`, { to: ops2.username });
      expect(handed.json().value.assignedTo).toBe(ops2.username);
      const audit = await sql<{ n: string }>`select count(*)::text as n from staff_audit where action = 'support.assign'`.execute(t.portal.db);
      expect(Number(audit.rows[0].n)).toBeGreaterThan(0);

      // Nothing reached the other player nor the other brand's console; the other brand's staff cannot write.
      expect(theirs.events.filter((e) => e.event === 'support')).toEqual([]);
      expect(otherBrandConsole.events.filter((e) => e.event === 'support')).toEqual([]);
      expect((await asStaff(t, borealisOnly, 'POST', `/bo/api/brands/aurora/support/threads/${threadId}/replies`, { content: 'hi' })).status).toBe(404);
      expect((await call(t, bystander.client, 'POST', `/wps/support/tickets/${threadId}/read`, { upTo: postId })).status).toBe(404);
      const outOfScope = await staffStream(borealisOnly, 'aurora');
      expect(outOfScope.status).toBe(404);
      outOfScope.close();
    } finally {
      for (const s of [mine, theirs, console, otherBrandConsole]) s?.close();
    }
  });
});
