// The frame of a page that a later issue fills: title, art, a short translated "getting ready" text and
// a way back — never a blank screen. Category pages add their vendors from the lanes.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Icon } from '../../components/icon.tsx';
import { ArtIcon } from '../../components/art-icon.tsx';
import { categoryArt } from '../../features/games/vendor-links.ts';
import { media } from '../../lib/theme/styled-theme.ts';
import { BrandLogo } from '../layouts/header/brand-logo.tsx';
import { hasSessionToken } from '../routes/route-guard.ts';
import { useRouteEntry } from '../routes/use-route-entry.ts';
import { useModules } from '../../lib/tenant/tenant-context.tsx';

interface PageFrameProps {
  /** Overrides the route's title (e.g. the games list names its type). */
  title?: string;
  text?: string;
  children?: ReactNode;
}

export function PageFrame({ title, text, children }: PageFrameProps) {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const modules = useModules();
  // Under the login guard a visitor cannot reach home: no link that would bounce back here.
  const homeReachable = !modules.has('LOGINEDTOHOMEPAGE') || hasSessionToken();
  const heading = title ?? (entry ? t(entry.titleKey) : '');
  return (
    <>
      {entry?.layout === 'bare' ? (
        <BareTop>
          <BrandLogo />
        </BareTop>
      ) : null}
      <Container py={[4, 5]}>
        <Hero>
          <ArtBox aria-hidden="true">
            {entry?.category ? <ArtIcon src={categoryArt(entry.category)} size={84} /> : <Icon name={entry?.icon ?? 'sparkles'} size={64} strokeWidth={1.3} />}
          </ArtBox>
          <div>
            <h1>{heading}</h1>
            <p>{text ?? t('page.preparing', { title: heading })}</p>
            {homeReachable ? (
              <Button as={Link} to="/" $variant="outline" $size="sm" mt={3}>
                <Icon name="home" size={14} />
                {t('common.backToHome')}
              </Button>
            ) : null}
          </div>
        </Hero>
        {children}
      </Container>
    </>
  );
}

// Pages without the header still carry the brand, on the header's colour (logos are drawn for it).
const BareTop = styled.div`
  display: flex;
  justify-content: center;
  padding: 12px 16px;
  background: var(--c-header-bg);
  box-shadow: 0 4px 18px rgb(0 0 0 / 0.2);
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  padding: 28px 20px;
  text-align: center;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: radial-gradient(600px 240px at 100% 0%, color-mix(in srgb, var(--c-primary) 14%, transparent), transparent 70%), var(--c-surface);
  box-shadow: 0 8px 26px rgb(0 0 0 / 0.08);
  h1 {
    font-size: 26px;
    font-weight: 800;
    line-height: 1.2;
  }
  p {
    margin-top: 8px;
    max-width: 560px;
    color: var(--c-text-muted);
    font-size: 15px;
  }
  ${media.md} {
    flex-direction: row;
    text-align: start;
    padding: 32px 40px;
    gap: 32px;
    h1 {
      font-size: 32px;
    }
  }
`;

const ArtBox = styled.div`
  display: grid;
  place-items: center;
  width: 140px;
  height: 140px;
  flex-shrink: 0;
  border-radius: 50%;
  color: var(--c-primary);
  background: radial-gradient(circle, color-mix(in srgb, var(--c-primary) 22%, transparent), transparent 70%);
`;

export const SectionHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 28px 0 14px;
  font-size: 20px;
  font-weight: 800;
  &::before {
    content: '';
    width: 4px;
    height: 20px;
    border-radius: 2px;
    background: linear-gradient(180deg, var(--c-primary), var(--c-accent));
  }
`;
