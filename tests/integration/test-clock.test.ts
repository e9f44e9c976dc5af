// The end-to-end test clock (server/features/test-clock): a server started with TEST_CLOCK=1 answers GET/PUT
// /wps/dev/clock and its period-driven features follow the clock it sets (here: a limit raise waits 24 hours and
// applies once the clock is moved past it, with no other clock injected); without TEST_CLOCK the route does not
// exist; bad offsets are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/accounts-client.ts';
import { seedSignedInPlayer } from './helpers/seed-player.ts';
import { AURORA, catalogue, startTestApp, type TestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;
// The fixture brand answers in its default language, TY (Vietnamese).
const ty = catalogue('ty').errors;

describe('the test clock', () => {
  let plain: TestApp;
  let clocked: TestApp;

  beforeAll(async () => {
    [plain, clocked] = await Promise.all([startTestApp({}), startTestApp({ env: { TEST_CLOCK: '1' } })]);
  });
  afterAll(async () => {
    await plain?.close();
    await clocked?.close();
  });

  const setClock = (t: TestApp, body: unknown) =>
    t.request('/wps/dev/clock', { method: 'PUT', host: AURORA, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('when the server runs without TEST_CLOCK, then the clock route does not exist', async () => {
    expect((await plain.request('/wps/dev/clock', { host: AURORA })).status).toBe(404);
    expect((await setClock(plain, { offsetMs: HOUR })).status).toBe(404);
  });

  it('when an offset is set, then the clock reads real time plus it; bad offsets are refused with a message and change nothing', async () => {
    const set = await setClock(clocked, { offsetMs: 2 * HOUR });
    expect(set.status).toBe(200);
    expect(set.json().value.offsetMs).toBe(2 * HOUR);
    const read = (await clocked.request('/wps/dev/clock', { host: AURORA })).json().value;
    expect(Math.abs(Date.parse(read.now) - (Date.now() + 2 * HOUR))).toBeLessThan(HOUR);
    for (const bad of [{ offsetMs: 1.5 }, { offsetMs: 1e12 }, { offsetMs: '1' }, {}, { offsetMs: 1, extra: true }]) {
      const res = await setClock(clocked, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe(ty[res.json().code]);
    }
    expect((await clocked.request('/wps/dev/clock', { host: AURORA })).json().value.offsetMs).toBe(2 * HOUR);
  });

  it('when a player raises a limit and the clock is moved 25 hours on, then the raise is in force', async () => {
    await setClock(clocked, { offsetMs: 0 });
    const { client } = await seedSignedInPlayer(clocked, { prefix: 'clock' });
    const lossWeek = async () =>
      (await call(clocked, client, 'GET', '/wps/limits'))
        .json()
        .value.limits.find((l: { kind: string; period: string }) => l.kind === 'loss' && l.period === 'week');

    expect((await call(clocked, client, 'PUT', '/wps/limits/loss/week', { amount: 10_000 })).status).toBe(200);
    expect((await call(clocked, client, 'PUT', '/wps/limits/loss/week', { amount: 30_000 })).status).toBe(200);
    expect(await lossWeek()).toMatchObject({ amount: 10_000, pendingAmount: 30_000 });

    expect((await setClock(clocked, { offsetMs: 25 * HOUR })).status).toBe(200);
    expect(await lossWeek()).toMatchObject({ amount: 30_000, pendingAmount: null });
  });
});
