// A tenant's HTML page, pre-rendered from the Vite template once per config or template change.
// Per request only the CSP nonce, the system status, the server time and the session (signed in or
// not) are filled in between
// cached, already UTF-8 encoded segments (one memory copy; the page is never re-encoded).
import type { SystemStatusValue } from '../../../schemas/generated/system.ts';
import type { LanguageCode, ThemeTokens } from '../../../schemas/generated/tenant.ts';
import { SSR_STATE_ELEMENT_ID, type ServerRenderState } from '../../../schemas/rules/server-render.ts';
import { escapeHtml } from '../../http/plain-page.ts';
import { BCP47 } from '../../../schemas/rules/languages.ts';
import { LANGUAGE_STORAGE_KEYS, THEME_STORAGE_KEY } from '../../../schemas/rules/storage-keys.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { tenantSchema } from '../../tenant-schema.ts';

const NONCE = '\u0000N\u0000';
const SYSTEM = '\u0000S\u0000';
const TIME = '\u0000T\u0000';
const SESSION = '\u0000U\u0000';
const SLOT = /\0([NSTU])\0/;

const DEFAULT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const DEFAULT_RADIUS = 8;

/** ThemeTokens keys in schema order. */
export const THEME_TOKENS = (tenantSchema.definitions as Record<string, { required: string[] }>).ThemeTokens.required as Array<keyof ThemeTokens>;

/** camelCase token → CSS custom property: onPrimary → --c-on-primary. */
export const cssVariable = (token: string): string => `--c-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** JSON safe to inline in HTML: `<` is escaped so no `</script>` or `<!--` can appear. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const clean = (text: string) => text.replaceAll('\u0000', '');
const attr = (text: string) => escapeHtml(clean(text));

export interface ShellPage {
  readonly tenant: TenantContext;
  readonly templateVersion: number;
  readonly segments: readonly Buffer[];
  readonly slots: ReadonlyArray<'N' | 'S' | 'T' | 'U'>;
  /** Bytes of all segments together. */
  readonly staticLength: number;
}

function themeCss(tenant: TenantContext): string {
  const { themes } = tenant.config;
  const block = (name: 'light' | 'dark') =>
    `:root[data-theme="${name}"]{${THEME_TOKENS.map((token) => `${cssVariable(token)}:${themes[name][token]}`).join(';')}}`;
  const font = clean(themes.fontFamily ?? DEFAULT_FONT).replace(/</g, '\\3c ');
  return `:root{--radius:${themes.radius ?? DEFAULT_RADIUS}px;--font:${font}}${block('light')}${block('dark')}`;
}

/**
 * Runs before first paint: the stored theme ('light' | 'dark', else the tenant default) and the first
 * stored language (LANGUAGE_STORAGE_KEYS in order, as the client reads them) that the tenant supports,
 * else the language the page was rendered in.
 */
function prePaintScript(tenant: TenantContext): string {
  const { languages, themes } = tenant.config;
  const bcp = Object.fromEntries(languages.supported.map((code) => [code, BCP47[code]]));
  return (
    `(function(){var d=document.documentElement,s=${inlineJson(languages.supported)},b=${inlineJson(bcp)},t,l,k=${inlineJson(LANGUAGE_STORAGE_KEYS)},i,v;` +
    `try{t=localStorage.getItem(${inlineJson(THEME_STORAGE_KEY)});for(i=0;i<k.length&&!l;i++){v=(localStorage.getItem(k[i])||"").trim().toUpperCase();if(s.indexOf(v)>=0)l=v}}catch(e){}` +
    `if(t!=="light"&&t!=="dark")t=${inlineJson(themes.default)};if(!l)l=s.indexOf(d.dataset.lang)>=0?d.dataset.lang:${inlineJson(languages.default)};` +
    `d.dataset.theme=t;d.style.colorScheme=t;d.dataset.lang=l;d.lang=b[l]})();`
  );
}

/** A page the server renderer produced (see page-renderer.ts), placed into the template. */
export interface RenderedContent {
  lang: LanguageCode;
  /** The app's markup, the contents of <div id="root">. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  state: ServerRenderState;
}

/**
 * The resource hints React's renderer puts at the start of a page's markup (the preload of the first banner, the
 * page's largest paint). They move into the head: inside the app's markup they came after ~55 KB of inline
 * config and styles, so on a slow link the browser saw them a round trip or two late. React never hydrates them
 * (they are not part of the component tree), so taking them out of the root changes nothing for hydration.
 */
const LEADING_PRELOADS = /^(?:<link\b(?=[^>]*\brel="preload")[^>]*>)+/;

export function renderShellPage(template: string, templateVersion: number, tenant: TenantContext, rendered?: RenderedContent): ShellPage {
  const { brand, languages, themes } = tenant.config;
  const lang = rendered?.lang ?? languages.default;
  const preloads = rendered ? (LEADING_PRELOADS.exec(rendered.html)?.[0] ?? '') : '';
  const appHtml = rendered ? rendered.html.slice(preloads.length) : '';
  // The head in two parts. What is small and decides what the browser fetches first (title, icon, the banner's
  // preload, the theme colours, the pre-paint script) goes where the template says (`<!--app-head-->`, before
  // Vite's module script and modulepreloads); the large inline data (the boot config, the server-rendered
  // styles, the query cache) goes last in the head, after Vite's tags. So the first packets of the page already
  // name the banner and the scripts, which are then fetched while the rest of the page is still arriving.
  const head = [
    `<meta name="csp-nonce" content="${NONCE}">`,
    // Where styled-components and Vite's preload helper look for the nonce. In the HTML, not added by a
    // script: on a server-rendered page styled-components takes over the server's styles as soon as its
    // module runs, before any app code could add it.
    `<meta property="csp-nonce" nonce="${NONCE}" content="${NONCE}">`,
    `<title>${attr(brand.name)}</title>`,
    `<link rel="icon" href="${attr(brand.favicon)}">`,
    ...(preloads ? [clean(preloads)] : []),
    `<meta name="theme-color" content="${attr(themes[themes.default].headerBg)}">`,
    `<style nonce="${NONCE}">${themeCss(tenant)}</style>`,
    `<script nonce="${NONCE}">${prePaintScript(tenant)}</script>`,
  ].join('\n    ');
  const lateHead = [
    `<script id="boot" type="application/json" nonce="${NONCE}">{"tenant":${clean(inlineJson(tenant.inlineConfig))},"configVersion":${inlineJson(tenant.version)},"system":${SYSTEM},"serverTime":${TIME},"session":${SESSION}}</script>`,
    ...(rendered
      ? [
          clean(rendered.styles).replace(/<style\b(?![^>]*\bnonce=)/gi, `<style nonce="${NONCE}"`),
          `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json" nonce="${NONCE}">${clean(inlineJson(rendered.state))}</script>`,
        ]
      : []),
  ].join('\n    ');

  let html = template
    .replace(/<html\b([^>]*)>/i, (_whole, attrs: string) => {
      const kept = attrs.replace(/\s(lang|data-theme|data-lang)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
      return `<html${kept} lang="${BCP47[lang]}" data-theme="${themes.default}" data-lang="${lang}">`;
    })
    .replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${NONCE}"`)
    .replace(/<style\b(?![^>]*\bnonce=)/gi, `<style nonce="${NONCE}"`)
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)(?![^>]*\bnonce=)/gi, `<link nonce="${NONCE}"`);
  html = html.includes('<!--app-head-->') ? html.replace('<!--app-head-->', () => head) : html.replace(/<\/head>/i, () => `${head}\n  </head>`);
  html = html.replace(/<\/head>/i, () => `  ${lateHead}\n  </head>`);
  // After the nonce pass: the app's markup holds no script of its own, and text in it must stay as rendered.
  if (rendered) html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${clean(appHtml)}</div>`);

  const parts = html.split(SLOT);
  const segments: Buffer[] = [];
  const slots: Array<'N' | 'S' | 'T' | 'U'> = [];
  parts.forEach((part, i) => (i % 2 === 0 ? segments.push(Buffer.from(part, 'utf8')) : slots.push(part as 'N' | 'S' | 'T' | 'U')));
  return { tenant, templateVersion, segments, slots, staticLength: segments.reduce((n, b) => n + b.length, 0) };
}

/** A filled page as its pieces: the cached segments and the request's values between them, never copied together. */
export interface FilledPage {
  readonly chunks: readonly Buffer[];
  readonly length: number;
}

/** `session` is the signed-in browser's CSRF token (BootPayload.session), null when signed out. */
export function fillShellPage(
  page: ShellPage,
  nonce: string,
  system: SystemStatusValue,
  serverTime: number,
  session: { csrfToken: string } | null = null,
): FilledPage {
  const values = {
    N: Buffer.from(nonce, 'latin1'),
    S: Buffer.from(inlineJson(system), 'utf8'),
    T: Buffer.from(String(serverTime), 'latin1'),
    U: Buffer.from(inlineJson(session), 'utf8'),
  };
  const chunks: Buffer[] = [page.segments[0]];
  let length = page.staticLength;
  for (let i = 0; i < page.slots.length; i++) {
    const value = values[page.slots[i]];
    chunks.push(value, page.segments[i + 1]);
    length += value.length;
  }
  return { chunks, length };
}

/** The filled page in one buffer (for compression, which needs it whole). */
export const filledBytes = (filled: FilledPage): Buffer => Buffer.concat(filled.chunks as Buffer[], filled.length);
