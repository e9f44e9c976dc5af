import { describe, expect, it } from 'vitest';
import { accountMenuItems } from './account-menu-items.ts';

describe('accountMenuItems', () => {
  it('when the agent-centre rule is false for the member, then the menu has no agent centre', () => {
    expect(accountMenuItems({ memberCentre: true, agentCentre: false }).map((i) => i.id)).toEqual(['myAccount', 'accountRecords', 'bettingRecords']);
  });
  it('when the rule allows the agent centre, then it is the last entry before sign out', () => {
    expect(accountMenuItems({ memberCentre: true, agentCentre: true }).at(-1)?.id).toBe('agentCentre');
  });
  it('when the member centre is off, then its entries are gone', () => {
    expect(accountMenuItems({ memberCentre: false, agentCentre: false })).toEqual([]);
  });
});
