// Sign-in, session, member and registration endpoints (spec §7 "Authentication and account").
// Each method is gated by its module, so a brand that switches a method off refuses its endpoint.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { parse as parseCookies } from 'cookie';
import type {
  AffiliateQuery,
  ChangePasswordBody,
  EmptyBody,
  ForgotByEmailBody,
  ForgotByPhoneBody,
  PhoneResetValue,
  LoginBody,
  RegisterBody,
} from '../../../schemas/generated/auth.ts';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireSession, sessionOf, TRIAL_ACCOUNT_TYPE } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { Catalogues } from '../../i18n/catalogues.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { APP_CLIENT_HEADER } from './app-client.ts';
import type { LoginClient, LoginService, SignedIn } from './login.service.ts';
import { toMemberInfo, type MemberLabelsPort } from './member-info.ts';
import type { MembersRepository } from './members.repository.ts';
import type { PasswordsService } from './passwords.service.ts';
import type { RegistrationService } from './registration.service.ts';
import { clearSessionCookie, deliverSession, sessionAuthOf } from './session-transport.ts';
import type { SessionsService } from './sessions.service.ts';

export interface AccountsRouteDeps {
  login: LoginService;
  passwords: PasswordsService;
  registration: RegistrationService;
  sessions: SessionsService;
  members: MembersRepository;
  catalogues: Catalogues;
  countryHeader?: string;
  /** Name of the cookie that binds the image captcha (set by GET /wps/captcha). */
  captchaCookie?: string;
  /** The member's VIP labels (loyalty feature, a port composed in app.ts); absent: VIP0 and no label. */
  labels?: MemberLabelsPort;
}

const noStore = { 'Cache-Control': 'no-store' };
const tenantOf = (res: Response): TenantContext => res.locals.tenant;
const inputOf = <T>(res: Response, part: 'body' | 'query' = 'body'): T => res.locals.input![part] as T;

/** All of these modules must be on. */
const requireModules = (...ids: ModuleId[]): RequestHandler[] => ids.map((id) => requireModule(id));

/** Express 5 forwards rejected promises to the error handler. */
type AsyncHandler = (req: Request, res: Response) => Promise<void>;
const handle =
  (fn: AsyncHandler): RequestHandler =>
  (req, res, next) =>
    fn(req, res).catch(next);

export function accountsRoutes(deps: AccountsRouteDeps): Router {
  const router = Router();
  const ipOf = (req: Request) => visitorOf(req, deps.countryHeader).ip;
  const clientOf = (req: Request): LoginClient => ({ ip: ipOf(req), device: req.get('user-agent') ?? '', appHeader: req.get(APP_CLIENT_HEADER) });
  const captchaIdOf = (req: Request) => (req.headers.cookie ? parseCookies(req.headers.cookie)[deps.captchaCookie ?? 'cid'] : undefined);
  const t = (req: Request, res: Response, key: string) => deps.catalogues.t(requestLanguage(req, res), key);
  const signedIn = (req: Request, res: Response, result: SignedIn, message = '') => {
    res.set(noStore).json(ok(deliverSession(req, res, result.started, result.flags), message));
  };

  router.post(
    '/wps/session/login',
    requireModule('LOGIN'),
    validate({ body: apiSchema<LoginBody>('auth', 'LoginBody') }),
    handle(async (req, res) => {
      const body = inputOf<LoginBody>(res);
      const tenant = tenantOf(res);
      const scene = body.scene ?? 'member';
      if (scene === 'agent' && !tenant.enabled.has('AGENTHOME')) throw new AppError(404, 'featureUnavailable', { params: { module: 'AGENTHOME' } });
      if (body.type === 'username') {
        if (!tenant.enabled.has('USERNAMEREG3')) throw new AppError(404, 'featureUnavailable', { params: { module: 'USERNAMEREG3' } });
        if (!body.username || !body.password) throw missing(body.username ? 'password' : 'username');
        signedIn(
          req,
          res,
          await deps.login.withPassword(
            tenant,
            { username: body.username, password: body.password, captcha: body.captcha, captchaId: captchaIdOf(req), humanCheck: body.humanCheck, scene },
            clientOf(req),
          ),
        );
      } else {
        if (!tenant.enabled.has('MOBILEVERCODELOGIN3')) throw new AppError(404, 'featureUnavailable', { params: { module: 'MOBILEVERCODELOGIN3' } });
        if (!body.mobileNum || !body.countryDialingCode || !body.verificationCode)
          throw missing(!body.mobileNum ? 'mobileNum' : !body.countryDialingCode ? 'countryDialingCode' : 'verificationCode');
        signedIn(
          req,
          res,
          await deps.login.withSmsCode(
            tenant,
            { mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode, verificationCode: body.verificationCode, scene },
            clientOf(req),
          ),
        );
      }
    }),
  );

  router.post(
    '/wps/session/login/freeplay',
    ...requireModules('LOGIN', 'FREEPLAY'),
    validate({ body: apiSchema<EmptyBody>('auth', 'EmptyBody') }),
    handle(async (req, res) => {
      signedIn(req, res, await deps.login.freePlay(tenantOf(res), clientOf(req)));
    }),
  );

  // Logout always answers success: the goal (no live session here) holds either way.
  router.delete(
    '/wps/session/logout',
    handle(async (req, res) => {
      const auth = sessionAuthOf(res);
      if (auth) await deps.sessions.revoke(auth.session.tokenHash);
      clearSessionCookie(req, res);
      res.set(noStore).json(ok(null));
    }),
  );

  router.get(
    '/wps/member/info',
    requireModule('ACCOUNT'),
    requireSession({ allowPendingPasswordChange: true }),
    handle(async (req, res) => {
      const session = sessionOf(res)!;
      const member = await deps.members.findById(session.tenantId, session.memberId);
      if (!member) throw new AppError(401, 'unauthorized');
      const labels = deps.labels ? await deps.labels(tenantOf(res), member.id, requestLanguage(req, res)) : undefined;
      res.set(noStore).json(ok(toMemberInfo(tenantOf(res), member, session, labels)));
    }),
  );

  router.put(
    '/wps/member/password',
    requireModule('ACCOUNT'),
    requireSession({ allowPendingPasswordChange: true }),
    validate({ body: apiSchema<ChangePasswordBody>('auth', 'ChangePasswordBody') }),
    handle(async (req, res) => {
      const session = sessionOf(res)!;
      if (session.type === TRIAL_ACCOUNT_TYPE) throw new AppError(403, 'trialAccount', { messageKey: 'errors.in_need_true_account' });
      const result = await deps.passwords.change(tenantOf(res), session, inputOf<ChangePasswordBody>(res), clientOf(req));
      const old = sessionAuthOf(res);
      if (old) await deps.sessions.revoke(old.session.tokenHash);
      signedIn(req, res, result, t(req, res, 'success.passwordChanged'));
    }),
  );

  router.post(
    '/wps/member/password/email',
    ...requireModules('LOGIN', 'FORGETPWD'),
    validate({ body: apiSchema<ForgotByEmailBody>('auth', 'ForgotByEmailBody') }),
    handle(async (req, res) => {
      await deps.passwords.forgotByEmail(tenantOf(res), inputOf<ForgotByEmailBody>(res), ipOf(req), requestLanguage(req, res));
      res.set(noStore).json(ok(null, t(req, res, 'success.passwordSent')));
    }),
  );

  router.post(
    '/wps/member/password/verification',
    ...requireModules('LOGIN', 'FORGETPWD', 'CHNGPASSVERIF3'),
    validate({ body: apiSchema<ForgotByPhoneBody>('auth', 'ForgotByPhoneBody') }),
    handle(async (req, res) => {
      const result = await deps.passwords.resetByPhone(tenantOf(res), inputOf<ForgotByPhoneBody>(res), clientOf(req));
      if (result === 'loginAgain') {
        const value: PhoneResetValue = { loginAgain: true };
        res.set(noStore).json(ok(value, t(req, res, 'success.passwordReset')));
      } else signedIn(req, res, result);
    }),
  );

  const register = (method: 'username' | 'mobile', flag: ModuleId) => [
    ...requireModules('REGISTER', flag),
    validate({ body: apiSchema<RegisterBody>('auth', 'RegisterBody') }),
    handle(async (req, res) => {
      const body = inputOf<RegisterBody>(res);
      // Terms, field rules and the rest: the registration service (schemas/rules/register-rules.ts).
      signedIn(req, res, await deps.registration.register(tenantOf(res), body, method, { ...clientOf(req), captchaId: captchaIdOf(req) }));
    }),
  ];
  router.put('/wps/member/register', ...register('username', 'USERNAMEREG3'));
  router.put('/wps/member/register/mobile', ...register('mobile', 'MOBILENUMREG3'));

  router.get(
    '/wps/agent/affiliate',
    requireModule('REGISTER'),
    validate({ query: apiSchema<AffiliateQuery>('auth', 'AffiliateQuery') }),
    handle(async (req, res) => {
      await deps.registration.checkAffiliate(tenantOf(res), inputOf<AffiliateQuery>(res, 'query').code, ipOf(req));
      res.set(noStore).json(ok({ valid: true }));
    }),
  );

  return router;
}

const missing = (field: string) =>
  new AppError(400, 'validation', { fields: [{ field, code: 'required', messageKey: 'validation.required', params: { field } }] });
