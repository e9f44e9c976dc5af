// Demo staff outside production, so a fresh machine can review deposits and withdrawals at once:
// cashier/cashier1234 (cashier, every brand) and admin/admin1234 (admin). Never created in
// production; real staff come from `npm run staff:add`.
import { hashPassword } from '../accounts/password-hasher.ts';
import type { StaffRepository } from './staff.repository.ts';

export const DEMO_STAFF = [
  { username: 'cashier', password: 'cashier1234', role: 'cashier' as const },
  { username: 'admin', password: 'admin1234', role: 'admin' as const },
];

export async function seedDemoStaff(repo: StaffRepository): Promise<void> {
  for (const staff of DEMO_STAFF) {
    if (await repo.findByUsername(staff.username)) continue;
    await repo.insertIfMissing({ username: staff.username, passwordHash: await hashPassword(staff.password), role: staff.role, tenantIds: [] });
  }
}
