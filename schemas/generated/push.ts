/* Generated from schemas/api/push.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Every event of the push channel: `type` names it (and is the SSE event name).
 *
 * This interface was referenced by `PushApi`'s JSON-Schema
 * via the `definition` "PushEvent".
 */
export type PushEvent = PushReadyEvent | PushConfigEvent | PushMessagesEvent | PushSupportEvent;

/**
 * The push channel (GET /wps/push/events, Server-Sent Events): its query and the events it carries. Each SSE message has `event: <type>`, `id: <cursor>` (schemas/rules/push-cursor.ts) and `data: <one PushEvent as JSON>`.
 */
export interface PushApi {}
/**
 * Query of GET /wps/push/events. EventSource's own reconnects send the cursor as the Last-Event-ID header instead; the header wins.
 *
 * This interface was referenced by `PushApi`'s JSON-Schema
 * via the `definition` "PushEventsQuery".
 */
export interface PushEventsQuery {
  /**
   * The cursor of what the browser has seen (the last event id, or at first `config=<BootPayload.configVersion>`).
   */
  since?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * Sent once per connection after the catch-up: from here on, the stream carries changes as they happen.
 *
 * This interface was referenced by `PushApi`'s JSON-Schema
 * via the `definition` "PushReadyEvent".
 */
export interface PushReadyEvent {
  type: 'ready';
}
/**
 * The brand's public config changed (a tenant file edit or a staff override), or the browser's is older than the current one: the whole inlined config, as BootPayload.tenant.
 *
 * This interface was referenced by `PushApi`'s JSON-Schema
 * via the `definition` "PushConfigEvent".
 */
export interface PushConfigEvent {
  type: 'config';
  /**
   * TenantContext.version of this config.
   */
  version: string;
  /**
   * The public config less what index.html does not inline (x-inline: false).
   */
  config: import('../rules/public-config.ts').InlineTenantConfig;
}
/**
 * The member's inbox changed (a message arrived, or one was withdrawn): refetch the unread count and the list. Carries nothing of the message itself, so a brand-wide event reveals nothing; one member's event goes only to that member's streams.
 *
 * This interface was referenced by `PushApi`'s JSON-Schema
 * via the `definition` "PushMessagesEvent".
 */
export interface PushMessagesEvent {
  type: 'messages';
}
/**
 * A change to a support thread, sent to the thread's member's own streams and to the brand's staff console streams: a new post (with the post), the other side typing, having read up to a post, or a status/assignment change (refetch).
 *
 * This interface was referenced by `PushApi`'s JSON-Schema
 * via the `definition` "PushSupportEvent".
 */
export interface PushSupportEvent {
  type: 'support';
  threadId: number;
  channel?: 'ticket' | 'chat';
  kind: 'post' | 'typing' | 'read' | 'status';
  by?: 'member' | 'staff' | 'system';
  /**
   * support#SupportPost
   */
  post?: import('./support.ts').SupportPost;
  readUpTo?: number;
}
