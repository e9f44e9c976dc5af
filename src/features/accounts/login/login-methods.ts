// Which ways of signing in a brand offers (spec §5 "Login options enabled by USERNAMEREG3 (username)
// and MOBILEVERCODELOGIN3 (sms); the first enabled is default"; §2 the selector only when both are on).
import type { ModuleId } from '../../../../schemas/generated/tenant.ts';

export type LoginMethod = 'username' | 'sms';

export interface LoginOptions {
  methods: LoginMethod[];
  /** The method a form starts with (undefined: no way to sign in). */
  defaultMethod: LoginMethod | undefined;
  showSelector: boolean;
  freePlay: boolean;
  register: boolean;
  forgotPassword: boolean;
  social: Array<'google' | 'facebook'>;
}

export function loginOptions(modules: ReadonlySet<ModuleId>, socialProviders: ReadonlyArray<{ id: 'google' | 'facebook' }> = []): LoginOptions {
  const loginOn = modules.has('LOGIN');
  const methods: LoginMethod[] = [];
  if (loginOn && modules.has('USERNAMEREG3')) methods.push('username');
  if (loginOn && modules.has('MOBILEVERCODELOGIN3')) methods.push('sms');
  const socialOn = loginOn && modules.has('SOCIALLOGIN');
  const providerModule = { google: 'SOCIAL_GOOGLE', facebook: 'SOCIAL_FACEBOOK' } as const;
  const social = socialOn ? socialProviders.map((p) => p.id).filter((id, i, all) => all.indexOf(id) === i && modules.has(providerModule[id])) : [];
  return {
    methods,
    defaultMethod: methods[0],
    showSelector: methods.length > 1,
    freePlay: loginOn && modules.has('FREEPLAY'),
    register: modules.has('REGISTER') && modules.has('DIRECTREG'),
    forgotPassword: loginOn && modules.has('FORGETPWD'),
    social,
  };
}

/** Where a social provider's sign-in starts (the server redirects to the provider). */
export const socialLoginHref = (provider: string): string => `/wps/session/social/${encodeURIComponent(provider)}`;
