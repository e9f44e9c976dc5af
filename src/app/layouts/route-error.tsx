// Route error boundary: a chunk that fails to load (spec §8 ChunkLoadError), one that takes longer than the
// §9 chunk time-out ('The page took longer time to load'), or a page that throws.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { Icon } from '../../components/icon.tsx';
import { isChunkTimeout } from '../chunk-timeout.ts';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = isChunkTimeout(error) ? t('errors.timeout') : isChunkLoadError(error) ? t('errors.chunkLoad') : t('errors.internal');
  return (
    <Box role="alert">
      <Icon name="refresh" size={40} strokeWidth={1.4} />
      <p>{message}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('common.refresh')}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
  color: var(--c-text-muted);
  p {
    max-width: 420px;
    font-size: 16px;
    color: var(--c-text);
  }
`;
