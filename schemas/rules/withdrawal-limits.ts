// The withdrawal confirmation's limits, read from the API schema so they are written down once:
// the player's note (ConfirmBody.note maxLength) and the proof images (WithdrawalView.proofCount
// maximum). The server enforces the note through ajv on that same schema; the client checks with
// noteTooLong before sending. Both count Unicode code points, as JSON Schema's maxLength does (ajv's
// default): an emoji is one character, not the two UTF-16 units String.length would count.
import withdrawalsApi from '../api/withdrawals.schema.json';

export const WITHDRAWAL_NOTE_MAX: number = withdrawalsApi.definitions.ConfirmBody.properties.note.maxLength;
export const WITHDRAWAL_PROOFS_MAX: number = withdrawalsApi.definitions.WithdrawalView.properties.proofCount.maximum;

/** Characters as JSON Schema counts them (code points). */
export const characterCount = (text: string): number => [...text].length;

export const noteTooLong = (note: string): boolean => characterCount(note) > WITHDRAWAL_NOTE_MAX;
