// The operator console, served only on OPERATOR_HOSTS (see operator-host.ts): sign-in, the cashier
// (deposits, withdrawals, disputes) and, for admins, the audit log. Forms post and redirect; each
// post carries the session's CSRF token, and the session cookie is SameSite=Strict.
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { parse as parseCookies, serialize } from 'cookie';
import type { LanguageCode } from '../../../schemas/generated/tenant.ts';
import { BCP47, isLanguageCode, LANGUAGE_CODES } from '../../../schemas/rules/languages.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import { AppError } from '../../http/app-error.ts';
import { fromHttpError } from '../../http/error-handler.ts';
import { plainPage } from '../../http/plain-page.ts';
import { secureCookie } from '../../http/secure-cookie.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import type { Logger } from '../../logger.ts';
import type { TenantDirectory } from '../../tenancy/tenant-directory.ts';
import type { StaffAuthService, StaffSession } from './staff-auth.service.ts';
import type { CashierAction, CashierTab, ListStatus, StaffCashierService } from './staff-cashier.service.ts';
import { auditPage, cashierPage, loginPage, type PageContext } from './staff-pages.ts';

export const STAFF_COOKIE = 'ops_sid';
/** The sign-in form's pre-session (login CSRF), path /login only. */
export const PRE_SESSION_COOKIE = 'ops_pre';
const LANG_COOKIE = 'ops_lang';
const TABS: readonly CashierTab[] = ['deposits', 'withdrawals', 'disputes'];
const STATUSES: readonly ListStatus[] = ['waiting', 'done', 'all'];
const FLASHES = new Set(['deposit.approve', 'deposit.reject', 'withdrawal.approve', 'withdrawal.reject', 'withdrawal.resolve']);
const ID = /^[1-9][0-9]{0,15}$/;
const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;

export interface StaffRoutesDeps {
  auth: StaffAuthService;
  cashier: StaffCashierService;
  catalogues: Catalogues;
  tenants: TenantDirectory;
  logger: Logger;
  production: boolean;
  countryHeader?: string;
}

declare global {
  namespace Express {
    interface Locals {
      staff?: StaffSession;
    }
  }
}

/** A post sent by another site: the browser says so (Sec-Fetch-Site), or its Origin is not this host. */
function crossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true;
  }
}

export function staffApp(deps: StaffRoutesDeps): Router {
  const { auth, cashier, catalogues } = deps;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const ipOf = (req: Request) => visitorOf(req, deps.countryHeader).ip;
  const cookiesOf = (req: Request) => (req.headers.cookie ? parseCookies(req.headers.cookie) : {});

  const languageOf = (req: Request, res: Response): LanguageCode => {
    const asked = typeof req.query.language === 'string' ? req.query.language.toUpperCase() : undefined;
    if (isLanguageCode(asked)) {
      res.append('Set-Cookie', serialize(LANG_COOKIE, asked, { path: '/', sameSite: 'strict', httpOnly: true, secure: deps.production, maxAge: 365 * 86400 }));
      return asked;
    }
    const stored = cookiesOf(req)[LANG_COOKIE];
    return isLanguageCode(stored) ? stored : 'EN';
  };

  const contextOf = (req: Request, res: Response): PageContext => {
    const language = languageOf(req, res);
    const url = new URL(req.originalUrl, 'http://x');
    url.searchParams.delete('language');
    url.searchParams.delete('flash');
    url.searchParams.delete('error');
    return {
      lang: BCP47[language],
      nonce: res.locals.nonce,
      t: (key, params) => catalogues.t(language, key, params),
      money: (tenantId, minor) => {
        const currency = deps.tenants.get(tenantId)?.config.currency;
        return formatMinorUnits(minor, { symbol: currency?.symbol, minorUnits: currency?.minorUnits ?? 2 });
      },
      languages: LANGUAGE_CODES.map((code) => ({ code, label: catalogues.t(code, `language.${code}`) })),
      here: url.pathname + url.search,
    };
  };

  const html = (res: Response, body: string, status = 200) => res.status(status).type('html').set('Cache-Control', 'no-store').send(body);

  const signedIn: RequestHandler = async (req, res, next) => {
    const session = await auth.resolve(cookiesOf(req)[STAFF_COOKIE]);
    if (!session) return res.redirect(303, '/login');
    res.locals.staff = session;
    next();
  };

  const csrf: RequestHandler = (req, res, next) => {
    const sent = (req.body as Record<string, unknown> | undefined)?.csrf;
    if (typeof sent !== 'string' || sent !== res.locals.staff?.csrfToken) return next(new AppError(403, 'csrfFailed'));
    next();
  };

  const secure = (req: Request) => deps.production || secureCookie(req);

  /** The sign-in form with a fresh pre-session (cookie + token in the form) and, when needed, a captcha. */
  const showLogin = async (req: Request, res: Response, options: { error?: string; status?: number; captcha?: boolean } = {}) => {
    const ctx = contextOf(req, res);
    const pre = await auth.startPreSession();
    res.append('Set-Cookie', serialize(PRE_SESSION_COOKIE, pre.id, { path: '/login', httpOnly: true, sameSite: 'strict', secure: secure(req), maxAge: 1800 }));
    const captcha = options.captcha ? await auth.issueCaptcha() : undefined;
    html(res, loginPage(ctx, { csrf: pre.csrf, captcha }, options.error && ctx.t(`errors.${options.error}`)), options.status);
  };

  router.get('/login', async (req, res) => {
    if (await auth.resolve(cookiesOf(req)[STAFF_COOKIE])) return res.redirect(303, '/cashier');
    await showLogin(req, res);
  });

  router.post('/login', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // Login CSRF: a post from another site, or without the token of a form this browser was given, is refused.
    if (crossSite(req) || !(await auth.checkPreSession(cookiesOf(req)[PRE_SESSION_COOKIE], body.csrf))) {
      return showLogin(req, res, { error: 'csrfFailed', status: 403 });
    }
    const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
    const username = text(body.username, 64);
    const password = text(body.password, 128);
    try {
      const { token, session } = await auth.login(username, password, ipOf(req), { id: text(body.captchaId, 64), answer: text(body.captcha, 12) });
      res.append('Set-Cookie', serialize(PRE_SESSION_COOKIE, '', { path: '/login', httpOnly: true, sameSite: 'strict', secure: secure(req), maxAge: 0 }));
      res.append('Set-Cookie', serialize(STAFF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(req) }));
      await cashier.recordSignIn(session, 'login', ipOf(req));
      res.redirect(303, '/cashier');
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await showLogin(req, res, { error: err.code, status: err.status, captcha: await auth.needsCaptcha(username) });
    }
  });

  router.post('/logout', form, signedIn, csrf, async (req, res) => {
    await auth.logout(res.locals.staff!);
    await cashier.recordSignIn(res.locals.staff!, 'logout', ipOf(req));
    res.append('Set-Cookie', serialize(STAFF_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(req), maxAge: 0 }));
    res.redirect(303, '/login');
  });

  router.get('/', (_req, res) => res.redirect(303, '/cashier'));

  router.get('/cashier', signedIn, async (req, res) => {
    const ctx = contextOf(req, res);
    const tab = TABS.find((x) => x === req.query.tab) ?? 'deposits';
    const status = STATUSES.find((x) => x === req.query.status) ?? 'waiting';
    const page = typeof req.query.page === 'string' && ID.test(req.query.page) ? Math.min(Number(req.query.page), 100_000) : 1;
    const list = await cashier.list(res.locals.staff!, tab, status, page);
    const flashKey = typeof req.query.flash === 'string' && FLASHES.has(req.query.flash) ? req.query.flash : undefined;
    const errorCode = typeof req.query.error === 'string' && /^[A-Za-z]{1,40}$/.test(req.query.error) ? req.query.error : undefined;
    const flash = flashKey
      ? { text: ctx.t(`ops.flash.${flashKey}`) }
      : errorCode
        ? { text: ctx.t(catalogues.has(`errors.${errorCode}`) ? `errors.${errorCode}` : 'errors.badRequest'), error: true }
        : undefined;
    html(res, cashierPage(ctx, res.locals.staff!, { tab, status, page, totalPages: list.totalPages, items: list.items, flash }));
  });

  router.get('/audit', signedIn, async (req, res) => {
    const page = typeof req.query.page === 'string' && ID.test(req.query.page) ? Math.min(Number(req.query.page), 100_000) : 1;
    const { rows, totalPages } = await cashier.audit(res.locals.staff!, page);
    html(res, auditPage(contextOf(req, res), res.locals.staff!, rows, page, totalPages));
  });

  const target = (req: Request): { tenantId: string; id: number } => {
    const tenantId = String(req.params.tenant);
    const id = String(req.params.id);
    if (!TENANT.test(tenantId) || !ID.test(id)) throw new AppError(404, 'notFound');
    return { tenantId, id: Number(id) };
  };
  const noteOf = (req: Request): string => {
    const note = (req.body as Record<string, unknown> | undefined)?.note;
    const text = typeof note === 'string' ? note.trim() : '';
    if (!text || text.length > 140 || /\p{Cc}/u.test(text)) throw new AppError(400, 'staffNoteRequired');
    return text;
  };

  // One route per action; the tab to go back to follows the kind.
  for (const kind of ['deposit', 'withdrawal'] as const) {
    router.post(`/cashier/${kind}s/:tenant/:id/:action`, form, signedIn, csrf, async (req, res) => {
      const back = kind === 'deposit' ? 'deposits' : 'withdrawals';
      const action = String(req.params.action);
      try {
        const { tenantId, id } = target(req);
        let what: CashierAction;
        if (action === 'approve') what = { kind, action };
        else if (action === 'reject') what = { kind, action, note: noteOf(req) };
        else if (action === 'resolve' && kind === 'withdrawal') {
          const outcome = (req.body as Record<string, unknown>).outcome;
          if (outcome !== 'paid' && outcome !== 'refund') throw new AppError(400, 'badRequest');
          what = { kind, action, outcome, note: noteOf(req) };
        } else throw new AppError(404, 'notFound');
        await cashier.act(res.locals.staff!, tenantId, id, what, ipOf(req));
        res.redirect(303, `/cashier?tab=${action === 'resolve' ? 'disputes' : back}&flash=${kind}.${action}`);
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        res.redirect(303, `/cashier?tab=${action === 'resolve' ? 'disputes' : back}&error=${err.code}`);
      }
    });
  }

  router.get('/cashier/:kind/:tenant/:id/:file{/:index}', signedIn, async (req, res) => {
    const kind = req.params.kind === 'deposits' ? 'deposit' : req.params.kind === 'withdrawals' ? 'withdrawal' : null;
    const index = req.params.file === 'proof' && typeof req.params.index === 'string' && /^[1-3]$/.test(req.params.index) ? Number(req.params.index) : 1;
    if (!kind || (kind === 'deposit' && req.params.file !== 'receipt') || (kind === 'withdrawal' && req.params.file !== 'proof'))
      throw new AppError(404, 'notFound');
    const { tenantId, id } = target(req);
    const image = await cashier.image(res.locals.staff!, kind, tenantId, id, index);
    if (!image) throw new AppError(404, 'notFound');
    res
      .set({ 'Content-Type': image.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' })
      .send(Buffer.from(image.bytes));
  });

  router.use((_req, _res, next) => next(new AppError(404, 'notFound')));

  const errors: ErrorRequestHandler = (err, req, res, _next) => {
    // Express's own 4xx errors (an undecodable path parameter such as %E0%A4%A) are the visitor's fault, not a 500.
    const known = err instanceof AppError ? err : fromHttpError(err);
    if (!known) deps.logger.error({ err }, 'operator console error');
    const language = languageOf(req, res);
    const status = known?.status ?? 500;
    const text = catalogues.t(language, known ? (catalogues.has(`errors.${known.code}`) ? `errors.${known.code}` : 'errors.badRequest') : 'errors.internal');
    html(res, plainPage({ lang: BCP47[language], title: catalogues.t(language, 'ops.title'), text, nonce: res.locals.nonce }), status);
  };
  router.use(errors);
  return router;
}
