// /game (chunk byIframe, reduced header): a game of the built-in studio in an embedded frame. Only a
// same-origin studio URL is framed (the launch answer's), never an address from elsewhere.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { accountsKeys } from '../../features/accounts/api/accounts-keys.ts';
import { PageFrame } from './page-frame.tsx';

/** What the studio posts to its parent after each round, so the header balance follows the game. */
export const STUDIO_ROUND_MESSAGE = 'studio:round';

/** The studio path of `?url=`, or null when it is anything else. */
export function framedGameUrl(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/studio/') || raw.startsWith('//')) return null;
  try {
    const url = new URL(raw, 'http://portal.invalid');
    return url.origin === 'http://portal.invalid' && url.pathname.startsWith('/studio/') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export default function GameFramePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const src = framedGameUrl(params.get('url'));
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === STUDIO_ROUND_MESSAGE)
        void queryClient.invalidateQueries({ queryKey: accountsKeys.balance() });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
  if (!src) return <PageFrame title={t('game.notFound')} />;
  return <Frame src={src} title={t('page.game')} allow="fullscreen" referrerPolicy="no-referrer" data-testid="game-frame" />;
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: calc(100vh - 64px);
  min-height: 480px;
  border: 0;
  background: var(--c-background);
`;
