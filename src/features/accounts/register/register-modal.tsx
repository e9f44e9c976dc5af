// The register popup (modal registerModal, spec §2): the registration form in a dialog. Loaded on first
// use; account-modals.tsx decides when it is open.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { useAdoptSession } from '../session/use-adopt-session.ts';
import { Hint } from '../../../components/form/form-parts.tsx';
import { useRegisterModal } from './register-modal.store.ts';
import { RegisterForm } from './register-form.tsx';

export default function RegisterModal() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const adoptSession = useAdoptSession();
  const close = useRegisterModal((s) => s.closeRegister);
  return (
    <Modal open title={t('register.title')} onClose={close} closeLabel={t('common.close')} width={780}>
      <Hint>{t('register.intro', { brand: tenant.brand.name })}</Hint>
      <RegisterForm
        idPrefix="register-modal"
        onLeave={close}
        onSignedIn={(value) => {
          close();
          adoptSession(value);
          navigate('/');
        }}
      />
    </Modal>
  );
}
