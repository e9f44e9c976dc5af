// The role and permission lists exist twice by necessity (the API schema validates them, the rules
// map roles to permissions): they must stay the same lists.
import { describe, expect, it } from 'vitest';
import schema from '../api/staff.schema.json';
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles.ts';

describe('staff roles', () => {
  it('when the rules and the API schema are compared, then they list the same roles and permissions', () => {
    expect([...STAFF_ROLES]).toEqual(schema.definitions.Role.enum);
    expect([...STAFF_PERMISSIONS]).toEqual(schema.definitions.Permission.enum);
  });

  it('when roles are compared, then admin holds everything and the auditor only reads', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    expect(ROLE_PERMISSIONS.auditor.every((p) => p.endsWith('.read'))).toBe(true);
    expect(ROLE_PERMISSIONS.cashier).not.toContain('staff.manage');
  });
});
