// The human checks: the image captcha and the ALTCHA proof of work.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { CaptchaService } from './captcha.service.ts';
import { captchaRoutes } from './captcha.routes.ts';
import { HumanCheckService } from './human-check.service.ts';

export interface CaptchaModule {
  captcha: CaptchaService;
  humanCheck: HumanCheckService;
  routes: Router;
}

export function createCaptchaModule({ sharedState }: ModuleContext): CaptchaModule {
  const captcha = new CaptchaService(sharedState);
  const humanCheck = new HumanCheckService(sharedState);
  return { captcha, humanCheck, routes: captchaRoutes(captcha, humanCheck, sharedState) };
}
