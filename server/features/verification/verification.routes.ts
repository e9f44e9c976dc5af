// POST /wps/verification/sms/noLogin (scene login: MOBILEVERCODELOGIN3; scene resetPassword:
// FORGETPWD + CHNGPASSVERIF3) and POST /wps/verification/sms/register (REGISTER + REGMOBVERF3).
// A module that is off answers 404 featureUnavailable before the body is looked at. Every send needs
// a solved human check (SMS pumping costs the operator money: issue 14 finding 3), checked before the
// number is looked at.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { SmsNoLoginBody, SmsRegisterBody } from '../../../schemas/generated/verification.ts';
import type { ModuleId } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import type { HumanCheckService } from '../captcha/human-check.service.ts';
import { phoneMessages, requireMobile, type MobileNumber } from './mobile-number.ts';
import type { VerificationService } from './verification.service.ts';

export interface VerificationRouteDeps {
  /** Whether the number is a member's verified number: login and reset codes are only really sent then. */
  isRegisteredMobile(tenant: TenantContext, mobile: MobileNumber): Promise<boolean>;
}

const SCENE_MODULES: Record<SmsNoLoginBody['scene'], ModuleId[]> = {
  login: ['MOBILEVERCODELOGIN3'],
  resetPassword: ['FORGETPWD', 'CHNGPASSVERIF3'],
};

const allOn = (tenant: TenantContext, modules: readonly ModuleId[]) => modules.every((m) => tenant.enabled.has(m));

/** Open when at least one scene is on: the body (and so the scene) is checked only after this. */
const anySceneOn: RequestHandler = (_req, res, next) => {
  if (Object.values(SCENE_MODULES).some((modules) => allOn(res.locals.tenant, modules))) next();
  else next(new AppError(404, 'featureUnavailable'));
};

export function verificationRoutes(verification: VerificationService, humanCheck: HumanCheckService, deps: VerificationRouteDeps): Router {
  const router = Router();
  const noStore = { 'Cache-Control': 'no-store' };

  router.post(
    '/wps/verification/sms/noLogin',
    anySceneOn,
    validate({ body: apiSchema<SmsNoLoginBody>('verification', 'SmsNoLoginBody') }),
    phoneMessages,
    async (req: Request, res: Response) => {
      const tenant = res.locals.tenant;
      const body = res.locals.input!.body as SmsNoLoginBody;
      const modules = SCENE_MODULES[body.scene];
      if (!allOn(tenant, modules)) throw new AppError(404, 'featureUnavailable', { params: { module: modules.join('+') } });
      if (!(await humanCheck.verify(tenant, body.humanCheck))) throw new AppError(400, 'humanCheckFailed');
      const mobile = requireMobile(tenant, body.countryDialingCode, body.mobileNum); // before the member lookup
      const registered = await deps.isRegisteredMobile(tenant, mobile);
      const value = await verification.issue({
        tenant,
        purpose: body.scene,
        mobile,
        ip: visitorOf(req, undefined).ip,
        send: registered,
        language: requestLanguage(req, res),
      });
      res.set(noStore).json(ok(value));
    },
  );

  router.post(
    '/wps/verification/sms/register',
    requireModule('REGISTER'),
    requireModule('REGMOBVERF3'),
    validate({ body: apiSchema<SmsRegisterBody>('verification', 'SmsRegisterBody') }),
    phoneMessages,
    async (req: Request, res: Response) => {
      const tenant = res.locals.tenant;
      const body = res.locals.input!.body as SmsRegisterBody;
      if (!(await humanCheck.verify(tenant, body.humanCheck))) throw new AppError(400, 'humanCheckFailed');
      const value = await verification.issue({
        tenant,
        purpose: 'register',
        mobile: requireMobile(tenant, body.countryDialingCode, body.mobileNum),
        ip: visitorOf(req, undefined).ip,
        send: true,
        language: requestLanguage(req, res),
      });
      res.set(noStore).json(ok(value));
    },
  );

  return router;
}
