// Staff roles and what each may do: the one list the server enforces and the back office reads to
// show only what a member of staff can use. A permission is checked on every back-office endpoint;
// the brands a member may act on (their scope) are checked beside it.

export const STAFF_ROLES = ['admin', 'operations', 'cashier', 'marketing', 'agentManager', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'features.read',
  'features.write',
  'features.approve',
  'content.read',
  'content.write',
  'players.read',
  'players.write',
  'players.adjustBalance',
  'cashier.read',
  'cashier.act',
  'reports.read',
  'agents.read',
  'agents.write',
  'brands.read',
  'promotions.read',
  'promotions.write',
  'messages.read',
  'messages.write',
  'support.read',
  'support.write',
  'lottery.read',
  'lottery.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const READ_ALL: readonly StaffPermission[] = STAFF_PERMISSIONS.filter((p) => p.endsWith('.read'));

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  // Runs the brands day to day: features, content, players; no money decisions, no staff accounts.
  operations: [
    'features.read',
    'features.write',
    'content.read',
    'content.write',
    'players.read',
    'players.write',
    'reports.read',
    'brands.read',
    'audit.read',
    'promotions.read',
    'promotions.write',
    'messages.read',
    'messages.write',
    'support.read',
    'support.write',
    // The lottery's draws: watch them, cancel one not yet drawn (every ticket refunded).
    'lottery.read',
    'lottery.write',
  ],
  cashier: ['cashier.read', 'cashier.act', 'players.read'],
  marketing: ['content.read', 'content.write', 'reports.read', 'brands.read', 'promotions.read', 'promotions.write', 'messages.read', 'messages.write'],
  agentManager: ['agents.read', 'agents.write', 'players.read', 'reports.read'],
  // Sees everything, changes nothing.
  auditor: READ_ALL,
};

export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
