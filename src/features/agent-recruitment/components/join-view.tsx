// /join (spec §2 "Join page", issue 21 item 6): agent recruitment. What an agent gets, how becoming one
// works, and the application itself (its panel is passed in: the page composes it with the sign-in of
// the accounts feature). Every fact it states is what this portal really gives an agent.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';

const BENEFITS: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'users', title: 'join.benefits.teamTitle', text: 'join.benefits.teamText' },
  { icon: 'sparkles', title: 'join.benefits.linkTitle', text: 'join.benefits.linkText' },
  { icon: 'crown', title: 'join.benefits.contractsTitle', text: 'join.benefits.contractsText' },
  { icon: 'refresh', title: 'join.benefits.transfersTitle', text: 'join.benefits.transfersText' },
  { icon: 'headset', title: 'join.benefits.supportTitle', text: 'join.benefits.supportText' },
];

const STEPS = ['join.steps.apply', 'join.steps.review', 'join.steps.start'] as const;

export function JoinView({ application }: { application: ReactNode }) {
  const { t } = useTranslation();
  const brand = useTenant().brand.name;
  return (
    <Page>
      <Hero>
        <Kicker>
          <Icon name="users" size={16} />
          {t('page.join')}
        </Kicker>
        <h1>{t('join.title', { brand })}</h1>
        <p>{t('join.subtitle')}</p>
      </Hero>
      <Benefits aria-label={t('join.benefitsLabel')}>
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <Badge>
              <Icon name={b.icon} size={22} />
            </Badge>
            <h2>{t(b.title)}</h2>
            <p>{t(b.text)}</p>
          </li>
        ))}
      </Benefits>
      <Lower>
        <Steps aria-labelledby="join-steps">
          <h2 id="join-steps">{t('join.steps.title')}</h2>
          <ol>
            {STEPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </Steps>
        <Panel aria-labelledby="join-apply">
          <h2 id="join-apply">{t('join.applyTitle')}</h2>
          {application}
        </Panel>
      </Lower>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: 28px;
  padding: 24px 0 48px;
`;

const Hero = styled.header`
  padding: 28px 22px;
  border-radius: calc(var(--radius, 8px) * 2);
  color: var(--c-on-primary);
  background:
    radial-gradient(600px 300px at 90% 0%, color-mix(in srgb, var(--c-accent) 55%, transparent), transparent 70%),
    linear-gradient(135deg, var(--c-primary), color-mix(in srgb, var(--c-primary) 60%, #000));
  h1 {
    margin-top: 10px;
    font-size: 28px;
    font-weight: 900;
    line-height: 1.15;
  }
  p {
    margin-top: 8px;
    max-width: 640px;
    font-size: 15px;
    opacity: 0.92;
  }
  ${media.md} {
    padding: 40px 44px;
    h1 {
      font-size: 38px;
    }
  }
`;

const Kicker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  background: rgb(255 255 255 / 0.18);
`;

const Benefits = styled.ul`
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  li {
    padding: 18px;
    border-radius: calc(var(--radius, 8px) * 1.5);
    background: var(--c-surface);
    color: var(--c-text);
    border: 1px solid var(--c-border);
  }
  h2 {
    margin-top: 12px;
    font-size: 16px;
    font-weight: 800;
  }
  p {
    margin-top: 6px;
    font-size: 13px;
    line-height: 1.5;
    color: var(--c-text-muted);
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  color: var(--c-on-primary);
  background: linear-gradient(135deg, var(--c-primary), var(--c-accent));
`;

const Lower = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Steps = styled.section`
  padding: 22px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  h2 {
    font-size: 18px;
    font-weight: 800;
  }
  ol {
    counter-reset: step;
    display: grid;
    gap: 14px;
    margin-top: 14px;
  }
  li {
    counter-increment: step;
    position: relative;
    padding-left: 40px;
    font-size: 14px;
    line-height: 1.5;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -2px;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    font-weight: 800;
    color: var(--c-on-primary);
    background: var(--c-primary);
  }
`;

const Panel = styled.section`
  padding: 22px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  h2 {
    font-size: 18px;
    font-weight: 800;
    margin-bottom: 14px;
  }
`;
