// The sign-in popups that need the router (mounted once, inside it, by the app root): the login popup, the
// forgot-password popup and the member and agent centres. The forced password change after a reload is the password
// popups' own concern (features/accounts/account-modals.tsx).
import type { ReactNode } from 'react';
import { CentreModalHost } from '../centres/centre-modal-host.tsx';
import type { CentreBadges, CentrePages } from '../centres/centre-sections.ts';
import { LoginModalHost } from '../login/login-modal-host.tsx';
import { ForgetModalHost } from '../password/forget-modal-host.tsx';

export function AccountPopups({ gamesMenu, centrePages, centreBadges }: { gamesMenu?: ReactNode; centrePages?: CentrePages; centreBadges?: CentreBadges }) {
  return (
    <>
      <LoginModalHost gamesMenu={gamesMenu} />
      <ForgetModalHost gamesMenu={gamesMenu} />
      <CentreModalHost pages={centrePages} badges={centreBadges} />
    </>
  );
}
