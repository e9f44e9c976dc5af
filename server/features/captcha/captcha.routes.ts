// GET /wps/captcha (image captcha) and GET /wps/captcha/human (proof-of-work challenge) — module PORTAL.
import { Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireModule } from '../../http/require-module.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { captchaIdOf, setCaptchaCookie } from './captcha-cookie.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { HumanCheckService } from './human-check.service.ts';

/** Each image is a SharedState write; a person refreshes at most once a second (spec §9), a flood is refused. */
export const CAPTCHAS_PER_IP_PER_MINUTE = 60;

export function captchaRoutes(captcha: CaptchaService, humanCheck: HumanCheckService, state: SharedState): Router {
  const router = Router();
  const gate = requireModule('PORTAL');
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/wps/captcha', gate, async (req, res) => {
    const tenant = res.locals.tenant;
    const ip = visitorOf(req, undefined).ip;
    if ((await state.incr(`captcha:rate:${tenant.id}:${ip}`, 60_000)) > CAPTCHAS_PER_IP_PER_MINUTE) throw new AppError(429, 'tooManyRequests');
    const { id, image } = await captcha.issue(captchaIdOf(req));
    setCaptchaCookie(req, res, id);
    res.set(noStore).json(ok(image));
  });

  router.get('/wps/captcha/human', gate, async (_req, res) => {
    res.set(noStore).json(ok(await humanCheck.challenge(res.locals.tenant)));
  });

  return router;
}
