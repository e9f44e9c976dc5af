// Player protection limits (issue 22), for the signed-in real-money member: read, set, remove, cancel a waiting
// change, answer the brand's mandatory prompt, and download the last 3 months' activity statement as CSV.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import type { LimitParams, SetLimitBody } from '../../../schemas/generated/limits.ts';
import { ok } from '../../http/envelope.ts';
import { requireRealAccount, sessionOf } from '../../http/session-locals.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { LimitsService } from './limits.service.ts';

const noStore = { 'Cache-Control': 'no-store' };
const inputOf = <T>(res: Response, part: 'body' | 'query' | 'params' = 'body'): T => res.locals.input![part] as T;
const memberOf = (res: Response) => sessionOf(res)!.memberId;
const limitParams = validate({ params: apiSchema<LimitParams>('limits', 'LimitParams') });

export function limitsRoutes(limits: LimitsService): Router {
  const router = Router();
  const gate = [requireRealAccount()];

  router.get('/wps/limits', ...gate, async (_req, res) => {
    res.set(noStore).json(ok(await limits.view(res.locals.tenant, memberOf(res))));
  });

  router.get('/wps/limits/statement.csv', ...gate, async (_req, res) => {
    const lines = limits.statementCsv(res.locals.tenant, memberOf(res));
    // The first page is read before the headers go out: a failure there is still a plain error answer.
    const first = await lines.next();
    res.set({ ...noStore, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="activity-statement.csv"' });
    await pipeline(Readable.from(withFirst(first, lines)), res);
  });

  router.post('/wps/limits/prompt/decline', ...gate, async (_req, res) => {
    res.set(noStore).json(ok(await limits.declinePrompt(res.locals.tenant, memberOf(res))));
  });

  router.put('/wps/limits/:kind/:period', ...gate, limitParams, validate({ body: apiSchema<SetLimitBody>('limits', 'SetLimitBody') }), async (_req, res) => {
    const { kind, period } = inputOf<LimitParams>(res, 'params');
    res.set(noStore).json(ok(await limits.set(res.locals.tenant, memberOf(res), kind, period, inputOf<SetLimitBody>(res).amount)));
  });

  router.delete('/wps/limits/:kind/:period', ...gate, limitParams, async (_req, res) => {
    const { kind, period } = inputOf<LimitParams>(res, 'params');
    res.set(noStore).json(ok(await limits.remove(res.locals.tenant, memberOf(res), kind, period)));
  });

  router.post('/wps/limits/:kind/:period/cancel', ...gate, limitParams, async (_req, res) => {
    const { kind, period } = inputOf<LimitParams>(res, 'params');
    res.set(noStore).json(ok(await limits.cancelPending(res.locals.tenant, memberOf(res), kind, period)));
  });

  return router;
}

/** The generator's first result, already read, then the rest of it. */
async function* withFirst(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}
