// GET /wps/session/social/:provider starts a social sign-in (303 to the provider);
// GET /wps/session/social/:provider/callback is where the provider sends the browser back.
// Both are browser navigations, so every outcome is a redirect: the app's home when signed in, else
// /login?socialError=<code> for the login page to show errors.<code>. Only a provider this brand does
// not offer answers 404 featureUnavailable, like every switched-off method.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../../http/app-error.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { setSessionCookie, setSignedInByRedirectCookie } from '../accounts/session-transport.ts';
import { clearSocialFlowCookie, setSocialFlowCookie, socialFlowHandleOf } from './social-flow-cookie.ts';
import { SocialLoginError, type SocialErrorCode, type SocialLoginService } from './social-login.service.ts';
import { enabledProvider, type EnabledProvider } from './social-providers.ts';

export interface SocialLoginRouteDeps {
  socialLogin: SocialLoginService;
  countryHeader?: string;
}

const noStore = { 'Cache-Control': 'no-store' };
const tenantOf = (res: Response): TenantContext => res.locals.tenant;

/** The brand's origin as the browser sees it (the Host header picked the tenant; the scheme honours TRUST_PROXY). */
const originOf = (req: Request): string => `${req.protocol}://${req.headers.host}`;

export const loginErrorPath = (code: SocialErrorCode): string => `/login?socialError=${code}`;

function providerOf(req: Request, res: Response): EnabledProvider {
  const provider = enabledProvider(tenantOf(res), String(req.params.provider));
  if (!provider) throw new AppError(404, 'featureUnavailable', { params: { module: 'SOCIALLOGIN' } });
  return provider;
}

/** Express 5 forwards rejected promises to the error handler. */
const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) =>
    fn(req, res).catch(next);

export function socialLoginRoutes(deps: SocialLoginRouteDeps): Router {
  const router = Router();

  /** Back to the login page with the reason; the cause goes to the log, never to the browser. */
  const failed = (req: Request, res: Response, err: unknown) => {
    if (err instanceof SocialLoginError) req.log.warn({ err: err.cause ?? undefined, code: err.code, reason: err.reason }, 'social sign-in refused');
    else req.log.error({ err }, 'social sign-in failed unexpectedly');
    res.set(noStore).redirect(303, loginErrorPath(err instanceof SocialLoginError ? err.code : 'socialFailed'));
  };

  router.get(
    '/wps/session/social/:provider',
    handle(async (req, res) => {
      const provider = providerOf(req, res);
      try {
        const { url, handle: flow } = await deps.socialLogin.begin(tenantOf(res), provider, {
          origin: originOf(req),
          ip: visitorOf(req, deps.countryHeader).ip,
        });
        setSocialFlowCookie(req, res, flow);
        res.set(noStore).redirect(303, url);
      } catch (err) {
        failed(req, res, err);
      }
    }),
  );

  router.get(
    '/wps/session/social/:provider/callback',
    handle(async (req, res) => {
      providerOf(req, res);
      const handleOfFlow = socialFlowHandleOf(req);
      // The flow is single use whatever happens next.
      clearSocialFlowCookie(req, res);
      const query = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '');
      try {
        const client = { ip: visitorOf(req, deps.countryHeader).ip, device: req.get('user-agent') ?? '' };
        const signedIn = await deps.socialLogin.complete(tenantOf(res), String(req.params.provider), handleOfFlow, query, client);
        // A redirect from the provider never carries x-portal-client, so the session always travels in
        // the HttpOnly cookie; the page rendered at / hands the app its CSRF token (BootPayload.session).
        setSessionCookie(req, res, signedIn.started.token);
        setSignedInByRedirectCookie(req, res, signedIn.flags.firstTimeLogin);
        res.set(noStore).redirect(303, '/');
      } catch (err) {
        failed(req, res, err);
      }
    }),
  );

  return router;
}
