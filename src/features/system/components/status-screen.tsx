// The full-page frame of the start-up status screens (maintenance, region block): brand, art, message.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Flex } from '../../../components/flex.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { Img } from '../../../components/img.tsx';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { useThemeModeStore } from '../../../lib/theme/theme-mode.store.ts';

interface StatusScreenProps {
  icon: IconName;
  tone: 'warning' | 'danger';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

export function StatusScreen({ icon, tone, title, children, actions }: StatusScreenProps) {
  const tenant = useTenant();
  const mode = useThemeModeStore((s) => s.mode);
  const logo = mode === 'dark' && tenant.brand.logoDark ? tenant.brand.logoDark : tenant.brand.logo;
  return (
    <Page>
      <Logo src={logo} alt={tenant.brand.name} width={180} height={48} loading="eager" fallbackSrc={logo} />
      <Card role="main" aria-labelledby="status-title">
        <Badge data-tone={tone}>
          <Icon name={icon} size={40} strokeWidth={1.5} />
        </Badge>
        <h1 id="status-title">{title}</h1>
        <Body>{children}</Body>
        <Flex flexWrap="wrap" justifyContent="center" mt={2} style={{ gap: 10 }}>
          {actions}
        </Flex>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 24px;
  padding: 24px 16px;
  background:
    radial-gradient(900px 500px at 80% -10%, color-mix(in srgb, var(--c-primary) 28%, transparent), transparent 70%),
    radial-gradient(700px 500px at -10% 110%, color-mix(in srgb, var(--c-accent) 22%, transparent), transparent 70%), var(--c-header-bg);
`;

const Card = styled.div`
  width: 100%;
  max-width: 560px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 32px 24px;
  text-align: center;
  border-radius: calc(var(--radius, 8px) * 2);
  background: var(--c-surface);
  color: var(--c-text);
  border: 1px solid var(--c-border);
  box-shadow: 0 30px 80px rgb(0 0 0 / 0.35);
  h1 {
    font-size: 26px;
    font-weight: 800;
    line-height: 1.2;
  }
`;

const Logo = styled(Img)`
  height: 52px;
  width: auto;
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 84px;
  height: 84px;
  border-radius: 50%;
  &[data-tone='warning'] {
    color: var(--c-warning);
    background: color-mix(in srgb, var(--c-warning) 14%, transparent);
  }
  &[data-tone='danger'] {
    color: var(--c-danger);
    background: color-mix(in srgb, var(--c-danger) 14%, transparent);
  }
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  color: var(--c-text-muted);
  line-height: 1.6;
  strong {
    color: var(--c-text);
  }
`;
