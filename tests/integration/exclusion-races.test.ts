// Player protection (issue 22 item 4): an exclusion racing a sign-in or a deposit, and a payment started
// before an exclusion. On PostgreSQL the bad interleavings are pinned with real concurrent transactions: a
// transaction of the test holds a lock the sign-in (or the deposit) needs after its own exclusion check, the
// exclusion commits meanwhile, then the lock is let go. PGlite runs one connection (a transaction of the test
// would stop the exclusion too), so there the races run as plain concurrent requests, checked the same way.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../server/providers/payment/sandbox-signature.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { AURORA, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { SEED_PASSWORD, seedSignedInPlayer } from './helpers/seed-player.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const RG = '/wps/member/responsible-gaming';
const SECRET = readFixtureTenant('aurora').secrets.paymentWebhookSecret as string;
const en = catalogue('en');
let seq = 0;
const key = () => `race-${Date.now().toString(36)}-${++seq}`;

describe.each(DATABASE_KINDS)('exclusion races on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  const player = () => seedSignedInPlayer(t, { prefix: 'xr' });
  async function signIn(account: string): Promise<Client> {
    const login = await loginBearer(t, AURORA, account, SEED_PASSWORD);
    expect(login.status).toBe(200);
    return { host: AURORA, bearer: login.json().value.token };
  }
  const exclude = (c: Client) => call(t, c, 'POST', `${RG}/exclusion`, { kind: 'timeout', period: '7d' });
  /** A session after an exclusion: dead (401) or withdrawal-only, never a normal one. */
  async function expectNoNormalSession(c: Client) {
    const state = await call(t, c, 'GET', RG);
    if (state.status === 401) return;
    expect(state.status).toBe(200);
    expect(state.json().value).toMatchObject({ restricted: true });
  }
  const depositsOf = async (memberId: number) =>
    (
      await sql<{ status: string }>`select status from deposits where tenant_id = 'aurora' and member_id = ${memberId} order by id`.execute(t.portal.db)
    ).rows.map((r) => r.status);
  const bankDeposit = (c: Client) =>
    call(t, c, 'POST', '/wps/deposits/bank', { methodId: 'bank', bankAccountId: 'bdo-1', amount: 20_000, reference: 'RACE', idempotencyKey: key() });

  /** Holds `lock` in a transaction of its own until `release` is called (PostgreSQL: another connection of the pool). */
  async function holdLock(lock: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const done = t.portal.db.transaction().execute(async (trx) => {
      await sql.raw(lock).execute(trx);
      held();
      await released;
    });
    await isHeld;
    return {
      release: async () => {
        release();
        await done;
      },
    };
  }
  /** A pinned interleaving needs a second connection: PostgreSQL only (the plain races run on both engines). */
  const onPostgres = (name: string, test: () => Promise<void>) => {
    if (kind === 'postgres') it(name, test);
  };
  /** Until a statement on `table` waits for a lock (the request under test reached the held lock). */
  const waitsOn = (table: string) =>
    eventually(async () => {
      const r = await sql<{ n: string }>`select count(*)::text as n from pg_stat_activity
        where wait_event_type = 'Lock' and datname = current_database() and query ilike ${`%${table}%`}`.execute(t.portal.db);
      expect(Number(r.rows[0]!.n)).toBeGreaterThan(0);
    });

  onPostgres('when an exclusion commits between a sign-in’s exclusion check and the start of its session, then that session is not a normal one', async () => {
    const p = await player();
    // Sign-in reads the member's exclusions and settings together; holding the settings table stops it after the exclusions were read.
    const lock = await holdLock('lock table member_rg_settings in access exclusive mode');
    let signing: Promise<Client>;
    try {
      signing = signIn(p.account);
      await waitsOn('member_rg_settings');
      expect((await exclude(p.client)).status).toBe(200);
    } finally {
      await lock.release();
    }
    await expectNoNormalSession(await signing);
  });

  onPostgres(
    'when an exclusion commits between a deposit’s first exclusion check and its insert, then the deposit is refused and no row is written',
    async () => {
      const p = await player();
      expect((await call(t, p.client, 'PUT', '/wps/limits/deposit/day', { amount: 5_000_000 })).status).toBe(200);
      // The deposit takes the member's limit rows FOR UPDATE before its insert: holding them stops it after the check at the door.
      const lock = await holdLock(`select 1 from player_limits where tenant_id = 'aurora' and member_id = ${p.memberId} for update`);
      let depositing: ReturnType<typeof bankDeposit>;
      try {
        depositing = bankDeposit(p.client);
        await waitsOn('player_limits');
        expect((await exclude(p.client)).status).toBe(200);
      } finally {
        await lock.release();
      }
      const refused = await depositing;
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'memberExcluded', message: en.errors.memberExcluded });
      expect(await depositsOf(p.memberId)).toEqual([]);
    },
  );

  it('when sign-ins and deposits race an exclusion, then no sign-in keeps a normal session and no deposit is written after the exclusion', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await player();
      const signIns = Array.from({ length: 3 }, () => signIn(p.account));
      const deposits = Array.from({ length: 3 }, () => bankDeposit(p.client));
      const excluded = await exclude(p.client);
      expect(excluded.status).toBe(200);
      const accepted = (await Promise.all(deposits)).filter((d) => d.status === 200).length;
      for (const c of await Promise.all(signIns)) await expectNoNormalSession(c);
      // Whatever was accepted was written before the exclusion; nothing after it.
      expect((await depositsOf(p.memberId)).length).toBe(accepted);
      const late = await bankDeposit(await signIn(p.account));
      expect(late.status).toBe(403);
      expect((await depositsOf(p.memberId)).length).toBe(accepted);
    }
  });

  it('when a gateway payment started before an exclusion, then the hosted page takes no Pay, but a payment the gateway reports as paid is credited', async () => {
    const p = await player();
    const started = await call(t, p.client, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 30_000, idempotencyKey: key() });
    expect(started.status).toBe(200);
    const { id, payUrl } = started.json().value as { id: number; payUrl: string };
    const second = await call(t, p.client, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 40_000, idempotencyKey: key() });
    expect((await exclude(p.client)).status).toBe(200);

    // No new payment starts: neither a new deposit nor Pay on the page of one started before.
    const restricted = await signIn(p.account);
    expect((await call(t, restricted, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 30_000, idempotencyKey: key() })).status).toBe(403);
    const page = await t.get(payUrl, { headers: { 'x-language': 'EN' } });
    expect(page.text).not.toContain('data-testid="sandbox-pay"');
    expect(page.text).toContain(en.sandboxPay.refused);
    const pressed = await t.request(payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-language': 'EN' },
      body: 'action=pay',
    });
    expect(pressed.text).toContain(en.sandboxPay.refused);
    expect(await depositsOf(p.memberId)).toEqual(['pending', 'pending']);
    const balance = async () => (await call(t, restricted, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as number;
    expect(await balance()).toBe(0);

    // The gateway says it took the money anyway (paid before the page knew): it is credited, and withdrawable.
    const token = payUrl.split('/').pop()!;
    const raw = JSON.stringify({ token, status: 'paid', amount: 30_000, currency: 'PHP', gatewayRef: `gw-${id}` });
    const notice = await t.request('/wps/payments/sandbox/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signWebhook(SECRET, raw) },
      body: raw,
    });
    expect(notice.status).toBe(200);
    expect(notice.json().value).toMatchObject({ id, status: 'approved' });
    expect(await balance()).toBe(30_000);
    expect(second.json().value.id).toBeGreaterThan(id);
  });
});
