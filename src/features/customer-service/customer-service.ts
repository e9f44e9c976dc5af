// Opening customer service: pick the brand's chat entry, pre-open the 440×500 popup inside the click
// (so popup blockers allow it), load the decryption code, then send the popup to the chat — or close it
// and tell the visitor when the link is invalid (spec §4, §8).
import type { CustomerServiceEntry } from '../../../schemas/generated/tenant.ts';

export const CS_POPUP_FEATURES = 'width=440,height=500,menubar=no,toolbar=no,location=no,status=no,resizable=yes,scrollbars=yes';
export const CS_POPUP_NAME = 'customer-service';

/** A member above this VIP rank is served by the VIP entry (spec §6, §9: VIP when rank level above 4). */
export const VIP_RANK_ABOVE = 4;

/**
 * Live chat for a visitor (the lowest position first); the VIP entry only when there is no live chat — or first,
 * for a member whose VIP rank level is above 4.
 */
export function pickCustomerServiceEntry(entries: readonly CustomerServiceEntry[] | undefined, rankLevel = 0): CustomerServiceEntry | undefined {
  const sorted = [...(entries ?? [])].sort((a, b) => a.csPosition - b.csPosition);
  const vip = sorted.find((e) => e.csType === 'VIP');
  if (rankLevel > VIP_RANK_ABOVE && vip) return vip;
  return sorted.find((e) => e.csType === 'LIVECHAT') ?? vip;
}

export async function openCustomerService(entry: CustomerServiceEntry, onInvalid: () => void): Promise<void> {
  const popup = window.open('about:blank', CS_POPUP_NAME, CS_POPUP_FEATURES);
  let url: string | null;
  try {
    const { decryptCsLink } = await import('./cs-link.ts');
    url = decryptCsLink(entry.path);
  } catch {
    url = null;
  }
  if (!url) {
    popup?.close();
    onInvalid();
    return;
  }
  if (popup && !popup.closed) {
    popup.opener = null;
    popup.location.replace(url);
    popup.focus();
  } else {
    window.open(url, CS_POPUP_NAME, `${CS_POPUP_FEATURES},noopener`);
  }
}
