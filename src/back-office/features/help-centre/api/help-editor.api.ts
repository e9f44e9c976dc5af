// GET /bo/api/brands/:tenant/help/:language: the brand's help centre in a language as the editor shows it
// (or its default language; staff's texts where edited, else the shipped ones; placeholders not filled), with the brand's values.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpEditorValue } from '../../../../../schemas/generated/help-centre.ts';
import type { LanguageCode } from '../../../../../schemas/generated/tenant.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';
import { fetchDefaultHelpEditor } from './default-help-editor.api.ts';
import { helpCentreKeys } from './help-centre-keys.ts';

/** `language` null: the brand's default language (the page's first view, before it knows the brand's languages). */
export const fetchHelpEditor = (tenantId: string, language: LanguageCode | null, signal?: AbortSignal) =>
  language === null
    ? fetchDefaultHelpEditor(tenantId, signal)
    : apiGet<HelpEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/help/${encodeURIComponent(language)}`, { signal });

export const helpEditorQueryOptions = (tenantId: string, language: LanguageCode | null) =>
  queryOptions({
    queryKey: helpCentreKeys.language(tenantId, language ?? ''),
    queryFn: ({ signal }) => fetchHelpEditor(tenantId, language, signal),
    staleTime: 0,
  });

export function useHelpEditor(tenantId: string, language: LanguageCode | null) {
  return useQuery(helpEditorQueryOptions(tenantId, language));
}
