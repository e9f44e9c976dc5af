// The back office's one HTML page (DIST_DIR/back-office.html): every path on an operator host that is
// not its API answers with it, and the React app routes on the client. Per request only the CSP nonce
// is filled in (on its scripts, styles and module preloads, and in the meta tags styled-components and
// Vite's preload helper read). Staff pages are never cached and never framed.
import type { RequestHandler } from 'express';
import type { ShellTemplate } from '../shell/shell-template.ts';

function withNonce(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="${nonce}"><meta property="csp-nonce" nonce="${nonce}" content="${nonce}">`;
  return html
    .replace('<!--app-head-->', meta)
    .replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
    .replace(/<style\b(?![^>]*\bnonce=)/gi, `<style nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)(?![^>]*\bnonce=)/gi, `<link nonce="${nonce}"`);
}

export function backOfficePage(template: ShellTemplate): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const html = template.html;
    if (html === null)
      return res.status(503).type('text/plain').set('Cache-Control', 'no-store').send('The back office has not been built: run `npm run build`.');
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(withNonce(html, String(res.locals.nonce)));
  };
}
