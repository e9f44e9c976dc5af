// GET /wps/dev/clock and PUT /wps/dev/clock {offsetMs}: read and set the business clock of a server started with
// TEST_CLOCK=1 (end-to-end tests). Without it the clock does not exist here (404), as the dev outbox outside demo
// brands. The clock is the whole process's (every brand's), like the time itself.
import { Router, type RequestHandler } from 'express';
import type { TestClockBody, TestClockValue } from '../../../schemas/generated/test-clock.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { apiSchema, validate } from '../../http/validate.ts';
import type { ShiftableClock } from './shiftable-clock.ts';

const valueOf = (clock: ShiftableClock): TestClockValue => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });

export function testClockRoutes(clock: ShiftableClock | null): Router {
  const router = Router();
  const enabled: RequestHandler = (_req, _res, next) => (clock ? next() : next(new AppError(404, 'notFound')));
  router.get('/wps/dev/clock', enabled, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(ok(valueOf(clock!)));
  });
  router.put('/wps/dev/clock', enabled, validate({ body: apiSchema<TestClockBody>('test-clock', 'TestClockBody') }), (_req, res) => {
    clock!.set((res.locals.input!.body as TestClockBody).offsetMs);
    res.set('Cache-Control', 'no-store').json(ok(valueOf(clock!)));
  });
  return router;
}
