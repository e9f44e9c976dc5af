// GET /bo/api/brands/:tenant/help: the help centre in the brand's default language, as the editor shows it (the
// page's first view, before it knows the brand's languages); read through useHelpEditor(tenant, null).
import type { HelpEditorValue } from '../../../../../schemas/generated/help-centre.ts';
import { apiGet } from '../../../../lib/api/api-client.ts';

export const fetchDefaultHelpEditor = (tenantId: string, signal?: AbortSignal) =>
  apiGet<HelpEditorValue>(`/bo/api/brands/${encodeURIComponent(tenantId)}/help`, { signal });
