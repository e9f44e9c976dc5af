// Unknown path — or a page this brand has switched off — inside the normal layout, with a clear message.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Icon } from '../../components/icon.tsx';
import { Text } from '../../components/text.tsx';
import { findRouteByPath } from '../routes/route-table.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const switchedOff = findRouteByPath(pathname) !== undefined;
  return (
    <Container py={6}>
      <Box>
        <Code aria-hidden="true">404</Code>
        <h1>{t('page.notFound')}</h1>
        <Text $muted fontSize={4}>
          {switchedOff ? t('page.featureOff') : t('page.notFoundText')}
        </Text>
        <Button as={Link} to="/" $size="lg">
          <Icon name="home" size={18} />
          {t('common.backToHome')}
        </Button>
      </Box>
    </Container>
  );
}

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 14px;
  max-width: 560px;
  margin: 0 auto;
  padding: 40px 24px;
  text-align: center;
  border-radius: calc(var(--radius, 8px) * 1.5);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  h1 {
    font-size: 26px;
    font-weight: 800;
  }
`;

const Code = styled.div`
  font-size: 72px;
  font-weight: 900;
  line-height: 1;
  letter-spacing: 0.04em;
  background: linear-gradient(135deg, var(--c-primary), var(--c-accent));
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
