// POST /lgw/lottery/verify: recomputes a draw from its revealed seed (anyone may; the answer is the result and the seed's hash).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { VerifyBody, VerifyValue } from '../../../../schemas/generated/lottery.ts';
import { apiPost } from '../../../lib/api/api-client.ts';
import { lotteryKeys } from './lottery-keys.ts';

export const verifyDraw = (body: VerifyBody) => apiPost<VerifyValue>('/lgw/lottery/verify', body);

export const verifyDrawMutationOptions = () => mutationOptions({ mutationKey: [...lotteryKeys.all, 'verify'], mutationFn: verifyDraw });

export function useVerifyDraw() {
  return useMutation(verifyDrawMutationOptions());
}
