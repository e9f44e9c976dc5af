// The brand's mandatory deposit-limit question (issue 22 item 1, UKGC RTS 12B; tenant
// responsibleGaming.limits.mandatoryPrompt) over real HTTP on both engines: a deposit by a member who has not
// answered it is refused with its own translated code and writes nothing; setting a deposit limit or declining
// answers it; a brand that does not ask is not touched; "at registration" asks every member, "at first deposit"
// one who has not deposited yet.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Client } from './helpers/accounts-client.ts';
import { AURORA, BOREALIS, catalogue, eventually, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { seedSignedInPlayer } from './helpers/seed-player.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en').errors;
let seq = 0;
const key = () => `prompt-${Date.now().toString(36)}-${++seq}`;
const withPrompt = (id: string, mandatoryPrompt: string) => ({ ...readFixtureTenant(id), responsibleGaming: { limits: { mandatoryPrompt } } });

describe.each(DATABASE_KINDS)('mandatory deposit-limit prompt on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: { aurora: withPrompt('aurora', 'firstDeposit'), borealis: readFixtureTenant('borealis') } });
  });
  afterAll(() => t?.close());

  const player = (tenantId: 'aurora' | 'borealis') => seedSignedInPlayer(t, { tenantId, host: tenantId === 'aurora' ? AURORA : BOREALIS, prefix: 'lp' });
  const bank = (c: Client) =>
    call(t, c, 'POST', '/wps/deposits/bank', { methodId: 'bank', bankAccountId: 'bdo-1', amount: 20_000, reference: 'PROMPT', idempotencyKey: key() });
  const gateway = (c: Client) => call(t, c, 'POST', '/wps/deposits/gateway', { methodId: 'instant', amount: 20_000, idempotencyKey: key() });
  const rows = async (memberId: number) =>
    Number((await sql<{ n: string }>`select count(*)::text as n from deposits where member_id = ${memberId}`.execute(t.portal.db)).rows[0]!.n);
  async function expectRefused(c: Client, memberId: number) {
    for (const attempt of [bank, gateway]) {
      const refused = await attempt(c);
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: 'depositLimitPromptRequired', message: en.depositLimitPromptRequired });
    }
    expect(await rows(memberId)).toBe(0);
  }

  it('when a member of a brand asking at first deposit deposits before answering, then it is refused and nothing is written; after declining it goes through', async () => {
    const p = await player('aurora');
    expect((await call(t, p.client, 'GET', '/wps/limits')).json().value).toMatchObject({ promptDue: true });
    await expectRefused(p.client, p.memberId);
    expect((await call(t, p.client, 'POST', '/wps/limits/prompt/decline')).json().value).toMatchObject({ promptDue: false });
    expect((await bank(p.client)).status).toBe(200);
    expect((await gateway(p.client)).status).toBe(200);
    expect(await rows(p.memberId)).toBe(2);
  });

  it('when a member answers by setting a deposit limit, then deposits within it go through', async () => {
    const p = await player('aurora');
    await expectRefused(p.client, p.memberId);
    expect((await call(t, p.client, 'PUT', '/wps/limits/deposit/week', { amount: 100_000 })).status).toBe(200);
    expect((await bank(p.client)).status).toBe(200);
    expect(await rows(p.memberId)).toBe(1);
  });

  it('when a brand does not ask, then its members deposit without answering', async () => {
    const p = await player('borealis');
    expect((await call(t, p.client, 'GET', '/wps/limits')).json().value).toMatchObject({ promptDue: false });
    expect((await bank(p.client)).status).toBe(200);
    expect((await gateway(p.client)).status).toBe(200);
  });

  it('when a brand asks at registration, then a member who already deposited is asked too, and answering lets the deposit through', async () => {
    const p = await player('borealis');
    expect((await bank(p.client)).status).toBe(200);
    t.writeTenant('borealis', withPrompt('borealis', 'registration'));
    try {
      await eventually(async () => expect((await call(t, p.client, 'GET', '/wps/limits')).json().value.rules.mandatoryPrompt).toBe('registration'));
      expect((await call(t, p.client, 'GET', '/wps/limits')).json().value).toMatchObject({ promptDue: true });
      const refused = await bank(p.client);
      expect(refused.json()).toMatchObject({ code: 'depositLimitPromptRequired', message: en.depositLimitPromptRequired });
      expect(await rows(p.memberId)).toBe(1);
      expect((await call(t, p.client, 'POST', '/wps/limits/prompt/decline')).status).toBe(200);
      expect((await bank(p.client)).status).toBe(200);
      expect(await rows(p.memberId)).toBe(2);
    } finally {
      t.writeTenant('borealis', readFixtureTenant('borealis'));
    }
  });
});
