// The players forms take their limits from the same JSON Schemas the server validates with (a reason's
// length, a note's length, an adjustment's bounds and key), and turn a typed amount into integer minor
// units exactly (no floating point: "0.29" is 29 cents, never 28.999…).
import playerAdmin from '../../../../../schemas/api/player-admin.schema.json';
import staff from '../../../../../schemas/api/staff.schema.json';

export const REASON = { min: staff.definitions.Reason.minLength, max: staff.definitions.Reason.maxLength };
export const NOTE_MAX = playerAdmin.definitions.NoteRequest.properties.body.maxLength;
const amount = playerAdmin.definitions.AdjustRequest.properties.amount;
export const AMOUNT = { min: amount.minimum, max: amount.maximum };

export const reasonOk = (reason: string) => reason.trim().length >= REASON.min && reason.trim().length <= REASON.max;

/** "1,234.5" with 2 minor units → 123450; null when it is not an amount with at most `minorUnits` decimals, or out of the schema's bounds. */
export function toMinorUnits(text: string, minorUnits: number): number | null {
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnits) return null;
  const minor = Number(match[1]) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
  return Number.isSafeInteger(minor) && minor >= AMOUNT.min && minor <= AMOUNT.max ? minor : null;
}

/** One key per confirmed adjustment (the schema's pattern: 16–64 of A–Z a–z 0–9 _ -). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
