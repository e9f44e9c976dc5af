// POST /bo/api/audit/:id/revert: put back what an audited feature change replaced (refused when the
// module has changed since), with a reason; the revert is itself a line of the audit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeatureTreeValue } from '../../../../../schemas/generated/staff.ts';
import { apiPost } from '../../../../lib/api/api-client.ts';
import { auditKeys } from './audit-keys.ts';

export const revertChange = (id: number, reason: string) => apiPost<FeatureTreeValue>(`/bo/api/audit/${id}/revert`, { reason });

export function useRevertChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => revertChange(id, reason),
    // The feature tree's cache lives in another feature; the whole back-office cache under 'bo' is refreshed.
    onSuccess: () => client.invalidateQueries({ queryKey: auditKeys.all.slice(0, 1) }),
  });
}
