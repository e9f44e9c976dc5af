// Signs a demo member of staff into the back office on the operator host, with the current TOTP code
// (otplib, the library the server checks with). A code is accepted once per 30-second step per
// account, so when another test used this account's code of the step, the next step's code is used.
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { PORT } from './page-helpers.ts';

export const OPS_URL = `http://ops.localhost:${PORT}`;

/** The demo accounts of server/features/staff/demo-staff.ts. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234', totpSecret: 'KRSXG5CBMRWWS3RAKRXXI4BAONSWG4TF' };

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

export async function signInStaff(page: Page, staff = DEMO_ADMIN, path = '/'): Promise<void> {
  await page.goto(`${OPS_URL}${path}`);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await page.getByTestId('bo-sign-in-form').locator('input[name="username"]').fill(staff.username);
  await page.getByTestId('bo-sign-in-form').locator('input[name="password"]').fill(staff.password);
  await page.getByTestId('bo-sign-in-submit').click();
  const form = page.getByTestId('bo-code-form');
  let tried = -1;
  for (let attempt = 0; attempt < 3; attempt++) {
    // A step whose code was refused is over for this account: wait (polling the clock) for the next one.
    while (stepOf(Date.now()) === tried) await page.waitForTimeout(250);
    tried = stepOf(Date.now());
    await form.locator('input[name="code"]').fill(generateSync({ secret: staff.totpSecret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByTestId('bo-code-submit').click();
    const outcome = await Promise.race([
      page
        .getByTestId('bo-who')
        .waitFor()
        .then(() => 'in' as const),
      page
        .getByTestId('bo-error')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
  }
  throw new Error(`staff sign-in of ${staff.username} refused three codes`);
}
