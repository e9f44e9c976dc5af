// The browser's end of the push channel (GET /wps/push/events, Server-Sent Events): one EventSource per
// page, shared by every feature that listens (onPushEvent). EventSource reconnects by itself after a
// dropped connection and sends the last event id, so the server sends what was missed. A refused stream
// (maintenance, a limit, a brand gone) closes for good in every browser; then this module tries again
// itself, later and later, starting from the last event it got.
import type { PushEvent } from '../../../schemas/generated/push.ts';

export const PUSH_EVENTS_PATH = '/wps/push/events';
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 300_000;

type EventOf<K extends PushEvent['type']> = Extract<PushEvent, { type: K }>;
type AnyHandler = (event: PushEvent) => void;

const handlers = new Map<string, Set<AnyHandler>>();
let source: EventSource | null = null;
let attached = new Set<string>();
let cursor = '';
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let connected = false;

function dispatch(type: string, message: MessageEvent<string>): void {
  if (message.lastEventId) cursor = message.lastEventId;
  let event: PushEvent;
  try {
    event = JSON.parse(message.data) as PushEvent;
  } catch {
    return;
  }
  for (const handler of [...(handlers.get(type) ?? [])]) handler(event);
}

function attach(type: string): void {
  if (!source || attached.has(type)) return;
  attached.add(type);
  source.addEventListener(type, (message) => dispatch(type, message as MessageEvent<string>));
}

function open(): void {
  retryTimer = undefined;
  source = new EventSource(cursor ? `${PUSH_EVENTS_PATH}?since=${encodeURIComponent(cursor)}` : PUSH_EVENTS_PATH);
  attached = new Set();
  attach('ready');
  for (const type of handlers.keys()) attach(type);
  const current = source;
  current.addEventListener('ready', () => (failures = 0));
  current.onerror = () => {
    if (current !== source || current.readyState !== EventSource.CLOSED) return;
    source = null;
    failures++;
    // Doubling, with jitter, so browsers refused together do not all come back at the same moment.
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1)) * (0.5 + Math.random());
    retryTimer = setTimeout(open, delay);
  };
}

function closeSource(): void {
  if (retryTimer !== undefined) clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = null;
}

/** Calls `handler` for every event of `type` while the channel is connected; returns the function that stops it. */
export function onPushEvent<K extends PushEvent['type']>(type: K, handler: (event: EventOf<K>) => void): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  const any = handler as AnyHandler;
  set.add(any);
  attach(type);
  return () => {
    set.delete(any);
  };
}

/**
 * Opens the channel. `since` is what the page already shows (schemas/rules/push-cursor.ts), so only
 * newer events come. Returns the function that closes it. Without EventSource (old browsers, tests) the
 * page simply stays as loaded.
 */
export function connectPush(since: string): () => void {
  if (connected || typeof EventSource === 'undefined') return () => {};
  connected = true;
  cursor = since;
  failures = 0;
  open();
  return () => {
    connected = false;
    closeSource();
  };
}

/** A new stream from the last event seen: the session changed, and member events must follow it. */
export function reconnectPush(): void {
  if (!connected) return;
  closeSource();
  open();
}
