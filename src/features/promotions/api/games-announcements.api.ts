// GET /wps/games/announcements (spec §7 games announcements, value.promotion): the open promotions a game
// category's page announces. Public and the same for every visitor, so the server renderer fetches it for
// the first paint and the browser hydrates without asking again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesAnnouncementsValue } from '../../../../schemas/generated/promotions.ts';
import type { CategoryId } from '../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { promotionsKeys } from './promotions-keys.ts';

export const fetchGamesAnnouncements = (gameType: CategoryId, language: string, signal?: AbortSignal) =>
  apiGet<GamesAnnouncementsValue>('/wps/games/announcements', { params: { gameType, language }, signal });

export const gamesAnnouncementsQueryOptions = (gameType: CategoryId, language: string) =>
  queryOptions({
    queryKey: promotionsKeys.announcements(gameType, language),
    queryFn: ({ signal }) => fetchGamesAnnouncements(gameType, language, signal),
    staleTime: 60_000,
  });

export function useGamesAnnouncements(gameType: CategoryId, language: string, enabled: boolean) {
  return useQuery({ ...gamesAnnouncementsQueryOptions(gameType, language), enabled });
}
