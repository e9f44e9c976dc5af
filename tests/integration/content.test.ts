// Live content in the back office over real HTTP: banners and notices created, edited, ordered,
// scheduled and deleted change the brand's served config and reach open push streams; the maintenance
// window with its allow-list; banner art uploads (checked by their bytes, served immutable); brand
// scope, permissions, CSRF and bad input refused with nothing written; every change audited.
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, newSignedInStaff, staffCall, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, bootOf, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { openEventStream, type EventStream } from './helpers/event-stream.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en');
const BASE = '/bo/api/brands/aurora/content';

/** A real PNG of the given size (one grey row repeated), built by hand: signature, IHDR, IDAT, IEND. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Math.min(height, 64);
  const raw = Buffer.alloc(rows * (width + 1), 0x80);
  for (let r = 0; r < rows; r++) raw[r * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(DATABASE_KINDS)('live content on %s', (kind) => {
  let t: TestApp;
  let admin: StaffClient;
  let ops: StaffClient;
  let marketing: StaffClient;
  let borealisOps: StaffClient;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    [admin, ops, marketing, borealisOps] = [
      await newSignedInStaff(t, 'admin'),
      await newSignedInStaff(t, 'operations', ['aurora']),
      await newSignedInStaff(t, 'marketing', ['aurora']),
      await newSignedInStaff(t, 'operations', ['borealis']),
    ];
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t?.close();
  });

  const db = () => t.portal.db;
  const served = async (host = AURORA, headers: Record<string, string> = {}) => bootOf((await t.get('/', { host, headers })).text);
  const content = (staff: StaffClient = ops) => asStaff(t, staff, 'GET', BASE);
  const upload = (staff: StaffClient, bytes: Buffer, type = 'image/png', tenant = 'aurora') =>
    t.request(`/bo/api/brands/${tenant}/content/images`, {
      method: 'POST',
      host: 'ops.localhost',
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'content-type': type, 'x-language': 'EN' },
      body: bytes as unknown as string,
    });
  const count = async (table: 'staff_audit' | 'content_overrides' | 'content_images') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const written = async () => ({ audit: await count('staff_audit'), overrides: await count('content_overrides'), images: await count('content_images') });
  const overrideRows = () =>
    db().selectFrom('content_overrides').select(['tenant_id', 'kind', 'value', 'updated_at']).orderBy('tenant_id').orderBy('kind').execute();
  const open = async (host = AURORA) => {
    const stream = await openEventStream(t.port, '/wps/push/events', { host });
    streams.push(stream);
    return stream;
  };

  it('when staff read a brand never edited, then they see the file’s banners, notices and maintenance with source "file"', async () => {
    const res = await content();
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value.languages).toEqual(['TY', 'EN']);
    expect(value.banners).toEqual([{ bannerId: 1, groupName: 'w_home', url: '/brand-assets/banner-home.svg', linkageType: 'INTERNAL', link: '/rng' }]);
    expect(value.notices.map((n: any) => n.id)).toEqual([1]);
    expect(value.maintenance).toMatchObject({ enabled: false, allowList: [] });
    expect([value.bannersSource.source, value.noticesSource.source, value.maintenanceSource.source]).toEqual(['file', 'file', 'file']);
  });

  it('when staff create, edit, order and delete banners, then the served config follows each step and an open page gets a config event', async () => {
    const stream = await open();
    await stream.waitFor((e) => e.event === 'ready');
    const from = stream.events.length;
    const created = await asStaff(t, ops, 'POST', `${BASE}/banners`, {
      groupName: 'w_home',
      url: 'https://cdn.example.com/sale.png',
      linkageType: 'EXTERNAL',
      link: 'https://example.com/sale',
      alt: { EN: 'Big sale', TY: 'Khuyen mai' },
    });
    expect(created.status).toBe(200);
    const value = created.json().value;
    expect(value.bannersSource).toMatchObject({ source: 'staff', changedBy: ops.username });
    // The file's banner was imported, the new one appended with the next id.
    expect(value.banners.map((b: any) => b.bannerId)).toEqual([1, 2]);
    expect((await served()).tenant.banners.map((b: any) => b.bannerId)).toEqual([1, 2]);
    const pushed = await stream.waitFor((e) => e.event === 'config' && e.json().config.banners.some((b: any) => b.bannerId === 2), from);
    expect(pushed.json().config.banners[1]).toEqual({
      bannerId: 2,
      groupName: 'w_home',
      url: 'https://cdn.example.com/sale.png',
      linkageType: 'EXTERNAL',
      link: 'https://example.com/sale',
      alt: { EN: 'Big sale', TY: 'Khuyen mai' },
    });

    const edited = await asStaff(t, ops, 'PUT', `${BASE}/banners/2`, {
      groupName: 'w_home',
      url: 'https://cdn.example.com/sale2.png',
      linkageType: 'NONE',
      link: '/ignored',
    });
    expect(edited.status).toBe(200);
    expect((await served()).tenant.banners[1]).toEqual({ bannerId: 2, groupName: 'w_home', url: 'https://cdn.example.com/sale2.png', linkageType: 'NONE' });

    const ordered = await asStaff(t, ops, 'PUT', `${BASE}/banner-order`, { groupName: 'w_home', ids: [2, 1] });
    expect(ordered.status).toBe(200);
    expect((await served()).tenant.banners.map((b: any) => b.bannerId)).toEqual([2, 1]);
    // An order that leaves one out is refused.
    const partial = await asStaff(t, ops, 'PUT', `${BASE}/banner-order`, { groupName: 'w_home', ids: [2] });
    expect(partial.status).toBe(400);
    expect(partial.json().message).toBe(en.errors.contentOrderMismatch);

    expect((await asStaff(t, ops, 'DELETE', `${BASE}/banners/1`)).status).toBe(200);
    expect((await served()).tenant.banners.map((b: any) => b.bannerId)).toEqual([2]);
    expect((await asStaff(t, ops, 'DELETE', `${BASE}/banners/1`)).status).toBe(404);
    // The other brand is untouched.
    expect((await served(BOREALIS)).tenant.banners).toEqual((await t.portal.registry.configs.get('borealis'))!.banners);

    // Reset to the file: the file's banner is back.
    const reset = await asStaff(t, ops, 'DELETE', `${BASE}/overrides/banners`);
    expect(reset.json().value.bannersSource.source).toBe('file');
    expect((await served()).tenant.banners.map((b: any) => b.bannerId)).toEqual([1]);
  });

  it('when staff create, edit, order and delete notices, then the served notices follow', async () => {
    const a = await asStaff(t, marketing, 'POST', `${BASE}/notices`, { type: 'PU', title: { EN: 'Pop' }, content: { EN: 'Line one\nLine two' } });
    expect(a.status).toBe(200);
    const id = a.json().value.notices.at(-1).id as number;
    expect((await served()).tenant.notices.at(-1)).toEqual({ id, type: 'PU', title: { EN: 'Pop' }, content: { EN: 'Line one\nLine two' } });
    expect((await asStaff(t, marketing, 'PUT', `${BASE}/notices/${id}`, { type: 'H', title: { EN: 'Help' }, content: { EN: 'x' } })).status).toBe(200);
    expect((await served()).tenant.notices.at(-1)).toMatchObject({ id, type: 'H', title: { EN: 'Help' } });
    expect((await asStaff(t, marketing, 'PUT', `${BASE}/notice-order`, { ids: [id, 1] })).status).toBe(200);
    expect((await served()).tenant.notices.map((n: any) => n.id)).toEqual([id, 1]);
    expect((await asStaff(t, marketing, 'DELETE', `${BASE}/notices/${id}`)).status).toBe(200);
    expect((await served()).tenant.notices.map((n: any) => n.id)).toEqual([1]);
  });

  it('when ten notices are created at once, then none is lost and each gets its own id', async () => {
    const before = (await content()).json().value.notices.length as number;
    const titles = Array.from({ length: 10 }, (_, i) => `Burst ${i}`);
    const answers = await Promise.all(
      titles.map((title) => asStaff(t, ops, 'POST', `${BASE}/notices`, { type: 'B', title: { EN: title }, content: { EN: 'x' } })),
    );
    expect(answers.map((r) => r.status)).toEqual(titles.map(() => 200));
    const notices = (await content()).json().value.notices as Array<{ id: number; title: { EN: string } }>;
    expect(notices).toHaveLength(before + 10);
    expect(new Set(notices.map((n) => n.id)).size).toBe(notices.length);
    expect(titles.every((title) => notices.some((n) => n.title.EN === title))).toBe(true);
    expect((await served()).tenant.notices).toHaveLength(before + 10);
    await asStaff(t, ops, 'DELETE', `${BASE}/overrides/notices`);
  });

  it('when a notice is scheduled to start shortly, then it is absent until its start, then present on the served config and pushed without any request, and gone after its end', async () => {
    const stream = await open();
    await stream.waitFor((e) => e.event === 'ready');
    const from = stream.events.length;
    const startsAt = new Date(Date.now() + 1500).toISOString();
    const endsAt = new Date(Date.now() + 3000).toISOString();
    const res = await asStaff(t, ops, 'POST', `${BASE}/notices`, { type: 'B', title: { EN: 'Flash' }, content: { EN: 'Soon' }, startsAt, endsAt });
    expect(res.status).toBe(200);
    const id = res.json().value.notices.at(-1).id as number;
    const ids = async () => (await served()).tenant.notices.map((n: any) => n.id);
    expect(await ids()).not.toContain(id);
    // The schedule's timer rebuilds the config at the start: the open stream gets it without anyone asking.
    const appeared = await stream.waitFor((e) => e.event === 'config' && e.json().config.notices.some((n: any) => n.id === id), from, 5000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(startsAt));
    expect(await ids()).toContain(id);
    const index = stream.events.indexOf(appeared) + 1;
    await stream.waitFor((e) => e.event === 'config' && !e.json().config.notices.some((n: any) => n.id === id), index, 5000);
    expect(await ids()).not.toContain(id);
    // Still listed for staff (with its schedule), just not live.
    expect((await content()).json().value.notices.find((n: any) => n.id === id)).toMatchObject({ startsAt, endsAt });
    await asStaff(t, ops, 'DELETE', `${BASE}/overrides/notices`);
  });

  it('when maintenance is set with an allow-list, then a normal address gets status 1 and an allow-listed one 0, the list never reaches a browser, and ending it restores status 0', async () => {
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    const res = await asStaff(t, ops, 'PUT', `${BASE}/maintenance`, {
      enabled: true,
      endTime,
      info: { EN: 'Back soon', TY: 'Sap tro lai' },
      allowList: ['198.51.100.7', '2001:db8::/32'],
      reason: 'database upgrade',
    });
    expect(res.status).toBe(200);
    const status = async (ip: string) => (await t.get('/wps/system/status', { headers: { 'x-forwarded-for': ip, 'x-language': 'EN' } })).json().value;
    expect(await status('203.0.113.9')).toEqual({ status: 1, ip: '203.0.113.9', maintenanceEndTime: endTime, maintenanceInfo: 'Back soon' });
    expect((await status('198.51.100.7')).status).toBe(0);
    expect((await status('2001:db8::5')).status).toBe(0);
    // The page and the API agree: a normal visitor's page boots into maintenance, the gated API answers 503.
    expect((await served(AURORA, { 'x-forwarded-for': '203.0.113.9' })).system.status).toBe(1);
    expect((await served(AURORA, { 'x-forwarded-for': '198.51.100.7' })).system.status).toBe(0);
    expect((await t.get('/wps/member/info', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(503);
    const page = await t.get('/', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(page.text).not.toContain('2001:db8::/32');
    expect(JSON.stringify(bootOf(page.text).tenant)).not.toContain('allowList');
    expect(bootOf(page.text).tenant.systemStatus.maintenance).toEqual({ enabled: true, endTime, info: { EN: 'Back soon', TY: 'Sap tro lai' } });
    // The other brand is not in maintenance.
    expect((await t.get('/wps/system/status', { host: BOREALIS, headers: { 'x-forwarded-for': '203.0.113.9' } })).json().value.status).toBe(0);

    const ended = await asStaff(t, ops, 'DELETE', `${BASE}/maintenance`);
    expect(ended.status).toBe(200);
    expect(ended.json().value.maintenanceSource.source).toBe('file');
    expect((await status('203.0.113.9')).status).toBe(0);
  });

  it('when marketing (no features.write) sets or ends maintenance, then it is refused and nothing is written', async () => {
    const before = await written();
    const set = await asStaff(t, marketing, 'PUT', `${BASE}/maintenance`, { enabled: true, allowList: [] });
    expect(set.status).toBe(403);
    expect(set.json().message).toBe(en.errors.staffForbidden);
    expect((await asStaff(t, marketing, 'DELETE', `${BASE}/maintenance`)).status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('when a PNG is uploaded, then it is stored once and served from the brand host at a content-hashed path with immutable caching, its type and nosniff', async () => {
    const bytes = png(320, 100);
    const res = await upload(ops, bytes);
    expect(res.status).toBe(200);
    const image = res.json().value;
    expect(image).toMatchObject({ contentType: 'image/png', width: 320, height: 100, bytes: bytes.length });
    expect(image.url).toMatch(/^\/content-images\/[0-9a-f]{32}\.png$/);
    const servedImage = await t.request(image.url, { host: AURORA });
    expect(servedImage.status).toBe(200);
    expect(servedImage.headers['content-type']).toBe('image/png');
    expect(servedImage.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(servedImage.headers['x-content-type-options']).toBe('nosniff');
    expect(servedImage.text.length).toBeGreaterThan(0);
    // Another brand's host does not serve it.
    expect((await t.request(image.url, { host: BOREALIS })).status).toBe(404);
    // The same bytes again: the same path, one row.
    const images = await count('content_images');
    expect((await upload(ops, bytes)).json().value.url).toBe(image.url);
    expect(await count('content_images')).toBe(images);
    // A banner may use it; the served config names it and the public view still passes.
    const banner = await asStaff(t, ops, 'POST', `${BASE}/banners`, {
      groupName: 'w_promotion',
      url: image.url,
      images: { EN: image.url },
      linkageType: 'INTERNAL',
      link: '/promotion',
    });
    expect(banner.status).toBe(200);
    expect((await served()).tenant.banners.at(-1)).toMatchObject({ url: image.url, groupName: 'w_promotion' });
    // A path that was never uploaded for this brand is refused.
    const unknown = await asStaff(t, ops, 'POST', `${BASE}/banners`, {
      groupName: 'w_home',
      url: '/content-images/00000000000000000000000000000000.png',
      linkageType: 'NONE',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toBe(en.errors.contentImageUnknown);
    await asStaff(t, ops, 'DELETE', `${BASE}/overrides/banners`);
  });

  it('when the upload is a text file named .png, too large, or absurdly sized, then it is refused with a clear message and nothing is written', async () => {
    const before = await written();
    const text = await upload(ops, Buffer.from('just some text pretending to be an image'));
    expect(text.status).toBe(415);
    expect(text.json().message).toBe(en.errors.contentImageBadType);
    const svg = await upload(ops, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect(svg.status).toBe(415);
    const big = Buffer.concat([png(10, 10), Buffer.alloc(1024 * 1024 + 1)]);
    const tooLarge = await upload(ops, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json().message).toBe(en.errors.contentImageTooLarge);
    const huge = await upload(ops, png(20000, 10));
    expect(huge.status).toBe(400);
    expect(huge.json().message).toBe(en.errors.contentImageBadSize.replace('{{max}}', '4096'));
    // A header that says PNG but has no IHDR.
    const broken = await upload(ops, Buffer.concat([png(1, 1).subarray(0, 8), Buffer.from('garbage-garbage-garbage')]));
    expect(broken.status).toBe(415);
    expect(await written()).toEqual(before);
  });

  it('when a member of staff scoped to another brand calls any content endpoint of this brand, then it is refused as not found and nothing is written', async () => {
    const before = await written();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', BASE],
      ['POST', `${BASE}/banners`, { groupName: 'w_home', url: 'https://cdn.example.com/x.png', linkageType: 'NONE' }],
      ['PUT', `${BASE}/banners/1`, { groupName: 'w_home', url: 'https://cdn.example.com/x.png', linkageType: 'NONE' }],
      ['DELETE', `${BASE}/banners/1`],
      ['PUT', `${BASE}/banner-order`, { groupName: 'w_home', ids: [1] }],
      ['POST', `${BASE}/notices`, { type: 'B', title: { EN: 'x' }, content: { EN: 'x' } }],
      ['PUT', `${BASE}/notices/1`, { type: 'B', title: { EN: 'x' }, content: { EN: 'x' } }],
      ['DELETE', `${BASE}/notices/1`],
      ['PUT', `${BASE}/notice-order`, { ids: [1] }],
      ['PUT', `${BASE}/maintenance`, { enabled: true, allowList: [] }],
      ['DELETE', `${BASE}/maintenance`],
      ['DELETE', `${BASE}/overrides/banners`],
      ['GET', `${BASE}/images/00000000000000000000000000000000.png`],
      ['GET', `${BASE}/brand-assets/banner-home.svg`],
    ];
    for (const [method, path, body] of calls) {
      const res = await asStaff(t, borealisOps, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await upload(borealisOps, png(4, 4))).status).toBe(404);
    expect(await written()).toEqual(before);
    // Their own brand works, and this brand's staff see its file art for the preview.
    expect((await asStaff(t, borealisOps, 'GET', '/bo/api/brands/borealis/content')).status).toBe(200);
    const art = await asStaff(t, ops, 'GET', `${BASE}/brand-assets/banner-home.svg`);
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await asStaff(t, ops, 'GET', `${BASE}/brand-assets/..%2F..%2Fpackage.json`)).status).toBeGreaterThanOrEqual(400);
  });

  it('when there is no session, or a write lacks the CSRF token or comes from another site, then it is refused', async () => {
    const before = await written();
    const body = { type: 'B', title: { EN: 'x' }, content: { EN: 'x' } };
    expect((await staffCall(t, 'GET', BASE)).status).toBe(401);
    expect((await staffCall(t, 'POST', `${BASE}/notices`, body)).status).toBe(401);
    const noToken = await staffCall(t, 'POST', `${BASE}/notices`, body, { cookie: ops.cookie });
    expect(noToken.status).toBe(403);
    expect(noToken.json().message).toBe(en.errors.csrfFailed);
    expect((await asStaff(t, ops, 'POST', `${BASE}/notices`, body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await staffCall(t, 'POST', `${BASE}/images`, undefined, { cookie: ops.cookie, 'content-type': 'image/png' })).status).toBe(403);
    // The brand host never reaches the back office API.
    const brandHost = await t.request(BASE, { host: AURORA, headers: { cookie: ops.cookie } });
    expect(brandHost.text).not.toContain('bannersSource');
    expect(await written()).toEqual(before);
  });

  it('when input is bad (ids out of range, unknown group or type, bad dates, end before start, unsupported language, bad link or range), then 400 with the translated message and nothing is written', async () => {
    const before = await written();
    const rows = await overrideRows();
    const banner = { groupName: 'w_home', url: 'https://cdn.example.com/x.png', linkageType: 'NONE' };
    const notice = { type: 'B', title: { EN: 'x' }, content: { EN: 'x' } };
    const cases: Array<[string, string, unknown, string?]> = [
      ['PUT', `${BASE}/banners/2147483648`, banner],
      ['PUT', `${BASE}/banners/0`, banner],
      ['DELETE', `${BASE}/notices/99999999999999999999`, undefined],
      ['POST', `${BASE}/banners`, { ...banner, groupName: 'w_nowhere' }],
      ['POST', `${BASE}/banners`, { ...banner, url: 'javascript:alert(1)' }],
      ['POST', `${BASE}/banners`, { ...banner, linkageType: 'EXTERNAL' }],
      ['POST', `${BASE}/banners`, { ...banner, linkageType: 'EXTERNAL', link: 'http://plain.example.com' }],
      ['POST', `${BASE}/banners`, { ...banner, linkageType: 'INTERNAL', link: 'https://example.com' }, en.errors.contentLinkInvalid],
      ['POST', `${BASE}/banners`, { ...banner, startsAt: 'tomorrow' }],
      ['POST', `${BASE}/banners`, { ...banner, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, en.errors.contentScheduleInvalid],
      ['POST', `${BASE}/notices`, { ...notice, startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, en.errors.contentScheduleInvalid],
      ['POST', `${BASE}/notices`, { ...notice, type: 'X' }],
      ['POST', `${BASE}/notices`, { ...notice, title: { CN: 'x' } }, en.errors.contentLanguageUnsupported.replace('{{language}}', 'CN')],
      ['POST', `${BASE}/notices`, { ...notice, title: { EN: 'x'.repeat(201) } }],
      ['POST', `${BASE}/notices`, { ...notice, extra: 1 }],
      ['PUT', `${BASE}/notice-order`, { ids: [1, 1] }],
      ['PUT', `${BASE}/maintenance`, { enabled: true, allowList: ['not-an-ip'] }],
      ['PUT', `${BASE}/maintenance`, { enabled: true, allowList: ['10.0.0.0/99'] }, en.errors.contentAllowListInvalid.replace('{{entry}}', '10.0.0.0/99')],
      ['PUT', `${BASE}/maintenance`, { enabled: true, allowList: [], endTime: '2000-01-01T00:00:00Z' }, en.errors.contentEndPassed],
      ['DELETE', `${BASE}/overrides/everything`, undefined],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await asStaff(t, admin, method, path, body);
      expect([method, path, JSON.stringify(body), res.status]).toEqual([method, path, JSON.stringify(body), 400]);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().message).toBe('string');
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await written()).toEqual(before);
    expect(await overrideRows()).toEqual(rows);
  });

  it('when staff change content, then each change is audited with who, brand, what, from and to', async () => {
    const created = await asStaff(t, admin, 'POST', `${BASE}/notices`, { type: 'PR', title: { EN: 'Audit me' }, content: { EN: 'x' } });
    const id = created.json().value.notices.at(-1).id as number;
    await asStaff(t, admin, 'PUT', `${BASE}/notices/${id}`, { type: 'PR', title: { EN: 'Audited' }, content: { EN: 'x' } });
    await asStaff(t, admin, 'DELETE', `${BASE}/notices/${id}`);
    const rows = await db()
      .selectFrom('staff_audit')
      .selectAll()
      .where('tenant_id', '=', 'aurora')
      .where('subject', '=', `notice:${id}`)
      .where('username', '=', admin.username)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.action, r.username])).toEqual([
      ['content.notice.create', admin.username],
      ['content.notice.update', admin.username],
      ['content.notice.delete', admin.username],
    ]);
    const detail = (i: number) => (typeof rows[i].detail === 'string' ? JSON.parse(rows[i].detail) : rows[i].detail);
    expect(detail(0)).toMatchObject({ from: null, to: { id, title: { EN: 'Audit me' } } });
    expect(detail(1)).toMatchObject({ from: { title: { EN: 'Audit me' } }, to: { title: { EN: 'Audited' } } });
    expect(detail(2)).toMatchObject({ from: { title: { EN: 'Audited' } }, to: null });
    expect(rows.every((r) => r.at instanceof Date)).toBe(true);
    await asStaff(t, admin, 'DELETE', `${BASE}/overrides/notices`);
    const reset = await db().selectFrom('staff_audit').selectAll().where('action', '=', 'content.reset').where('subject', '=', 'notices').execute();
    expect(reset.length).toBeGreaterThan(0);
  });
});
