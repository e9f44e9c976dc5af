// GET /wps/relay/MCSFE_getListAnnouncements?types=&platform=W&execution=B&language= (spec §3, open to
// visitors): the brand's live announcements of the asked types, from the same store as the notice bar.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementList } from '../../../../schemas/generated/messages.ts';
import { apiGet } from '../../../lib/api/api-client.ts';

export const fetchAnnouncements = (types: string, language: string, signal?: AbortSignal) =>
  apiGet<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements', { params: { types, platform: 'W', execution: 'B', language }, signal });

export const announcementsQueryOptions = (types: string, language: string) =>
  queryOptions({
    queryKey: ['announcements', types, language] as const,
    queryFn: ({ signal }) => fetchAnnouncements(types, language, signal),
    staleTime: 60_000,
  });

export function useAnnouncements(types: string, language: string, enabled = true) {
  return useQuery({ ...announcementsQueryOptions(types, language), enabled });
}
