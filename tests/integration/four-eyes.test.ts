// Four-eyes on the live feature tree (issue 16 item 3): on a brand whose file sets backOffice.fourEyes,
// a change made in the back office waits for a second member of staff; nobody approves their own, a
// decision is taken once even when two approvers click at once, and a brand without it is unchanged.
// Over real HTTP, on both database engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, newSignedInStaff, type StaffClient } from './helpers/staff-client.ts';
import { BOREALIS, catalogue, readFixtureTenant, startTestApp, type TestApp } from './helpers/test-app.ts';
import { DATABASE_KINDS } from './helpers/test-database.ts';

const en = catalogue('en');

interface Node {
  modId: string;
  effective: boolean;
  override: boolean | null;
  pending: { id: number; to: boolean | null; requestedBy: string; reason: string; reverts: number | null } | null;
  children: Node[];
}

const find = (nodes: Node[], modId: string): Node | undefined => {
  for (const n of nodes) {
    if (n.modId === modId) return n;
    const inner = find(n.children, modId);
    if (inner) return inner;
  }
  return undefined;
};

describe.each(DATABASE_KINDS)('four-eyes on %s', (kind) => {
  let t: TestApp;
  let requester: StaffClient;
  let approver: StaffClient;
  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      tenants: { aurora: readFixtureTenant('aurora'), borealis: { ...readFixtureTenant('borealis'), backOffice: { fourEyes: true } } },
    });
    [requester, approver] = await Promise.all([newSignedInStaff(t, 'operations'), newSignedInStaff(t, 'admin')]);
  });
  afterAll(() => t?.close());

  const tree = async (staff: StaffClient, brand = 'borealis') => (await asStaff(t, staff, 'GET', `/bo/api/brands/${brand}/features`)).json().value;
  const request = (staff: StaffClient, modId: string, enabled: boolean | null, reason: string) =>
    asStaff(t, staff, 'PUT', `/bo/api/brands/borealis/features/${modId}`, { enabled, reason });
  const decide = (staff: StaffClient, id: number, decision: 'approve' | 'reject', reason = 'checked by a second person', brand = 'borealis') =>
    asStaff(t, staff, 'POST', `/bo/api/brands/${brand}/features/requests/${id}`, { decision, reason });
  const balance = () => t.request('/wps/v2/wallets/balance', { host: BOREALIS });
  const auditOf = async (staff: StaffClient, modId: string) =>
    ((await asStaff(t, staff, 'GET', '/bo/api/audit?tenant=borealis&action=feature')).json().value.rows as Array<Record<string, any>>).filter(
      (r) => r.subject === modId,
    );

  it('when staff switch a module off on a four-eyes brand, then nothing changes until a second person approves, and the requester cannot approve it', async () => {
    const filed = await request(requester, 'ACCOUNT', false, 'accounts upgrade tonight');
    expect(filed.status).toBe(200);
    expect(filed.json().value.fourEyes).toBe(true);
    const waiting = find(filed.json().value.nodes, 'ACCOUNT')!;
    expect(waiting).toMatchObject({
      effective: true,
      override: null,
      pending: { to: false, requestedBy: requester.username, reason: 'accounts upgrade tonight', reverts: null },
    });
    expect(t.portal.services.featureOverrides.forTenant('borealis').has('ACCOUNT')).toBe(false);
    expect((await balance()).status).toBe(401); // still on: no session

    const own = await decide(requester, waiting.pending!.id, 'approve');
    expect(own.status).toBe(403);
    // An operations member of staff may file but not approve: even another one is refused.
    const colleague = await newSignedInStaff(t, 'operations');
    const notAllowed = await decide(colleague, waiting.pending!.id, 'approve');
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.json().message).toBe(en.errors.staffForbidden);
    const self = await newSignedInStaff(t, 'admin');
    const selfFiled = await asStaff(t, self, 'PUT', '/bo/api/brands/borealis/features/GAMES', { enabled: false, reason: 'admin asks too' });
    const selfId = find(selfFiled.json().value.nodes, 'GAMES')!.pending!.id;
    const selfApproval = await decide(self, selfId, 'approve');
    expect(selfApproval.status).toBe(403);
    expect(selfApproval.json().message).toBe(en.errors.featureSelfApproval);
    expect((await decide(self, selfId, 'reject', 'withdrawn by me')).status).toBe(200);

    const approved = await decide(approver, waiting.pending!.id, 'approve', 'looked at the plan');
    expect(approved.status).toBe(200);
    expect(find(approved.json().value.nodes, 'ACCOUNT')).toMatchObject({ effective: false, override: false, pending: null });
    const gated = await balance();
    expect(gated.json().code).toBe('featureUnavailable');

    const lines = await auditOf(approver, 'ACCOUNT');
    expect(lines.find((l) => l.action === 'feature.request')).toMatchObject({
      username: requester.username,
      note: 'accounts upgrade tonight',
      revertible: false,
    });
    expect(lines.find((l) => l.action === 'feature.set')).toMatchObject({
      username: approver.username,
      note: 'looked at the plan',
      revertible: true,
      detail: { modId: 'ACCOUNT', from: null, to: false, requestedBy: requester.username },
    });
    const again = await decide(approver, waiting.pending!.id, 'approve');
    expect(again.status).toBe(404);
    expect(again.json().message).toBe(en.errors.featureRequestNotPending);

    // A revert from the audit is a change too: it waits for a second person, then brings the module back.
    const setLine = lines.find((l) => l.action === 'feature.set')!;
    const revertFiled = await asStaff(t, requester, 'POST', `/bo/api/audit/${setLine.id}/revert`, { reason: 'upgrade finished' });
    expect(revertFiled.status).toBe(200);
    const revertWaiting = find(revertFiled.json().value.nodes, 'ACCOUNT')!;
    expect(revertWaiting).toMatchObject({ effective: false, pending: { to: null, reverts: setLine.id } });
    expect((await decide(approver, revertWaiting.pending!.id, 'approve')).status).toBe(200);
    expect((await balance()).status).toBe(401);
    expect((await auditOf(approver, 'ACCOUNT')).find((l) => l.action === 'feature.revert')).toMatchObject({ detail: { reverts: setLine.id, to: null } });
  });

  it('when a change of a module already waits, then a second one is refused until the first is withdrawn', async () => {
    const first = await request(requester, 'FISH', false, 'vendor outage');
    expect(first.status).toBe(200);
    const second = await request(requester, 'FISH', true, 'never mind');
    expect(second.status).toBe(409);
    expect(second.json().message).toBe(en.errors.featureChangePending.replace('{{module}}', 'FISH'));
    const id = find(first.json().value.nodes, 'FISH')!.pending!.id;
    // The requester withdraws their own request (no approval right needed); then a new one can be filed.
    const withdrawn = await decide(requester, id, 'reject', 'vendor is back');
    expect(withdrawn.status).toBe(200);
    expect(find(withdrawn.json().value.nodes, 'FISH')!.pending).toBeNull();
    expect(t.portal.services.featureOverrides.forTenant('borealis').has('FISH')).toBe(false);
    expect((await auditOf(requester, 'FISH')).find((l) => l.action === 'feature.reject')).toMatchObject({ note: 'vendor is back' });
    expect((await request(requester, 'FISH', true, 'pin it on')).status).toBe(200);
  });

  it('when 20 approvals and rejections of one request arrive at once from two approvers, then exactly one decision is taken and applied once', async () => {
    const other = await newSignedInStaff(t, 'admin');
    const filed = await request(requester, 'LIVE', false, 'studio closed');
    const id = find(filed.json().value.nodes, 'LIVE')!.pending!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(i % 2 ? approver : other, id, i % 3 === 0 ? 'reject' : 'approve', `decision ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 404)).toBe(true);
    const decisions = (await auditOf(approver, 'LIVE')).filter((l) => l.action === 'feature.set' || l.action === 'feature.reject');
    expect(decisions).toHaveLength(1);
    const applied = t.portal.services.featureOverrides.forTenant('borealis').get('LIVE');
    expect(applied).toBe(decisions[0].action === 'feature.set' ? false : undefined);
  });

  it('when staff of another brand or a brand without four-eyes are involved, then requests stay on their brand', async () => {
    const filed = await request(requester, 'SPORTS', false, 'feed down');
    const id = find(filed.json().value.nodes, 'SPORTS')!.pending!.id;
    const auroraAdmin = await newSignedInStaff(t, 'admin', ['aurora']);
    expect((await decide(auroraAdmin, id, 'approve')).status).toBe(404);
    // The same id named under another brand finds nothing there.
    expect((await decide(approver, id, 'approve', 'wrong brand', 'aurora')).status).toBe(404);
    expect(find((await tree(approver)).nodes, 'SPORTS')!.pending).not.toBeNull();
    // Aurora has no four-eyes: a change applies at once and nothing waits.
    const direct = await asStaff(t, requester, 'PUT', '/bo/api/brands/aurora/features/FISH', { enabled: false, reason: 'direct change' });
    expect(direct.json().value.fourEyes).toBe(false);
    expect(find(direct.json().value.nodes, 'FISH')).toMatchObject({ effective: false, pending: null });
  });

  it('when the module left the file while its change waited, then approving is refused and the change can still be rejected', async () => {
    const filed = await request(requester, 'ESPORTS', false, 'esports feed audit');
    const id = find(filed.json().value.nodes, 'ESPORTS')!.pending!.id;
    const withFourEyes = { ...readFixtureTenant('borealis'), backOffice: { fourEyes: true } };
    const drop = (nodes: Array<{ modId: string; childrenNodes?: unknown[] }>): unknown[] =>
      nodes.filter((n) => n.modId !== 'ESPORTS').map((n) => (n.childrenNodes ? { ...n, childrenNodes: drop(n.childrenNodes as never) } : n));
    t.writeTenant('borealis', { ...withFourEyes, whitelabel: drop(withFourEyes.whitelabel) });
    await expect.poll(async () => find((await tree(approver)).nodes, 'ESPORTS'), { timeout: 20_000 }).toBeUndefined();
    const approve = await decide(approver, id, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.json().message).toBe(en.errors.featureUnknownModule.replace('{{module}}', 'ESPORTS'));
    expect((await decide(approver, id, 'reject', 'the module is gone')).status).toBe(200);
    t.writeTenant('borealis', withFourEyes);
    await expect.poll(async () => find((await tree(approver)).nodes, 'ESPORTS')?.pending, { timeout: 20_000 }).toBeNull();
  });

  it('when a decision is malformed, then it is refused with a clear message and nothing changes', async () => {
    const filed = await request(requester, 'PVP', false, 'table games audit');
    const id = find(filed.json().value.nodes, 'PVP')!.pending!.id;
    for (const [path, body] of [
      [`/bo/api/brands/borealis/features/requests/${id}`, { decision: 'maybe', reason: 'not a decision' }],
      [`/bo/api/brands/borealis/features/requests/${id}`, { decision: 'approve' }],
      [`/bo/api/brands/borealis/features/requests/${id}`, { decision: 'approve', reason: 'x' }],
      ['/bo/api/brands/borealis/features/requests/99999999999999999999', { decision: 'approve', reason: 'too big an id' }],
      ['/bo/api/brands/borealis/features/requests/0', { decision: 'approve', reason: 'zero id' }],
    ] as const) {
      const answer = await asStaff(t, approver, 'POST', path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect(find((await tree(approver)).nodes, 'PVP')).toMatchObject({ effective: true, pending: { id } });
  });
});
