// Demo accounts of brands in demo mode (never in production: demo mode is refused there). They let a
// fresh machine show every sign-in path: a player with a mobile number, an agent with an invitation
// code, and a player on the weak default password (forced change).
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import type { Logger } from '../../logger.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { parseMobile } from '../verification/mobile-number.ts';
import type { AccountsPorts } from './accounts.ports.ts';
import type { MembersRepository, NewMember } from './members.repository.ts';
import { hashPassword } from './password-hasher.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_AGENT_CODE = 'DEMO1234';
export const DEMO_MOBILE = '900000001';

/**
 * The demo player's number, proven (seeded by the operator): DEMO_MOBILE when it is a mobile number
 * of the brand's country (it is for +66 and +84), else libphonenumber's example mobile number of that
 * country (+63: 905 123 4567).
 */
export function demoMobile(tenant: TenantContext, dial: string): NewMember['mobile'] {
  const country = tenant.config.register?.countries?.find((c) => c.countryDialingCode === dial)?.countryCode as CountryCode | undefined;
  for (const digits of [DEMO_MOBILE, country ? getExampleNumber(country, examples)?.nationalNumber : undefined]) {
    const parsed = digits ? parseMobile(tenant, dial, digits) : null;
    if (parsed && 'e164' in parsed) return { ...parsed, verified: true };
  }
  return null;
}

export async function seedDemoAccounts(
  tenant: TenantContext,
  members: MembersRepository,
  ports: Pick<AccountsPorts, 'openWallet' | 'creditDemoFunds'>,
  logger: Logger,
): Promise<void> {
  if (!tenant.config.settings?.demoMode) return;
  const dial = tenant.config.register?.defaultCountryDialingCode ?? tenant.config.register?.countries?.[0]?.countryDialingCode ?? '+1';
  const weak = tenant.config.settings.weakDefaultPassword;
  const base = { tenantId: tenant.id, registerMethod: 'seed' as const };
  const wanted: Array<NewMember & { password: string }> = [
    {
      ...base,
      account: 'demo_player',
      nickname: 'demo_player',
      type: 0,
      password: DEMO_PASSWORD,
      mobile: demoMobile(tenant, dial),
      email: `demo_player@${tenant.id}.example`,
    },
    { ...base, account: 'demo_agent', nickname: 'demo_agent', type: 1, password: DEMO_PASSWORD, affiliateCode: DEMO_AGENT_CODE },
  ];
  if (weak) wanted.push({ ...base, account: 'demo_weak', nickname: 'demo_weak', type: 0, password: weak });
  for (const { password, ...member } of wanted) {
    if (await members.findByAccount(tenant.id, member.account)) continue;
    const created = await members.insert({ ...member, passwordHash: await hashPassword(password) });
    if ('conflict' in created) continue; // another instance seeded it first
    await ports.openWallet(tenant.id, created.id, tenant.config.currency.code);
    const funds = tenant.config.settings.demoPlayerFunds ?? 0;
    if (member.account === 'demo_player' && funds > 0) await ports.creditDemoFunds(tenant.id, created.id, funds, tenant.config.currency.code);
    logger.info({ tenant: tenant.id, account: member.account }, 'demo account created');
  }
  await seedDemoTeam(tenant, members, ports, logger);
}

/**
 * The demo agent's small real team (issue 17: the agent centre shows real figures on a fresh machine): a sub-agent
 * and three players, one of them under the sub-agent, each with the demo password and the demo funds.
 */
async function seedDemoTeam(
  tenant: TenantContext,
  members: MembersRepository,
  ports: Pick<AccountsPorts, 'openWallet' | 'creditDemoFunds'>,
  logger: Logger,
): Promise<void> {
  const team: Array<[account: string, upline: string, type: number]> = [
    ['demo_subagent', 'demo_agent', 1],
    ['demo_team1', 'demo_agent', 0],
    ['demo_team2', 'demo_agent', 0],
    ['demo_team3', 'demo_subagent', 0],
  ];
  const funds = tenant.config.settings?.demoPlayerFunds ?? 0;
  for (const [account, uplineAccount, type] of team) {
    if (await members.findByAccount(tenant.id, account)) continue;
    const upline = await members.findByAccount(tenant.id, uplineAccount);
    if (!upline) return;
    const created = await members.insert({
      tenantId: tenant.id,
      registerMethod: 'seed',
      account,
      nickname: account,
      type,
      uplineId: upline.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    if ('conflict' in created) continue;
    await ports.openWallet(tenant.id, created.id, tenant.config.currency.code);
    if (funds > 0) await ports.creditDemoFunds(tenant.id, created.id, funds, tenant.config.currency.code);
    logger.info({ tenant: tenant.id, account }, 'demo team member created');
  }
}
