// Staff of the operator: accounts with roles and TOTP, sessions, the audit, and the cashier. Its
// routes and gate are mounted by the back office on operator hosts only (never a brand's host).
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { DepositsCashierPort, WithdrawalsCashierPort } from './cashier.ports.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { StaffAccountsService } from './staff-accounts.service.ts';
import { StaffAuthService, type StaffTimeouts } from './staff-auth.service.ts';
import { staffCashierRoutes } from './staff-cashier.routes.ts';
import { StaffCashierService } from './staff-cashier.service.ts';
import { createStaffGate, type StaffGate } from './staff-gate.ts';
import type { AuditRecord } from './staff.repository.ts';
import { StaffRepository } from './staff.repository.ts';
import { staffRoutes } from './staff.routes.ts';
import { SecretBox } from './secret-box.ts';

export interface StaffModule {
  auth: StaffAuthService;
  accounts: StaffAccountsService;
  cashier: StaffCashierService;
  gate: StaffGate;
  /** For tests and scripts that add staff accounts. */
  repo: StaffRepository;
  /** Session, staff accounts, audit and cashier endpoints (/bo/api), for the back office to mount. */
  staffRoutes(options: { revertible: (record: AuditRecord) => boolean }): Router[];
}

export async function createStaffModule(
  { env, db, sharedState, tenants }: ModuleContext,
  deps: { deposits: DepositsCashierPort; withdrawals: WithdrawalsCashierPort; timeouts?: StaffTimeouts },
): Promise<StaffModule> {
  const box = new SecretBox(env.STAFF_SECRET_KEY);
  const repo = new StaffRepository(db, box);
  if (env.NODE_ENV !== 'production') await seedDemoStaff(repo);
  const auth = new StaffAuthService(repo, sharedState, box, deps.timeouts);
  const accounts = new StaffAccountsService(repo, () => tenants.all().map((t) => ({ id: t.id, name: t.config.brand.name })));
  const cashier = new StaffCashierService(deps.deposits, deps.withdrawals, repo, () =>
    tenants.all().map((t) => ({ id: t.id, name: t.config.brand.name, symbol: t.config.currency.symbol, minorUnits: t.config.currency.minorUnits ?? 2 })),
  );
  const gate = createStaffGate(auth);
  const production = env.NODE_ENV === 'production';
  return {
    auth,
    accounts,
    cashier,
    gate,
    repo,
    staffRoutes: ({ revertible }) => [
      staffRoutes({ auth, accounts, gate, production, countryHeader: env.COUNTRY_HEADER, revertible }),
      staffCashierRoutes(cashier, gate, env.COUNTRY_HEADER),
    ],
  };
}
