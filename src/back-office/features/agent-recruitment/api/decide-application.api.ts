// POST /bo/api/brands/:tenant/agent-applications/:id/decision (agents.write): approve (the player becomes an
// agent) or reject with the reason the applicant reads. Audited; answers the decided application.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecisionRequest, StaffApplication } from '../../../../../schemas/generated/agent-recruitment.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { agentApplicationsKeys } from './agent-recruitment-keys.ts';

export const decideApplication = (tenantId: string, id: number, body: DecisionRequest) =>
  apiPost<StaffApplication>(`/bo/api/brands/${encodeURIComponent(tenantId)}/agent-applications/${id}/decision`, body);

export function useDecideApplication(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DecisionRequest }) => decideApplication(tenantId, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: agentApplicationsKeys.brand(tenantId) }),
  });
}
