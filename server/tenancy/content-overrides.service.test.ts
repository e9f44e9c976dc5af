// Scheduled content with a moved clock: the effective config holds only what is live now, and a schedule
// check after a start or end announces exactly the brands whose content changed.
import { describe, expect, it } from 'vitest';
import type { ContentBanner, ContentNotice } from '../../schemas/generated/content.ts';
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import { createLogger } from '../logger.ts';
import { MemorySharedState } from '../shared-state/memory-shared-state.ts';
import type { ContentKind, ContentOverrideRecord, ContentOverridesRepository } from './content-overrides.repository.ts';
import { applyContent, ContentOverridesService, isLive } from './content-overrides.service.ts';

class MemoryRepository {
  rows: ContentOverrideRecord[] = [];
  async listAll() {
    return [...this.rows];
  }
  async listForTenant(tenantId: string) {
    return this.rows.filter((r) => r.tenantId === tenantId);
  }
  async upsert(tenantId: string, kind: ContentKind, value: unknown, updatedBy: string) {
    this.rows = [...this.rows.filter((r) => r.tenantId !== tenantId || r.kind !== kind), { tenantId, kind, value, updatedBy, updatedAt: new Date() }];
  }
  async delete(tenantId: string, kind: ContentKind) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.tenantId !== tenantId || r.kind !== kind);
    return this.rows.length < before;
  }
}

const T0 = Date.parse('2026-12-01T10:00:00Z');
const file = {
  banners: [{ bannerId: 1, url: '/brand-assets/a.svg', groupName: 'w_home' }],
  notices: [{ id: 1, title: { EN: 'File' }, content: { EN: 'x' } }],
  systemStatus: { maintenance: { enabled: false }, regionRestriction: { enabled: false } },
} as unknown as TenantConfig;
const notice = (id: number, startsAt?: string, endsAt?: string): ContentNotice => ({
  id,
  type: 'B',
  title: { EN: `N${id}` },
  content: { EN: 'x' },
  startsAt,
  endsAt,
});

describe('content overrides', () => {
  it('when now is before, at or after a schedule, then the item is live only from its start until (not at) its end', () => {
    const item = { startsAt: '2026-12-01T10:00:00.000Z', endsAt: '2026-12-01T11:00:00.000Z' };
    expect(isLive(item, T0 - 1)).toBe(false);
    expect(isLive(item, T0)).toBe(true);
    expect(isLive(item, T0 + 3_600_000 - 1)).toBe(true);
    expect(isLive(item, T0 + 3_600_000)).toBe(false);
    expect(isLive({}, T0)).toBe(true);
  });

  it('when staff edited a kind, then their list replaces the file’s (schedule dropped, link only where it links); other kinds stay the file’s', () => {
    const banner: ContentBanner = {
      bannerId: 7,
      groupName: 'w_home',
      url: 'https://cdn.example.com/b.png',
      linkageType: 'NONE',
      link: '/x',
      startsAt: '2026-12-01T09:00:00.000Z',
    };
    const at = new Date();
    const out = applyContent(file, { banners: { value: [banner], updatedBy: 'ops', updatedAt: at } }, T0);
    expect(out.banners).toEqual([{ bannerId: 7, groupName: 'w_home', url: 'https://cdn.example.com/b.png', linkageType: 'NONE' }]);
    expect(out.notices).toBe(file.notices);
    const m = applyContent(file, { maintenance: { value: { enabled: true, allowList: ['10.0.0.1'] }, updatedBy: 'ops', updatedAt: at } }, T0);
    expect(m.systemStatus.maintenance).toEqual({ enabled: true });
    expect(JSON.stringify(m)).not.toContain('10.0.0.1');
  });

  it('when the injected clock passes a start, then the schedule check announces that brand once and the notice becomes live', async () => {
    let now = T0;
    const repo = new MemoryRepository();
    const state = new MemorySharedState();
    const service = new ContentOverridesService(repo as unknown as ContentOverridesRepository, state, createLogger('silent'), () => now);
    await service.start();
    await service.save('aurora', 'notices', [notice(2, new Date(T0 + 60_000).toISOString(), new Date(T0 + 120_000).toISOString())], 'ops');
    await service.save('borealis', 'notices', [notice(3)], 'ops');
    const announced: string[] = [];
    service.onChange((id) => announced.push(id));
    expect(service.effective(file, 'aurora').notices).toEqual([]);

    now = T0 + 30_000;
    service.checkSchedule();
    expect(announced).toEqual([]);
    now = T0 + 60_000;
    service.checkSchedule();
    expect(announced).toEqual(['aurora']);
    expect(service.effective(file, 'aurora').notices.map((n) => n.id)).toEqual([2]);
    now = T0 + 120_000;
    service.checkSchedule();
    expect(announced).toEqual(['aurora', 'aurora']);
    expect(service.effective(file, 'aurora').notices).toEqual([]);
    expect(service.effective(file, 'borealis').notices.map((n) => n.id)).toEqual([3]);

    // Reset: the file's notices again.
    await service.reset('aurora', 'notices');
    expect(service.effective(file, 'aurora').notices).toBe(file.notices);
    await service.close();
    await state.close?.();
  });
});
