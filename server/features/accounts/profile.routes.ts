// My account's endpoints (spec §7 /wps/member/info/icon, /wps/relay/MCSFE_getPlayerAvatar; the rest are this
// portal's own): module ACCOUNT, real accounts only, every one bound to the session's tenant and member.
import { Router, type Request, type Response } from 'express';
import type {
  AvatarImageParams,
  AvatarPresetBody,
  AvatarPresetParams,
  BindEmailBody,
  BindMobileBody,
  EmailCodeBody,
  LoginHistoryQuery,
  MobileCodeBody,
  ProfileUpdateBody,
} from '../../../schemas/generated/profile.ts';
import type { EmptyBody } from '../../../schemas/generated/auth.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { imageUpload } from '../../http/image-upload.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { AVATAR_PRESET_COUNT, presetSvg } from './avatar-images.ts';
import type { LoginClient } from './login.service.ts';
import type { ProfileService } from './profile.service.ts';
import { sessionAuthOf } from './session-transport.ts';

const noStore = { 'Cache-Control': 'no-store' };
const tenantOf = (res: Response): TenantContext => res.locals.tenant;
const memberOf = (res: Response): number => sessionOf(res)!.memberId;
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const schema = <T>(name: string) => apiSchema<T>('profile', name);

export function profileRoutes(profile: ProfileService, countryHeader?: string): Router {
  const router = Router();
  const gate = [requireModule('ACCOUNT'), requireRealAccount()];
  const ipOf = (req: Request) => visitorOf(req, countryHeader).ip;
  const clientOf = (req: Request): LoginClient => ({ ip: ipOf(req), device: req.get('user-agent') ?? '' });

  router.get('/wps/member/profile', ...gate, async (_req, res) => {
    res.set(noStore).json(ok(await profile.view(tenantOf(res), memberOf(res))));
  });

  router.put('/wps/member/profile', ...gate, validate({ body: schema<ProfileUpdateBody>('ProfileUpdateBody') }), async (_req, res) => {
    res.set(noStore).json(ok(await profile.update(tenantOf(res), memberOf(res), inputOf<ProfileUpdateBody>(res))));
  });

  router.post('/wps/member/email/code', ...gate, validate({ body: schema<EmailCodeBody>('EmailCodeBody') }), async (req, res) => {
    const body = inputOf<EmailCodeBody>(res);
    res.set(noStore).json(ok(await profile.sendEmailCode(tenantOf(res), memberOf(res), body.email, ipOf(req), requestLanguage(req, res))));
  });

  router.put('/wps/member/email', ...gate, validate({ body: schema<BindEmailBody>('BindEmailBody') }), async (req, res) => {
    res.set(noStore).json(ok(await profile.bindEmail(tenantOf(res), memberOf(res), inputOf<BindEmailBody>(res), clientOf(req))));
  });

  router.post('/wps/member/mobile/code', ...gate, validate({ body: schema<MobileCodeBody>('MobileCodeBody') }), async (req, res) => {
    res.set(noStore).json(ok(await profile.sendMobileCode(tenantOf(res), memberOf(res), inputOf<MobileCodeBody>(res), ipOf(req), requestLanguage(req, res))));
  });

  router.put('/wps/member/mobile', ...gate, validate({ body: schema<BindMobileBody>('BindMobileBody') }), async (req, res) => {
    res.set(noStore).json(ok(await profile.bindMobile(tenantOf(res), memberOf(res), inputOf<BindMobileBody>(res), clientOf(req))));
  });

  router.get('/wps/member/info/icon', ...gate, async (_req, res) => {
    res.set(noStore).json(ok(await profile.avatar(tenantOf(res), memberOf(res))));
  });

  router.get('/wps/relay/MCSFE_getPlayerAvatar', ...gate, async (_req, res) => {
    res.set(noStore).json(ok(await profile.choices(tenantOf(res), memberOf(res))));
  });

  router.put('/wps/member/info/icon', ...gate, validate({ body: schema<AvatarPresetBody>('AvatarPresetBody') }), async (_req, res) => {
    res.set(noStore).json(ok(await profile.choosePreset(tenantOf(res), memberOf(res), inputOf<AvatarPresetBody>(res).presetId)));
  });

  // PNG or JPEG up to 5 MB as the raw body (spec §8 messages); decoded and re-encoded before it is stored.
  router.post('/wps/member/info/icon', ...gate, imageUpload(), async (_req, res) => {
    res.set(noStore).json(ok(await profile.upload(tenantOf(res), memberOf(res), res.locals.image!.bytes)));
  });

  // The member's own uploaded image: the session's member only, so one member's URL shows nothing to another.
  router.get('/wps/member/info/icon/:version', ...gate, validate({ params: schema<AvatarImageParams>('AvatarImageParams') }), async (_req, res) => {
    const image = await profile.image(tenantOf(res), memberOf(res), inputOf<AvatarImageParams>(res, 'params').version);
    res
      .set({
        'Content-Type': image.contentType,
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      })
      .send(image.bytes);
  });

  // The generated preset set: the same for everyone, no session needed.
  router.get('/wps/member/avatars/:file', validate({ params: schema<AvatarPresetParams>('AvatarPresetParams') }), (_req, res) => {
    const id = Number(inputOf<AvatarPresetParams>(res, 'params').file.replace('.svg', ''));
    if (!Number.isInteger(id) || id < 1 || id > AVATAR_PRESET_COUNT) throw new AppError(404, 'notFound');
    res
      .set({
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      .send(presetSvg(id));
  });

  router.get('/wps/member/logins', ...gate, validate({ query: schema<LoginHistoryQuery>('LoginHistoryQuery') }), async (_req, res) => {
    const query = inputOf<LoginHistoryQuery>(res, 'query');
    res.set(noStore).json(ok(await profile.loginHistory(tenantOf(res), memberOf(res), query.page ?? 1, query.size ?? 10)));
  });

  router.post('/wps/member/sessions/others', ...gate, validate({ body: apiSchema<EmptyBody>('auth', 'EmptyBody') }), async (_req, res) => {
    const auth = sessionAuthOf(res);
    if (!auth) throw new AppError(401, 'unauthorized');
    await profile.endOtherSessions(tenantOf(res), memberOf(res), auth.session.tokenHash);
    res.set(noStore).json(ok({ ended: true }));
  });

  return router;
}
