// A Server-Sent Events reader over node:http (Node 20 has no EventSource, and fetch cannot set Host):
// parses the stream as the HTML spec's EventSource does (fields id, event, data; `:` comments) and keeps
// every event, so a test can wait for the one it expects. Used by the push tests and scripts/bench-toggle.
import { request, type IncomingHttpHeaders } from 'node:http';
import { CONDITION_GUARD_MS } from '../../setup/condition-guard.ts';

export interface StreamEvent {
  id: string;
  event: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  at: number;
  json<T = any>(): T;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a refused stream (an error envelope); '' for an accepted one. */
  refusal: string;
  readonly events: readonly StreamEvent[];
  /** Comment lines received (heartbeats). */
  readonly comments: number;
  /** The last `retry` the server asked for. */
  readonly retryMs: number | undefined;
  /** The first event from index `from` on (default: any received so far) that matches, waiting for it. */
  waitFor(match: (event: StreamEvent) => boolean, from?: number, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export interface OpenStreamOptions {
  host: string;
  headers?: Record<string, string>;
}

/** Opens GET `path` and resolves once the status and headers are in. */
export function openEventStream(port: number, path: string, options: OpenStreamOptions): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...options.headers, host: options.host }, setHost: false },
      (res) => {
        const events: StreamEvent[] = [];
        const waiters = new Set<() => void>();
        let comments = 0;
        let retryMs: number | undefined;
        let buffer = '';
        let refusal = '';
        let lastId = '';
        let endStream!: () => void;
        const ended = new Promise<void>((done) => (endStream = done));
        const accepted = res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/event-stream');

        const dispatch = (block: string) => {
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              comments++;
              continue;
            }
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') lastId = value;
            else if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
          }
          if (data.length === 0) return;
          const text = data.join('\n');
          events.push({ id: lastId, event, data: text, at: performance.now(), json: () => JSON.parse(text) });
        };

        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (!accepted) {
            refusal += chunk;
            return;
          }
          buffer += chunk.replace(/\r\n?/g, '\n');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            dispatch(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
          for (const wake of [...waiters]) wake();
        });
        const finish = () => {
          endStream();
          for (const wake of [...waiters]) wake();
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);

        const stream: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          get refusal() {
            return refusal;
          },
          events,
          get comments() {
            return comments;
          },
          get retryMs() {
            return retryMs;
          },
          ended,
          waitFor(match, from = 0, timeoutMs = CONDITION_GUARD_MS) {
            return new Promise((found, fail) => {
              let settled = false;
              const check = () => {
                if (settled) return;
                const hit = events.slice(from).find(match);
                if (hit) {
                  settled = true;
                  waiters.delete(check);
                  clearTimeout(timer);
                  found(hit);
                }
              };
              const timer = setTimeout(() => {
                settled = true;
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(', ') || 'none'}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          close: () => req.destroy(),
        };
        resolve(stream);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
