// GET /wps/relay/GCSGAME_newGameVendor: the vendor lanes (one per enabled category, tenant order).
// Keyed by language, cached for the browser session (spec §4: "Game vendor data is cached in session and
// refetched on language change"), shown at once from that cache and refreshed in the background.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameVendorCard, GameVendorLane, GameVendorValue, NewGameVendorQuery } from '../../../../schemas/generated/games.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { readStorage, writeStorage } from '../../../lib/storage/safe-storage.ts';
import { useModules } from '../../../lib/tenant/tenant-context.tsx';
import { gamesKeys } from './games-keys.ts';

// The shapes come from schemas/api/games.schema.json (one source of truth with the server).
export type VendorCard = GameVendorCard;
export type VendorLane = GameVendorLane;
export type VendorLanesValue = GameVendorValue;

export const VENDOR_PLATFORM: NonNullable<NewGameVendorQuery['platform']> = 'html5-desktop';
const STALE_MS = 5 * 60_000;
const sessionKey = (language: string) => `gameVendor.${language}`;

export async function fetchVendorLanes(language: string, signal?: AbortSignal): Promise<VendorLanesValue> {
  const value = await apiGet<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor', {
    params: { platform: VENDOR_PLATFORM, language },
    signal,
  });
  const lanes = Array.isArray(value?.lanes) ? value.lanes : [];
  const result = { lanes };
  writeStorage('session', sessionKey(language), JSON.stringify({ at: Date.now(), value: result }));
  return result;
}

function readSessionCache(language: string): { at: number; value: VendorLanesValue } | undefined {
  const raw = readStorage('session', sessionKey(language));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { at: number; value: VendorLanesValue };
    return Array.isArray(parsed?.value?.lanes) && typeof parsed.at === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function vendorLanesQueryOptions(language: string) {
  return queryOptions({
    queryKey: gamesKeys.vendorLanes(language),
    queryFn: ({ signal }) => fetchVendorLanes(language, signal),
    staleTime: STALE_MS,
    initialData: () => readSessionCache(language)?.value,
    initialDataUpdatedAt: () => readSessionCache(language)?.at,
  });
}

/** The lanes in the current language; not requested at all when the games module is off. */
export function useVendorLanes() {
  const { i18n } = useTranslation();
  const modules = useModules();
  // On a language switch the previous language's lanes stay on screen until the new ones arrive.
  return useQuery({ ...vendorLanesQueryOptions(i18n.language), enabled: modules.has('GAMES'), placeholderData: (previous) => previous });
}
