// Staff overrides of the feature tree. The effective tree is the tenant file's tree with each
// overridden module's `enabled` replaced. Overrides are held in memory (read on every request) and
// refreshed from the database whenever any instance changes them (shared-state pub/sub).
import type { ModuleId, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import type { Logger } from '../logger.ts';
import type { SharedState, Unsubscribe } from '../shared-state/shared-state.ts';
import type { FeatureOverride, FeatureOverridesRepository } from './feature-overrides.repository.ts';
import { isModuleId } from '../tenant-schema.ts';

export type OverrideMap = ReadonlyMap<ModuleId, boolean>;

const CHANNEL = 'feature-overrides';
const NONE: OverrideMap = new Map();

/**
 * Applies overrides to a tree without mutating it. An override can switch a module that the tenant
 * file lists on or off; it cannot add a module the file does not list (a module is on only when it
 * is present and every ancestor is on).
 */
export function applyOverrides(tree: readonly WhitelabelNode[], overrides: OverrideMap): WhitelabelNode[] {
  if (overrides.size === 0) return tree as WhitelabelNode[];
  return tree.map((node) => {
    const out: WhitelabelNode = { ...node, enabled: overrides.get(node.modId) ?? node.enabled };
    if (node.childrenNodes) out.childrenNodes = applyOverrides(node.childrenNodes, overrides);
    return out;
  });
}

export class FeatureOverridesService {
  #byTenant = new Map<string, OverrideMap>();
  // Refreshes can overlap (a delayed pub/sub echo of an older change, and this instance's own write):
  // only a read that started after the last applied one may replace it, so a stale read never wins.
  readonly #refreshStarted = new Map<string, number>();
  readonly #refreshApplied = new Map<string, number>();
  readonly #listeners = new Set<(tenantId: string) => void>();
  #unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly repository: FeatureOverridesRepository,
    private readonly sharedState: SharedState,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    const all = await this.repository.listAll();
    const grouped = new Map<string, Map<ModuleId, boolean>>();
    for (const o of all) {
      if (!grouped.has(o.tenantId)) grouped.set(o.tenantId, new Map());
      grouped.get(o.tenantId)!.set(o.modId, o.enabled);
    }
    this.#byTenant = grouped;
    this.#unsubscribe = await this.sharedState.subscribe(CHANNEL, (tenantId) => {
      this.#refresh(tenantId).catch((err) => this.logger.error({ err, tenant: tenantId }, 'cannot refresh feature overrides'));
    });
  }

  async close(): Promise<void> {
    await this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#listeners.clear();
  }

  forTenant(tenantId: string): OverrideMap {
    return this.#byTenant.get(tenantId) ?? NONE;
  }

  list(tenantId: string): Promise<FeatureOverride[]> {
    return this.repository.listForTenant(tenantId);
  }

  /** Switches a module on or off for one tenant, on every instance. */
  async set(tenantId: string, modId: ModuleId, enabled: boolean, updatedBy: string): Promise<FeatureOverride> {
    if (!isModuleId(modId)) throw new Error(`unknown module id ${String(modId)}`);
    const saved = await this.repository.upsert({ tenantId, modId, enabled, updatedBy });
    await this.#changed(tenantId);
    return saved;
  }

  /** Removes an override; the tenant file's value applies again. */
  async clear(tenantId: string, modId: ModuleId): Promise<boolean> {
    const removed = await this.repository.delete(tenantId, modId);
    if (removed) await this.#changed(tenantId);
    return removed;
  }

  onChange(listener: (tenantId: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #changed(tenantId: string): Promise<void> {
    await this.#refresh(tenantId); // read-your-writes on this instance
    await this.sharedState.publish(CHANNEL, tenantId);
  }

  async #refresh(tenantId: string): Promise<void> {
    const ticket = (this.#refreshStarted.get(tenantId) ?? 0) + 1;
    this.#refreshStarted.set(tenantId, ticket);
    const rows = await this.repository.listForTenant(tenantId);
    if (ticket < (this.#refreshApplied.get(tenantId) ?? 0)) return;
    this.#refreshApplied.set(tenantId, ticket);
    const next = new Map(rows.map((o) => [o.modId, o.enabled] as const));
    const before = this.forTenant(tenantId);
    if (next.size === before.size && [...next].every(([k, v]) => before.get(k) === v)) return;
    if (next.size === 0) this.#byTenant.delete(tenantId);
    else this.#byTenant.set(tenantId, next);
    for (const listener of this.#listeners) listener(tenantId);
  }
}
