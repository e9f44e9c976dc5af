// npm run staff:add -- --username <name> --role admin|operations|cashier|marketing|agentManager|auditor [--tenants aurora,lotus]
// Creates a member of staff for the back office, or resets their password, role and brands (the first
// admin of a new installation comes from here; admins add the others in the back office). Every account
// enrols a TOTP authenticator at its first sign-in.
// The password comes from STAFF_PASSWORD or, failing that, the first line of standard input (never a
// command-line argument, which other users of the machine could read). No --tenants = every brand.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';
import { hashPassword } from '../server/features/accounts/password-hasher.ts';
import { StaffRepository } from '../server/features/staff/staff.repository.ts';
import { isStaffRole, STAFF_ROLES } from '../schemas/rules/staff-roles.ts';
import { SecretBox } from '../server/features/staff/secret-box.ts';

const USERNAME = /^[a-z][a-z0-9_.-]{2,31}$/;

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) return line;
  return '';
}

try {
  const { values } = parseArgs({ options: { username: { type: 'string' }, role: { type: 'string' }, tenants: { type: 'string' } } });
  const username = (values.username ?? '').trim().toLowerCase();
  if (!USERNAME.test(username)) throw new Error('--username: 3–32 characters, starting with a letter (letters, digits, _ . -)');
  if (!isStaffRole(values.role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  const tenantIds = (values.tenants ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const password = await readPassword();
  if (password.length < 12) throw new Error('the password must have at least 12 characters');
  const env = loadEnv();
  const { db } = await createDatabase(env);
  try {
    await migrateToLatest(db);
    await new StaffRepository(db, new SecretBox(env.STAFF_SECRET_KEY)).upsert({
      username,
      passwordHash: await hashPassword(password),
      role: values.role,
      tenantIds,
    });
    console.log(`staff ${username} (${values.role}, ${tenantIds.length ? tenantIds.join(', ') : 'every brand'}) saved`);
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(`staff:add: ${(err as Error).message}`);
  process.exitCode = 2;
}
