// POST /bo/api/staff/:id/reset-two-factor: a lost phone — the member enrols a new authenticator at the next sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffView } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const resetTwoFactor = (id: number) => apiPost<StaffView>(`/bo/api/staff/${id}/reset-two-factor`);

export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetTwoFactor, onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.list() }) });
}
