// The push feature: the hub (one per instance, fanned out through SharedState), the config events, and
// the event-stream route. Other features get the hub as their port to open browsers.
import type { Router } from 'express';
import type { ModuleContext } from '../../module-context.ts';
import { startConfigPush } from './config-push.ts';
import { DEFAULT_PUSH_LIMITS, PushHub, type PushLimits } from './push-hub.service.ts';
import { pushRoutes } from './push.routes.ts';

export interface PushModule {
  hub: PushHub;
  routes: Router;
}

export async function createPushModule(
  { sharedState, logger, tenants, onClose }: ModuleContext,
  options: { limits?: Partial<PushLimits> } = {},
): Promise<PushModule> {
  const hub = new PushHub(sharedState, logger, { ...DEFAULT_PUSH_LIMITS, ...options.limits });
  await hub.start();
  onClose(() => hub.close());
  onClose(startConfigPush(hub, tenants));
  return { hub, routes: pushRoutes(hub) };
}
