import { describe, expect, it } from 'vitest';
import { visitorAccountActions } from './header-account-area.tsx';

describe('visitorAccountActions', () => {
  it('when direct registration and registration are on, then the register button shows', () => {
    expect(visitorAccountActions(new Set(['LOGIN', 'REGISTER', 'DIRECTREG'])).register).toBe(true);
  });
  it('when direct registration is off, then there is no register button', () => {
    expect(visitorAccountActions(new Set(['LOGIN', 'REGISTER'])).register).toBe(false);
  });
  it('when free play is on, then the free-play button shows; off, it does not', () => {
    expect(visitorAccountActions(new Set(['LOGIN', 'FREEPLAY'])).freePlay).toBe(true);
    expect(visitorAccountActions(new Set(['LOGIN'])).freePlay).toBe(false);
  });
});
