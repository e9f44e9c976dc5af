// The contract between the server and the web app's server renderer (src/entry-server.tsx, built by
// `vite build --ssr` into DIST_DIR/server/). The server loads that bundle at run time, so neither side
// imports the other: both import these types.
import type { LanguageCode } from '../generated/tenant.ts';
import type { BootPayload } from './public-config.ts';

/** What the server asks for: one page of one brand, as a signed-out visitor sees it. */
export interface RenderRequest {
  /** The boot payload the page will carry (the session is always null: personal parts fill in later). */
  boot: BootPayload;
  /** Path and query of the page, e.g. `/rng?vendor=PG`. */
  url: string;
  lang: LanguageCode;
  /** Fetches the portal's own public API for the page's data (same answers a browser would get). */
  fetch: typeof fetch;
}

export type RenderResult =
  /** The page. `status` is 404 for the not-found page. */
  | { kind: 'page'; status: 200 | 404; html: string; styles: string; state: ServerRenderState }
  /** The route guard sends a signed-out visitor elsewhere (LOGINEDTOHOMEPAGE). */
  | { kind: 'redirect'; location: string };

/** Inlined as <script id="ssr-state" type="application/json">: what the client needs to hydrate. */
export interface ServerRenderState {
  /** The language the page was rendered in (the client hydrates in it, then switches if the visitor prefers another). */
  lang: LanguageCode;
  /** TanStack Query's dehydrated cache: the public data the page showed. */
  queries: unknown;
}

export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

export const SSR_STATE_ELEMENT_ID = 'ssr-state';
/** Cookie the client writes when the visitor picks a language, so the server renders in it next time. */
export const LANGUAGE_COOKIE = 'lang';
/**
 * One-shot cookie a sign-in that ends in a redirect (social sign-in) sets: the page it lands on was opened with
 * a session, yet the member has just signed in, so it counts as a sign-in on the page (the PU popups). The page
 * reads and deletes it at start. Not HttpOnly: it carries only "1", or SIGNED_IN_FIRST_TIME when that sign-in was
 * the account's first (spec §4 first-login flag, which a redirect cannot carry in a login value).
 */
export const SIGNED_IN_BY_REDIRECT_COOKIE = 'signed_in_by_redirect';
export const SIGNED_IN_FIRST_TIME = 'first';
