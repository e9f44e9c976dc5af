// The team overview's counters (issue 17 at scale): team size, direct downlines and new members are kept by the
// members trigger instead of counted over the closure per request. Concurrent registrations under one agent, and
// registrations racing a rebuild of the brand's team rollup, leave every counter equal to the closure's count.
// Both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/db/transaction.ts';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { AgentsRepository } from '../../server/features/agents/agents.repository.ts';
import { timeZoneOf } from '../../server/features/agents/agents.service.ts';
import { call, loginBearer, type Client } from './helpers/accounts-client.ts';
import { agentTenants } from './helpers/agent-tenants.ts';
import { AURORA, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

describe.each(DATABASE_KINDS)('agent team counters on %s', (kind) => {
  let t: TestApp;
  let hash: string;
  const ids: Record<string, number> = {};
  let top: Client;
  let seq = 0;

  const register = async (upline: string, type: 0 | 1 = 0, name = `tc${++seq}`) => {
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: `tc_${name}`,
      nickname: name,
      type,
      registerMethod: 'seed',
      passwordHash: hash,
      uplineId: ids[upline],
    });
    if ('conflict' in created) throw new Error('exists');
    ids[name] = created.id;
    return created.id;
  };

  /** What the counters must say: the closure's own counts, and the members registered in the brand's today. */
  const closureCounts = async (name: string) => {
    const tenant = t.portal.tenants.get('aurora')!;
    const today = (await call(t, top, 'GET', '/wps/agent/team/overview?range=today')).json().value as { from: string; to: string };
    const { rows } = await sql<{ team: string; direct: string; fresh: string }>`
      select count(*) filter (where p.depth > 0)::text as team, count(*) filter (where p.depth = 1)::text as direct,
        count(*) filter (where p.depth > 0 and x.created_at >= ${new Date(today.from)} and x.created_at < ${new Date(today.to)})::text as fresh
      from member_tree_paths p join members x on x.tenant_id = p.tenant_id and x.id = p.descendant_id
      where p.tenant_id = ${tenant.id} and p.ancestor_id = ${BigInt(ids[name])}`.execute(t.portal.db);
    return { teamSize: Number(rows[0].team), directDownlines: Number(rows[0].direct), newMembers: Number(rows[0].fresh) };
  };
  const overviewOf = async (client: Client) => {
    const v = (await call(t, client, 'GET', '/wps/agent/team/overview?range=today')).json().value;
    return { teamSize: v.teamSize, directDownlines: v.directDownlines, newMembers: v.newMembers };
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind, tenants: agentTenants() });
    hash = await hashPassword('Secret123');
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: 'tc_top',
      nickname: 'top',
      type: 1,
      registerMethod: 'seed',
      passwordHash: hash,
      uplineId: null,
    });
    if ('conflict' in created) throw new Error('exists');
    ids.top = created.id;
    await register('top', 1, 'mid');
    top = { host: AURORA, bearer: (await loginBearer(t, AURORA, 'tc_top', 'Secret123')).json().value.token };
  });
  afterAll(() => t?.close());

  it('when 30 members register at once under one agent, then its and its upline’s counters equal the closure’s counts', async () => {
    await t.portal.services.agents.drainEvents(); // builds the brand's rollup: new members come from the counters
    await Promise.all(Array.from({ length: 30 }, () => register('mid')));
    const expected = await closureCounts('top');
    expect(expected).toEqual({ teamSize: 31, directDownlines: 1, newMembers: 31 });
    expect(await overviewOf(top)).toEqual(expected);
    const mid = await closureCounts('mid');
    expect(mid).toMatchObject({ teamSize: 30, directDownlines: 30 });
    const { rows } = await sql<{ team_size: string; direct_downlines: string }>`
      select team_size::text, direct_downlines::text from member_team_counts where tenant_id = 'aurora' and member_id = ${BigInt(ids.mid)}`.execute(
      t.portal.db,
    );
    expect(rows).toEqual([{ team_size: '30', direct_downlines: '30' }]);
  });

  it('when registrations race a rebuild of the team rollup, then the new-member counts stay exact', async () => {
    const tenant = t.portal.tenants.get('aurora')!;
    const rebuild = () => inTransaction(t.portal.db, (trx) => new AgentsRepository(trx).buildTeamPeriods('aurora', timeZoneOf(tenant)));
    await Promise.all([...Array.from({ length: 10 }, () => register('mid')), rebuild(), ...Array.from({ length: 10 }, () => register('top')), rebuild()]);
    const expected = await closureCounts('top');
    expect(expected).toMatchObject({ teamSize: 51, directDownlines: 11, newMembers: 51 });
    expect(await overviewOf(top)).toEqual(expected);
  });

  it('when the brand’s rollup is not built in its zone, then the overview counts new members over the closure instead', async () => {
    await sql`update agent_team_builds set time_zone = 'Pacific/Chatham' where tenant_id = 'aurora'`.execute(t.portal.db);
    await register('mid');
    expect(await overviewOf(top)).toEqual(await closureCounts('top'));
    expect((await overviewOf(top)).newMembers).toBe(52);
  });
});
