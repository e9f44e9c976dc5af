/* Generated from schemas/api/agent-recruitment.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "ContactChannel".
 */
export type ContactChannel = 'telegram' | 'whatsapp' | 'line' | 'zalo' | 'phone' | 'email';
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "Experience".
 */
export type Experience = 'none' | 'underOneYear' | 'oneToThreeYears' | 'overThreeYears';

/**
 * Agent recruitment (/join, issue 21 item 6): a member's application to become an agent (GET/POST /wps/agent-recruitment/application) and its review in the back office (/bo/api/brands/:tenant/agent-applications).
 */
export interface AgentRecruitmentApi {}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "LanguageQuery".
 */
export interface LanguageQuery {
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "ApplicationRequest".
 */
export interface ApplicationRequest {
  contactChannel: ContactChannel;
  /**
   * Handle, number or address on the chosen channel.
   */
  contact: string;
  experience: Experience;
  /**
   * Players the applicant expects to bring in the first three months.
   */
  teamSize: number;
  market?: string;
  message?: string;
  language?: 'TY' | 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'FIL';
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "ApplicationView".
 */
export interface ApplicationView {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  contactChannel: ContactChannel;
  contact: string;
  experience: Experience;
  teamSize: number;
  market: string;
  message: string;
  /**
   * Why staff rejected it (shown to the applicant).
   */
  reason?: string;
  createdAt: string;
  decidedAt?: string;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "MyApplication".
 */
export interface MyApplication {
  application?: ApplicationView;
  /**
   * False for agents, trial accounts and while an application is pending.
   */
  canApply: boolean;
  isAgent?: boolean;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "BrandParams".
 */
export interface BrandParams {
  tenant: string;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "ItemParams".
 */
export interface ItemParams {
  tenant: string;
  id: number;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "StaffListQuery".
 */
export interface StaffListQuery {
  status?: 'pending' | 'approved' | 'rejected';
  page?: number;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "DecisionRequest".
 */
export interface DecisionRequest {
  decision: 'approve' | 'reject';
  /**
   * Required to reject; the applicant reads it.
   */
  reason?: string;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "StaffApplication".
 */
export interface StaffApplication {
  id: number;
  status: 'pending' | 'approved' | 'rejected';
  contactChannel: ContactChannel;
  contact: string;
  experience: Experience;
  teamSize: number;
  market: string;
  message: string;
  /**
   * Why staff rejected it (shown to the applicant).
   */
  reason?: string;
  createdAt: string;
  decidedAt?: string;
  memberId: number;
  account: string;
  memberType: number;
  decidedBy?: string;
}
/**
 * This interface was referenced by `AgentRecruitmentApi`'s JSON-Schema
 * via the `definition` "StaffApplicationList".
 */
export interface StaffApplicationList {
  items: StaffApplication[];
  totalPages: number;
  pending: number;
}
