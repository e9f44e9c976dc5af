// GET /wps/member/responsible-gaming: exclusion, settings, whether this session is withdrawal-only, the brand's choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RgState } from '../../../../schemas/generated/exclusion.ts';
import { apiGet } from '../../../lib/api/api-client.ts';
import { exclusionKeys } from './exclusion-keys.ts';

export const fetchRgState = (signal?: AbortSignal) => apiGet<RgState>('/wps/member/responsible-gaming', { signal });

export const rgStateQueryOptions = () => queryOptions({ queryKey: exclusionKeys.state(), queryFn: ({ signal }) => fetchRgState(signal) });

export function useRgState(enabled = true) {
  return useQuery({ ...rgStateQueryOptions(), enabled });
}
