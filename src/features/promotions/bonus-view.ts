// How a bonus's wagering is shown: the share played through (0–100, whole percent, never rounded up to
// 100 before it is done) and what is left to play.
import type { BonusView } from '../../../schemas/generated/promotions.ts';

export type BonusState = BonusView['state'];

export const BONUS_STATES: readonly BonusState[] = ['active', 'cleared', 'forfeited', 'expired', 'cancelled'];

export interface WageringProgress {
  percent: number;
  remaining: number;
}

export function wageringProgress(done: number, required: number): WageringProgress {
  if (required <= 0) return { percent: 100, remaining: 0 };
  const played = Math.min(Math.max(done, 0), required);
  return { percent: Math.floor((played * 100) / required), remaining: required - played };
}
