// Finding 1 of issue 14: failed-attempt limits must hold when the guesses arrive all at once. Each
// test sends 50 simultaneous guesses (wrong ones plus the right one) for one account from one address
// and counts the passwords the server actually checked (a 401 "wrong" or a 200 "signed in" answer; a
// refusal before the check is a 400 captcha or a 429), on the database and on the Redis shared state.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/features/accounts/password-hasher.ts';
import { PaymentPasswordRepository } from '../../server/features/accounts/payment-password.repository.ts';
import { PAYMENT_PASSWORD_MAX_FAILURES } from '../../server/features/accounts/payment-password.service.ts';
import { AppError } from '../../server/http/app-error.ts';
import { AURORA, startTestApp, type TestApp } from './helpers/test-app.ts';
import { cookieValue } from './helpers/accounts-client.ts';
import { solveHumanCheck } from './helpers/human-check.ts';
import { TEST_REDIS_URL } from './helpers/test-redis.ts';

const REDIS_URL = TEST_REDIS_URL;
const GUESSES = 50;
const RIGHT = 'right-pass-42';

export const BACKENDS = [
  { name: 'database shared state', env: {} as Record<string, string> },
  { name: 'Redis shared state', env: { REDIS_URL } as Record<string, string> },
];

/** A fresh member with a known password (a unique name, so runs sharing one Redis never meet). */
async function newMember(app: TestApp): Promise<string> {
  return (await newMemberWithId(app)).account;
}

async function newMemberWithId(app: TestApp): Promise<{ account: string; id: number }> {
  const account = `g${randomBytes(5).toString('hex')}`;
  const created = await app.portal.services.accounts.members.insert({ tenantId: 'aurora', account, nickname: account, type: 1, registerMethod: 'seed' });
  if ('conflict' in created) throw new Error('member name taken');
  await app.portal.services.accounts.members.setPassword('aurora', created.id, await hashPassword(RIGHT));
  return { account, id: created.id };
}

// `connection: close` on the set-up requests: solving 50 proofs of work blocks the event loop long
// enough for the server to drop idle keep-alive sockets, which the next request would then reuse.
async function humanCheck(app: TestApp, host: string): Promise<string> {
  const res = await app.request('/wps/captcha/human', { host, headers: { connection: 'close' } });
  return solveHumanCheck(res.json().value);
}

const randomIp = () => `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

async function guess(app: TestApp, username: string, password: string, ip: string, proof: string) {
  const body = { type: 'username', username, password, humanCheck: proof };
  return app.request('/wps/session/login', {
    method: 'POST',
    host: AURORA,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': ip, connection: 'close' },
    body: JSON.stringify(body),
  });
}

/** 50 guesses at once, the right password last; returns the statuses. */
async function burst(app: TestApp, username: string, ip: string): Promise<number[]> {
  const proofs = await Promise.all(Array.from({ length: GUESSES }, () => humanCheck(app, AURORA)));
  const answers = await Promise.all(proofs.map((proof, i) => guess(app, username, i === GUESSES - 1 ? RIGHT : `wrong-${i}-x1`, ip, proof)));
  return answers.map((a) => a.status);
}

const checked = (statuses: number[]) => statuses.filter((s) => s === 401 || s === 200).length;

async function captchaFor(app: TestApp, ip: string): Promise<{ captcha: string; cookie: string }> {
  const res = await app.request('/wps/captcha', { host: AURORA, headers: { 'x-forwarded-for': ip, connection: 'close' } });
  const id = cookieValue(res, 'cid')!;
  const stored = JSON.parse((await app.portal.sharedState.get(`captcha:${id}`))!) as { a: string };
  return { captcha: stored.a, cookie: `cid=${id}` };
}

describe.each(BACKENDS)('sign-in limits under simultaneous guesses ($name)', { timeout: 180_000 }, ({ env }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env, accounts: { throttle: { captchaAfter: 3, captchaAfterIp: 1000, lockPairAfter: 5, windowMs: 60_000 } } });
  }, 180_000);
  afterAll(async () => app?.close());

  it('when 50 payment-password answers arrive at once (the right one last), then at most 5 are checked and the right one is refused as locked', async () => {
    const { id } = await newMemberWithId(app);
    // Member ids repeat from one test database to the next, while one Redis outlives them: start clean.
    await Promise.all(['fail', 'flight'].map((part) => app.portal.sharedState.del(`paypw:fail:aurora:${id}:${part}`)));
    await new PaymentPasswordRepository(app.portal.db).set('aurora', id, await hashPassword('pay-right-7'));
    const service = app.portal.services.paymentPassword;
    const outcomes = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        service.verify('aurora', id, i === GUESSES - 1 ? 'pay-right-7' : `pay-wrong-${i}`).then(
          () => 'ok',
          (err: unknown) => (err instanceof AppError ? err.code : String(err)),
        ),
      ),
    );
    // Checked answers: the right one (ok), the wrong ones (paymentPasswordWrong) and the one that hit the limit.
    const wrong = outcomes.filter((o) => o === 'paymentPasswordWrong').length;
    expect(outcomes.every((o) => ['ok', 'paymentPasswordWrong', 'paymentPasswordLocked'].includes(o))).toBe(true);
    expect(wrong + outcomes.filter((o) => o === 'ok').length).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_FAILURES);
    expect(outcomes[GUESSES - 1]).toBe('paymentPasswordLocked');
    await expect(service.verify('aurora', id, 'pay-right-7')).rejects.toMatchObject({ code: 'paymentPasswordLocked' });
  });

  it("when the owner's right payment password arrives 20 times at once (two tabs, retries), then every answer is accepted", async () => {
    const { id } = await newMemberWithId(app);
    await Promise.all(['fail', 'flight'].map((part) => app.portal.sharedState.del(`paypw:fail:aurora:${id}:${part}`)));
    await new PaymentPasswordRepository(app.portal.db).set('aurora', id, await hashPassword('pay-right-8'));
    const service = app.portal.services.paymentPassword;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        service.verify('aurora', id, 'pay-right-8').then(
          () => 'ok',
          (err: unknown) => (err instanceof AppError ? err.code : String(err)),
        ),
      ),
    );
    expect(outcomes).toEqual(Array(20).fill('ok'));
  });

  it('when 50 guesses arrive at once without a captcha, then at most 3 passwords are checked and the right one afterwards asks for the captcha', async () => {
    const username = await newMember(app);
    const ip = randomIp();
    const statuses = await burst(app, username, ip);
    // 429: past the pair lock (5), which is counted before the captcha is asked for.
    expect(statuses.every((s) => [200, 400, 401, 429].includes(s))).toBe(true);
    expect(checked(statuses)).toBeLessThanOrEqual(3);
    if (!statuses.includes(200)) {
      const after = await guess(app, username, RIGHT, ip, await humanCheck(app, AURORA));
      expect(after.status).toBe(400);
      expect(after.json().code).toBe('captchaRequired');
    }
  });

  it('when 50 guesses with solved captchas arrive at once from one address, then at most 5 passwords are checked and the right one afterwards does not sign in', async () => {
    const username = await newMember(app);
    const ip = randomIp();
    const prepared = await Promise.all(Array.from({ length: GUESSES }, async () => ({ proof: await humanCheck(app, AURORA), ...(await captchaFor(app, ip)) })));
    const answers = await Promise.all(
      prepared.map(({ proof, captcha, cookie }, i) =>
        app.request('/wps/session/login', {
          method: 'POST',
          host: AURORA,
          headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': ip, cookie, connection: 'close' },
          body: JSON.stringify({ type: 'username', username, password: i === GUESSES - 1 ? RIGHT : `wrong-${i}-x1`, humanCheck: proof, captcha }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true);
    expect(checked(statuses)).toBeLessThanOrEqual(5);
    if (!statuses.includes(200)) {
      const { captcha, cookie } = await captchaFor(app, ip);
      const body = JSON.stringify({ type: 'username', username, password: RIGHT, humanCheck: await humanCheck(app, AURORA), captcha });
      const after = await app.request('/wps/session/login', {
        method: 'POST',
        host: AURORA,
        headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': ip, cookie, connection: 'close' },
        body,
      });
      expect(after.status).toBe(429);
      expect(after.json().code).toBe('accountLocked');
    }
  });
});
