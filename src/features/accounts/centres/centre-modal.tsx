// The member centre and agent centre popups (spec §2): title, close button, the menu of the centre's
// sections (from the brand's modules) and the chosen section's page (src/app/centre-pages.ts provides one for
// every section; a test of the centre alone may pass fewer, and then sees the section's name). An entry may carry a count another
// feature provides (the reward centre's rewards to claim).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { useAvatar } from '../api/avatar.api.ts';
import { useMemberInfo } from '../api/member-info.api.ts';
import { AvatarImage } from '../security/avatar-image.tsx';
import { useSignedIn } from '../../../lib/session/session.store.ts';
import { useCentreModal } from './centre-modal.store.ts';
import { centreSections, type CentreBadges, type CentrePages, type CentreSectionId } from './centre-sections.ts';

const SECTION_ICON: Readonly<Record<CentreSectionId, IconName>> = {
  securityCenter: 'shield',
  transferFund: 'refresh',
  depositv2: 'download',
  withdraw: 'arrowRight',
  transferUpline: 'users',
  personalHistoryCopy: 'ticket',
  transactionHistory: 'history',
  personalProfit: 'star',
  bonusDetails: 'gift',
  rewardCenter: 'crown',
  referral: 'users',
  missionLeaderboard: 'flame',
  messageV2: 'mail',
  supportQuestion: 'headset',
  feedback: 'help',
  manualRebate: 'sparkles',
  responsibleGaming: 'shield',
  announcement: 'megaphone',
  agentTeamOverview: 'users',
  registerCenter: 'user',
  teamManagement: 'tools',
  teamBetting: 'ticket',
  userLoss: 'star',
  myIncome: 'crown',
  accountDetails: 'history',
  bonusRecord: 'gift',
  dailyWages: 'clock',
  hourlySalary: 'clock',
  realTimeSalary: 'refresh',
};

export default function CentreModal({ pages, badges = {} }: { pages: CentrePages; badges?: CentreBadges }) {
  const { t } = useTranslation();
  const modules = useModules();
  const { kind, section, select, close } = useCentreModal();
  const signedIn = useSignedIn();
  const member = useMemberInfo().data;
  const avatar = useAvatar(kind === 'member');
  if (!kind || !section || !signedIn) return null;
  const sections = centreSections(kind, modules);
  const title = t(`centre.${kind}.title`);
  const sectionLabel = t(`centre.${kind}.${section}`);
  const Page = pages[section as CentreSectionId];
  const openSection = (id: string) => {
    if (sections.some((entry) => entry.id === id)) select(id);
  };
  return (
    <Modal open title={title} onClose={close} closeLabel={t('common.close')} width={1040}>
      <Layout data-testid={`centre-${kind}`}>
        <Side>
          {member ? (
            <Who>
              <AvatarImage url={avatar.data?.iconUrl} size={28} alt="" />
              <span>{member.account}</span>
            </Who>
          ) : null}
          <nav aria-label={title}>
            <Menu>
              {sections.map((entry) => {
                const Badge = badges[entry.id];
                return (
                  <li key={entry.id}>
                    <button
                      type="button"
                      aria-current={entry.id === section ? 'page' : undefined}
                      // Narrow screens scroll the menu sideways: keep the open section in view.
                      ref={entry.id === section ? (el) => el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }) : undefined}
                      onClick={() => select(entry.id)}
                      data-testid={`centre-section-${entry.id}`}
                    >
                      <Icon name={SECTION_ICON[entry.id as CentreSectionId] ?? 'sparkles'} size={18} />
                      {t(`centre.${kind}.${entry.id}`)}
                      {Badge ? (
                        <Suspense fallback={null}>
                          <Badge />
                        </Suspense>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </Menu>
          </nav>
        </Side>
        {Page ? (
          <PageArea data-testid="centre-content" data-section={section}>
            <Suspense fallback={<Loading>{t('common.loading')}</Loading>}>
              <Page openSection={openSection} />
            </Suspense>
          </PageArea>
        ) : (
          <Content aria-live="polite" data-testid="centre-content">
            <Art aria-hidden="true">
              <Icon name={SECTION_ICON[section as CentreSectionId] ?? 'sparkles'} size={44} strokeWidth={1.4} />
            </Art>
            <h3>{sectionLabel}</h3>
          </Content>
        )}
      </Layout>
    </Modal>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-height: 420px;
  ${media.md} {
    flex-direction: row;
    gap: 24px;
  }
`;

const Side = styled.div`
  flex-shrink: 0;
  ${media.md} {
    width: 230px;
  }
`;

const Who = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 10px;
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  font-weight: 800;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 10%, transparent);
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Menu = styled.ul`
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
  ${media.md} {
    flex-direction: column;
    overflow: visible;
    padding: 0;
  }
  li {
    flex-shrink: 0;
  }
  svg {
    flex-shrink: 0;
  }
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid transparent;
    border-radius: var(--radius, 8px);
    font-size: 14px;
    font-weight: 600;
    text-align: start;
    white-space: nowrap;
    color: var(--c-text);
    background: var(--c-surface-alt);
    ${media.md} {
      background: transparent;
    }
  }
  button:hover {
    border-color: var(--c-border);
  }
  button[aria-current='page'] {
    color: var(--c-on-primary);
    background: var(--c-primary);
    border-color: var(--c-primary);
  }
`;

const PageArea = styled.section`
  flex: 1;
  min-width: 0;
  min-height: 320px;
`;

const Loading = styled.p`
  padding: 40px 0;
  text-align: center;
  color: var(--c-text-muted);
`;

const Content = styled.section`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 320px;
  padding: 32px 20px;
  text-align: center;
  border: 1px dashed var(--c-border);
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: radial-gradient(420px 200px at 50% 0%, color-mix(in srgb, var(--c-primary) 10%, transparent), transparent 70%), var(--c-surface);
  h3 {
    font-size: 22px;
    font-weight: 800;
  }
  p {
    max-width: 420px;
    color: var(--c-text-muted);
  }
`;

const Art = styled.div`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  color: var(--c-primary);
  background: color-mix(in srgb, var(--c-primary) 14%, transparent);
`;
