// The withdrawal note limit is written once (ConfirmBody.note maxLength in schemas/api) and the
// client's check (schemas/rules/withdrawal-limits.ts) must agree with the server's (ajv on that same
// schema) for every note, emoji-heavy ones above all: the client used to count UTF-16 units
// (String.length) and the server code points, so they disagreed on any note with astral characters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfirmBody } from '../../schemas/generated/withdrawals.ts';
import { noteTooLong, WITHDRAWAL_NOTE_MAX, WITHDRAWAL_PROOFS_MAX } from '../../schemas/rules/withdrawal-limits.ts';
import { apiSchema, compileApiSchema } from '../../server/http/validate.ts';

const serverValidator = compileApiSchema(apiSchema<ConfirmBody>('withdrawals', 'ConfirmBody'));
/** Whether the server refuses the note for its length (other problems, such as control characters, aside). */
const serverSaysTooLong = (note: string): boolean =>
  !serverValidator({ state: 'received', note }) && (serverValidator.errors ?? []).some((e) => e.keyword === 'maxLength' && e.instancePath === '/note');

describe('withdrawal note and proof limits', () => {
  it('when the limits are read, then they are the documented 140 characters and 3 proofs', () => {
    expect([WITHDRAWAL_NOTE_MAX, WITHDRAWAL_PROOFS_MAX]).toEqual([140, 3]);
  });

  it.each([
    ['140 emoji (280 UTF-16 units)', '😀'.repeat(140), false],
    ['141 emoji', '😀'.repeat(141), true],
    ['139 letters and a flag (two code points)', `${'a'.repeat(139)}🇵🇭`, true],
    ['138 letters and a flag', `${'a'.repeat(138)}🇵🇭`, false],
    ['70 Thai letters with marks and 70 CJK ideographs from the astral plane', 'กิ'.repeat(35) + '𠀀'.repeat(70), false],
    ['140 Vietnamese letters', 'ệ'.repeat(140), false],
    ['141 plain letters', 'x'.repeat(141), true],
  ])('when the note is %s, then client and server give the same answer', (_what, note, tooLong) => {
    expect(noteTooLong(note)).toBe(tooLong);
    expect(serverSaysTooLong(note)).toBe(tooLong);
  });

  it('when any note of 50 to 180 graphemes from the whole of Unicode is checked, then client and server agree', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 50, maxLength: 180 }), (note) => {
        expect(noteTooLong(note)).toBe(serverSaysTooLong(note));
      }),
      { seed: 140, numRuns: 500 },
    );
  });
});
