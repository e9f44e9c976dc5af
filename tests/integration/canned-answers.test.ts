// The support console's canned answers edited in the back office over real HTTP (issue 21 gap 2): per brand
// and language, the tenant file's answers are the default language's starting list; staff add, edit and
// delete (each audited with from and to), the console's queue offers the edited list, another language
// starts empty, a reset hands the language back; bad input, another brand's staff, a role without
// support.write and a missing CSRF proof change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, newSignedInStaff, staffCall, type StaffClient } from './helpers/staff-client.ts';
import { catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const BASE = '/bo/api/brands/aurora/support/canned';

function tenants() {
  const aurora = readFixtureTenant('aurora');
  aurora.support = { chat: 'builtIn', cannedAnswers: [{ title: 'Hi', text: 'Hello, how can I help?' }] };
  return { aurora, borealis: readFixtureTenant('borealis') };
}

describe.each(DATABASE_KINDS)('canned answers on %s', (kind) => {
  let t: TestApp;
  let ops: StaffClient;
  let auditor: StaffClient;
  let borealisOps: StaffClient;

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: tenants() });
    ops = await newSignedInStaff(t, 'operations', ['aurora']);
    auditor = await newSignedInStaff(t, 'auditor', ['aurora']);
    borealisOps = await newSignedInStaff(t, 'operations', ['borealis']);
  });
  afterAll(() => t?.close());

  const db = () => t.portal.db;
  const written = async () => ({
    audit: Number(
      (
        await db()
          .selectFrom('staff_audit')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    overrides: JSON.stringify(await db().selectFrom('content_overrides').selectAll().where('kind', '=', 'canned').execute()),
  });
  const queueCanned = async () => (await asStaff(t, ops, 'GET', '/bo/api/brands/aurora/support')).json().value.canned;

  it("when a language was never edited, then the default language offers the file's answers and another language none", async () => {
    const ty = (await asStaff(t, ops, 'GET', `${BASE}/TY`)).json().value;
    expect(ty).toMatchObject({ tenantId: 'aurora', language: 'TY', languages: ['TY', 'EN'], source: { source: 'file' } });
    expect(ty.list).toEqual([{ id: 1, title: 'Hi', text: 'Hello, how can I help?' }]);
    expect((await asStaff(t, ops, 'GET', `${BASE}/EN`)).json().value.list).toEqual([]);
  });

  it('when staff add, edit and delete answers, then the list and the console follow, each change audited, and a reset hands the language back', async () => {
    const added = await asStaff(t, ops, 'POST', `${BASE}/TY`, { title: ' Refund ', text: '<b>Your refund</b> is on its way.' });
    expect(added.status).toBe(200);
    expect(added.json().value.source).toMatchObject({ source: 'staff', changedBy: ops.username });
    expect(added.json().value.list).toEqual([
      { id: 1, title: 'Hi', text: 'Hello, how can I help?' },
      { id: 2, title: 'Refund', text: '<b>Your refund</b> is on its way.' },
    ]);
    const edited = await asStaff(t, ops, 'PUT', `${BASE}/TY/1`, { title: 'Hello', text: 'Xin chào!' });
    expect(edited.json().value.list[0]).toEqual({ id: 1, title: 'Hello', text: 'Xin chào!' });
    const removed = await asStaff(t, ops, 'DELETE', `${BASE}/TY/2`);
    expect(removed.json().value.list).toEqual([{ id: 1, title: 'Hello', text: 'Xin chào!' }]);
    expect(await queueCanned()).toEqual([{ title: 'Hello', text: 'Xin chào!' }]);
    // Another language is its own list.
    await asStaff(t, ops, 'POST', `${BASE}/EN`, { title: 'Hello', text: 'Hello!' });
    expect((await asStaff(t, ops, 'GET', `${BASE}/EN`)).json().value.list).toEqual([{ id: 1, title: 'Hello', text: 'Hello!' }]);

    const rows = await db()
      .selectFrom('staff_audit')
      .selectAll()
      .where('username', '=', ops.username)
      .where('subject', 'like', 'canned:TY:%')
      .orderBy('id')
      .execute();
    const detail = (i: number) => (typeof rows[i].detail === 'string' ? JSON.parse(rows[i].detail) : rows[i].detail);
    expect(rows.map((r) => [r.action, r.subject, r.tenant_id])).toEqual([
      ['support.canned.create', 'canned:TY:2', 'aurora'],
      ['support.canned.update', 'canned:TY:1', 'aurora'],
      ['support.canned.delete', 'canned:TY:2', 'aurora'],
    ]);
    expect(detail(1)).toEqual({
      language: 'TY',
      from: { id: 1, title: 'Hi', text: 'Hello, how can I help?' },
      to: { id: 1, title: 'Hello', text: 'Xin chào!' },
    });

    const reset = await asStaff(t, ops, 'DELETE', `${BASE}/TY`);
    expect(reset.json().value.source.source).toBe('file');
    expect(reset.json().value.list).toEqual([{ id: 1, title: 'Hi', text: 'Hello, how can I help?' }]);
    expect(await queueCanned()).toEqual([{ title: 'Hi', text: 'Hello, how can I help?' }]);
    expect((await asStaff(t, ops, 'GET', `${BASE}/EN`)).json().value.list).toHaveLength(1);
    await asStaff(t, ops, 'DELETE', `${BASE}/EN`);
    expect(await db().selectFrom('content_overrides').selectAll().where('kind', '=', 'canned').execute()).toEqual([]);
  });

  it('when the input is bad, then it is refused with a clear message and nothing is written', async () => {
    const before = await written();
    for (const body of [
      { title: '', text: 'x' },
      { title: 'x'.repeat(61), text: 'x' },
      { title: 'a', text: 'x'.repeat(1001) },
      { title: 'a' },
      { title: 'a', text: 'b', extra: 1 },
    ]) {
      const res = await asStaff(t, ops, 'POST', `${BASE}/TY`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    const blank = await asStaff(t, ops, 'POST', `${BASE}/TY`, { title: '   ', text: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.json().message).toBe(en.helpTextBlank);
    const th = await asStaff(t, ops, 'POST', `${BASE}/TH`, { title: 'a', text: 'b' });
    expect(th.json().message).toBe(en.contentLanguageUnsupported.replace('{{language}}', 'TH'));
    expect((await asStaff(t, ops, 'PUT', `${BASE}/TY/99`, { title: 'a', text: 'b' })).status).toBe(404);
    expect((await asStaff(t, ops, 'DELETE', `${BASE}/TY/99`)).status).toBe(404);
    expect((await asStaff(t, ops, 'PUT', `${BASE}/TY/0`, { title: 'a', text: 'b' })).status).toBe(400);
    expect((await asStaff(t, ops, 'PUT', `${BASE}/TY/99999999999`, { title: 'a', text: 'b' })).status).toBe(400);
    expect((await asStaff(t, ops, 'GET', `${BASE}/xx`)).status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('when staff of another brand, a role without support.write or a request without the CSRF proof try, then nothing is read or written', async () => {
    const before = await written();
    expect((await asStaff(t, borealisOps, 'GET', `${BASE}/TY`)).status).toBe(404);
    expect((await asStaff(t, borealisOps, 'POST', `${BASE}/TY`, { title: 'a', text: 'b' })).status).toBe(404);
    expect((await asStaff(t, borealisOps, 'DELETE', `${BASE}/TY/1`)).status).toBe(404);
    expect((await asStaff(t, auditor, 'GET', `${BASE}/TY`)).status).toBe(200);
    expect((await asStaff(t, auditor, 'POST', `${BASE}/TY`, { title: 'a', text: 'b' })).status).toBe(403);
    const noToken = await staffCall(t, 'POST', `${BASE}/TY`, { title: 'a', text: 'b' }, { cookie: ops.cookie });
    expect(noToken.status).toBe(403);
    expect(noToken.json().message).toBe(catalogue('en').errors.csrfFailed);
    expect((await staffCall(t, 'GET', `${BASE}/TY`)).status).toBe(401);
    expect(await written()).toEqual(before);
  });
});
