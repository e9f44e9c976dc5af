import { describe, expect, it } from 'vitest';
import { MemorySharedState } from '../../shared-state/memory-shared-state.ts';
import { answerKey, CAPTCHA_TTL_MS, CaptchaService } from './captcha.service.ts';

const state = new MemorySharedState();

async function answerOf(id: string): Promise<string> {
  return JSON.parse((await state.get(answerKey(id)))!).a as string;
}

describe('CaptchaService', () => {
  it('when the right answer is given in any letter case, then it passes once and never again', async () => {
    const captcha = new CaptchaService(state);
    const { id, image } = await captcha.issue();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = await answerOf(id);
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    expect(await captcha.verify(id, ` ${answer.toUpperCase()} `)).toBe(true);
    expect(await captcha.verify(id, answer)).toBe(false);
  });

  it('when a wrong answer is given, then the captcha is used up and the right answer fails afterwards', async () => {
    const captcha = new CaptchaService(state);
    const { id } = await captcha.issue();
    const answer = await answerOf(id);
    expect(await captcha.verify(id, 'zzzz')).toBe(false);
    expect(await captcha.verify(id, answer)).toBe(false);
  });

  it('when the captcha is older than 5 minutes, then the right answer fails', async () => {
    let now = 1_000_000;
    const captcha = new CaptchaService(state, { now: () => now });
    const { id } = await captcha.issue();
    const answer = await answerOf(id);
    now += CAPTCHA_TTL_MS;
    expect(await captcha.verify(id, answer)).toBe(false);
  });

  it('when there is no id, an unknown id or no answer, then it fails', async () => {
    const captcha = new CaptchaService(state);
    const { id } = await captcha.issue();
    expect(await captcha.verify(undefined, 'abcd')).toBe(false);
    expect(await captcha.verify('unknown-id-unknown-id', 'abcd')).toBe(false);
    expect(await captcha.verify(id, undefined)).toBe(false);
  });

  it('when a new captcha replaces the previous one, then the previous answer is gone', async () => {
    const captcha = new CaptchaService(state);
    const first = await captcha.issue();
    const answer = await answerOf(first.id);
    await captcha.issue(first.id);
    expect(await captcha.verify(first.id, answer)).toBe(false);
  });

  it('when the same right answer is checked twice at the same time, then only one check passes', async () => {
    const captcha = new CaptchaService(state);
    const { id } = await captcha.issue();
    const answer = await answerOf(id);
    const results = await Promise.all([captcha.verify(id, answer), captcha.verify(id, answer), captcha.verify(id, answer)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
