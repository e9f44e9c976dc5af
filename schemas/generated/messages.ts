/* Generated from schemas/api/messages.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * Platform messages (messageV2, issue 21 item 2): the member's inbox (GET /wps/member/messages, POST …/read, POST …/delete, GET /wps/relay/CSP_unreadCount) and the back office's Messages page (/bo/api/brands/:tenant/messages).
 */
export interface MessagesApi {}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageListQuery".
 */
export interface MessageListQuery {
  page?: number;
  size?: number;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "UnreadCountQuery".
 */
export interface UnreadCountQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * One message. An operator message has title and body in the request's language (else the brand's default, else any); a system message has code and params, translated by the client (messages.system.<code>.title/body) so it reads in the player's current language.
 *
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageItem".
 */
export interface MessageItem {
  id: number;
  kind: 'operator' | 'system';
  title?: string;
  body?: string;
  code?:
    | 'depositCredited'
    | 'withdrawalPaid'
    | 'rewardGranted'
    | 'passwordChanged'
    | 'paymentPasswordChanged'
    | 'emailChanged'
    | 'mobileChanged'
    | 'bankCardAdded'
    | 'bankCardRemoved'
    | 'supportReplied';
  params?: SystemMessageParams;
  read: boolean;
  createdAt: string;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "SystemMessageParams".
 */
export interface SystemMessageParams {
  /**
   * Minor units.
   */
  amount?: number;
  currency?: string;
  kind?: 'bonus' | 'cash';
  /**
   * Support ticket number (supportReplied).
   */
  ticket?: string;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageList".
 */
export interface MessageList {
  list: MessageItem[];
  total: number;
  unread: number;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "UnreadCount".
 */
export interface UnreadCount {
  count: number;
}
/**
 * ids to mark read, or all: true for every message of the inbox.
 *
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageReadBody".
 */
export interface MessageReadBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids?: [number, ...number[]];
  all?: boolean;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageDeleteBody".
 */
export interface MessageDeleteBody {
  /**
   * @minItems 1
   * @maxItems 100
   */
  ids: [number, ...number[]];
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageChange".
 */
export interface MessageChange {
  changed: number;
  unread: number;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "BrandParams".
 */
export interface BrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "ItemParams".
 */
export interface ItemParams {
  tenant: string;
  id: number;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "SentListQuery".
 */
export interface SentListQuery {
  page?: number;
}
/**
 * Who receives it: all players of the brand; one account; the direct downline of an agent (members.upline_id); players registered from `from` (inclusive) to `to` (exclusive). A VIP level (issue 20) becomes one more type.
 *
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "MessageAudience".
 */
export interface MessageAudience {
  type: 'all' | 'member' | 'downline' | 'registered';
  account?: string;
  from?: string;
  to?: string;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "ComposeRequest".
 */
export interface ComposeRequest {
  /**
   * The title per brand language; the brand's default language is required.
   */
  title: {
    TY?: string;
    EN?: string;
    CN?: string;
    ID?: string;
    TH?: string;
    VI?: string;
    FIL?: string;
  };
  /**
   * The text per brand language (plain text, shown escaped).
   */
  body: {
    TY?: string;
    EN?: string;
    CN?: string;
    ID?: string;
    TH?: string;
    VI?: string;
    FIL?: string;
  };
  audience: MessageAudience;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "SentMessage".
 */
export interface SentMessage {
  id: number;
  audience: MessageAudience;
  /**
   * As sent.
   */
  title: {
    TY?: string;
    EN?: string;
    CN?: string;
    ID?: string;
    TH?: string;
    VI?: string;
    FIL?: string;
  };
  /**
   * As sent.
   */
  body: {
    TY?: string;
    EN?: string;
    CN?: string;
    ID?: string;
    TH?: string;
    VI?: string;
    FIL?: string;
  };
  reads: number;
  createdBy?: string;
  createdAt: string;
  withdrawnAt?: string;
  withdrawnBy?: string;
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "SentList".
 */
export interface SentList {
  list: SentMessage[];
  total: number;
  /**
   * The brand's languages: the compose form asks for a title and text in each.
   */
  languages: ('TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL')[];
  /**
   * Required in every message.
   */
  defaultLanguage: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * Query of GET /wps/relay/MCSFE_getListAnnouncements (spec §3): types is a comma-separated list of B, PL, PU, PR, H (default B); platform W (web); execution B.
 *
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "AnnouncementsQuery".
 */
export interface AnnouncementsQuery {
  types?: string;
  platform?: 'W';
  execution?: 'B';
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "Announcement".
 */
export interface Announcement {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
}
/**
 * The brand's live announcements of the asked types, in the request's language: the same store the notice bar and notice modal read (the tenant file's notices, or the back office's live content when staff have edited them).
 *
 * This interface was referenced by `MessagesApi`'s JSON-Schema
 * via the `definition` "AnnouncementList".
 */
export interface AnnouncementList {
  list: Announcement[];
}
