import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../../../schemas/generated/tenant.ts';
import { loginOptions } from './login-methods.ts';

const mods = (...ids: ModuleId[]) => new Set<ModuleId>(ids);

describe('loginOptions', () => {
  it('when username and SMS login are both on, then the selector shows and username is the default', () => {
    const o = loginOptions(mods('LOGIN', 'USERNAMEREG3', 'MOBILEVERCODELOGIN3'));
    expect(o).toMatchObject({ methods: ['username', 'sms'], defaultMethod: 'username', showSelector: true });
  });
  it('when only SMS login is on, then there is no selector and SMS is the method', () => {
    expect(loginOptions(mods('LOGIN', 'MOBILEVERCODELOGIN3'))).toMatchObject({ methods: ['sms'], defaultMethod: 'sms', showSelector: false });
  });
  it('when LOGIN is off, then no method and no free play are offered', () => {
    const o = loginOptions(mods('USERNAMEREG3', 'MOBILEVERCODELOGIN3', 'FREEPLAY'));
    expect(o.methods).toEqual([]);
    expect(o.freePlay).toBe(false);
  });
  it('when social login is on, then only providers configured AND switched on get a button', () => {
    const providers = [{ id: 'google' as const }, { id: 'facebook' as const }];
    expect(loginOptions(mods('LOGIN', 'SOCIALLOGIN', 'SOCIAL_GOOGLE'), providers).social).toEqual(['google']);
    expect(loginOptions(mods('LOGIN', 'SOCIAL_GOOGLE', 'SOCIAL_FACEBOOK'), providers).social).toEqual([]);
    expect(loginOptions(mods('LOGIN', 'SOCIALLOGIN', 'SOCIAL_GOOGLE', 'SOCIAL_FACEBOOK'), [{ id: 'facebook' }]).social).toEqual(['facebook']);
  });
  it('when direct registration is off, then there is no register button', () => {
    expect(loginOptions(mods('LOGIN', 'REGISTER')).register).toBe(false);
    expect(loginOptions(mods('LOGIN', 'REGISTER', 'DIRECTREG')).register).toBe(true);
  });
});
