// The forgot-password popup (spec §2 forgetPassModal): the games menu on top (its items lead to /fish,
// /rng?vassalage={vendor} or the login page in a 1300×900 window), the forms by e-mail or phone on the left,
// and on the right the "no account" side with registration. A reset by phone signs in and goes to /; after a reset
// by e-mail (the alert says the password was sent) the popup closes.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { NoAccountSide, PopupColumns, PopupFormSide, PopupTop } from '../shared/popup-parts.tsx';
import { openRegisterModal } from '../register/register-modal.store.ts';
import { ForgetForms } from './forget-forms.tsx';
import { useForgetModal } from '../shared/forget-modal.store.ts';

export default function ForgetModal({ gamesMenu }: { gamesMenu?: ReactNode }) {
  const { t } = useTranslation();
  const close = useForgetModal((s) => s.closeForget);
  const modules = useModules();
  const register = modules.has('REGISTER') && modules.has('DIRECTREG');
  return (
    <Modal open title={t('forget.title')} onClose={close} closeLabel={t('common.close')} width={920}>
      <div data-testid="forget-modal">
        {gamesMenu ? <PopupTop>{gamesMenu}</PopupTop> : null}
        <PopupColumns data-register={register}>
          <PopupFormSide>
            <ForgetForms onDone={close} />
          </PopupFormSide>
          {register ? (
            <NoAccountSide
              title={t('forget.noAccount')}
              text={t('forget.noAccountText')}
              action={t('forget.registerNow')}
              onRegister={() => {
                close();
                openRegisterModal();
              }}
              testId="forget-modal-register"
            />
          ) : null}
        </PopupColumns>
      </div>
    </Modal>
  );
}
