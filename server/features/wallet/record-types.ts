// Ledger kinds → the short public list of account-record types (spec §2 transactionHistory). A new
// internal kind shows as "other" rather than leak its name. A voided withdrawal hold and a dispute
// refund both read "refund". Promotion money (a bonus or cash award, and a bonus given up, expired or
// cancelled) reads "promotion". An agent contract's payout (issue 17) reads "salary" (real-time, hourly,
// daily wages) or "dividend".
import type { RecordType } from '../../../schemas/generated/wallet.ts';

export const RECORD_KINDS: Readonly<
  Record<'deposit' | 'withdrawal' | 'transfer' | 'freeplay' | 'game' | 'promotion' | 'salary' | 'dividend', readonly string[]>
> = {
  deposit: ['deposit'],
  transfer: ['member_transfer', 'game_wallet_in', 'game_wallet_out'],
  withdrawal: ['withdrawal'],
  freeplay: ['freeplay_grant'],
  game: ['bet', 'win', 'rollback', 'jackpot_win'],
  promotion: ['promotion_bonus', 'promotion_cash', 'promotion_forfeit'],
  salary: ['agent_salary'],
  dividend: ['agent_dividend'],
};
export const REFUND_KIND = 'withdrawal_refund';
export const KNOWN_KINDS: readonly string[] = [...Object.values(RECORD_KINDS).flat(), REFUND_KIND];

export function recordTypeOf(kind: string, phase: string): RecordType {
  if (kind === REFUND_KIND || (kind === 'withdrawal' && phase === 'void')) return 'refund';
  for (const [type, kinds] of Object.entries(RECORD_KINDS)) if (kinds.includes(kind)) return type as RecordType;
  return 'other';
}
