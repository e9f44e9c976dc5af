// The end-to-end test clock (TEST_CLOCK=1): the shiftable business clock, or none, and its routes (404 without it).
import type { Router } from 'express';
import type { Env } from '../../env.ts';
import { ShiftableClock } from './shiftable-clock.ts';
import { testClockRoutes } from './test-clock.routes.ts';

export interface TestClockModule {
  /** The clock the period-driven features read; null on the real clock. */
  clock: ShiftableClock | null;
  routes: Router;
}

export function createTestClockModule(env: Pick<Env, 'TEST_CLOCK'>): TestClockModule {
  const clock = env.TEST_CLOCK ? new ShiftableClock() : null;
  return { clock, routes: testClockRoutes(clock) };
}
