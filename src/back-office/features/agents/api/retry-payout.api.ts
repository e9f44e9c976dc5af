// POST /bo/api/brands/:tenant/agents/payouts/retry (agents.write): pays one owed payout now, with its settlement
// key (never twice); refused while the upline still cannot fund it. Audited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRetryBody } from '../../../../../schemas/generated/agents.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const retryPayout = (tenantId: string, body: StaffRetryBody) =>
  apiPost<{ status: 'paid' }>(`/bo/api/brands/${encodeURIComponent(tenantId)}/agents/payouts/retry`, body);

export function useRetryPayout(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRetryBody) => retryPayout(tenantId, body),
    onSettled: () => client.invalidateQueries({ queryKey: agentsKeys.brand(tenantId) }),
  });
}
