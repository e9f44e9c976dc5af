// The staff console: only on OPERATOR_HOSTS (never a brand's host), mounted before any brand is
// resolved; it acts through the cashier ports the deposit and withdrawal services implement.
import type { RequestHandler } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { DepositsCashierPort, WithdrawalsCashierPort } from './cashier.ports.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { operatorHost, operatorHostClashes } from './operator-host.ts';
import { StaffAuthService, type StaffTimeouts } from './staff-auth.service.ts';
import { StaffCashierService } from './staff-cashier.service.ts';
import { StaffRepository } from './staff.repository.ts';
import { staffApp } from './staff.routes.ts';

export interface StaffModule {
  auth: StaffAuthService;
  cashier: StaffCashierService;
  /** For tests and scripts that add staff accounts. */
  repo: StaffRepository;
  /** Serves the console on operator hosts and passes every other request on. */
  operatorHost: RequestHandler;
}

export async function createStaffModule(
  { env, db, sharedState, tenants, catalogues, logger }: ModuleContext,
  deps: { deposits: DepositsCashierPort; withdrawals: WithdrawalsCashierPort; timeouts?: StaffTimeouts },
): Promise<StaffModule> {
  const clashes = operatorHostClashes(
    env.OPERATOR_HOSTS,
    tenants.all().map((t) => ({ id: t.id, hostnames: t.config.hostnames })),
  );
  if (clashes.length) throw new Error(`OPERATOR_HOSTS must not be a brand's host: ${clashes.join(', ')}`);
  const repo = new StaffRepository(db);
  if (env.NODE_ENV !== 'production') await seedDemoStaff(repo);
  const auth = new StaffAuthService(repo, sharedState, deps.timeouts);
  const cashier = new StaffCashierService(deps.deposits, deps.withdrawals, repo, () => tenants.all().map((t) => t.id));
  const production = env.NODE_ENV === 'production';
  const console = staffApp({ auth, cashier, catalogues, tenants, logger, production, countryHeader: env.COUNTRY_HEADER });
  return { auth, cashier, repo, operatorHost: operatorHost(env.OPERATOR_HOSTS, console) };
}
