/* Generated from schemas/api/support.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Support question types of spec §5.
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "TicketType".
 */
export type TicketType = 'deposit' | 'withdrawal' | 'game' | 'customerService' | 'application' | 'other';
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "ThreadStatus".
 */
export type ThreadStatus = 'open' | 'answered' | 'closed';
export type ContentSource = import('./content.ts').ContentSource;

/**
 * Support (issue 21 items 4, 5, 7): feedback (PUT /wps/feedback), support tickets (/wps/support/tickets), the built-in live chat (/wps/support/chat) and the back office's support console (/bo/api/brands/:tenant/support).
 */
export interface SupportApi {}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * The content's word count must lie between the brand's support.contentWords bounds (spec §5).
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "FeedbackRequest".
 */
export interface FeedbackRequest {
  content: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "FeedbackReceipt".
 */
export interface FeedbackReceipt {
  id: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "TicketRequest".
 */
export interface TicketRequest {
  type: TicketType;
  content: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "ReplyRequest".
 */
export interface ReplyRequest {
  content: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "ChatSendRequest".
 */
export interface ChatSendRequest {
  text: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "ReadRequest".
 */
export interface ReadRequest {
  upTo: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "EmptyBody".
 */
export interface EmptyBody {}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  page?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "IdParams".
 */
export interface IdParams {
  id: number;
}
/**
 * One post of a ticket or chat. Text is plain text: clients render it as text, never as HTML. `image` is the path to fetch its picture through the caller's own session.
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "SupportPost".
 */
export interface SupportPost {
  id: number;
  author: 'member' | 'staff' | 'system';
  /**
   * Staff username (back office only).
   */
  staff?: string;
  text: string;
  image?: string;
  createdAt: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "TicketSummary".
 */
export interface TicketSummary {
  id: number;
  number: string;
  channel: 'ticket' | 'chat';
  type: TicketType;
  status: ThreadStatus;
  preview?: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Posts from the other side not yet read.
   */
  unread: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "TicketList".
 */
export interface TicketList {
  list: TicketSummary[];
  total: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "TicketDetail".
 */
export interface TicketDetail {
  ticket: TicketSummary;
  posts: SupportPost[];
  /**
   * The last post id the other side has read.
   */
  otherReadUpTo: number;
  assignedTo?: string;
  /**
   * The player's account (back office only).
   */
  account?: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "ChatState".
 */
export interface ChatState {
  staffOnline: boolean;
  chat?: TicketDetail;
}
/**
 * offline: no staff was online, so the message became ticket `ticketNumber` (answered in the player's messages).
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "ChatSendResult".
 */
export interface ChatSendResult {
  offline: boolean;
  ticketNumber?: string;
  threadId?: number;
  post?: SupportPost;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "Done".
 */
export interface Done {
  done: boolean;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "BrandParams".
 */
export interface BrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "BrandItemParams".
 */
export interface BrandItemParams {
  tenant: string;
  id: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "QueueQuery".
 */
export interface QueueQuery {
  channel?: 'ticket' | 'chat';
  status?: 'active' | 'closed' | 'all';
  page?: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "QueueItem".
 */
export interface QueueItem {
  summary: TicketSummary;
  account: string;
  assignedTo?: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "QueueList".
 */
export interface QueueList {
  list: QueueItem[];
  total: number;
  staffOnline: string[];
  canned: CannedAnswer[];
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "CannedAnswer".
 */
export interface CannedAnswer {
  title: string;
  text: string;
}
/**
 * Without `to`: take the thread yourself. With `to`: hand it over to that member of staff (online in the console of this brand).
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "AssignRequest".
 */
export interface AssignRequest {
  to?: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "FeedbackItem".
 */
export interface FeedbackItem {
  id: number;
  account: string;
  content: string;
  createdAt: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "FeedbackList".
 */
export interface FeedbackList {
  list: FeedbackItem[];
  total: number;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "PresenceReceipt".
 */
export interface PresenceReceipt {
  staffOnline: string[];
}
/**
 * /bo/api/brands/:tenant/support/canned/:language.
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "CannedParams".
 */
export interface CannedParams {
  tenant: string;
  language: import('./tenant.ts').LanguageCode;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "CannedItemParams".
 */
export interface CannedItemParams {
  tenant: string;
  language: import('./tenant.ts').LanguageCode;
  id: number;
}
/**
 * POST (add) or PUT (replace) one canned answer.
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "CannedInput".
 */
export interface CannedInput {
  title: string;
  text: string;
}
/**
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "CannedItem".
 */
export interface CannedItem {
  id: number;
  title: string;
  text: string;
}
/**
 * The canned answers of one brand and language: staff's list where edited, else the tenant file's (which are in the brand's default language; other languages start empty).
 *
 * This interface was referenced by `SupportApi`'s JSON-Schema
 * via the `definition` "CannedList".
 */
export interface CannedList {
  tenantId: string;
  language: import('./tenant.ts').LanguageCode;
  languages: import('./tenant.ts').LanguageCode[];
  source: ContentSource;
  list: CannedItem[];
}
