// The cards' favourite stars (spec §4 "Favourite toggle"): a visitor is sent to /login; a member's star
// removes the game when it is already a favourite, else adds it; the answer becomes the local list.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameItem } from '../../../schemas/generated/games.ts';
import { errorMessage } from '../../components/form/error-message.ts';
import { showAlert } from '../../lib/alert/alert.store.ts';
import { LOGIN_PAGE } from '../../lib/session/login-page.ts';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { useFavouriteIds } from './api/favourite-ids.api.ts';
import { useFavouriteToggleMutation } from './api/favourite-toggle.api.ts';

export function useFavouriteToggle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const ids = useFavouriteIds();
  const mutation = useFavouriteToggleMutation();
  const favourites = useMemo(() => new Set(signedIn ? (ids.data?.content ?? []) : []), [ids.data, signedIn]);

  const isFavourite = useCallback((nodeId: number) => favourites.has(nodeId), [favourites]);

  const toggle = useCallback(
    (game: Pick<GameItem, 'nodeId' | 'vendor' | 'gameType'>) => {
      if (!signedIn) {
        navigate(LOGIN_PAGE);
        return;
      }
      if (mutation.isPending) return;
      mutation.mutate(
        { body: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType }, isFavourite: favourites.has(game.nodeId) },
        { onError: (error) => showAlert(errorMessage(t, error)) },
      );
    },
    [favourites, mutation, navigate, signedIn, t],
  );

  const pendingNodeId = mutation.isPending ? mutation.variables?.body.nodeId : undefined;
  return { favourites, isFavourite, toggle, pendingNodeId, loaded: !signedIn || ids.isSuccess };
}
