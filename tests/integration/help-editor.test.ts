// Help articles edited in the back office over real HTTP (issue 21 gap 1): staff save a brand's help centre in
// one language, and the player's /wps/system/helpCenter serves it (placeholders filled) while the other
// languages and brands keep the shipped texts; a reset hands the language back. Markup is stored as text;
// bad input, another brand's staff, a role without content.write and a missing CSRF proof change nothing;
// every change is audited. The help page's server render is refreshed on an edit (a stand-in renderer that
// reads the help centre, as the real one does).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpEditCategory } from '../../schemas/generated/help-centre.ts';
import { asStaff, newSignedInStaff, staffCall, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en');
const EDITOR = '/bo/api/brands/aurora/help';

const edited = (title = 'Questions at {{brand}}'): HelpEditCategory[] => [
  {
    id: 'faq',
    title,
    articles: [{ id: 'faq-new', title: 'Who runs {{brand}}?', body: ['{{copyrightHolder}} runs it.', 'Write <b>bold</b> & <script>alert(1)</script> here.'] }],
  },
  { id: 'term', title: 'Terms', articles: [{ id: 'user-protocol', title: 'User agreement', body: ['Play fair at {{brand}}.'] }] },
];

describe.each(DATABASE_KINDS)('help articles edited in the back office on %s', (kind) => {
  let t: TestApp;
  let ops: StaffClient;
  let marketing: StaffClient;
  let auditor: StaffClient;
  let borealisOps: StaffClient;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    [ops, marketing, auditor, borealisOps] = [
      await newSignedInStaff(t, 'operations', ['aurora']),
      await newSignedInStaff(t, 'marketing', ['aurora']),
      await newSignedInStaff(t, 'auditor', ['aurora']),
      await newSignedInStaff(t, 'operations', ['borealis']),
    ];
  });
  afterAll(() => t?.close());

  const db = () => t.portal.db;
  const centre = async (language: string, host = AURORA) => (await t.get(`/wps/system/helpCenter?language=${language}`, { host })).json().value;
  const written = async () => ({
    audit: Number(
      (
        await db()
          .selectFrom('staff_audit')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    overrides: JSON.stringify(await db().selectFrom('content_overrides').selectAll().where('kind', '=', 'help').execute()),
  });

  it("when a language was never edited, then the editor shows the shipped texts with placeholders and the brand's values", async () => {
    const res = await asStaff(t, ops, 'GET', `${EDITOR}/EN`);
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value.source).toEqual({ source: 'file', changedBy: null, changedAt: null });
    expect(value.languages).toEqual(['TY', 'EN']);
    expect(value.edited).toEqual([]);
    expect(value.categories.map((c: { id: string }) => c.id)).toContain('term');
    expect(JSON.stringify(value.categories)).toContain('{{brand}}');
    expect(value.placeholders).toContainEqual({ name: 'brand', value: 'Aurora Play' });
  });

  it("when staff save a language, then the player's help centre in it serves their texts, filled and as plain text, and the other languages and brands do not change", async () => {
    const tyBefore = await centre('TY');
    const borealisBefore = await centre('EN', BOREALIS);
    const saved = await asStaff(t, marketing, 'PUT', `${EDITOR}/EN`, { categories: edited() });
    expect(saved.status).toBe(200);
    expect(saved.json().value.source).toMatchObject({ source: 'staff', changedBy: marketing.username });
    expect(saved.json().value.edited).toEqual(['EN']);

    const player = await centre('EN');
    expect(player.language).toBe('EN');
    expect(player.categories).toEqual([
      {
        id: 'faq',
        title: 'Questions at Aurora Play',
        articles: [
          { id: 'faq-new', title: 'Who runs Aurora Play?', body: ['Aurora Play Ltd runs it.', 'Write <b>bold</b> & <script>alert(1)</script> here.'] },
        ],
      },
      { id: 'term', title: 'Terms', articles: [{ id: 'user-protocol', title: 'User agreement', body: ['Play fair at Aurora Play.'] }] },
    ]);
    expect(await centre('TY')).toEqual(tyBefore);
    expect(await centre('EN', BOREALIS)).toEqual(borealisBefore);
  });

  it('when staff reset a language, then the shipped texts apply again and the audit keeps both changes with from and to', async () => {
    await asStaff(t, ops, 'PUT', `${EDITOR}/EN`, { categories: edited('Before reset') });
    const reset = await asStaff(t, ops, 'DELETE', `${EDITOR}/EN`);
    expect(reset.status).toBe(200);
    expect(reset.json().value.source.source).toBe('file');
    expect((await centre('EN')).categories[0].title).toBe('Frequently asked questions');
    expect(await db().selectFrom('content_overrides').selectAll().where('tenant_id', '=', 'aurora').where('kind', '=', 'help').execute()).toEqual([]);
    const rows = await db().selectFrom('staff_audit').selectAll().where('username', '=', ops.username).where('subject', '=', 'help:EN').orderBy('id').execute();
    expect(rows.map((r) => [r.action, r.tenant_id])).toEqual([
      ['help.save', 'aurora'],
      ['help.reset', 'aurora'],
    ]);
    const detail = (i: number) => (typeof rows[i].detail === 'string' ? JSON.parse(rows[i].detail) : rows[i].detail);
    expect(detail(0)).toMatchObject({ language: 'EN', to: [{ id: 'faq', title: 'Before reset' }, { id: 'term' }] });
    expect(detail(1)).toMatchObject({ language: 'EN', to: null });
    expect(detail(1).from.map((c: { title: string }) => c.title)).toEqual(['Before reset', 'Terms']);
  });

  it('when the texts are bad, then each is refused with a clear message and nothing is written', async () => {
    const before = await written();
    const article = (over: Record<string, unknown>) => ({
      categories: [{ id: 'faq', title: 'FAQ', articles: [{ id: 'a', title: 'A', body: ['x'], ...over }] }],
    });
    const cases: Array<[unknown, number, string]> = [
      [article({ body: ['Hello {{player}}'] }), 400, en.errors.helpPlaceholderUnknown.replace('{{name}}', 'player')],
      [article({ title: '   ' }), 400, en.errors.helpTextBlank],
      [{ categories: [...edited(), { id: 'faq', title: 'Again', articles: [] }] }, 400, en.errors.helpCategoryTwice.replace('{{id}}', 'faq')],
      [
        {
          categories: [
            { id: 'faq', title: 'F', articles: [{ id: 'same', title: 'A', body: ['x'] }] },
            { id: 'term', title: 'T', articles: [{ id: 'same', title: 'B', body: ['y'] }] },
          ],
        },
        400,
        en.errors.helpArticleTwice.replace('{{id}}', 'same'),
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await asStaff(t, ops, 'PUT', `${EDITOR}/EN`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const malformed = [
      article({ id: 'Not An Anchor' }),
      article({ title: 'x'.repeat(161) }),
      article({ body: [] }),
      article({ body: ['x'.repeat(4001)] }),
      article({ body: 'not a list' }),
      { categories: [{ id: 'casino', title: 'C', articles: [] }] },
      { categories: [] },
      { categories: edited(), extra: 1 },
    ];
    for (const body of malformed) {
      const res = await asStaff(t, ops, 'PUT', `${EDITOR}/EN`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await asStaff(t, ops, 'PUT', `${EDITOR}/EN`, null)).status).toBe(400);
    // A language the brand does not offer, and one that is no language.
    const th = await asStaff(t, ops, 'PUT', `${EDITOR}/TH`, { categories: edited() });
    expect(th.status).toBe(400);
    expect(th.json().message).toBe(en.errors.contentLanguageUnsupported.replace('{{language}}', 'TH'));
    expect((await asStaff(t, ops, 'GET', `${EDITOR}/XX`)).status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('when staff of another brand, a role without content.write, a signed-out caller or a request without the CSRF proof try, then nothing is read or written', async () => {
    const before = await written();
    const other = await asStaff(t, borealisOps, 'GET', `${EDITOR}/EN`);
    expect(other.status).toBe(404);
    expect((await asStaff(t, borealisOps, 'PUT', `${EDITOR}/EN`, { categories: edited() })).status).toBe(404);
    expect((await asStaff(t, borealisOps, 'DELETE', `${EDITOR}/EN`)).status).toBe(404);
    expect((await asStaff(t, auditor, 'GET', `${EDITOR}/EN`)).status).toBe(200);
    expect((await asStaff(t, auditor, 'PUT', `${EDITOR}/EN`, { categories: edited() })).status).toBe(403);
    expect((await staffCall(t, 'GET', `${EDITOR}/EN`)).status).toBe(401);
    const noToken = await staffCall(t, 'PUT', `${EDITOR}/EN`, { categories: edited() }, { cookie: ops.cookie });
    expect(noToken.status).toBe(403);
    expect(noToken.json().message).toBe(en.errors.csrfFailed);
    // The editor is the back office's: a brand's own host does not answer it.
    expect((await t.request(`${EDITOR}/EN`, { host: AURORA, headers: { cookie: ops.cookie } })).status).toBe(404);
    expect(await written()).toEqual(before);
  });
});

const STAND_IN = `
export const renderer = {
  async render(request) {
    if (request.url !== '/help') return { kind: 'page', status: 200, html: '<main>other</main>', styles: '', state: {} };
    const res = await request.fetch('/wps/system/helpCenter', { headers: { accept: 'application/json', 'x-language': request.lang } });
    const body = await res.json();
    return { kind: 'page', status: 200, html: '<main><h1>' + body.value.categories[0].title + '</h1></main>', styles: '', state: {} };
  },
};
`;

describe('the help page rendered on the server', () => {
  let t: TestApp;
  let ops: StaffClient;
  beforeAll(async () => {
    t = await startTestApp({ dist: 'copy' });
    mkdirSync(join(t.distDir, 'server'), { recursive: true });
    writeFileSync(join(t.distDir, 'server', 'entry-server-standin.js'), STAND_IN);
    const template = join(t.distDir, 'index.html');
    writeFileSync(template, `${readFileSync(template, 'utf8')}<!-- a new build -->`);
    await eventually(async () => expect((await t.get('/help', { host: AURORA })).text).toContain('<main><h1>'));
    ops = await newSignedInStaff(t, 'operations', ['aurora']);
  });
  afterAll(() => t?.close());

  const page = async () => (await t.get('/help', { host: AURORA })).text;

  it('when staff save the help texts, then the next request of the cached help page shows them, and a reset shows the shipped ones again', async () => {
    const shipped = await page();
    expect(shipped).toContain('<main><h1>');
    expect(shipped).toContain('<main><h1>Câu hỏi thường gặp</h1></main>');
    expect(await page()).toContain('<main><h1>Câu hỏi thường gặp</h1></main>'); // now from the render cache
    const saved = await asStaff(t, ops, 'PUT', `${EDITOR}/TY`, { categories: edited('Edited <title> of {{brand}}') });
    expect(saved.status).toBe(200);
    expect(await page()).toContain('<main><h1>Edited <title> of Aurora Play</h1></main>');
    await asStaff(t, ops, 'DELETE', `${EDITOR}/TY`);
    const again = await page();
    expect(again).not.toContain('Edited');
    expect(again).toContain('<main><h1>Câu hỏi thường gặp</h1></main>');
  });
});
