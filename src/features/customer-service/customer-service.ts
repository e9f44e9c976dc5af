// Opening customer service: pick the brand's chat entry, pre-open the 440×500 popup inside the click
// (so popup blockers allow it), load the decryption code, then send the popup to the chat — or close it
// and tell the visitor when the link is invalid (spec §4, §8).
import type { CustomerServiceEntry } from '../../../schemas/generated/tenant.ts';

export const CS_POPUP_FEATURES = 'width=440,height=500,menubar=no,toolbar=no,location=no,status=no,resizable=yes,scrollbars=yes';
export const CS_POPUP_NAME = 'customer-service';

/** Live chat for a visitor (the lowest position first); the VIP entry only when there is no live chat. */
export function pickCustomerServiceEntry(entries: readonly CustomerServiceEntry[] | undefined): CustomerServiceEntry | undefined {
  const sorted = [...(entries ?? [])].sort((a, b) => a.csPosition - b.csPosition);
  return sorted.find((e) => e.csType === 'LIVECHAT') ?? sorted.find((e) => e.csType === 'VIP');
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
