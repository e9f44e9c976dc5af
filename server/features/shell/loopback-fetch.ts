// A fetch for the server renderer that asks this very server for a brand's public API, as the brand's
// browser would: over the socket the page request came in on, with that request's Host (Node's own
// fetch drops a Host header, and the brand is chosen by host). No cookie is sent: the renderer shows
// what every signed-out visitor sees.
import { request } from 'node:http';

export interface LoopbackTarget {
  /** The local address and port the page request arrived on. */
  address: string;
  port: number;
  /** The brand's hostname (with port, as the browser sent it). */
  host: string;
}

export function loopbackFetch(target: LoopbackTarget): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      if (!path.startsWith('/') || path.startsWith('//')) {
        reject(new TypeError(`the server renderer fetches only this server's paths, not ${path}`));
        return;
      }
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, key) => {
        if (key !== 'cookie') headers[key] = value;
      });
      headers.host = target.host;
      const body = typeof init?.body === 'string' ? init.body : undefined;
      const req = request(
        // agent: false — a connection of its own per request. Node's global agent keeps connections alive, and a
        // request sent on one the server is just closing (its keep-alive timeout) fails with ECONNRESET: the
        // renderer then drops that query and serves the page as "loading" (seen in e2e on a loaded machine).
        { host: target.address, port: target.port, path, method: init?.method ?? 'GET', headers, signal: init?.signal ?? undefined, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [key, value] of Object.entries(res.headers)) {
              if (typeof value === 'string') responseHeaders.set(key, value);
              else if (Array.isArray(value)) for (const v of value) responseHeaders.append(key, v);
            }
            const status = res.statusCode ?? 502;
            const nullBody = status === 204 || status === 304;
            resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: responseHeaders }));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
