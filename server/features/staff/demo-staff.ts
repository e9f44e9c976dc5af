// Demo staff outside production, one per role, so a fresh machine can run the back office at once.
// TOTP is required for every account; demo accounts come enrolled with a known secret (listed in the
// README) that a person adds to an authenticator app and the tests compute codes from. Never created
// in production; real staff come from `npm run staff:add` and the back office's staff page.
import type { StaffRole } from '../../../schemas/rules/staff-roles.ts';
import { hashPassword } from '../accounts/password-hasher.ts';
import { hashToken } from './staff-auth.service.ts';
import type { StaffRepository } from './staff.repository.ts';
import { newRecoveryCodes, normaliseRecoveryCode } from './staff-totp.ts';

export interface DemoStaff {
  username: string;
  password: string;
  role: StaffRole;
  totpSecret: string;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { username: 'admin', password: 'admin1234', role: 'admin', totpSecret: 'KRSXG5CBMRWWS3RAKRXXI4BAONSWG4TF' },
  { username: 'operations', password: 'operations1234', role: 'operations', totpSecret: 'N5YGK4TBORUW63TTEB2G64DQEBZWKY3S' },
  { username: 'cashier', password: 'cashier1234', role: 'cashier', totpSecret: 'MNQXG2DJMVZCA5DPORYCA43FMNZGK5DB' },
  { username: 'marketing', password: 'marketing1234', role: 'marketing', totpSecret: 'NVQXE23FORUW4ZZAORXXI4BAONSWG4TF' },
  { username: 'agents', password: 'agents1234', role: 'agentManager', totpSecret: 'MFTWK3TUOMQHI33UOAQHGZLDOJSXIYLC' },
  { username: 'auditor', password: 'auditor1234', role: 'auditor', totpSecret: 'MF2WI2LUN5ZCA5DPORYCA43FMNZGK5DC' },
];

export async function seedDemoStaff(repo: StaffRepository): Promise<void> {
  for (const staff of DEMO_STAFF) {
    if (!(await repo.findByUsername(staff.username))) {
      await repo.insertIfMissing({ username: staff.username, passwordHash: await hashPassword(staff.password), role: staff.role, tenantIds: [] });
    }
    const row = await repo.findByUsername(staff.username);
    // Recovery codes nobody knows: a demo account is never short of them, and never signs in with one.
    if (row && row.totpSecret === null)
      await repo.seedConfirmedTotp(
        row.id,
        staff.totpSecret,
        newRecoveryCodes().map((c) => hashToken(normaliseRecoveryCode(c))),
      );
  }
}
