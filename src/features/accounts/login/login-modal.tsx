// The login popup (spec §2): the game-category menu with its vendors on top, the login form, and on
// the right the register panel (when direct registration is on).
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useModules, useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { openRegisterModal } from '../register/register-modal.store.ts';
import { LoginForm } from './login-form.tsx';
import { loginOptions } from './login-methods.ts';
import { useLoginModal } from './login-modal.store.ts';

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
        {gamesMenu ? <Top>{gamesMenu}</Top> : null}
        <Columns data-register={options.register}>
          <FormSide>
            <LoginForm variant="modal" prefill={prefill} firstFieldRef={firstField} />
          </FormSide>
          {options.register ? (
            <RegisterSide>
              <Icon name="gift" size={40} strokeWidth={1.4} />
              <h3>{t('login.noAccount')}</h3>
              <p>{t('login.registerPitch', { brand: tenant.brand.name })}</p>
              <Button
                type="button"
                $variant="secondary"
                $block
                onClick={() => {
                  close();
                  openRegisterModal();
                }}
                data-testid="login-modal-register"
              >
                {t('header.register')}
              </Button>
            </RegisterSide>
          ) : null}
        </Columns>
      </div>
    </Modal>
  );
}

const Top = styled.div`
  margin: -4px 0 18px;
`;

const Columns = styled.div`
  display: grid;
  gap: 20px;
  &[data-register='true'] {
    ${media.md} {
      grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
      gap: 28px;
    }
  }
`;

const FormSide = styled.div`
  min-width: 0;
`;

const RegisterSide = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 24px 20px;
  text-align: center;
  border-radius: calc(var(--radius, 8px) * 1.5);
  color: var(--c-header-text);
  background:
    radial-gradient(300px 160px at 100% 0%, color-mix(in srgb, var(--c-primary) 40%, transparent), transparent 70%),
    linear-gradient(160deg, var(--c-header-bg), color-mix(in srgb, var(--c-header-bg) 75%, var(--c-secondary)));
  svg {
    color: var(--c-accent);
  }
  h3 {
    font-size: 20px;
    font-weight: 800;
  }
  p {
    margin: 0 0 8px;
    font-size: 14px;
    opacity: 0.85;
    max-width: 280px;
  }
`;
