import { describe, expect, it } from 'vitest';
import { agentCentreAccess, memberCentreAccess, protectedActionAccess } from './centre-access.ts';

const member = { type: 0, agentCentre: false };
const trial = { type: 4, agentCentre: false };
const agent = (type: number, agentCentre = true) => ({ type, agentCentre });

describe('protected actions', () => {
  it('when there is no session, then the visitor is sent to log in', () => {
    expect(protectedActionAccess(false, undefined)).toBe('login');
  });
  it('when the account is a trial (type 4), then the real-account warning shows', () => {
    expect(protectedActionAccess(true, trial)).toBe('trial');
  });
  it('when the account is real, then the action runs', () => {
    expect(protectedActionAccess(true, member)).toBe('allow');
    expect(protectedActionAccess(true, agent(1))).toBe('allow');
  });
});

describe('member centre', () => {
  it('when signed in with a real account, then it opens; a trial account gets the warning; a visitor logs in', () => {
    expect(memberCentreAccess(true, member, true)).toBe('allow');
    expect(memberCentreAccess(true, trial, true)).toBe('trial');
    expect(memberCentreAccess(false, undefined, true)).toBe('login');
  });
  it('when the brand has the member centre off, then it is unavailable', () => {
    expect(memberCentreAccess(true, member, false)).toBe('unavailable');
  });
});

describe('agent centre', () => {
  it('when the account is of agent type 1, 2, 41 or 42 and the rule allows it, then it opens', () => {
    for (const type of [1, 2, 41, 42]) expect(agentCentreAccess(true, agent(type), true)).toBe('allow');
  });
  it('when the rule is false for the agent type, then it is denied', () => {
    expect(agentCentreAccess(true, agent(42, false), true)).toBe('denied');
  });
  it('when a plain member or an unknown type asks, then it is denied even if the flag were set', () => {
    expect(agentCentreAccess(true, member, true)).toBe('denied');
    expect(agentCentreAccess(true, agent(3, true), true)).toBe('denied');
  });
  it('when a trial account asks, then the real-account warning shows; a visitor logs in', () => {
    expect(agentCentreAccess(true, trial, true)).toBe('trial');
    expect(agentCentreAccess(false, undefined, true)).toBe('login');
  });
  it('when the brand has the agent centre off, then it is unavailable', () => {
    expect(agentCentreAccess(true, agent(1), false)).toBe('unavailable');
  });
});
