import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-client.ts';
import { gameFrameHref, isTrialRefusal, launchWindowFeatures } from './use-launch-game.ts';

describe('launch helpers', () => {
  it('when a frame game starts, then /game carries the encoded game address', () => {
    expect(gameFrameHref('/studio/ORIGINALS/dice?token=a&lang=EN')).toBe('/game?url=%2Fstudio%2FORIGINALS%2Fdice%3Ftoken%3Da%26lang%3DEN');
  });
  it('when a window game starts, then the window is 1300×900', () => {
    expect(launchWindowFeatures()).toBe('width=1300,height=900');
  });
  it('when the server refuses a trial account, then it is recognised; other refusals are not', () => {
    expect(isTrialRefusal(new ApiError('A real account is needed', 403, 'trialAccount'))).toBe(true);
    expect(isTrialRefusal(new ApiError('in_need_true_account', 403, undefined))).toBe(true);
    expect(isTrialRefusal(new ApiError('Vendor unavailable', 409, 'vendorUnavailable'))).toBe(false);
    expect(isTrialRefusal(new Error('x'))).toBe(false);
  });
});
