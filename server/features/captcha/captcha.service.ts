// Image captcha (GET /wps/captcha): the answer lives in SharedState under a random id that the
// browser holds in the `cid` cookie; 5 minutes, single use, case-insensitive.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { captchaImage, randomCaptchaText } from './captcha-image.ts';

interface StoredAnswer {
  /** Lower-case answer. */
  a: string;
  /** Expiry, epoch ms (checked against the injected clock; the SharedState TTL is the backstop). */
  e: number;
}

/** How long a captcha can be answered; the `cid` cookie lives as long. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

// The id is 144 random bits held by one browser for one host, so it needs no tenant in the key.
export const answerKey = (id: string): string => `captcha:${id}`;

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export class CaptchaService {
  readonly #now: () => number;

  constructor(
    private readonly state: SharedState,
    options: { now?: () => number } = {},
  ) {
    this.#now = options.now ?? Date.now;
  }

  /** A new captcha: its image, and the id to hand to the browser. `replaces` (the previous id) is dropped. */
  async issue(replaces?: string): Promise<{ id: string; image: string }> {
    if (replaces) await this.state.del(answerKey(replaces));
    const id = randomBytes(18).toString('base64url');
    const text = randomCaptchaText();
    const stored: StoredAnswer = { a: text.toLowerCase(), e: this.#now() + CAPTCHA_TTL_MS };
    await this.state.set(answerKey(id), JSON.stringify(stored), CAPTCHA_TTL_MS);
    return { id, image: captchaImage(text) };
  }

  /**
   * Whether `answer` matches the captcha `id`. The captcha is used up whatever the
   * outcome, so every wrong guess costs the client a new image.
   */
  async verify(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id) return false;
    const key = answerKey(id);
    // incr is atomic: of two concurrent checks of one captcha only the first gets 1.
    const first = (await this.state.incr(`${key}:used`, CAPTCHA_TTL_MS)) === 1;
    const raw = first ? await this.state.get(key) : null;
    await this.state.del(key);
    if (raw === null || typeof answer !== 'string') return false;
    const stored = JSON.parse(raw) as StoredAnswer;
    if (stored.e <= this.#now()) return false;
    return sameText(answer.trim().toLowerCase(), stored.a);
  }
}
