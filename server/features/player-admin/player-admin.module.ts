// Players in the back office (issue 16 item 5): search, the player page, and the audited actions —
// lock/unlock, end sessions, password reset, notes, balance adjustments. It calls the accounts,
// wallet, deposits, withdrawals and betting features through their services, and owns one table,
// the staff notes. Its router is mounted by the back office on operator hosts only.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import type { MemberAdminService } from '../accounts/member-admin.service.ts';
import type { StaffAccountsService } from '../staff/staff-accounts.service.ts';
import type { StaffGate } from '../staff/staff-gate.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { BalanceAdjustmentService } from './balance-adjustment.service.ts';
import { MemberNotesRepository } from './member-notes.repository.ts';
import { PlayerActionsService } from './player-actions.service.ts';
import { playerAdminRoutes } from './player-admin.routes.ts';
import { PlayerAdminService, type PlayerReadPorts } from './player-admin.service.ts';
import { PlayerScope } from './player-scope.ts';

export interface PlayerAdminModule {
  reads: PlayerAdminService;
  actions: PlayerActionsService;
  adjustments: BalanceAdjustmentService;
  /** Mounted by the back office on operator hosts. */
  staffRoutes: Router;
}

export function createPlayerAdminModule(
  { env, db, tenants }: ModuleContext,
  deps: PlayerReadPorts & { members: MemberAdminService; wallet: WalletService; staff: StaffAccountsService; gate: StaffGate },
): PlayerAdminModule {
  const notes = new MemberNotesRepository(db);
  const scope = new PlayerScope(tenants, deps.members, deps.wallet);
  const reads = new PlayerAdminService(scope, deps, notes);
  const actions = new PlayerActionsService(scope, deps.members, reads, notes, deps.staff);
  const adjustments = new BalanceAdjustmentService(scope, deps.wallet, deps.staff);
  return { reads, actions, adjustments, staffRoutes: playerAdminRoutes({ reads, actions, adjustments, gate: deps.gate, countryHeader: env.COUNTRY_HEADER }) };
}
