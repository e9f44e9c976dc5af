// What the page does with the push channel, started after the first paint (its own chunk, so the first
// load does not grow): a pushed config replaces the page's (menus, routes and pages follow at once), and
// the brand data on screen is fetched again, since any answer may depend on the config (vendor lanes of a
// category switched off, for one). A new session reconnects, so the stream belongs to who is signed in.
import type { QueryClient } from '@tanstack/react-query';
import type { BootPayload } from '../../../schemas/rules/public-config.ts';
import { formatPushCursor } from '../../../schemas/rules/push-cursor.ts';
import { useSessionStore } from '../session/session.store.ts';
import { applyLiveTenantConfig, liveTenantVersion } from '../tenant/live-tenant.ts';
import { connectPush, onPushEvent, reconnectPush } from './push-channel.ts';

/**
 * Every open browser gets a change at the same moment; spreading their refetches over this long keeps a
 * toggle from becoming a burst of requests at the server. The config itself applies at once.
 */
const REFETCH_SPREAD_MS = 2_000;

export function startLiveUpdates(queryClient: QueryClient, boot: Pick<BootPayload, 'configVersion'>): () => void {
  let refetch: ReturnType<typeof setTimeout> | undefined;
  const stopConfig = onPushEvent('config', (event) => {
    applyLiveTenantConfig(event.config, event.version);
    if (refetch === undefined) {
      refetch = setTimeout(() => {
        refetch = undefined;
        void queryClient.invalidateQueries();
      }, Math.random() * REFETCH_SPREAD_MS);
    }
  });
  const stopSession = useSessionStore.subscribe((now, before) => {
    if (now.signedIn !== before.signedIn) reconnectPush();
  });
  const version = liveTenantVersion(boot.configVersion);
  const disconnect = connectPush(formatPushCursor(version === undefined ? {} : { config: version }));
  return () => {
    if (refetch !== undefined) clearTimeout(refetch);
    stopConfig();
    stopSession();
    disconnect();
  };
}
