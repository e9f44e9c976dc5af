// Registration and SMS requests as a browser makes them, for the abuse tests: each from its own
// address (per-address limits are tested elsewhere), with a solved human check and the image captcha
// answered from shared state (tests only).
import { cookieValue, humanCheck } from './accounts-client.ts';
import type { TestResponse } from './http-client.ts';
import type { TestApp } from './test-app.ts';

let addressSeq = 0;
/** A fresh client address (198.51.x.y, documentation range). */
export const freshAddress = (): string => `198.51.${(++addressSeq >> 8) & 255}.${addressSeq & 255}`;

async function answeredCaptcha(app: TestApp, host: string, ip: string): Promise<{ captcha: string; cookie: string }> {
  const res = await app.request('/wps/captcha', { host, headers: { 'x-forwarded-for': ip } });
  const id = cookieValue(res, 'cid')!;
  const stored = await app.portal.sharedState.get(`captcha:${id}`);
  if (!stored) throw new Error(`no stored captcha ${id}`);
  return { captcha: (JSON.parse(stored) as { a: string }).a, cookie: `cid=${id}` };
}

/** PUT /wps/member/register (username) or /wps/member/register/mobile with the checks a browser passes. */
export async function registerAs(
  app: TestApp,
  host: string,
  path: '/wps/member/register' | '/wps/member/register/mobile',
  body: Record<string, unknown>,
): Promise<TestResponse> {
  const ip = freshAddress();
  const { captcha, cookie } = await answeredCaptcha(app, host, ip);
  return app.request(path, {
    method: 'PUT',
    host,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': ip, cookie },
    body: JSON.stringify({ captcha, humanCheck: await humanCheck(app, host), termsAccepted: true, ...body }),
  });
}

/** POST to /wps/verification/sms/… or /wps/session/login; SMS sends get a solved human check unless `solve` is false. */
export async function postAs(
  app: TestApp,
  host: string,
  path: string,
  body: Record<string, unknown>,
  options: { ip?: string; solve?: boolean } = {},
): Promise<TestResponse> {
  const solve = options.solve ?? path.startsWith('/wps/verification/sms/');
  const sent = solve ? { ...body, humanCheck: await humanCheck(app, host) } : body;
  return app.request(path, {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', 'x-language': 'EN', 'x-forwarded-for': options.ip ?? freshAddress() },
    body: JSON.stringify(sent),
  });
}
