// Security headers (helmet) with a fresh CSP nonce per response. The nonce goes on every inline
// <script>/<style> we render and in <meta name="csp-nonce"> for styled-components.
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

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

export function securityHeaders(options: { production: boolean }): RequestHandler {
  const headers = helmet({
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
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Customer service and the login window open as popups (spec §2, §4).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  return (req, res, next) => {
    res.locals.nonce = nextNonce();
    headers(req, res, next);
  };
}
