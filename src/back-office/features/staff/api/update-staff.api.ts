// PATCH /bo/api/staff/:id: role, brands, disabled, or a new password; the member's open sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUpdateRequest, StaffView } from '../../../../../schemas/generated/staff.ts';
import { apiPatch } from '../../../../lib/api/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const updateStaff = (id: number, body: StaffUpdateRequest) => apiPatch<StaffView>(`/bo/api/staff/${id}`, body);

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffUpdateRequest & { id: number }) => updateStaff(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.list() }),
  });
}
