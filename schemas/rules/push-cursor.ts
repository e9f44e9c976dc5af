// The push channel's cursor (GET /wps/push/events): what a browser has already seen, one part per kind
// of event. It is each event's SSE `id`, so EventSource sends it back as Last-Event-ID when it
// reconnects, and the client sends it as `?since=` when it opens a new stream itself. The server reads
// it to send only what the browser missed. Written like a query string (`config=0123456789abcdef`) so a
// later kind adds a part (`config=…&messages=42`) and an old cursor stays readable.

export interface PushCursor {
  /** The public config version the browser shows (TenantContext.version on the server, BootPayload.configVersion). */
  config?: string;
}

/** Longest cursor accepted; the schema of `since` holds the same bound. */
export const MAX_PUSH_CURSOR_LENGTH = 200;
const CONFIG_VERSION = /^[0-9a-f]{16}$/;

export function formatPushCursor(cursor: PushCursor): string {
  return cursor.config !== undefined ? `config=${cursor.config}` : '';
}

/** Unknown or malformed parts are dropped: the browser then counts as having seen nothing of that kind. */
export function parsePushCursor(text: string | undefined | null): PushCursor {
  if (!text || text.length > MAX_PUSH_CURSOR_LENGTH) return {};
  const cursor: PushCursor = {};
  for (const part of text.split('&')) {
    const [name, value] = part.split('=', 2);
    if (name === 'config' && value !== undefined && CONFIG_VERSION.test(value)) cursor.config = value;
  }
  return cursor;
}
