// What the withdrawals feature's forms share: the refresh after a change (this feature's data and the
// member's money), and how a refused request is shown (field errors under fields, the rest as one line).
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../components/form/error-message.ts';
import { serverFieldIssues, type IssueMap } from '../../components/form/field-issue.ts';
import { MEMBER_MONEY_KEY } from '../../lib/query/member-keys.ts';
import { withdrawalsKeys } from './api/withdrawals-keys.ts';

export function useWithdrawalsRefresh(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.all });
    void queryClient.invalidateQueries({ queryKey: [...MEMBER_MONEY_KEY] });
  };
}

/** A refused request: field errors under their fields, anything else as the form's error line. */
export function showRefusal(e: unknown, t: TFunction, setIssues: (issues: IssueMap) => void, setError: (message: string) => void): void {
  const byField = serverFieldIssues(e);
  if (Object.keys(byField).length) setIssues(byField);
  else setError(errorMessage(t, e));
}
