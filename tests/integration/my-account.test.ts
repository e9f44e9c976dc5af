// My account (issue 21 item 1) over real HTTP on both engines: the profile form (spec §5 address and
// nationality required; HTML kept as text), avatars (preset, upload re-encoded by the server, bad uploads
// refused with the spec's messages and nothing stored), e-mail and mobile bound with a code and the login
// password, sign-in history, "sign out other sessions", the security notices that become system messages,
// and a session of one brand being worthless on another.
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, headersOf, lastSms, loginBearer, type Client } from './helpers/accounts-client.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en');
let seq = 0;

describe.each(DATABASE_KINDS)('my account on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    // Codes are mailed through a real SMTP server (the sink), as the brand's mailer would.
    smtp = await startSmtpSink();
    const aurora = readFixtureTenant('aurora');
    aurora.secrets.smtpUrl = smtp.url;
    t = await startTestApp({ database: kind, tenants: { aurora, borealis: readFixtureTenant('borealis') } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function player(host = AURORA, tenantId = 'aurora'): Promise<{ client: Client; memberId: number; account: string }> {
    const account = `ma${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type: 0,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    const login = await loginBearer(t, host, account, 'Secret123', {}, { 'user-agent': 'MyAccountTest/1.0' });
    expect(login.status, login.text).toBe(200);
    return { client: { host, bearer: login.json().value.token }, memberId: created.id, account };
  }

  const upload = (c: Client, body: Buffer, type: string) =>
    t.request('/wps/member/info/icon', { method: 'POST', host: c.host, headers: { ...headersOf(c), 'content-type': type }, body });
  const avatarRows = async (memberId: number) =>
    Number((await sql<{ n: string }>`select count(*)::text as n from member_avatars where member_id = ${memberId}`.execute(t.portal.db)).rows[0].n);
  const mailedCode = async (to: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(to), 5000);
    return /\b(\d{6})\b/.exec(mail.text)?.[1];
  };
  const systemCodes = async (c: Client) => {
    await eventually(async () => {
      await t.portal.services.messages.drainEvents();
      expect(await t.portal.services.events.caughtUp('messages')).toBe(true);
    });
    const box = (await call(t, c, 'GET', '/wps/member/messages?size=50')).json().value as { list: Array<{ code?: string }> };
    return box.list.map((m) => m.code ?? '');
  };

  it('when a member saves the profile, then it reads back as typed (HTML kept as text) and the member info shows the nickname', async () => {
    const p = await player();
    const body = { nickname: '<b>Ace</b>', dateOfBirth: '1990-05-17', address: '<script>alert(1)</script> 12 Rizal St', nationality: 'PH' };
    const res = await call(t, p.client, 'PUT', '/wps/member/profile', body);
    expect(res.status, res.text).toBe(200);
    expect(res.json().value).toMatchObject({ ...body, account: p.account, emailVerified: false, mobileVerified: false, hasPassword: true, minimumAge: 18 });
    expect(res.headers['content-type']).toContain('application/json');
    const info = (await call(t, p.client, 'GET', '/wps/member/info')).json().value;
    expect(info.nickname).toBe('<b>Ace</b>');
  });

  it('when the profile input is bad, then each problem is a translated 400 and nothing is written', async () => {
    const p = await player();
    const good = { nickname: 'Ace', address: 'Somewhere 1', nationality: 'PH' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, address: '' }, 'address'],
      [{ ...good, address: '   ' }, 'address'],
      [{ ...good, nationality: 'QQ' }, 'nationality'],
      [{ ...good, nationality: 'ph' }, 'nationality'],
      [{ ...good, nickname: 'x'.repeat(21) }, 'nickname'],
      [{ ...good, address: 'a'.repeat(201) }, 'address'],
      [{ ...good, dateOfBirth: '2020-02-30' }, 'dateOfBirth'],
      [{ ...good, dateOfBirth: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10) }, 'dateOfBirth'],
      [{ ...good, nickname: 'a\u0007b' }, 'nickname'],
      [{ nickname: 'Ace', address: 'x' }, 'nationality'],
      [{ ...good, nickname: 5 }, 'nickname'],
      [{ ...good, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, p.client, 'PUT', '/wps/member/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const value = res.json();
      expect(value.success).toBe(false);
      expect(
        value.errors.map((e: { field: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
      for (const e of value.errors) expect(e.message).not.toMatch(/^(validation|profile|errors)\./);
    }
    const under = await call(t, p.client, 'PUT', '/wps/member/profile', { ...good, dateOfBirth: '2015-01-01' });
    expect(under.json().errors[0].message).toBe(en.profile.underAge.replace('{{age}}', '18'));
    const view = (await call(t, p.client, 'GET', '/wps/member/profile')).json().value;
    expect(view).toMatchObject({ nickname: p.account, address: '', nationality: '', dateOfBirth: '' });
  });

  it('when a member chooses a preset and then uploads a picture, then the icon follows, the image is our own WebP, and an old URL is gone', async () => {
    const p = await player();
    expect((await call(t, p.client, 'GET', '/wps/member/info/icon')).json().value).toEqual({ kind: 'default', iconUrl: '' });
    const choices = (await call(t, p.client, 'GET', '/wps/relay/MCSFE_getPlayerAvatar')).json().value;
    expect(choices.presets).toHaveLength(12);
    const svg = await t.request(choices.presets[2].url, { host: AURORA });
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.text).toMatch(/^<svg /);
    const chosen = await call(t, p.client, 'PUT', '/wps/member/info/icon', { presetId: 3 });
    expect(chosen.json().value).toEqual({ kind: 'preset', presetId: 3, iconUrl: choices.presets[2].url });

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const up = await upload(p.client, png, 'image/png');
    expect(up.status, up.text).toBe(200);
    const icon = up.json().value;
    expect(icon.kind).toBe('upload');
    const image = await t.request(icon.iconUrl, { host: AURORA, headers: headersOf(p.client) });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.text.startsWith('RIFF')).toBe(true);
    // What is stored is the server's own 256×256 WebP, not the uploaded PNG.
    const stored = await sql<{ image: Uint8Array }>`select image from member_avatars where tenant_id = 'aurora' and member_id = ${p.memberId}`.execute(
      t.portal.db,
    );
    const meta = await sharp(Buffer.from(stored.rows[0].image)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const jpeg = await sharp({ create: { width: 300, height: 800, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
    const second = await upload(p.client, jpeg, 'image/jpeg');
    expect(second.status).toBe(200);
    expect(second.json().value.iconUrl).not.toBe(icon.iconUrl);
    expect((await t.request(icon.iconUrl, { host: AURORA, headers: headersOf(p.client) })).status).toBe(404);
    // Another member's session does not open this member's picture.
    const other = await player();
    expect((await t.request(second.json().value.iconUrl, { host: AURORA, headers: headersOf(other.client) })).status).toBe(404);
  });

  it('when an upload is oversized, of the wrong type or not a readable image, then it is refused with the spec message and nothing is stored', async () => {
    const p = await player();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const tooBig = await upload(p.client, big, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.json().message).toBe(en.errors.uploadTooLarge);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const wrong = await upload(p.client, gif, 'image/png');
    expect(wrong.status).toBe(415);
    expect(wrong.json().message).toBe(en.errors.uploadBadType);
    const text = await upload(p.client, Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(415);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const unreadable = await upload(p.client, broken, 'image/png');
    expect(unreadable.status).toBe(400);
    expect(unreadable.json().message).toBe(en.errors.avatarUnreadable);
    // A PNG header that claims a huge canvas is refused before it is decoded.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombRes = await upload(p.client, bomb, 'image/png');
    expect(bombRes.status).toBe(400);
    const preset = await call(t, p.client, 'PUT', '/wps/member/info/icon', { presetId: 99 });
    expect(preset.status).toBe(400);
    expect(preset.json().message).toBe(en.errors.avatarPresetUnknown);
    expect(await avatarRows(p.memberId)).toBe(0);
  });

  it('when a member binds an e-mail with the mailed code and the password, then it is verified and the member gets a system message', async () => {
    const p = await player();
    const email = `${p.account}@example.org`;
    const noPassword = await call(t, p.client, 'PUT', '/wps/member/email', { email, verificationCode: '123456' });
    expect(noPassword.status).toBe(400);
    expect((await call(t, p.client, 'POST', '/wps/member/email/code', { email: 'not-an-address' })).status).toBe(400);
    const sent = await call(t, p.client, 'POST', '/wps/member/email/code', { email: email.toUpperCase() });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json().value.expiredMinutes).toBe(5);
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const wrongPassword = await call(t, p.client, 'PUT', '/wps/member/email', { email, verificationCode: code, password: 'Wrong999' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json().message).toBe(en.errors.loginPasswordWrong);
    const wrongCode = await call(t, p.client, 'PUT', '/wps/member/email', {
      email,
      verificationCode: code === '000000' ? '111111' : '000000',
      password: 'Secret123',
    });
    expect(wrongCode.status).toBe(400);
    expect((await call(t, p.client, 'GET', '/wps/member/profile')).json().value.emailVerified).toBe(false);
    const bound = await call(t, p.client, 'PUT', '/wps/member/email', { email, verificationCode: code, password: 'Secret123' });
    expect(bound.status, bound.text).toBe(200);
    expect(bound.json().value).toMatchObject({ email, emailVerified: true });
    // The code is spent.
    expect((await call(t, p.client, 'PUT', '/wps/member/email', { email, verificationCode: code, password: 'Secret123' })).status).toBe(400);
    expect(await systemCodes(p.client)).toContain('emailChanged');
  });

  it('when a member binds a mobile number with the texted code, then it is verified, a number another member proved is refused, and a message tells', async () => {
    const p = await player();
    const digits = `917${String(Date.now()).slice(-5)}${seq % 10}${kind === 'pglite' ? 1 : 2}`;
    const mobile = { countryDialingCode: '+63', mobileNum: digits };
    const sent = await call(t, p.client, 'POST', '/wps/member/mobile/code', mobile);
    expect(sent.status, sent.text).toBe(200);
    const code = await lastSms(t, AURORA, digits);
    expect(code).toMatch(/^\d{6}$/);
    const bound = await call(t, p.client, 'PUT', '/wps/member/mobile', { ...mobile, verificationCode: code, password: 'Secret123' });
    expect(bound.status, bound.text).toBe(200);
    expect(bound.json().value).toMatchObject({ mobileNum: digits, countryDialingCode: '+63', mobileVerified: true });
    const other = await player();
    const taken = await call(t, other.client, 'POST', '/wps/member/mobile/code', mobile);
    expect(taken.status).toBe(409);
    expect(taken.json().errors[0].message).toBe(en.validation.mobileTaken);
    expect(await systemCodes(p.client)).toContain('mobileChanged');
  });

  it('when a member changes the login and payment passwords, then each change is told by a system message', async () => {
    const p = await player();
    const pay = await call(t, p.client, 'PUT', '/wps/member/payment-password', { newPaymentPassword: '135790', loginPassword: 'Secret123' });
    expect(pay.status, pay.text).toBe(200);
    const changed = await call(t, p.client, 'PUT', '/wps/member/password', {
      oldPassword: 'Secret123',
      newPassword: 'Better456',
      confirmNewPassword: 'Better456',
    });
    expect(changed.status, changed.text).toBe(200);
    const client = { host: AURORA, bearer: changed.json().value.token };
    const codes = await systemCodes(client);
    expect(codes).toEqual(expect.arrayContaining(['passwordChanged', 'paymentPasswordChanged']));
  });

  it('when a member has signed in on two devices, then the history lists both and "sign out other sessions" ends only the other one', async () => {
    const p = await player();
    const second = await loginBearer(t, AURORA, p.account, 'Secret123', {}, { 'user-agent': 'SecondDevice/2.0' });
    const other: Client = { host: AURORA, bearer: second.json().value.token };
    const history = (await call(t, p.client, 'GET', '/wps/member/logins?page=1&size=10')).json().value;
    expect(history.total).toBe(2);
    expect(history.list[0]).toMatchObject({ device: 'SecondDevice/2.0', method: 'password' });
    expect(history.list[1].device).toBe('MyAccountTest/1.0');
    expect(new Date(history.list[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof history.list[0].ip).toBe('string');
    expect((await call(t, p.client, 'GET', '/wps/member/logins?size=51')).status).toBe(400);

    const ended = await call(t, p.client, 'POST', '/wps/member/sessions/others', {});
    expect(ended.status, ended.text).toBe(200);
    expect((await call(t, other, 'GET', '/wps/member/info')).status).toBe(401);
    expect((await call(t, p.client, 'GET', '/wps/member/info')).status).toBe(200);
  });

  it("when a session of brand A is used on brand B, then every my-account endpoint answers 401 and nothing of A's member is touched", async () => {
    const a = await player();
    await call(t, a.client, 'PUT', '/wps/member/profile', { nickname: 'Keep', address: 'A st', nationality: 'PH' });
    const onB: Client = { host: BOREALIS, bearer: a.client.bearer };
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', '/wps/member/profile'],
      ['PUT', '/wps/member/profile', { nickname: 'Hijack', address: 'B st', nationality: 'VN' }],
      ['POST', '/wps/member/email/code', { email: 'x@example.org' }],
      ['PUT', '/wps/member/email', { email: 'x@example.org', verificationCode: '123456', password: 'Secret123' }],
      ['POST', '/wps/member/mobile/code', { countryDialingCode: '+63', mobileNum: '9171234567' }],
      ['PUT', '/wps/member/mobile', { countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: '123456' }],
      ['GET', '/wps/member/info/icon'],
      ['PUT', '/wps/member/info/icon', { presetId: 1 }],
      ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
      ['GET', '/wps/member/logins'],
      ['POST', '/wps/member/sessions/others', {}],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(t, onB, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await call(t, a.client, 'GET', '/wps/member/profile')).json().value).toMatchObject({ nickname: 'Keep', address: 'A st' });
    expect((await call(t, a.client, 'GET', '/wps/member/info')).status).toBe(200);
    expect(await avatarRows(a.memberId)).toBe(0);
  });
});
