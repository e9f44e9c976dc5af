// Browser-side helpers for tests whose subject is not the form itself. Node cannot resolve
// <brand>.localhost, so every call runs inside a page of the test's browser context (same cookie jar).
import type { Page } from '@playwright/test';
import { solveHumanCheck } from '../../integration/helpers/human-check.ts';
import { brandUrl } from './page-helpers.ts';

export const DEMO_PASSWORD = 'demo1234';

/** GET a JSON endpoint of a brand from a scratch page of the same context (the test's page stays where it is). */
export async function brandJson<T>(page: Page, brandId: string, path: string): Promise<{ status: number; body: T }> {
  const scratch = await page.context().newPage();
  try {
    const res = await scratch.goto(brandUrl(brandId, path));
    return { status: res!.status(), body: (await res!.json()) as T };
  } finally {
    await scratch.close();
  }
}

/**
 * Signs the context in through the real API: human check solved like a browser would, cookie kept by the browser.
 * Returns the session's CSRF token, for a test that then writes through the API (x-csrf-token) as the app would.
 */
export async function signInByApi(page: Page, brandId: string, username = 'demo_player', password = DEMO_PASSWORD): Promise<string> {
  const scratch = await page.context().newPage();
  try {
    const challenge = await scratch.goto(brandUrl(brandId, '/wps/captcha/human'));
    const humanCheck = solveHumanCheck(((await challenge!.json()) as { value: Parameters<typeof solveHumanCheck>[0] }).value);
    // Fetch from a document of the brand under the page policy (connect-src 'self'): the plain not-found page
    // of a missing file. An API answer's CSP and a static file's (an SVG opened as a document) allow no fetch.
    await scratch.goto(brandUrl(brandId, '/e2e-no-such-file.txt'));
    const answer = await scratch.evaluate(
      async (body) => {
        const res = await fetch('/wps/session/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-portal-client': 'web' },
          body: JSON.stringify(body),
        });
        return { status: res.status, text: await res.text() };
      },
      { type: 'username', username, password, humanCheck },
    );
    if (answer.status !== 200) throw new Error(`login as ${username} on ${brandId} answered ${answer.status}: ${answer.text}`);
    return (JSON.parse(answer.text) as { value: { token: string } }).value.token;
  } finally {
    await scratch.close();
  }
}

/** The newest demo outbox message (SMS or mail) to `to` on a brand, read through the demo-only JSON endpoint. */
export async function outboxMessage(page: Page, brandId: string, to: string): Promise<string> {
  type Outbox = { value: { sms: Array<{ to: string; body: string }>; email: Array<{ to: string; text: string }> } };
  // Polls until the message is there; the deadline only guards against a hang (loaded machines are slow).
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const { body } = await brandJson<Outbox>(page, brandId, '/wps/dev/outbox');
    const sms = body.value.sms.find((m) => m.to.endsWith(to));
    if (sms) return sms.body;
    const mail = body.value.email.find((m) => m.to === to);
    if (mail) return mail.text;
    await page.waitForTimeout(100);
  }
  throw new Error(`no outbox message to ${to} on ${brandId}`);
}

/** Whether the context's cookie still opens member info on a brand. */
export async function memberInfoStatus(page: Page, brandId: string): Promise<number> {
  return (await brandJson(page, brandId, '/wps/member/info')).status;
}
