// Seeds an agents test's member tree on aurora: agents (type 1) whose account and nickname are their names, each
// under the upline named beside it (null: a top-level agent), all with the password Secret123.
import { hashPassword } from '../../../server/features/accounts/password-hasher.ts';
import type { TestApp } from './test-app.ts';

/** Inserts the members in order (an upline before its downlines); returns name → member id. */
export async function seedAgentTree(t: TestApp, tree: ReadonlyArray<readonly [name: string, upline: string | null]>): Promise<Record<string, number>> {
  const hash = await hashPassword('Secret123');
  const ids: Record<string, number> = {};
  for (const [name, upline] of tree) {
    const created = await t.portal.services.accounts.members.insert({
      tenantId: 'aurora',
      account: name,
      nickname: name,
      type: 1,
      registerMethod: 'seed',
      passwordHash: hash,
      uplineId: upline ? ids[upline] : null,
    });
    if ('conflict' in created) throw new Error(`member ${name} exists`);
    ids[name] = created.id;
  }
  return ids;
}
