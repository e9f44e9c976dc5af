// Raw HTTP for tests: full control of Host, headers, path bytes and body (fetch forbids some of these).
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json<T = any>(): T;
}

export interface RequestOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function request(port: number, path: string, options: RequestOptions = {}): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...(options.headers ?? {}) };
    if (options.host !== undefined) headers.host = options.host;
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    // A connection per request (agent: false): Node's default agent keeps sockets alive, and a request sent on an idle
    // one just as the server's keep-alive time-out (5 s) closes it fails with ECONNRESET — a test that waits a few
    // seconds between calls on a loaded machine (a lottery draw) hit exactly that.
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, setHost: options.host === undefined, agent: false },
      (res) => {
        // An event stream (the push channel) never ends: its answer is the status and headers (read it with event-stream.ts).
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: '', json: () => JSON.parse('null') });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Sends `head` (request line and headers, CRLF-separated, no final blank line) as is; for malformed requests. */
export function rawRequest(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}
