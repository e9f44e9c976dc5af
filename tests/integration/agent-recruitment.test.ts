// Agent recruitment (/join, issue 21 item 6) over real HTTP on both engines: a player applies once (racing
// submissions leave one pending application), staff approve — the player becomes an agent whose own code then
// brings downlines — or reject with the reason the player reads; bad input, permissions, brand scope and
// sessions of another brand change nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { call, loginBearer, trialBearer, type Client } from './helpers/accounts-client.ts';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { AURORA, BOREALIS, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
const PATH = '/wps/agent-recruitment/application';
const GOOD = {
  contactChannel: 'telegram',
  contact: '@future_agent',
  experience: 'underOneYear',
  teamSize: 40,
  market: 'Manila',
  message: 'I run a gaming group.',
};
let seq = 0;

describe.each(DATABASE_KINDS)('agent recruitment on %s', (kind) => {
  let t: TestApp;
  let manager: StaffClient;
  const passwordHash = hashPassword('Secret123');

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    manager = await newSignedInStaff(t, 'agentManager');
  });
  afterAll(() => t?.close());

  async function player(host = AURORA, tenantId = 'aurora', type = 0): Promise<{ client: Client; memberId: number; account: string }> {
    const account = `ja${Date.now() % 1_000_000}${++seq}`;
    const created = await t.portal.services.accounts.members.insert({
      tenantId,
      account,
      nickname: account,
      type,
      registerMethod: 'seed',
      passwordHash: await passwordHash,
    });
    if ('conflict' in created) throw new Error('member exists');
    if (type === 4) return { client: { host, bearer: await trialBearer(t, tenantId, created.id, account) }, memberId: created.id, account };
    const login = await loginBearer(t, host, account, 'Secret123');
    expect(login.status).toBe(200);
    return { client: { host, bearer: login.json().value.token }, memberId: created.id, account };
  }
  const rows = async () => Number((await sql<{ n: string }>`select count(*)::text as n from agent_applications`.execute(t.portal.db)).rows[0].n);
  const memberRow = async (id: number) =>
    (
      await sql<{
        type: number;
        affiliate_code: string | null;
        referral_code: string | null;
      }>`select type, affiliate_code, referral_code from members where id = ${id}`.execute(t.portal.db)
    ).rows[0];
  const decide = (id: number, body: unknown, staff = manager, tenant = 'aurora') =>
    asStaff(t, staff, 'POST', `/bo/api/brands/${tenant}/agent-applications/${id}/decision`, body);

  it('when a player applies, then one pending application is kept and a second is refused while it waits', async () => {
    const p = await player();
    const before = (await call(t, p.client, 'GET', PATH)).json().value;
    expect(before).toEqual({ canApply: true, isAgent: false });
    const sent = await call(t, p.client, 'POST', PATH, GOOD);
    expect(sent.status).toBe(200);
    expect(sent.json().value).toMatchObject({ status: 'pending', contact: '@future_agent', teamSize: 40 });
    const again = await call(t, p.client, 'POST', PATH, GOOD);
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'recruitmentPending', message: en.recruitmentPending });
    expect((await call(t, p.client, 'GET', PATH)).json().value).toMatchObject({ canApply: false, application: { status: 'pending' } });
  });

  it('when 20 applications of one player race, then exactly one is stored', async () => {
    const p = await player();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(t, p.client, 'POST', PATH, GOOD)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const n = await sql<{ n: string }>`select count(*)::text as n from agent_applications where member_id = ${p.memberId}`.execute(t.portal.db);
    expect(n.rows[0].n).toBe('1');
  });

  it('when staff approve, then the player is an agent whose own code registers downlines, and a second decision is refused', async () => {
    const p = await player();
    const id = (await call(t, p.client, 'POST', PATH, GOOD)).json().value.id;
    const listed = (await asStaff(t, manager, 'GET', '/bo/api/brands/aurora/agent-applications?status=pending')).json().value;
    expect(listed.items.find((a: { id: number }) => a.id === id)).toMatchObject({ account: p.account, memberType: 0, status: 'pending' });
    const approved = await decide(id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', memberType: 1, decidedBy: manager.username });
    const row = await memberRow(p.memberId);
    expect(row.type).toBe(1);
    expect(row.affiliate_code).toBe(row.referral_code);
    expect((await call(t, p.client, 'GET', PATH)).json().value).toMatchObject({ isAgent: true, canApply: false, application: { status: 'approved' } });
    expect((await call(t, p.client, 'POST', PATH, GOOD)).json().code).toBe('recruitmentAlreadyAgent');
    const late = await decide(id, { decision: 'reject', reason: 'late' });
    expect(late.status).toBe(409);
    expect(late.json().code).toBe('applicationDecided');
    expect((await memberRow(p.memberId)).type).toBe(1);

    // Registration's lookup of an invitation code now finds an agent: whoever registers with it becomes the downline.
    const agent = await t.portal.services.accounts.members.findByAffiliateCode('aurora', row.referral_code!);
    expect(agent).toMatchObject({ id: p.memberId, type: 1 });
  });

  it('when staff reject, then a reason is required, the player reads it and may apply again', async () => {
    const p = await player();
    const id = (await call(t, p.client, 'POST', PATH, GOOD)).json().value.id;
    const bare = await decide(id, { decision: 'reject' });
    expect(bare.status).toBe(400);
    expect(bare.json().errors[0]).toMatchObject({ field: 'reason' });
    expect((await decide(id, { decision: 'reject', reason: '<b>Too small</b>' })).status).toBe(200);
    const mine = (await call(t, p.client, 'GET', PATH)).json().value;
    expect(mine).toMatchObject({ canApply: true, isAgent: false, application: { status: 'rejected', reason: '<b>Too small</b>' } });
    expect((await memberRow(p.memberId)).type).toBe(0);
    expect((await call(t, p.client, 'POST', PATH, GOOD)).status).toBe(200);
  });

  it('when the input is bad, then a clear error names it and nothing is written', async () => {
    const p = await player();
    const before = await rows();
    for (const body of [
      {},
      { ...GOOD, contactChannel: 'pigeon' },
      { ...GOOD, contact: 'ab' },
      { ...GOOD, contact: '   x  ' },
      { ...GOOD, contact: 'a\u0000bcd' },
      { ...GOOD, teamSize: -1 },
      { ...GOOD, teamSize: 100_001 },
      { ...GOOD, teamSize: 1.5 },
      { ...GOOD, message: 'x'.repeat(501) },
      { ...GOOD, market: 'y'.repeat(61) },
      { ...GOOD, extra: 1 },
    ]) {
      const res = await call(t, p.client, 'POST', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toBeTruthy();
    }
    expect(await rows()).toBe(before);
    const trial = await player(AURORA, 'aurora', 4);
    expect((await call(t, trial.client, 'POST', PATH, GOOD)).status).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('when a session or staff member belongs to another brand, or staff lack the permission, then nothing is shown or decided', async () => {
    const p = await player();
    const id = (await call(t, p.client, 'POST', PATH, GOOD)).json().value.id;
    const onOther: Client = { host: BOREALIS, bearer: p.client.bearer };
    expect((await call(t, onOther, 'GET', PATH)).status).toBe(401);
    expect((await call(t, onOther, 'POST', PATH, GOOD)).status).toBe(401);
    expect((await call(t, { host: AURORA }, 'POST', PATH, GOOD)).status).toBe(401);

    const borealisOnly = await newSignedInStaff(t, 'agentManager', ['borealis']);
    const cashier = await newSignedInStaff(t, 'cashier');
    const auditor = await newSignedInStaff(t, 'auditor');
    expect((await asStaff(t, borealisOnly, 'GET', '/bo/api/brands/aurora/agent-applications')).status).toBe(404);
    expect((await decide(id, { decision: 'approve' }, borealisOnly)).status).toBe(404);
    // An aurora application through borealis's path: not found, not decided.
    expect((await decide(id, { decision: 'approve' }, manager, 'borealis')).status).toBe(404);
    expect((await asStaff(t, cashier, 'GET', '/bo/api/brands/aurora/agent-applications')).status).toBe(403);
    expect((await asStaff(t, auditor, 'GET', '/bo/api/brands/aurora/agent-applications')).status).toBe(200);
    expect((await decide(id, { decision: 'approve' }, auditor)).status).toBe(403);
    expect((await memberRow(p.memberId)).type).toBe(0);
    expect((await call(t, p.client, 'GET', PATH)).json().value.application.status).toBe('pending');
  });
});
