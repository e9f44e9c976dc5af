import { describe, expect, it } from 'vitest';
import type { Promotion, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { enabledModules } from '../../schemas/rules/feature-tree.ts';
import { withPromotionModules } from './promotion-modules.ts';

const tree: WhitelabelNode[] = [{ modId: 'MEMBERCENTRE', enabled: true, childrenNodes: [{ modId: 'REFERRAL', enabled: true }] }];
const referral = { id: 'invite', type: 'referral', referral: { milestones: [{ on: 'registered', amount: 1 }] } } as Promotion;
const newbie = { id: 'gift', type: 'newbie' } as Promotion;

describe('promotion modules', () => {
  it('when the brand runs no referral promotion, then REFERRAL is off in the effective tree', () => {
    expect(enabledModules(withPromotionModules(tree, [newbie])).has('REFERRAL')).toBe(false);
    expect(enabledModules(withPromotionModules(tree, undefined)).has('REFERRAL')).toBe(false);
    expect(enabledModules(withPromotionModules(tree, [newbie])).has('MEMBERCENTRE')).toBe(true);
  });

  it('when the brand runs one, then the tree is left as the file and staff set it', () => {
    expect(enabledModules(withPromotionModules(tree, [newbie, referral])).has('REFERRAL')).toBe(true);
    const off: WhitelabelNode[] = [{ modId: 'MEMBERCENTRE', enabled: true, childrenNodes: [{ modId: 'REFERRAL', enabled: false }] }];
    expect(enabledModules(withPromotionModules(off, [referral])).has('REFERRAL')).toBe(false);
  });
});
