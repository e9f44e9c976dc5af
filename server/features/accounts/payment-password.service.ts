// The payment password (spec §5): asked before money leaves the wallet (withdrawals, transfers to
// other members). Hashed with argon2id like the login password. Five wrong answers lock it for 15
// minutes (per member, shared by every instance), so a stolen session cannot guess it — counted
// before the hash is checked, so simultaneous answers cannot all slip under the limit.
import type { FieldRule } from '../../../schemas/generated/tenant.ts';
import { validatePaymentPassword } from '../../../schemas/rules/register-rules.ts';
import { AppError } from '../../http/app-error.ts';
import { enterGate } from '../../shared-state/gated-attempt.ts';
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
    await this.#attempt(
      tenantId,
      memberId,
      () => verifyPassword(stored.paymentHash!, password),
      (left) => {
        throw new AppError(403, 'paymentPasswordWrong', { params: { left } });
      },
    );
  }

  /**
   * Checks one secret under the payment-password limit (shared-state/gated-attempt.ts): simultaneous
   * guesses never check more than the limit, while right answers that merely overlap wait their turn
   * instead of being refused; a right answer clears the failures.
   */
  async #attempt(tenantId: string, memberId: number, check: () => Promise<boolean>, wrong: (left: number) => never): Promise<void> {
    const locked = () => new AppError(423, 'paymentPasswordLocked', { params: { minutes: PAYMENT_PASSWORD_LOCK_MS / 60_000 } });
    const attempt = await enterGate(this.state, failuresKey(tenantId, memberId), { limit: PAYMENT_PASSWORD_MAX_FAILURES, windowMs: PAYMENT_PASSWORD_LOCK_MS });
    if (attempt === 'locked') throw locked();
    if (attempt === 'busy') throw new AppError(429, 'tooManyRequests');
    try {
      if (await check()) {
        await attempt.succeed();
        return;
      }
      const failures = await attempt.fail();
      if (failures >= PAYMENT_PASSWORD_MAX_FAILURES) throw locked();
      wrong(PAYMENT_PASSWORD_MAX_FAILURES - failures);
    } finally {
      await attempt.release();
    }
  }

  async set(tenant: TenantContext, memberId: number, input: SetPaymentPassword): Promise<void> {
    const problem = validatePaymentPassword(input.newPaymentPassword, ruleOf(tenant), undefined, 'newPaymentPassword');
    if (problem)
      throw new AppError(400, 'validation', { fields: [{ field: problem.field, code: problem.code, messageKey: problem.messageKey, params: problem.params }] });
    const stored = await this.repo.hashOf(tenant.id, memberId);
    if (!stored) throw new AppError(401, 'unauthorized');
    if (stored.paymentHash) {
      if (!input.oldPaymentPassword)
        throw new AppError(400, 'validation', {
          fields: [
            { field: 'oldPaymentPassword', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.oldPaymentPassword' } },
          ],
        });
      await this.verify(tenant.id, memberId, input.oldPaymentPassword);
    } else if (stored.loginHash) {
      // Accounts with a login password prove it once; SMS- and social-only accounts have none to give.
      if (!input.loginPassword)
        throw new AppError(400, 'validation', {
          fields: [{ field: 'loginPassword', code: 'required', messageKey: 'validation.required', params: { field: 'register.field.password' } }],
        });
      // Counted like payment-password answers: otherwise a stolen session could guess the login password here.
      const { loginHash } = stored;
      const loginPassword = input.loginPassword;
      await this.#attempt(
        tenant.id,
        memberId,
        () => verifyPassword(loginHash, loginPassword),
        () => {
          throw new AppError(403, 'loginPasswordWrong');
        },
      );
    }
    await this.repo.set(tenant.id, memberId, await hashPassword(input.newPaymentPassword));
  }
}
