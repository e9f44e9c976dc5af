// A player written straight into the members table (registration, its captcha and rules are tested on their own),
// then signed in by password over HTTP: the set-up most integration tests begin with.
import { hashPassword } from '../../../server/features/accounts/password-hasher.ts';
import { loginBearer, type Client } from './accounts-client.ts';
import { AURORA, type TestApp } from './test-app.ts';

export const SEED_PASSWORD = 'Secret123';
// Hashing is slow on purpose: once per test process.
const seedHash = hashPassword(SEED_PASSWORD);
let seq = 0;

/** A new real-money player of `tenantId` (account `prefix` + a number unique in this process). */
export async function seedMember(t: TestApp, tenantId = 'aurora', prefix = 'sp'): Promise<{ memberId: number; account: string }> {
  const account = `${prefix}${Date.now() % 1_000_000}${++seq}`;
  const created = await t.portal.services.accounts.members.insert({
    tenantId,
    account,
    nickname: account,
    type: 0,
    registerMethod: 'seed',
    passwordHash: await seedHash,
  });
  if ('conflict' in created) throw new Error(`member ${account} exists`);
  return { memberId: created.id, account };
}

/** A new player signed in on `host` (its brand's host), with the bearer of its session. */
export async function seedSignedInPlayer(
  t: TestApp,
  { tenantId = 'aurora', host = AURORA, prefix = 'sp' }: { tenantId?: string; host?: string; prefix?: string } = {},
): Promise<{ memberId: number; account: string; client: Client }> {
  const member = await seedMember(t, tenantId, prefix);
  const login = await loginBearer(t, host, member.account, SEED_PASSWORD);
  if (login.status !== 200) throw new Error(`sign-in of ${member.account}: ${login.status} ${login.text}`);
  return { ...member, client: { host, bearer: login.json().value.token } };
}
