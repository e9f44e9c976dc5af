// The login popup (spec §2): the game-category menu with its vendors on top, the login form, and on
// the right the register panel (when direct registration is on).
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { openRegisterModal } from '../register/register-modal.store.ts';
import { LoginForm } from './login-form.tsx';
import { loginOptions } from './login-methods.ts';
import { useLoginModal } from './login-modal.store.ts';
import { NoAccountSide, PopupColumns, PopupFormSide, PopupTop } from '../shared/popup-parts.tsx';

export default function LoginModal({ gamesMenu }: { gamesMenu?: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const options = loginOptions(useModules(), tenant.settings?.socialProviders);
  const prefill = useLoginModal((s) => s.prefill);
  const close = useLoginModal((s) => s.closeLogin);
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal open title={t('header.login')} onClose={close} closeLabel={t('common.close')} width={920} initialFocusRef={firstField}>
      <div data-testid="login-modal">
        {gamesMenu ? <PopupTop>{gamesMenu}</PopupTop> : null}
        <PopupColumns data-register={options.register}>
          <PopupFormSide>
            <LoginForm variant="modal" prefill={prefill} firstFieldRef={firstField} />
          </PopupFormSide>
          {options.register ? (
            <NoAccountSide
              title={t('login.noAccount')}
              text={t('login.registerPitch', { brand: tenant.brand.name })}
              action={t('header.register')}
              onRegister={() => {
                close();
                openRegisterModal();
              }}
              testId="login-modal-register"
            />
          ) : null}
        </PopupColumns>
      </div>
    </Modal>
  );
}
