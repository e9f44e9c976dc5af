// A new player made the way a browser makes one, for tests whose subject comes after sign-up: registration
// through the API (image captcha read from the shared state, human check solved), a deposit paid on the
// sandbox gateway's page and a bank card. Every call runs in a page of the test's context (same cookie jar).
import { solveHumanCheck } from '../../integration/helpers/human-check.ts';
import { captchaAnswer } from './captcha-answer.ts';
import { expect, type FrameLocator, type Page } from './fixtures.ts';
import { brandUrl } from './page-helpers.ts';

export interface Registered {
  csrf: string;
}

/** Calls the brand's API from a page of the brand (same cookie jar), as the app would. */
export async function call<T>(page: Page, method: string, path: string, body?: unknown, csrf?: string): Promise<{ status: number; value: T; text: string }> {
  return page.evaluate(
    async ({ method, path, body, csrf }) => {
      const res = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-portal-client': 'web',
          'x-language': 'EN',
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, value: (JSON.parse(text) as { value: never }).value, text };
    },
    { method, path, body, csrf },
  );
}

/** Registers a new player through the API (image captcha read from the shared state, human check solved); the context is then signed in. */
/**
 * A mobile number (national digits) that is valid for the brand's country, unique enough per call: a fixed operator
 * prefix, then the seed's last 7 digits. A random first digits' run is not always a number in use: `9` + 9 random
 * digits failed the Philippine rules about one time in eight (and the registration with it).
 */
export function mobileNumber(dialingCode: '+63' | '+84', seed: string | number = Date.now()): string {
  const digits = String(seed).replace(/\D/g, '').padStart(7, '7').slice(-7);
  return dialingCode === '+63' ? `917${digits}` : `91${digits}`;
}

/** `extra`: the fields a brand's form requires beyond the common ones (a mobile number, a payee name, …). */
export async function registerByApi(page: Page, brand: string, username: string, extra: Record<string, string> = {}): Promise<Registered> {
  const scratch = await page.context().newPage();
  try {
    await scratch.goto(brandUrl(brand, '/wps/captcha'));
    const captcha = await captchaAnswer(page.context());
    const challenge = await scratch.goto(brandUrl(brand, '/wps/captcha/human'));
    const humanCheck = solveHumanCheck(((await challenge!.json()) as { value: Parameters<typeof solveHumanCheck>[0] }).value);
    // A document of the brand whose policy allows fetch (the not-found page of a missing file).
    await scratch.goto(brandUrl(brand, '/e2e-no-such-file.txt'));
    const body = {
      username,
      password: 'harbor2468',
      confirmPassword: 'harbor2468',
      paymentPassword: '135790',
      email: `${username}@example.com`,
      captcha,
      humanCheck,
      termsAccepted: true,
      registerMethod: 'WEB',
      ...extra,
    };
    const answer = await call<{ token: string }>(scratch, 'PUT', '/wps/member/register', body);
    expect(answer.status, answer.text).toBe(200);
    return { csrf: answer.value.token };
  } finally {
    await scratch.close();
  }
}

/**
 * Answers the brand's mandatory deposit-limit question with "no limit for now" (aurora asks at the first deposit,
 * lotus at registration; the server refuses a deposit until it is answered). Harmless where nothing is asked.
 * `scratch`: a page of the brand whose policy allows fetch.
 */
async function declineLimitPrompt(scratch: Page, csrf: string): Promise<void> {
  const answered = await call<{ promptDue: boolean }>(scratch, 'POST', '/wps/limits/prompt/decline', undefined, csrf);
  expect(answered.status, answered.text).toBe(200);
  expect(answered.value.promptDue).toBe(false);
}

/** The deposit-limit question answered through the API, for tests that then deposit in the page. */
export async function answerDepositLimitPrompt(page: Page, brand: string, { csrf }: Registered): Promise<void> {
  const scratch = await page.context().newPage();
  try {
    await scratch.goto(brandUrl(brand, '/e2e-no-such-file.txt'));
    await declineLimitPrompt(scratch, csrf);
  } finally {
    await scratch.close();
  }
}

/** A deposit of `amount` (minor units) paid on the sandbox gateway's page, through the API (the deposit-limit question answered first). */
export async function depositByGateway(page: Page, brand: string, { csrf }: Registered, amount: number): Promise<void> {
  const scratch = await page.context().newPage();
  try {
    await scratch.goto(brandUrl(brand, '/e2e-no-such-file.txt'));
    await declineLimitPrompt(scratch, csrf);
    const started = await call<{ payUrl: string }>(
      scratch,
      'POST',
      '/wps/deposits/gateway',
      { methodId: 'instant', amount, idempotencyKey: crypto.randomUUID() },
      csrf,
    );
    expect(started.status, started.text).toBe(200);
    const paid = await scratch.evaluate(
      async (url) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' })).status,
      started.value.payUrl,
    );
    expect(paid).toBe(200);
  } finally {
    await scratch.close();
  }
}

/** A bank card of the brand's first bank, through the API. */
export async function bindCard(page: Page, brand: string, { csrf }: Registered): Promise<void> {
  const scratch = await page.context().newPage();
  try {
    await scratch.goto(brandUrl(brand, '/e2e-no-such-file.txt'));
    const info = await call<{ banks: string[] }>(scratch, 'GET', '/wps/withdrawals/info', undefined);
    const card = { bankName: info.value.banks[0], cardHolder: 'PROMO PLAYER', cardNumber: `4${Date.now()}`.slice(0, 16), paymentPassword: '135790' };
    const bound = await call(scratch, 'POST', '/wps/withdrawals/cards', card, csrf);
    expect(bound.status, bound.text).toBe(200);
  } finally {
    await scratch.close();
  }
}

/** A deposit paid on the sandbox gateway's page, and a bank card, both through the API. */
export async function depositAndCard(page: Page, brand: string, registered: Registered, amount: number): Promise<void> {
  await depositByGateway(page, brand, registered, amount);
  await bindCard(page, brand, registered);
}

/** The built-in studio's Fortune Reels in the /game frame, launched as a vendor game is, ready once its balance shows. */
export async function openStudioSlot(page: Page, brand: string): Promise<FrameLocator> {
  const launch = await call<{ url: string }>(page, 'GET', '/wps/relay/GCS_gameLaunchFB?vendor=ORIGINALS&gameCode=fortune-reels&language=EN', undefined);
  expect(launch.status, launch.text).toBe(200);
  await page.goto(brandUrl(brand, `/game?url=${encodeURIComponent(launch.value.url)}`));
  const frame = page.frameLocator('[data-testid=game-frame]');
  await expect(frame.getByTestId('studio-balance')).not.toHaveText('…');
  return frame;
}
