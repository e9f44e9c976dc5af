// The benches' view of a brand page: fetched with node:http, because fetch() drops a Host header (a forbidden
// request header), and a portal asked for 127.0.0.1 answers its 611-byte unknown-host page instead.
import { request, type IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PageResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header lines as sent, in order (name, value, name, value, …). */
  rawHeaders: string[];
  body: Buffer;
}

export function getPage(port: number, host: string, path = '/', headers: Record<string, string> = {}): Promise<PageResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, accept: 'text/html', ...headers }, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The brand's page (not the unknown-host page): 200 with the boot payload; throws with what came instead. */
export function assertBrandPage(page: PageResponse, host: string): void {
  const text = page.body.toString('utf8');
  if (page.status !== 200 || !text.includes('id="boot"')) {
    throw new Error(
      `GET / for Host ${host} answered ${page.status} with ${page.body.length} bytes, not the brand page: ${text.slice(0, 200).replace(/\s+/g, ' ')}…`,
    );
  }
}

/**
 * Waits until the server on `port` answers `host`'s brand page, polling every 200 ms; fails with a clear error
 * after `timeoutMs` or as soon as `exited()` says the server process is gone. Never proceeds silently.
 */
export async function waitForBrandPage(port: number, host: string, options: { timeoutMs: number; exited?: () => string | null }): Promise<PageResponse> {
  const start = Date.now();
  let last: string;
  for (;;) {
    const gone = options.exited?.();
    if (gone) throw new Error(`the server on port ${port} exited before answering (${gone})`);
    try {
      const page = await getPage(port, host);
      assertBrandPage(page, host);
      return page;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() - start > options.timeoutMs) {
      throw new Error(`the server on port ${port} did not answer the brand page for Host ${host} within ${options.timeoutMs / 1000} s (last: ${last})`);
    }
    await sleep(200);
  }
}
