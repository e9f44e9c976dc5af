// Security headers (helmet). Pages get a fresh CSP nonce per response: it goes on every inline
// <script>/<style> we render and in <meta name="csp-nonce"> for styled-components. API responses
// (JSON, never rendered or framed) get the API policy of the OWASP REST cheat sheet, default-src
// 'none' and frame-ancestors 'none', and since it never changes its headers are computed once.
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

/** The headers a helmet middleware sets, run once against a recording response. */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
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
  const headers = helmet({
    ...COMMON,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonceSource, "'strict-dynamic'"],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  return (req, res, next) => {
    // Also on API paths: a page rendered there (the operator host's 404) must not fail for want of one.
    res.locals.nonce = nextNonce();
    if (isApiPath(req.path)) {
      for (const [name, value] of apiHeaders) res.setHeader(name, value);
      next();
      return;
    }
    headers(req, res, next);
  };
}
