// GET /wps/system/helpCenter — module HELP. Public and the same for every visitor of a brand and language:
// the help page's server renderer fetches it for the first paint.
// The back office (/bo/api/brands/:tenant/help/:language on operator hosts): read the editor's texts
// (content.read; without a language: the brand's default), save a language's help centre or hand it back to the shipped texts (content.write, with
// the gate's same-origin proof). Brand scope and the audit are the service's.
import { Router, type Request, type Response } from 'express';
import type { HelpBrandParams, HelpCentreQuery, HelpEditorParams, HelpEditRequest } from '../../../schemas/generated/help-centre.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { requireModule } from '../../http/require-module.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import { visitorOf } from '../../http/visitor.ts';
import type { StaffActor } from '../staff/staff-accounts.service.ts';
import { staffOf, type StaffGate } from '../staff/staff-gate.ts';
import type { HelpCentreService } from './help-centre.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const schema = <T>(name: string) => apiSchema<T>('help-centre', name);

export function helpCentreRoutes(help: HelpCentreService): Router {
  const router = Router();
  router.get('/wps/system/helpCenter', requireModule('HELP'), validate({ query: schema<HelpCentreQuery>('HelpCentreQuery') }), (req, res) => {
    res.set(noStore).json(ok(help.centre(res.locals.tenant, requestLanguage(req, res))));
  });
  return router;
}

const BASE = '/bo/api/brands/:tenant/help/:language';

export function helpCentreStaffRoutes(help: HelpCentreService, gate: StaffGate, countryHeader?: string): Router {
  const router = Router();
  const actorOf = (req: Request, res: Response): StaffActor => ({ session: staffOf(res), ip: visitorOf(req, countryHeader).ip });
  const read = [gate.signedIn, gate.can('content.read')];
  const write = [gate.signedIn, gate.can('content.write'), gate.sameOrigin];
  const params = validate({ params: schema<HelpEditorParams>('HelpEditorParams') });
  const paramsOf = (res: Response) => res.locals.input!.params as HelpEditorParams;

  router.get('/bo/api/brands/:tenant/help', ...read, validate({ params: schema<HelpBrandParams>('HelpBrandParams') }), (req, res) => {
    res.set(noStore).json(ok(help.editor(actorOf(req, res), (res.locals.input!.params as HelpBrandParams).tenant)));
  });
  router.get(BASE, ...read, params, (req, res) => {
    const { tenant, language } = paramsOf(res);
    res.set(noStore).json(ok(help.editor(actorOf(req, res), tenant, language)));
  });
  router.put(
    BASE,
    ...write,
    validate({ params: schema<HelpEditorParams>('HelpEditorParams'), body: schema<HelpEditRequest>('HelpEditRequest') }),
    async (req, res) => {
      const { tenant, language } = paramsOf(res);
      res.set(noStore).json(ok(await help.save(actorOf(req, res), tenant, language, (res.locals.input!.body as HelpEditRequest).categories)));
    },
  );
  router.delete(BASE, ...write, params, async (req, res) => {
    const { tenant, language } = paramsOf(res);
    res.set(noStore).json(ok(await help.reset(actorOf(req, res), tenant, language)));
  });
  return router;
}
