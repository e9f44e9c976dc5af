// GET /wps/system/helpCenter: the brand's help texts in a language. Public and the same for every visitor,
// so the server renderer fetches it and the page hydrates without asking again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpCentreValue } from '../../../../schemas/generated/help-centre.ts';
import { apiGet } from '../../../lib/api/api-client.ts';

export const helpCentreKeys = { centre: (language: string) => ['help-centre', language] as const };

export const fetchHelpCentre = (language: string, signal?: AbortSignal) => apiGet<HelpCentreValue>('/wps/system/helpCenter', { params: { language }, signal });

export const helpCentreQueryOptions = (language: string) =>
  queryOptions({ queryKey: helpCentreKeys.centre(language), queryFn: ({ signal }) => fetchHelpCentre(language, signal), staleTime: 10 * 60_000 });

export function useHelpCentre(language: string) {
  return useQuery(helpCentreQueryOptions(language));
}
