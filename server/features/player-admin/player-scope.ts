// Every players endpoint starts here: the member of staff must have the brand in their scope, the
// brand must be served, and the player must be a member of that brand. Each failure is the same 404,
// so staff of one brand never learn whether another brand or its players exist. Also the wallet
// figures every player view shows.
import type { PlayerProfile, PlayerWallet, ResetChannel } from '../../../schemas/generated/player-admin.ts';
import { AppError } from '../../http/app-error.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { MemberAdminService } from '../accounts/member-admin.service.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { assertBrandScope } from '../staff/staff-gate.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

export interface ScopedPlayer {
  tenant: TenantContext;
  profile: PlayerProfile;
  resetChannels: ResetChannel[];
}

const notFound = () => new AppError(404, 'notFound');

export class PlayerScope {
  constructor(
    private readonly tenants: Pick<TenantDirectory, 'get'>,
    private readonly members: MemberAdminService,
    private readonly wallets: WalletService,
  ) {}

  /** The brand, if the member of staff may see it and the portal serves it. */
  brand(actor: StaffActor, tenantId: string): TenantContext {
    assertBrandScope(actor.session, tenantId);
    const tenant = this.tenants.get(tenantId);
    if (!tenant) throw notFound();
    return tenant;
  }

  async player(actor: StaffActor, tenantId: string, memberId: number): Promise<ScopedPlayer> {
    const tenant = this.brand(actor, tenantId);
    const found = await this.members.profile(tenant.id, memberId);
    if (!found) throw notFound();
    return { tenant, ...found };
  }

  /** The player's available balance and the money held by open withdrawals, in the brand's currency. */
  async wallet(tenant: TenantContext, memberId: number): Promise<PlayerWallet> {
    const { code, symbol, minorUnits = 2 } = tenant.config.currency;
    const [{ sumBalance }, held] = await Promise.all([this.wallets.balance(tenant.id, memberId, code), this.wallets.held(tenant.id, memberId, code)]);
    return { currency: code, symbol, minorUnits, balance: sumBalance, held };
  }
}
