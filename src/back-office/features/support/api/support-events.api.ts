// GET /bo/api/brands/:tenant/support/events (support.read, Server-Sent Events): the brand's support events while
// the console is open — new posts, typing, read marks, assignment and status changes.
import type { PushSupportEvent } from '../../../../../schemas/generated/push.ts';

/** Opens the console's stream; returns the function that closes it. EventSource reconnects by itself. */
export function watchSupport(tenantId: string, onEvent: (event: PushSupportEvent) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`/bo/api/brands/${encodeURIComponent(tenantId)}/support/events`);
  source.addEventListener('support', (message) => {
    try {
      onEvent(JSON.parse((message as MessageEvent<string>).data) as PushSupportEvent);
    } catch {
      // not an event of ours
    }
  });
  return () => source.close();
}
