// Security headers (helmet) with a fresh CSP nonce per response. The nonce goes on every inline
// <script>/<style> we render and in <meta name="csp-nonce"> for styled-components.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.nonce}'`;

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
    res.locals.nonce = randomBytes(16).toString('base64');
    headers(req, res, next);
  };
}
