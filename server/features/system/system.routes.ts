// GET /wps/system/{permission,status,whitelabel,setting/register} — module PORTAL.
import { Router } from 'express';
import type { LanguageQuery, PermissionQuery, StatusQuery } from '../../../schemas/generated/system.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { SystemService } from './system.service.ts';

export function systemRoutes(system: SystemService, options: { countryHeader?: string }): Router {
  const router = Router();
  const gate = requireModule('PORTAL');
  const noStore = { 'Cache-Control': 'no-store' };

  router.get('/wps/system/permission', gate, validate({ query: apiSchema<PermissionQuery>('system', 'PermissionQuery') }), (req, res) => {
    res.set(noStore).json(ok(system.permission(res.locals.tenant, visitorOf(req, options.countryHeader))));
  });

  router.get('/wps/system/status', gate, validate({ query: apiSchema<StatusQuery>('system', 'StatusQuery') }), (req, res) => {
    const value = system.status(res.locals.tenant, visitorOf(req, options.countryHeader), requestLanguage(req, res));
    res.set(noStore).json(ok(value));
  });

  router.get('/wps/system/whitelabel', gate, validate({ query: apiSchema<LanguageQuery>('system', 'LanguageQuery') }), (_req, res) => {
    res.set(noStore).json(ok(system.whitelabel(res.locals.tenant)));
  });

  router.get('/wps/system/setting/register', gate, validate({ query: apiSchema<LanguageQuery>('system', 'LanguageQuery') }), (_req, res) => {
    res.set(noStore).json(ok(system.registerSettings(res.locals.tenant)));
  });

  return router;
}
