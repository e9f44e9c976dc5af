// Staff in e2e: the back office on the operator host, signed in through its real form with the demo
// account's password and the TOTP code of its known secret (server/features/staff/demo-staff.ts).
// The server takes a code once per 30-second step and account; when another test (another worker)
// signed in as the same account in this step, the code is refused, and the helper polls until the
// next step begins and signs in with that step's code. No fixed sleeps.
import { generateSync } from 'otplib';
import { DEMO_STAFF } from '../../../server/features/staff/demo-staff.ts';
import { expect, type Page } from './fixtures.ts';
import { PORT } from './page-helpers.ts';

export const OPS = `http://ops.localhost:${PORT}`;
const STEP_MS = 30_000;
/** A code refused for its step can be retried this often before the test gives up (each try counts against the account's limit). */
const MAX_CODE_TRIES = 3;

const stepNow = () => Math.floor(Date.now() / STEP_MS);

/**
 * Signs `page` in to the back office as a demo staff member; returns once the layout shows who is signed in.
 * `ops` is the back office's address (the shared e2e server's by default; a spec with a server of its own passes its own).
 */
export async function staffSignIn(page: Page, username: string, ops: string = OPS): Promise<void> {
  const demo = DEMO_STAFF.find((s) => s.username === username);
  if (!demo) throw new Error(`${username} is not a demo staff account`);
  await page.goto(`${ops}/`);
  const form = page.getByTestId('bo-sign-in-form');
  await form.locator('input[name="username"]').fill(demo.username);
  await form.locator('input[name="password"]').fill(demo.password);
  await page.getByTestId('bo-sign-in-submit').click();
  const codeForm = page.getByTestId('bo-code-form');
  await expect(codeForm).toBeVisible();

  for (let tries = 1; ; tries++) {
    const step = stepNow();
    await codeForm.locator('input[name="code"]').fill(generateSync({ secret: demo.totpSecret, epoch: Math.floor(Date.now() / 1000) }));
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/bo/api/session/verify') && r.request().method() === 'POST'),
      page.getByTestId('bo-code-submit').click(),
    ]);
    if (answer.ok()) break;
    const code = ((await answer.json()) as { code?: string }).code;
    if (code !== 'staffCodeInvalid' || tries >= MAX_CODE_TRIES) throw new Error(`staff sign-in as ${username} refused: ${answer.status()} ${code}`);
    // This step's code was already used for the account (another test signed in): wait for the next step.
    await expect.poll(stepNow, { timeout: 2 * STEP_MS, intervals: [250] }).toBeGreaterThan(step);
  }
  await expect(page.getByTestId('bo-who')).toContainText(username);
}
