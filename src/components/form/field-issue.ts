// What a form shows under a field: a rule issue (translated at render time, so a language switch
// re-translates it) or a message the server already translated.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-client.ts';
import { PATTERN_FALLBACK_KEY, renderIssue, type FieldIssue } from '../../../schemas/rules/register-rules.ts';

export type ShownIssue = { issue: FieldIssue } | { message: string };
export type IssueMap = Record<string, ShownIssue | undefined>;

export function issueText(t: TFunction, shown: ShownIssue | undefined): string | undefined {
  if (!shown) return undefined;
  if ('message' in shown) return shown.message;
  // A tenant's own patternId may have no text: the default pattern text then.
  return renderIssue(shown.issue, (key, params) => t([key, ...(key.startsWith('validation.pattern.') ? [PATTERN_FALLBACK_KEY] : [])], params ?? {}));
}

export function issuesByField(issues: readonly FieldIssue[]): IssueMap {
  const out: IssueMap = {};
  for (const issue of issues) out[issue.field] ??= { issue };
  return out;
}

/** The server's field errors (envelope errors[]) by field; the first per field wins. */
export function serverFieldIssues(error: unknown): IssueMap {
  const out: IssueMap = {};
  if (error instanceof ApiError) for (const e of error.errors) if (e.field) out[e.field] ??= { message: e.message };
  return out;
}
