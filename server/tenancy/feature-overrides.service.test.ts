// Overlapping refreshes: the database answers reads out of order (a slow pub/sub echo of an older
// change lands after this instance's own, newer read). The newer read must stay in force.
import { describe, expect, it } from 'vitest';
import type { ModuleId } from '../../schemas/generated/tenant.ts';
import { createLogger } from '../logger.ts';
import { MemorySharedState } from '../shared-state/memory-shared-state.ts';
import type { FeatureOverride, FeatureOverridesRepository } from './feature-overrides.repository.ts';
import { FeatureOverridesService } from './feature-overrides.service.ts';

/** A store whose reads resolve only when the test releases them, in the order the test picks. */
class HeldReadsRepository {
  rows: FeatureOverride[] = [];
  held: Array<() => void> = [];
  async listAll(): Promise<FeatureOverride[]> {
    return [];
  }
  listForTenant(): Promise<FeatureOverride[]> {
    const snapshot = [...this.rows];
    return new Promise((resolve) => this.held.push(() => resolve(snapshot)));
  }
  async upsert(o: Omit<FeatureOverride, 'updatedAt'>): Promise<FeatureOverride> {
    const saved = { ...o, updatedAt: new Date() };
    this.rows = [...this.rows.filter((r) => r.modId !== o.modId), saved];
    return saved;
  }
}

describe('feature overrides refresh order', () => {
  it('when an older read resolves after a newer one, then the newer overrides stay in force', async () => {
    const repo = new HeldReadsRepository();
    const state = new MemorySharedState();
    const service = new FeatureOverridesService(repo as unknown as FeatureOverridesRepository, state, createLogger('silent'));
    await service.start();
    const first = service.set('aurora', 'REGMOBVERF3' as ModuleId, false, 'test');
    await Promise.resolve();
    await Promise.resolve();
    const second = service.set('aurora', 'REGISTER' as ModuleId, false, 'test');
    await new Promise((r) => setTimeout(r, 0));
    expect(repo.held).toHaveLength(2);
    repo.held[1](); // the newer read (both overrides) lands first…
    await new Promise((r) => setTimeout(r, 0));
    repo.held[0](); // …then the older one (only the first override)
    await new Promise((r) => setTimeout(r, 0));
    expect(Object.fromEntries(service.forTenant('aurora'))).toEqual({ REGMOBVERF3: false, REGISTER: false });
    // Let the pub/sub echoes finish so nothing is left pending.
    for (let i = 0; i < 5; i++) {
      for (const release of repo.held.splice(0)) release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all([first, second]);
    await service.close();
    await state.close?.();
  });
});
