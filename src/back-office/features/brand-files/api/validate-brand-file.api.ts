// POST /bo/api/brand-files/validate?file=…: validates a tenant file before it is dropped in. The body is
// the file's bytes as they are (octet-stream), so the server reads the very text it would load.
import { useMutation } from '@tanstack/react-query';
import type { FileValidationValue } from '../../../../../schemas/generated/staff.ts';
import { apiUpload } from '../../../../lib/api/api-client.ts';

export const validateBrandFile = (file: File) =>
  apiUpload<FileValidationValue>(`/bo/api/brand-files/validate?file=${encodeURIComponent(file.name)}`, new Blob([file], { type: 'application/octet-stream' }));

export function useValidateBrandFile() {
  return useMutation({ mutationFn: validateBrandFile });
}
