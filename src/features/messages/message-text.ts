// The title and text of a message as the member reads them: an operator's as sent (in the language the
// server picked), a system message translated now from its code and params, so it follows the language the
// member reads in today. Plain strings: React renders them as text, so HTML in a message is shown, never run.
import type { TFunction } from 'i18next';
import type { MessageItem } from '../../../schemas/generated/messages.ts';

export function messageText(t: TFunction, formatMoney: (minor: number) => string, m: MessageItem): { title: string; body: string } {
  if (m.kind !== 'system' || !m.code) return { title: m.title ?? '', body: m.body ?? '' };
  const amount = formatMoney(m.params?.amount ?? 0);
  const bodyKey = m.code === 'rewardGranted' ? (m.params?.kind === 'bonus' ? 'bodyBonus' : 'bodyCash') : 'body';
  return { title: t(`messages.system.${m.code}.title`), body: t(`messages.system.${m.code}.${bodyKey}`, { amount, ticket: m.params?.ticket ?? '' }) };
}
