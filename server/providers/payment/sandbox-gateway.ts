// The sandbox gateway plays a real payment provider on a fresh machine: after the payer presses Pay on
// its hosted page, it calls the portal's webhook over HTTP, signed, exactly as an external gateway
// would, so the webhook path under test is the production one. It calls the instance that served the
// page (loopback, same Host header): no public URL needs configuring.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { SIGNATURE_HEADER, signWebhook } from './sandbox-signature.ts';

export const SANDBOX_WEBHOOK_PATH = '/wps/payments/sandbox/webhook';

export interface SandboxOutcome {
  token: string;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
}

export interface WebhookTarget {
  /** Loopback port of this server instance. */
  port: number;
  /** The brand's host, so the tenant is resolved as for the page. */
  host: string;
}

/** Sends the signed notification; resolves with the portal's HTTP status. */
export function deliverSandboxWebhook(target: WebhookTarget, secret: string, outcome: SandboxOutcome): Promise<number> {
  const body = JSON.stringify({ ...outcome, gatewayRef: `SBX-${randomBytes(6).toString('hex').toUpperCase()}` });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: SANDBOX_WEBHOOK_PATH,
        method: 'POST',
        // A connection of its own: a kept-alive one the server is just closing would fail the delivery (ECONNRESET).
        agent: false,
        headers: {
          host: target.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [SIGNATURE_HEADER]: signWebhook(secret, body),
        },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('sandbox webhook timed out')));
    req.on('error', reject);
    req.end(body);
  });
}
