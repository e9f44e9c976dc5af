// Spec §4 "Protected actions" and "Member/agent centres" as hooks: each check reads the session and the
// member (loading it if needed), then either runs the action / opens the centre, sends a visitor to
// /login, or shows the warning dialog (trial account: in_need_true_account with in_increase_submit,
// which leads to registration when the brand offers it).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '../../../../schemas/generated/auth.ts';
import { showAlert } from '../../../lib/alert/alert.store.ts';
import { LOGIN_PAGE } from '../../../lib/session/login-page.ts';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { openRegisterModal } from '../register/register-modal.store.ts';
import { askConfirm } from '../shared/confirm-dialog.store.ts';
import { memberInfoQueryOptions } from '../api/member-info.api.ts';
import { useSessionStore } from '../../../lib/session/session.store.ts';
import { agentCentreAccess, memberCentreAccess, protectedActionAccess, type AccessDecision } from './centre-access.ts';
import { useCentreModal } from './centre-modal.store.ts';
import { CENTRE_MODULE, initialSection, type CentreKind } from './centre-sections.ts';

/** The trial-account warning (in_need_true_account), whose confirm button leads to registration when the brand offers it. */
export function useTrialWarning(): () => Promise<void> {
  const { t } = useTranslation();
  const modules = useModules();
  return useCallback(async () => {
    const register = modules.has('REGISTER') && modules.has('DIRECTREG');
    const goRegister = await askConfirm({
      message: t('errors.in_need_true_account'),
      confirmLabel: register ? t('errors.in_increase_submit') : t('common.ok'),
    });
    if (goRegister && register) openRegisterModal();
  }, [modules, t]);
}

function useAccessOutcome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modules = useModules();
  const showTrialWarning = useTrialWarning();

  const currentMember = useCallback(async (): Promise<MemberInfo | undefined> => {
    if (!useSessionStore.getState().signedIn) return undefined;
    try {
      return await queryClient.ensureQueryData(memberInfoQueryOptions());
    } catch {
      return undefined;
    }
  }, [queryClient]);

  /** Acts on a refusal; true when the decision lets the caller go on. */
  const follow = useCallback(
    async (decision: AccessDecision): Promise<boolean> => {
      switch (decision) {
        case 'allow':
          return true;
        case 'login':
          navigate(LOGIN_PAGE);
          return false;
        case 'trial':
          await showTrialWarning();
          return false;
        case 'denied':
          showAlert(t('centre.agentOnly'));
          return false;
        case 'unavailable':
          showAlert(t('errors.featureUnavailable'));
          return false;
      }
    },
    [navigate, showTrialWarning, t],
  );

  return { currentMember, follow, modules };
}

/** Runs `action` only for a signed-in real account (spec §4 protected actions). */
export function useProtectedAction(): (action: () => void) => Promise<boolean> {
  const { currentMember, follow } = useAccessOutcome();
  return useCallback(
    async (action) => {
      const signedIn = useSessionStore.getState().signedIn;
      const ok = await follow(protectedActionAccess(signedIn, await currentMember()));
      if (ok) action();
      return ok;
    },
    [currentMember, follow],
  );
}

/** Opens the member or agent centre on `section` (or its default) when the account may use it. */
export function useCentreOpener(): (kind: CentreKind, section?: string) => Promise<boolean> {
  const { currentMember, follow, modules } = useAccessOutcome();
  const show = useCentreModal((s) => s.show);
  return useCallback(
    async (kind, section) => {
      const signedIn = useSessionStore.getState().signedIn;
      const member = await currentMember();
      const moduleOn = modules.has(CENTRE_MODULE[kind]);
      const decision = kind === 'member' ? memberCentreAccess(signedIn, member, moduleOn) : agentCentreAccess(signedIn, member, moduleOn);
      if (!(await follow(decision))) return false;
      const target = initialSection(kind, modules, section);
      if (!target) return false;
      show(kind, target);
      return true;
    },
    [currentMember, follow, modules, show],
  );
}
