// The studio's side of the seamless wallet: it signs each request body with its secret from the
// brand's tenant file, exactly as a third-party vendor signs its HTTP calls. The transport delivers
// the signed bytes; in this process it hands them to the portal's seamless handler (the same code the
// HTTP route runs), so the studio never touches the portal's wallet or tables.
import type { WalletAnswer } from '../../../../schemas/generated/seamless.ts';
import type { TenantContext } from '../../../tenancy/tenant-directory.ts';
import { AppError } from '../../../http/app-error.ts';
import { signBody } from '../seamless-signature.ts';

export type SeamlessAction = 'balance' | 'bet' | 'win' | 'rollback';

/** Delivers one signed call; throws the portal's AppError on refusal. */
export type SeamlessTransport = (tenant: TenantContext, vendor: string, action: SeamlessAction, body: Buffer, signature: string) => Promise<WalletAnswer>;

export class SeamlessClient {
  constructor(private readonly transport: SeamlessTransport) {}

  async call(tenant: TenantContext, vendor: string, action: SeamlessAction, payload: Record<string, unknown>): Promise<WalletAnswer> {
    const secret = tenant.config.secrets?.vendorSecrets?.[vendor];
    if (!secret) throw new AppError(409, 'vendorUnavailable');
    const body = Buffer.from(JSON.stringify({ ...payload, timestamp: Date.now() }));
    return this.transport(tenant, vendor, action, body, signBody(secret, body));
  }
}
