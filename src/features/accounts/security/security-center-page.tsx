// My account (spec §2 securityCenter, the member centre's default page; issue 21 item 1): who the member is
// (avatar, nickname, account), the profile form, the security settings — verified e-mail and mobile, login
// password, payment password (the withdrawals feature's row, composed in by src/app), bank cards (the withdrawals
// feature's panel, composed in too) — and the sign-in history with "sign out other sessions".
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/button.tsx';
import { PageTitle, Panel } from '../../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../../components/form/error-message.ts';
import { Hint, Notice } from '../../../components/form/form-parts.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SettingRow } from '../../../components/setting-row.tsx';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useAvatar } from '../api/avatar.api.ts';
import { useProfile } from '../api/profile.api.ts';
import type { CentrePageProps } from '../centres/centre-sections.ts';
import { openChangePasswordModal } from '../password/change-password-modal.store.ts';
import { AvatarImage } from './avatar-image.tsx';
import { AvatarPicker } from './avatar-picker.tsx';
import { ContactBinding } from './contact-binding.tsx';
import { LoginHistory } from './login-history.tsx';
import { ProfileForm } from './profile-form.tsx';

export interface SecurityCenterPageProps extends CentrePageProps {
  /** The payment password row (withdrawals feature), given whether the account has a login password. */
  paymentPassword?: (hasLoginPassword: boolean) => ReactNode;
  /** The bank-card panel (withdrawals feature): list, add, remove, each change confirmed by the payment password. */
  bankCards?: () => ReactNode;
}

export default function SecurityCenterPage({ paymentPassword, bankCards }: SecurityCenterPageProps) {
  const { t } = useTranslation();
  const modules = useModules();
  const profile = useProfile();
  const avatar = useAvatar();
  const [picking, setPicking] = useState(false);
  const [binding, setBinding] = useState<'email' | 'mobile' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  // The note sits at the top; bring it into view after a change made further down.
  useEffect(() => {
    if (note) noteRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [note]);
  if (profile.isPending) return <Hint role="status">{t('common.loading')}</Hint>;
  if (profile.isError) return <Notice role="alert">{errorMessage(t, profile.error)}</Notice>;
  const p = profile.data;
  const done = (message: string) => {
    setNote(message);
    setBinding(null);
    setPicking(false);
  };
  const mobile = p.mobileNum ? `${p.countryDialingCode ?? ''} ${p.mobileNum}` : t('profile.notSet');
  return (
    <div data-testid="security-center">
      <PageTitle>{t('profile.title')}</PageTitle>
      {note ? (
        <Notice ref={noteRef} role="status" data-testid="security-note">
          {note}
        </Notice>
      ) : null}
      <Card>
        <AvatarImage url={avatar.data?.iconUrl} size={72} alt={t('profile.avatarAlt', { name: p.nickname })} />
        <Who>
          <strong data-testid="security-nickname">{p.nickname}</strong>
          <span>{p.account}</span>
        </Who>
        <Button type="button" $variant="outline" $size="sm" aria-expanded={picking} onClick={() => setPicking((v) => !v)} data-testid="avatar-change">
          <Icon name="camera" size={16} />
          {t('profile.avatarChange')}
        </Button>
      </Card>
      {picking ? <AvatarPicker onDone={done} /> : null}

      <Panel aria-labelledby="security-profile">
        <h4 id="security-profile">{t('profile.sectionProfile')}</h4>
        <ProfileForm key={`${p.nickname}|${p.address}|${p.nationality}|${p.dateOfBirth}`} profile={p} onSaved={done} />
      </Panel>

      <Panel aria-labelledby="security-settings">
        <h4 id="security-settings">{t('profile.sectionSecurity')}</h4>
        <List>
          <SettingRow
            icon="mail"
            title={t('profile.email')}
            value={p.email ?? t('profile.notSet')}
            badge={p.email ? { text: p.emailVerified ? t('profile.verified') : t('profile.notVerified'), good: p.emailVerified } : undefined}
            testId="security-email"
            action={
              <Button
                type="button"
                $size="sm"
                $variant="outline"
                aria-expanded={binding === 'email'}
                onClick={() => setBinding((b) => (b === 'email' ? null : 'email'))}
                data-testid="security-email-toggle"
              >
                {p.emailVerified ? t('profile.change') : t('profile.bind')}
              </Button>
            }
          >
            {binding === 'email' ? <ContactBinding kind="email" profile={p} onDone={done} /> : null}
          </SettingRow>
          <SettingRow
            icon="phone"
            title={t('profile.mobile')}
            value={mobile}
            badge={p.mobileNum ? { text: p.mobileVerified ? t('profile.verified') : t('profile.notVerified'), good: p.mobileVerified } : undefined}
            testId="security-mobile"
            action={
              <Button
                type="button"
                $size="sm"
                $variant="outline"
                aria-expanded={binding === 'mobile'}
                onClick={() => setBinding((b) => (b === 'mobile' ? null : 'mobile'))}
                data-testid="security-mobile-toggle"
              >
                {p.mobileVerified ? t('profile.change') : t('profile.bind')}
              </Button>
            }
          >
            {binding === 'mobile' ? <ContactBinding kind="mobile" profile={p} onDone={done} /> : null}
          </SettingRow>
          <SettingRow
            icon="lock"
            title={t('profile.loginPassword')}
            hint={t('profile.loginPasswordHint')}
            badge={{ text: p.hasPassword ? t('profile.set') : t('profile.notSet'), good: p.hasPassword }}
            testId="security-login-password"
            action={
              <Button type="button" $size="sm" $variant="outline" onClick={() => openChangePasswordModal()} data-testid="centre-change-password">
                {t('profile.change')}
              </Button>
            }
          />
          {paymentPassword ? paymentPassword(p.hasPassword) : null}
        </List>
      </Panel>

      {modules.has('WITHDRAW') && bankCards ? bankCards() : null}

      <Panel aria-labelledby="security-logins">
        <h4 id="security-logins">{t('profile.sectionLogins')}</h4>
        <LoginHistory />
      </Panel>
    </div>
  );
}

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 16px;
  margin-bottom: 14px;
  border-radius: var(--radius, 10px);
  border: 1px solid var(--c-border);
  background: radial-gradient(360px 120px at 0% 0%, color-mix(in srgb, var(--c-primary) 14%, transparent), transparent 70%), var(--c-surface);
  > button {
    margin-inline-start: auto;
  }
  ${media.md} {
    flex-wrap: nowrap;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-size: 18px;
    overflow-wrap: anywhere;
  }
  span {
    font-size: 13px;
    color: var(--c-text-muted);
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;
