import type { Kysely } from 'kysely';
import { applyFunctions } from '../sql-functions.ts';

// The functions moved out of the migrations into server/db/functions/<name>.sql (one home each). A
// database migrated before that carries the bodies as the migrations wrote them inline (the same
// code, other whitespace); applying the files once more makes every database's functions equal to
// their files, which the drift test (tests/integration/sql-functions.test.ts) checks. A named list,
// not "every file": a function added later is applied by the migration that adds what it needs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await applyFunctions(db, [
    'ledger_append_only',
    'ledger_move',
    'ledger_resolve',
    'staff_audit_append_only',
    'game_move',
    'game_stake',
    'game_win',
    'game_refund',
    'game_round_change',
    'seamless_trial',
    'seamless_bet',
    'seamless_win',
    'seamless_rollback',
    'seamless_balance',
    'seamless_batch',
  ]);
}

// Nothing to undo: the bodies are the ones the earlier migrations create.
export async function down(): Promise<void> {}
