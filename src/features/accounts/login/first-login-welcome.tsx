// The first-login action (spec §4: "first-login flag triggers a first-login action"): after the account's first
// sign-in on this page (the login value's firstTimeLogin, or a social sign-in's redirect cookie), once any forced
// password change is done, a welcome asks the new member to complete the profile and set a payment password in
// My account (the member centre's securityCenter), or to do it later. Shown once: closing it, either way, ends
// the first-login state, and the PU popups (the other after-login modals) follow. Trial accounts skip it: they
// may not open the member centre (spec §6).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { finishFirstLogin } from '../../../lib/session/session.store.ts';
import { useMemberInfo } from '../api/member-info.api.ts';
import { useCentreOpener } from '../centres/use-protected-action.ts';
import { TRIAL_ACCOUNT_TYPE } from '../centres/centre-access.ts';

export default function FirstLoginWelcome() {
  const { t } = useTranslation();
  const member = useMemberInfo().data;
  const openCentre = useCentreOpener();
  const trial = member?.type === TRIAL_ACCOUNT_TYPE;
  useEffect(() => {
    if (trial) finishFirstLogin();
  }, [trial]);
  if (!member || member.mustChangePassword || trial) return null;
  const later = () => finishFirstLogin();
  const toMyAccount = () => {
    finishFirstLogin();
    void openCentre('member', 'securityCenter');
  };
  return (
    <Modal
      open
      title={t('login.firstLogin.title', { name: member.nickname || member.account })}
      onClose={later}
      closeLabel={t('common.close')}
      width={460}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={later} data-testid="first-login-later">
            {t('login.firstLogin.later')}
          </Button>
          <Button type="button" $variant="primary" onClick={toMyAccount} data-testid="first-login-my-account">
            {t('login.firstLogin.myAccount')}
          </Button>
        </>
      }
    >
      <Text data-testid="first-login-welcome">{t('login.firstLogin.body')}</Text>
    </Modal>
  );
}

const Text = styled.p`
  margin: 0;
  line-height: 1.55;
`;
