import { describe, expect, it } from 'vitest';
import { KNOWN_KINDS, recordTypeOf } from './record-types.ts';

describe('account-record types', () => {
  it('when a ledger move is an agent salary payout, then it reads "salary", not "other"', () => {
    expect(recordTypeOf('agent_salary', 'posted')).toBe('salary');
  });

  it('when a ledger move is an agent dividend payout, then it reads "dividend"', () => {
    expect(recordTypeOf('agent_dividend', 'posted')).toBe('dividend');
  });

  it('when the agent kinds are mapped, then the "other" filter no longer takes them', () => {
    expect(KNOWN_KINDS).toEqual(expect.arrayContaining(['agent_salary', 'agent_dividend']));
  });

  it('when a kind is unknown, then it still reads "other", and a voided withdrawal reads "refund"', () => {
    expect(recordTypeOf('staff_adjustment_x', 'posted')).toBe('other');
    expect(recordTypeOf('withdrawal', 'void')).toBe('refund');
  });
});
