// The back office's own endpoints (/bo/api on operator hosts): the two-step sign-in with TOTP, the
// session, staff accounts and the audit. JSON envelopes like the portal API; every input validated
// by schemas/api/staff.schema.json; the session cookie is HttpOnly and SameSite=Strict; writes need
// the session's CSRF token (staff-gate.ts). Sign-in posts need JSON from this origin (a cross-site
// form cannot send JSON), so the sign-in itself cannot be forged (login CSRF).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { serialize } from 'cookie';
import type {
  AuditQuery,
  ChallengeRequest,
  SecondFactorRequest,
  SignInRequest,
  StaffCreateRequest,
  StaffIdParams,
  StaffUpdateRequest,
} from '../../../schemas/generated/staff.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { secureCookie } from '../../http/secure-cookie.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffAccountsService, StaffActor } from './staff-accounts.service.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { crossSite, STAFF_COOKIE, staffCookieOf, staffOf, type StaffGate } from './staff-gate.ts';
import type { AuditRecord } from './staff.repository.ts';

export interface StaffRoutesDeps {
  auth: StaffAuthService;
  accounts: StaffAccountsService;
  gate: StaffGate;
  production: boolean;
  countryHeader?: string;
  /** Whether an audit line can be reverted from the audit list (its feature knows how). */
  revertible: (record: AuditRecord) => boolean;
}

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('staff', name);

export const auditView = (r: AuditRecord, revertible: boolean) => ({ ...r, at: r.at.toISOString(), revertible });

export function staffRoutes(deps: StaffRoutesDeps): Router {
  const { auth, accounts, gate } = deps;
  const router = Router();
  const ipOf = (req: Request) => visitorOf(req, deps.countryHeader).ip;
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: ipOf(req) });
  const cookie = (req: Request, value: string, maxAge?: number) =>
    serialize(STAFF_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'strict', secure: deps.production || secureCookie(req), maxAge });
  // Before validation: a forged post is refused as forged (403), not as a malformed body (400).
  const fromThisOrigin: RequestHandler = (req, _res, next) => next(crossSite(req) || !req.is('application/json') ? new AppError(403, 'csrfFailed') : undefined);

  router.get('/bo/api/session', async (req, res) => {
    const session = await auth.resolve(staffCookieOf(req));
    res.set(noStore).json(ok(session ? { staff: await accounts.me(session), csrfToken: session.csrfToken } : { staff: null }));
  });

  router.post('/bo/api/session', fromThisOrigin, validate({ body: schema<SignInRequest>('SignInRequest') }), async (req, res) => {
    const body = inputOf<SignInRequest>(res);
    try {
      res.set(noStore).json(ok(await auth.login(body.username, body.password, ipOf(req), { id: body.captchaId, answer: body.captcha })));
    } catch (err) {
      // The sign-in form shows a captcha once the username has had too many failures.
      if (err instanceof AppError && (await auth.needsCaptcha(body.username))) err.details.value = { captcha: await auth.issueCaptcha() };
      throw err;
    }
  });

  router.post('/bo/api/session/enrolment', fromThisOrigin, validate({ body: schema<ChallengeRequest>('ChallengeRequest') }), async (_req, res) => {
    res.set(noStore).json(ok(await auth.enrolment(inputOf<ChallengeRequest>(res).challenge)));
  });

  router.post('/bo/api/session/verify', fromThisOrigin, validate({ body: schema<SecondFactorRequest>('SecondFactorRequest') }), async (req, res) => {
    const { challenge, code, recoveryCode } = inputOf<SecondFactorRequest>(res);
    const { token, session, recoveryCodes } = await auth.completeSignIn(challenge, { code, recoveryCode });
    await accounts.record({ session, ip: ipOf(req) }, { action: 'login', detail: recoveryCode ? { with: 'recoveryCode' } : undefined });
    res
      .set(noStore)
      .append('Set-Cookie', cookie(req, token))
      .json(ok({ staff: await accounts.me(session), csrfToken: session.csrfToken, ...(recoveryCodes ? { recoveryCodes } : {}) }));
  });

  router.delete('/bo/api/session', gate.signedIn, gate.sameOrigin, async (req, res) => {
    const session = staffOf(res);
    await auth.logout(session);
    await accounts.record(actorOf(req, res), { action: 'logout' });
    res
      .set(noStore)
      .append('Set-Cookie', cookie(req, '', 0))
      .json(ok(null));
  });

  router.get('/bo/api/staff', gate.signedIn, gate.can('staff.manage'), async (_req, res) => {
    res.set(noStore).json(ok({ staff: await accounts.list() }));
  });

  router.post(
    '/bo/api/staff',
    gate.signedIn,
    gate.can('staff.manage'),
    gate.sameOrigin,
    validate({ body: schema<StaffCreateRequest>('StaffCreateRequest') }),
    async (req, res) => {
      res.set(noStore).json(ok(await accounts.create(actorOf(req, res), inputOf<StaffCreateRequest>(res))));
    },
  );

  router.patch(
    '/bo/api/staff/:id',
    gate.signedIn,
    gate.can('staff.manage'),
    gate.sameOrigin,
    validate({ params: schema<StaffIdParams>('StaffIdParams'), body: schema<StaffUpdateRequest>('StaffUpdateRequest') }),
    async (req, res) => {
      res.set(noStore).json(ok(await accounts.update(actorOf(req, res), inputOf<StaffIdParams>(res, 'params').id, inputOf<StaffUpdateRequest>(res))));
    },
  );

  router.post(
    '/bo/api/staff/:id/reset-two-factor',
    gate.signedIn,
    gate.can('staff.manage'),
    gate.sameOrigin,
    validate({ params: schema<StaffIdParams>('StaffIdParams') }),
    async (req, res) => {
      res.set(noStore).json(ok(await accounts.resetTwoFactor(actorOf(req, res), inputOf<StaffIdParams>(res, 'params').id)));
    },
  );

  router.get('/bo/api/audit', gate.signedIn, gate.can('audit.read'), validate({ query: schema<AuditQuery>('AuditQuery') }), async (_req, res) => {
    const query = inputOf<AuditQuery>(res, 'query');
    const page = query.page ?? 1;
    const { rows, totalPages } = await accounts.auditPage(staffOf(res), { page, tenantId: query.tenant, actionPrefix: query.action });
    res.set(noStore).json(ok({ rows: rows.map((r) => auditView(r, deps.revertible(r))), page, totalPages }));
  });

  return router;
}
