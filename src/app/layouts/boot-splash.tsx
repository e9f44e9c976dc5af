import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

/** Shown while the first route's chunk loads (initial navigation only). */
export function BootSplash() {
  const { t } = useTranslation();
  return (
    <Splash role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </Splash>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Splash = styled.div`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 14px;
  color: var(--c-text-muted);
  background: var(--c-background);
`;

const Ring = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 3px solid var(--c-border);
  border-top-color: var(--c-primary);
  animation: ${spin} 0.8s linear infinite;
`;
