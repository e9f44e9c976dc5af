// The payment password (spec §5): asked before money leaves the wallet (withdrawals, transfers to
// other members). Hashed with argon2id like the login password. Five wrong answers lock it for 15
// minutes (per member, shared by every instance), so a stolen session cannot guess it.
import type { FieldRule } from '../../../schemas/generated/tenant.ts';
import { validatePaymentPassword } from '../../../schemas/rules/register-rules.ts';
import { AppError } from '../../http/app-error.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import type { PaymentPasswordRepository } from './payment-password.repository.ts';

export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

export interface SetPaymentPassword {
  newPaymentPassword: string;
  /** Needed to set it the first time (proves the session's owner is at the keyboard). */
  loginPassword?: string;
  /** Needed to change it. */
  oldPaymentPassword?: string;
}

const failuresKey = (tenantId: string, memberId: number) => `paypw:fail:${tenantId}:${memberId}`;

function ruleOf(tenant: TenantContext): FieldRule | undefined {
  return tenant.config.register?.fields?.paymentPassword;
}

export class PaymentPasswordService {
  constructor(
    private readonly repo: PaymentPasswordRepository,
    private readonly state: SharedState,
  ) {}

  async isSet(tenantId: string, memberId: number): Promise<boolean> {
    return Boolean((await this.repo.hashOf(tenantId, memberId))?.paymentHash);
  }

  /** Throws paymentPasswordNotSet / paymentPasswordLocked / paymentPasswordWrong (with attempts left). */
  async verify(tenantId: string, memberId: number, password: string): Promise<void> {
    const stored = await this.repo.hashOf(tenantId, memberId);
    if (!stored?.paymentHash) throw new AppError(403, 'paymentPasswordNotSet');
    const key = failuresKey(tenantId, memberId);
    if (Number((await this.state.get(key)) ?? 0) >= PAYMENT_PASSWORD_MAX_FAILURES) throw new AppError(423, 'paymentPasswordLocked', { params: { minutes: PAYMENT_PASSWORD_LOCK_MS / 60_000 } });
    if (await verifyPassword(stored.paymentHash, password)) {
      await this.state.del(key);
      return;
    }
    const failures = await this.state.incr(key, PAYMENT_PASSWORD_LOCK_MS);
    if (failures >= PAYMENT_PASSWORD_MAX_FAILURES) throw new AppError(423, 'paymentPasswordLocked', { params: { minutes: PAYMENT_PASSWORD_LOCK_MS / 60_000 } });
    throw new AppError(403, 'paymentPasswordWrong', { params: { left: PAYMENT_PASSWORD_MAX_FAILURES - failures } });
  }

  async set(tenant: TenantContext, memberId: number, input: SetPaymentPassword): Promise<void> {
    const problem = validatePaymentPassword(input.newPaymentPassword, ruleOf(tenant), undefined, 'newPaymentPassword');
    if (problem) throw new AppError(400, 'validation', { fields: [{ field: problem.field, code: problem.code, messageKey: problem.messageKey, params: problem.params }] });
    const stored = await this.repo.hashOf(tenant.id, memberId);
    if (!stored) throw new AppError(401, 'unauthorized');
    if (stored.paymentHash) {
      if (!input.oldPaymentPassword) throw new AppError(400, 'validation', { fields: [{ field: 'oldPaymentPassword', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.oldPaymentPassword' } }] });
      await this.verify(tenant.id, memberId, input.oldPaymentPassword);
    } else if (stored.loginHash) {
      // Accounts with a login password prove it once; SMS- and social-only accounts have none to give.
      if (!input.loginPassword) throw new AppError(400, 'validation', { fields: [{ field: 'loginPassword', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.password' } }] });
      if (!(await verifyPassword(stored.loginHash, input.loginPassword))) throw new AppError(403, 'loginPasswordWrong');
    }
    await this.repo.set(tenant.id, memberId, await hashPassword(input.newPaymentPassword));
  }
}
