// POST /bo/api/staff: a new account (username, first password, role, brands); it enrols an authenticator at its first sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreateRequest, StaffView } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const createStaff = (body: StaffCreateRequest) => apiPost<StaffView>('/bo/api/staff', body);

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.list() }) });
}
