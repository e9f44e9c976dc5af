// POST /wps/agent/team/register (agent session): register a player or agent under the agent; the team lists refresh.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RegisterDownlineBody, RegisteredDownline } from '../../../../schemas/generated/agents.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { agentsKeys } from './agents-keys.ts';

export const registerDownline = (body: RegisterDownlineBody) => apiPost<RegisteredDownline>('/wps/agent/team/register', body);

export const registerDownlineMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...agentsKeys.all, 'register'],
    mutationFn: registerDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsKeys.all }),
  });

export function useRegisterDownline() {
  return useMutation(registerDownlineMutationOptions(useQueryClient()));
}
