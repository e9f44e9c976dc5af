// The tenants being served, as request-ready contexts: the file config with staff overrides applied,
// its public view, and the set of enabled modules. Rebuilt only when a file or an override changes.
import { createHash } from 'node:crypto';
import type { ModuleId, TenantConfig } from '../../schemas/generated/tenant.ts';
import { enabledModules } from '../../schemas/rules/feature-tree.ts';
import type { InlineTenantConfig, PublicTenantConfig } from '../../schemas/rules/public-config.ts';
import type { Logger } from '../logger.ts';
import type { ContentOverridesService } from './content-overrides.service.ts';
import { applyOverrides, type FeatureOverridesService } from './feature-overrides.service.ts';
import { withPromotionModules } from './promotion-modules.ts';
import { createInlineView, createPublicView } from './public-view.ts';
import { resolveTenant } from './resolve-tenant.ts';
import type { TenantRegistry } from './tenant-registry.ts';

export interface TenantContext {
  readonly id: string;
  /** The tenant file with the effective feature tree and live content (file + overrides). Server-side only. */
  readonly config: TenantConfig;
  /** What a browser may see: secrets dropped. */
  readonly publicConfig: PublicTenantConfig;
  /** What index.html inlines: the public view less what the first paint does not need. */
  readonly inlineConfig: InlineTenantConfig;
  readonly enabled: ReadonlySet<ModuleId>;
  /**
   * Names what a browser may see of this config: a hash of the public view, so every instance that
   * serves the same effective config gives it the same version (the push channel's catch-up compares it).
   */
  readonly version: string;
}

/**
 * 16 hex digits of SHA-256 over the public view's JSON (built by one function, so its key order is stable)
 * and the brand's promotions (and staff's help texts): those stay off the public view (each is served localised with the viewer's
 * status by /wps/promotions), yet a change to them is news to an open page, which refetches its data on a
 * new version. Only the digest leaves the server.
 */
export const configVersionOf = (publicConfig: PublicTenantConfig, promotions?: TenantConfig['promotions'], help?: unknown): string => {
  const hash = createHash('sha256').update(JSON.stringify(publicConfig));
  if (promotions !== undefined) hash.update('\npromotions:').update(JSON.stringify(promotions));
  if (help !== undefined) hash.update('\nhelp:').update(JSON.stringify(help));
  return hash.digest('hex').slice(0, 16);
};

const HOST_CACHE_LIMIT = 10_000;

export class TenantDirectory {
  readonly #registry: TenantRegistry;
  readonly #overrides: FeatureOverridesService;
  readonly #content: ContentOverridesService;
  readonly #publicView = createPublicView();
  readonly #inlineView = createInlineView();
  #contexts = new Map<string, TenantContext>();
  readonly #hostCache = new Map<string, TenantContext | null>();
  readonly #listeners = new Set<(ids: readonly string[]) => void>();
  readonly #unsubscribe: Array<() => void>;

  constructor(
    registry: TenantRegistry,
    overrides: FeatureOverridesService,
    content: ContentOverridesService,
    private readonly logger: Logger,
  ) {
    this.#registry = registry;
    this.#overrides = overrides;
    this.#content = content;
    for (const id of registry.configs.keys()) this.#rebuild(id);
    this.#unsubscribe = [
      registry.onChange((ids) => this.#changed(ids)),
      overrides.onChange((id) => this.#changed([id])),
      content.onChange((id) => this.#changed([id])),
    ];
  }

  get(id: string): TenantContext | undefined {
    return this.#contexts.get(id);
  }

  all(): TenantContext[] {
    return [...this.#contexts.values()];
  }

  /** Host header → context, or null for an unknown host. Cached until the next change. */
  resolve(host: string | undefined): TenantContext | null {
    if (host === undefined) return null;
    const cached = this.#hostCache.get(host);
    if (cached !== undefined) return cached;
    const id = resolveTenant(host, this.#registry.hosts, { localhostAliases: this.#registry.localhostAliases });
    const context = id === null ? null : (this.#contexts.get(id) ?? null);
    if (this.#hostCache.size >= HOST_CACHE_LIMIT) this.#hostCache.clear();
    this.#hostCache.set(host, context);
    return context;
  }

  onChange(listener: (ids: readonly string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    for (const off of this.#unsubscribe) off();
    this.#listeners.clear();
  }

  #rebuild(id: string): void {
    const file = this.#registry.configs.get(id);
    if (!file) {
      this.#contexts.delete(id);
      return;
    }
    const merged: TenantConfig = {
      ...file,
      whitelabel: applyOverrides(file.whitelabel, this.#overrides.forTenant(id)),
      ...this.#content.effective(file, id),
    };
    // Spec §2: the referral entry only while the brand runs a referral promotion.
    const config: TenantConfig = { ...merged, whitelabel: withPromotionModules(merged.whitelabel, merged.promotions) };
    const publicConfig = this.#publicView(config);
    this.#contexts.set(id, {
      id,
      config,
      publicConfig,
      inlineConfig: this.#inlineView(config),
      enabled: enabledModules(config.whitelabel),
      // Staff's help texts (served by /wps/system/helpCenter, not in the config) are news to an open help page too.
      version: configVersionOf(publicConfig, config.promotions, this.#content.forTenant(id).help?.value),
    });
  }

  #changed(ids: readonly string[]): void {
    const next = new Map(this.#contexts);
    const previous = this.#contexts;
    this.#contexts = next;
    for (const id of ids) this.#rebuild(id);
    this.#hostCache.clear();
    if (ids.every((id) => previous.get(id) === next.get(id))) return;
    for (const listener of this.#listeners) {
      try {
        listener(ids);
      } catch (err) {
        this.logger.error({ err }, 'tenant context listener failed');
      }
    }
  }
}
