// Security headers (helmet). Pages get a fresh CSP nonce per response: it goes on every inline
// <script>/<style> we render and in <meta name="csp-nonce"> for styled-components. API responses
// (JSON, never rendered or framed) get the API policy of the OWASP REST cheat sheet, default-src
// 'none' and frame-ancestors 'none'. Every header is computed once at start; per response only the page
// CSP is joined around its nonce, and the headers are set in one loop (helmet itself runs a dozen
// middlewares and rebuilds the policy text on every response).
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-paths.ts';

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.nonce}'`;

// Nonces come from a pool of random bytes refilled in one call, not one syscall per response.
const POOL_SIZE = 16 * 512;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;
export function nextNonce(): string {
  if (offset === POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + 16);
  offset += 16;
  return nonce;
}

const COMMON: HelmetOptions = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Customer service and the login window open as popups (spec §2, §4).
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/** Stands for the nonce while the page policy is computed once; split out again per response. */
const NONCE_SLOT = 'N0nceSl0tF0rPrec0mputedP0licy';

/** The headers a helmet middleware sets, run once against a recording response (res.locals.nonce is the slot). */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    locals: { nonce: NONCE_SLOT },
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

export function securityHeaders(options: { production: boolean }): RequestHandler {
  const apiHeaders = fixedHeaders(
    helmet({ ...COMMON, contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } }),
  );
  // Pages: helmet runs once here, not per response; only the CSP differs per response (its nonce), so it is
  // kept as the text around the nonce and joined with each response's nonce.
  const pageHeaders = fixedHeaders(
    helmet({
      ...COMMON,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [nonceSource, "'strict-dynamic'"],
          styleSrc: ["'self'", nonceSource],
          // blob: the preview of an image the visitor picked (deposit receipt, withdrawal proof) before it is uploaded.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          ...(options.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    }),
  );
  const csp = pageHeaders.find(([name]) => name.toLowerCase() === 'content-security-policy');
  if (!csp || !csp[1].includes(NONCE_SLOT)) throw new Error('the page Content-Security-Policy has no nonce');
  const cspName = csp[0];
  const cspParts = csp[1].split(NONCE_SLOT);
  const fixedPageHeaders = pageHeaders.filter((header) => header !== csp);
  return (req, res, next) => {
    // Also on API paths: a page rendered there (the operator host's 404) must not fail for want of one.
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    const headers = isApiPath(req.path) ? apiHeaders : fixedPageHeaders;
    for (let i = 0; i < headers.length; i++) res.setHeader(headers[i][0], headers[i][1]);
    if (headers === fixedPageHeaders) res.setHeader(cspName, cspParts.join(nonce));
    next();
  };
}

/**
 * Headers that only mean something on a document (framing, opener, referrer, legacy browser switches). A
 * static file (script, style sheet, image, font) does without them: on HTTP/1.1 they are about 600 bytes of
 * every one of a first visit's ~60 asset responses, more than many of the files themselves.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * A static file's policy. Only matters when the file is opened as a document (an SVG in its own tab): then it
 * runs nothing, loads nothing, keeps its inline styles, and may be framed by the site only (in place of
 * X-Frame-Options). For a script, style sheet or an image loaded by the page the page's own policy applies.
 */
export const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * Switches a response from the page headers `securityHeaders` set to a static file's: called by the static
 * handlers just before they answer (not before, so a miss still renders its page with the page headers).
 * HSTS, nosniff and Cross-Origin-Resource-Policy stay.
 */
export function applyAssetHeaders(res: ServerResponse): void {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  res.setHeader('Content-Security-Policy', ASSET_CSP);
}
