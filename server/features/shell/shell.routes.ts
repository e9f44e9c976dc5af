// The web app: built assets, brand assets of the resolved tenant only, and the brand page for every
// other GET that accepts HTML (the client router shows its own 404). Not gated by a module: the page
// must render even when features are off, so the client can say so (and show maintenance).
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import { AppError } from '../../http/app-error.ts';
import { applyAssetHeaders } from '../../http/security-headers.ts';
import { plainPage } from '../../http/plain-page.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { SystemService } from '../system/system.service.ts';
import type { SystemStatusValue } from '../../../schemas/generated/system.ts';
import { brandAssetCompression } from './brand-asset-compression.ts';
import { compressPageCheaply, pickEncoding } from './page-compression.ts';
import { IMMUTABLE, precompressedStatic, SHORT_LIVED, type StaticFileIndex } from './precompressed-static.ts';
import type { TenantContext, TenantDirectory } from '../../tenancy/tenant-directory.ts';
import { cookieLanguage } from '../../http/page-language.ts';
import { loopbackFetch } from './loopback-fetch.ts';
import { RendererBusy, type PageRenderer } from './page-renderer.ts';
import { RenderedPageCache, type CachedRender } from './rendered-page-cache.ts';
import { filledBytes, fillShellPage, renderShellPage, type ShellPage } from './shell-page.ts';
import type { ShellTemplate } from './shell-template.ts';

export interface ShellOptions {
  distDir: string;
  tenantsDir: string;
  /** The build folder's files and their precompressed variants (see precompressed-static.ts). */
  staticFiles: StaticFileIndex;
  countryHeader?: string;
  /** The signed-in browser's CSRF token, inlined so the app knows the session before first paint. */
  sessionOf?: (req: Request, tenant: TenantContext) => Promise<{ csrfToken: string } | null>;
  /** The web app's server renderer; without it every page is the plain shell the browser renders. */
  renderer?: PageRenderer;
}

const NOT_RENDERED: CachedRender = { kind: 'none' };

/** A busy renderer (see PageRenderer.render): this visitor gets the page the browser renders. */
function servePlain(error: unknown): CachedRender {
  if (error instanceof RendererBusy) return NOT_RENDERED;
  throw error;
}

/** Longest address the renderer caches a page for; longer ones (no real page has one) get the plain shell. */
const MAX_RENDERED_URL = 512;

function acceptsHtml(req: Request): boolean {
  const accept = req.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** `/robots.txt`, `/x/app.js`: a file name, which the client router never serves (`/v1.2` is not one). */
const hasFileExtension = (path: string): boolean => /\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{1,10}$/.test(path.slice(path.lastIndexOf('/') + 1));

/** File system answers that mean "no such brand asset" (a folder, a missing or over-long name). */
const MISSING_FILE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

export interface ShellRoutes {
  router: Router;
  /** The brand page for this request (the home page's hot path calls it without walking the router). */
  page: (req: Request, res: Response) => Promise<void>;
}

export function shellRoutes(template: ShellTemplate, directory: TenantDirectory, system: SystemService, options: ShellOptions): ShellRoutes {
  const router = Router();
  const pages = new Map<string, ShellPage>();

  const pageFor = (tenant: TenantContext): ShellPage | null => {
    const html = template.html;
    if (html === null) return null;
    let page = pages.get(tenant.id);
    if (!page || page.tenant !== tenant || page.templateVersion !== template.version) {
      page = renderShellPage(html, template.version, tenant);
      pages.set(tenant.id, page);
    }
    return page;
  };
  // Pre-render at config load and on every change of a tenant or of the template.
  const renderAll = () => {
    for (const id of [...pages.keys()]) if (!directory.get(id)) pages.delete(id);
    for (const tenant of directory.all()) pageFor(tenant);
  };
  renderAll();
  directory.onChange(renderAll);
  template.onChange(renderAll);

  // Server rendering: one cached render per (brand, language, address), shared by every visitor.
  const rendered = new RenderedPageCache();
  const renderer = options.renderer;
  if (renderer) template.onChange(() => renderer.reload());
  directory.onChange(() => rendered.retain((tenant) => directory.get(tenant.id) === tenant));

  const renderFor = async (req: Request, tenant: TenantContext, page: ShellPage, status: SystemStatusValue): Promise<CachedRender> => {
    if (!renderer || req.originalUrl.length > MAX_RENDERED_URL) return { kind: 'none' };
    const html = template.html;
    if (html === null) return { kind: 'none' };
    const lang = cookieLanguage(req, tenant) ?? tenant.config.languages.default;
    const key = `${tenant.id}\u0000${lang}\u0000${req.originalUrl}`;
    return rendered.get(key, tenant, `${page.templateVersion}:${renderer.version}`, async () => {
      const result = await renderer.render({
        boot: { tenant: tenant.inlineConfig, configVersion: tenant.version, system: status, serverTime: Date.now(), session: null },
        url: req.originalUrl,
        lang,
        fetch: loopbackFetch({ address: req.socket.localAddress ?? '127.0.0.1', port: req.socket.localPort ?? 0, host: req.headers.host ?? tenant.id }),
      });
      if (!result) return { kind: 'none' };
      if (result.kind === 'redirect') return result;
      return {
        kind: 'page',
        status: result.status,
        page: renderShellPage(html, template.version, tenant, { lang, html: result.html, styles: result.styles, state: result.state }),
      };
    });
  };

  const sendPage = async (req: Request, res: Response) => {
    const tenant = res.locals.tenant;
    const page = pageFor(tenant);
    if (!page) {
      res
        .status(503)
        .type('html')
        .set({ 'Cache-Control': 'no-store', 'Retry-After': '30' })
        .send(
          plainPage({
            lang: 'en',
            title: 'The web app is not built yet',
            text: 'The server is running, but the web app has not been built (index.html is missing from the build folder). Run `npm run build` on the server, then reload this page.',
            nonce: res.locals.nonce,
          }),
        );
      return;
    }
    const status = system.status(tenant, visitorOf(req, options.countryHeader), requestLanguage(req, res));
    const session = options.sessionOf ? await options.sessionOf(req, tenant) : null;
    // Rendered on the server: the app screen (not maintenance or a region block, which depend on the
    // visitor), as signed out. A signed-in visitor on a brand whose guard sends signed-out visitors
    // away would see the wrong page: the browser renders that one.
    const signedInBehindGuard = session !== null && tenant.enabled.has('LOGINEDTOHOMEPAGE');
    const render = status.status === 0 && !signedInBehindGuard ? await renderFor(req, tenant, page, status).catch(servePlain) : NOT_RENDERED;
    if (render.kind === 'redirect') {
      res.set('Cache-Control', 'no-store').redirect(302, render.location);
      return;
    }
    const filled = fillShellPage(render.kind === 'page' ? render.page : page, res.locals.nonce, status, Date.now(), session);
    res.statusCode = render.kind === 'page' ? render.status : 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') {
      // Sent as its pieces in one corked write (one writev): the ~100 KB of cached segments are never copied.
      res.setHeader('Content-Length', filled.length);
      if (req.method === 'HEAD') return void res.end();
      res.cork();
      for (const chunk of filled.chunks) res.write(chunk);
      res.end();
      return;
    }
    // Filled per request (the nonce), so compressed per request at the cheapest level (see page-compression.ts).
    const body = compressPageCheaply(filledBytes(filled), encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  // Home first: the hot path touches no file system.
  router.get(['/', '/index.html'], sendPage);

  router.use('/assets', precompressedStatic(options.staticFiles, { prefix: '/assets', fallthrough: false, cacheControl: IMMUTABLE }));

  router.use('/brand-assets', brandAssetCompression({ tenantsDir: options.tenantsDir }));
  router.use('/brand-assets', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new AppError(405, 'badRequest'));
    if (req.path.endsWith('/')) return next(new AppError(404, 'notFound')); // folders are never listed
    // A static file's headers (see applyAssetHeaders); should the file be missing, the plain not-found page
    // still renders under them (its one inline style is allowed, and it has no script).
    applyAssetHeaders(res);
    // send() refuses `..` segments (403) and never leaves root: only this tenant's folder is reachable.
    res.sendFile(req.path, { root: join(options.tenantsDir, res.locals.tenant.id), dotfiles: 'deny', maxAge: '1h' }, (err?: NodeJS.ErrnoException) => {
      if (!err) return;
      if (err.code === 'ECONNABORTED' && res.headersSent) return; // the client went away mid-transfer
      next(err.code !== undefined && MISSING_FILE.has(err.code) ? new AppError(404, 'notFound') : err);
    });
  });

  router.use(
    precompressedStatic(options.staticFiles, { fallthrough: true, cacheControl: SHORT_LIVED, exclude: new Set(['/index.html', '/back-office.html']) }),
  );

  router.use((req, res, next) => {
    // Returned, not just called: Express 5 passes a rejected page render on to the error handler.
    if ((req.method === 'GET' || req.method === 'HEAD') && acceptsHtml(req) && !hasFileExtension(req.path)) return sendPage(req, res);
    return next(new AppError(404, 'notFound'));
  });

  return { router, page: sendPage };
}
