// Reads what the server renderer left for hydration (<script id="ssr-state" type="application/json">);
// null when the page was not rendered on the server (the browser then renders it from scratch).
import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { isLanguageCode } from '../../../schemas/rules/languages.ts';
import { SSR_STATE_ELEMENT_ID } from '../../../schemas/rules/server-render.ts';

export interface RenderedPageState {
  lang: LanguageCode;
  queries: DehydratedState;
}

export function readServerRenderState(doc: Document = document): RenderedPageState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text || !doc.getElementById('root')?.firstElementChild) return null;
  try {
    const state = JSON.parse(text) as { lang?: unknown; queries?: unknown };
    if (!isLanguageCode(state.lang) || typeof state.queries !== 'object' || state.queries === null) return null;
    return { lang: state.lang, queries: state.queries as DehydratedState };
  } catch {
    return null;
  }
}
