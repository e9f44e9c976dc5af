// GET /wps/relay/GCS_recentGame (session): the member's recently played games. Spec §4: every page is
// loaded in order and appended into one list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameItem, RecentGamesValue } from '../../../../schemas/generated/games.ts';
import type { CategoryId, LanguageCode } from '../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { gamesKeys } from './games-keys.ts';

const RECENT_PAGE_SIZE = 15;
/** A bound against a server that keeps answering with more pages. */
const MAX_RECENT_PAGES = 20;

export const fetchRecentPage = (gameType: CategoryId, language: LanguageCode, pageNo: number, signal?: AbortSignal) =>
  apiGet<RecentGamesValue>('/wps/relay/GCS_recentGame', {
    params: { clientType: 3, gameType, pageNo, pageSize: RECENT_PAGE_SIZE, language },
    signal,
  });

/** Pages 1, 2, … one after the other while totalPages > pageNo, appended in order. */
export async function loadAllPages<T>(fetchPage: (pageNo: number) => Promise<{ items: T[]; totalPages: number }>, maxPages = MAX_RECENT_PAGES): Promise<T[]> {
  const all: T[] = [];
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const { items, totalPages } = await fetchPage(pageNo);
    all.push(...items);
    if (!(totalPages > pageNo) || items.length === 0) break;
  }
  return all;
}

export const fetchAllRecentGames = (gameType: CategoryId, language: LanguageCode, signal?: AbortSignal): Promise<GameItem[]> =>
  loadAllPages(async (pageNo) => {
    const value = await fetchRecentPage(gameType, language, pageNo, signal);
    return { items: Array.isArray(value?.list) ? value.list : [], totalPages: value?.totalPages ?? 0 };
  });

export const recentGamesQueryOptions = (gameType: CategoryId, language: LanguageCode) =>
  queryOptions({
    queryKey: gamesKeys.recent(gameType, language),
    queryFn: ({ signal }) => fetchAllRecentGames(gameType, language, signal),
    staleTime: 30_000,
  });

export function useRecentGames(gameType: CategoryId, language: LanguageCode, enabled: boolean) {
  return useQuery({ ...recentGamesQueryOptions(gameType, language), enabled });
}
