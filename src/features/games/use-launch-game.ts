// Starting a game (spec §4 "Starting a game requires login"), for the games list and any other page
// (home winners carousel, …):
//   visitor → /login; vendor item (VASSALAGE) → the popup list of that vendor's games;
//   otherwise GCS_gameLaunchFB, then mode 'frame' → /game?url=…, mode 'window' → a 1300×900 window.
// A window game's window is opened synchronously inside the click (so popup blockers allow it) and
// pointed at the game once the server answers; it is closed again when the launch fails. Errors: 403
// trial account → the "a real account is needed" dialog, 401 → /login, others → the alert dialog
// with the server's message. A started game is pushed to the side menu's recently-viewed list.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameItem, LaunchValue } from '../../../schemas/generated/games.ts';
import type { CategoryId } from '../../../schemas/generated/tenant.ts';
import { errorMessage } from '../../components/form/error-message.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { showAlert } from '../../lib/alert/alert.store.ts';
import { LOGIN_PAGE } from '../../lib/session/login-page.ts';
import { useTrialWarningDialog } from '../../lib/session/trial-warning.ts';
import { useSessionStore } from '../../lib/session/session.store.ts';
import { useApiLanguage } from './use-api-language.ts';
import { useGameLaunchMutation } from './api/game-launch.api.ts';
import { useRecentlyViewedStore } from './stores/recently-viewed.store.ts';
import { useVendorPopupStore } from './stores/vendor-popup.store.ts';
import { CATEGORY_IDS } from './vendor-links.ts';

export const GAME_FRAME_PATH = '/game';
export const LAUNCH_WINDOW_SIZE = { width: 1300, height: 900 } as const;

/** What a launch needs; a GameItem has it all, other callers (winners) may lack the hints. */
export interface LaunchableGame {
  vendor: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  iconUrl?: string;
  /** How the game opens, when known: 'window' games get their window inside the click. */
  launch?: GameItem['launch'];
  isGame?: GameItem['isGame'];
}

/** The /game page showing `url` in its frame. */
export const gameFrameHref = (url: string) => `${GAME_FRAME_PATH}?url=${encodeURIComponent(url)}`;

export const launchWindowFeatures = (width: number = LAUNCH_WINDOW_SIZE.width, height: number = LAUNCH_WINDOW_SIZE.height) => `width=${width},height=${height}`;

/** A 403 that means "this needs a real account" (trial account, spec §8 in_need_true_account). */
export const isTrialRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && (error.code === 'trialAccount' || /in_need_true_account/.test(error.message));

const isSessionMissing = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

function openBlankWindow(width?: number, height?: number): Window | null {
  try {
    return window.open('about:blank', '_blank', launchWindowFeatures(width, height));
  } catch {
    return null;
  }
}

/** Points a window this page opened at the game; the game gets no handle back on the portal. */
function pointWindowAt(popup: Window, url: string): void {
  const absolute = new URL(url, window.location.href).href;
  try {
    popup.opener = null;
  } catch {
    // Some browsers refuse; the game is still opened.
  }
  popup.location.replace(absolute);
}

const gameKey = (game: Pick<LaunchableGame, 'vendor' | 'gameCode'>) => `${game.vendor}:${game.gameCode}`;

export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useApiLanguage();
  const launchMutation = useGameLaunchMutation();
  const pushRecentlyViewed = useRecentlyViewedStore((s) => s.push);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const busy = useRef(false);

  const showTrialWarning = useTrialWarningDialog();

  const open = useCallback(
    (value: LaunchValue, popup: Window | null) => {
      if (value.mode === 'window') {
        const target = popup && !popup.closed ? popup : openBlankWindow(value.width, value.height);
        if (target) {
          pointWindowAt(target, value.url);
          return;
        }
        // The browser refused a window the click did not open: the frame page shows the game instead.
      } else {
        popup?.close();
      }
      navigate(gameFrameHref(value.url));
    },
    [navigate],
  );

  /** Starts the game; resolves when the launch is done (or refused). Must be called from the click. */
  const launch = useCallback(
    async (game: LaunchableGame): Promise<void> => {
      if (!useSessionStore.getState().signedIn) {
        navigate(LOGIN_PAGE);
        return;
      }
      // Spec §4: a lottery game goes to the lottery screen (the built-in lottery provider's games).
      if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
        navigate(`/lottery?${new URLSearchParams({ vendor: game.vendor, gameCode: game.gameCode })}`);
        return;
      }
      if (game.isGame === 'VASSALAGE') {
        const category = (CATEGORY_IDS as readonly string[]).includes(game.gameType) ? (game.gameType as CategoryId) : 'RNG';
        useVendorPopupStore.getState().open({ vassalage: game.vendor, gameType: category, name: game.gameName });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      // Synchronously, still inside the user's click.
      const popup = game.launch === 'window' ? openBlankWindow() : null;
      setPendingKey(gameKey(game));
      try {
        const value = await launchMutation.mutateAsync({ vendor: game.vendor, gameCode: game.gameCode, language });
        pushRecentlyViewed({ gameCode: game.gameCode, name: game.gameName, vassalage: game.vendor, gameType: game.gameType, iconUrl: game.iconUrl });
        open(value, popup);
      } catch (error) {
        popup?.close();
        if (isSessionMissing(error)) navigate(LOGIN_PAGE);
        else if (isTrialRefusal(error)) void showTrialWarning();
        else showAlert(errorMessage(t, error));
      } finally {
        busy.current = false;
        setPendingKey(null);
      }
    },
    [language, launchMutation, navigate, open, pushRecentlyViewed, showTrialWarning, t],
  );

  const isLaunching = useCallback((game: Pick<LaunchableGame, 'vendor' | 'gameCode'>) => pendingKey === gameKey(game), [pendingKey]);

  return { launch, isLaunching, launching: pendingKey !== null };
}
