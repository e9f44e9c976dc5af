import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../../schemas/generated/tenant.ts';
import { centreSections, initialSection } from './centre-sections.ts';

const mods = (...ids: ModuleId[]) => new Set<ModuleId>(ids);

describe('centre sections', () => {
  it('when every module is on, then the member centre lists the 14 entries of the spec and Responsible gaming (issue 22)', () => {
    const all = mods('MEMBERCENTRE', 'DEPOSIT', 'WITHDRAW', 'TRANSFERUPLINE', 'REWARDCENTER', 'REFERRAL', 'MISSION', 'MESSAGE', 'MANUALREBATE');
    expect(centreSections('member', all).map((s) => s.id)).toHaveLength(15);
  });
  it('when only the member centre is on, then Responsible gaming is still in its menu', () => {
    expect(centreSections('member', mods('MEMBERCENTRE')).map((s) => s.id)).toContain('responsibleGaming');
  });
  it('when REFERRAL is off, then the referral entry is not in the menu', () => {
    const ids = centreSections('member', mods('MEMBERCENTRE', 'DEPOSIT')).map((s) => s.id);
    expect(ids).not.toContain('referral');
    expect(ids).toContain('depositv2');
  });
  it('when the centre module is off, then the menu is empty', () => {
    expect(centreSections('agent', mods('SALARY'))).toEqual([]);
  });
  it('when salary is on but contract is off, then daily wages show and the bonus record does not', () => {
    const ids = centreSections('agent', mods('AGENTCENTRE', 'SALARY')).map((s) => s.id);
    expect(ids).toContain('dailyWages');
    expect(ids).not.toContain('bonusRecord');
  });
  it('when no section is asked for, then the agent centre opens on team overview and the member centre on my account', () => {
    expect(initialSection('agent', mods('AGENTCENTRE'))).toBe('agentTeamOverview');
    expect(initialSection('member', mods('MEMBERCENTRE'))).toBe('securityCenter');
  });
  it('when the asked section is switched off, then the default opens', () => {
    expect(initialSection('member', mods('MEMBERCENTRE'), 'depositv2')).toBe('securityCenter');
    expect(initialSection('member', mods('MEMBERCENTRE', 'DEPOSIT'), 'depositv2')).toBe('depositv2');
  });
});
