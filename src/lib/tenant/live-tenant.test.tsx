// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BootPayload, InlineTenantConfig } from '../../../schemas/rules/public-config.ts';
import { applyLiveTenantConfig, liveTenantVersion, useLiveTenantContext } from './live-tenant.ts';
import { createTenantContextValue, withTenantConfig, type TenantContextValue } from './tenant-context.tsx';

const tenantWith = (liveOn: boolean, cdn: string[] = ['https://a.example/', 'https://b.example']) =>
  ({
    id: 'aurora',
    whitelabel: [{ modId: 'PORTAL', enabled: true, childrenNodes: [{ modId: 'GAMES', enabled: true, childrenNodes: [{ modId: 'LIVE', enabled: liveOn }] }] }],
    cdn: { image: cdn, launchGame: [] },
  }) as unknown as InlineTenantConfig;

const boot = {
  tenant: tenantWith(true),
  configVersion: '1111111111111111',
  system: { status: 0, ip: '127.0.0.1' },
  serverTime: 0,
  session: null,
} as BootPayload;

function Probe({ initial }: { initial: TenantContextValue }) {
  const context = useLiveTenantContext(initial);
  return <p>{`${context.modules.has('LIVE') ? 'live on' : 'live off'} ${context.boot.configVersion} ${context.imageCdn}`}</p>;
}

afterEach(cleanup);

describe('live tenant config', () => {
  it('when a pushed config differs from the boot one, then the context follows it; the boot version again restores the page as loaded', () => {
    const initial = createTenantContextValue(boot, 0, () => 0);
    render(<Probe initial={initial} />);
    expect(screen.getByText('live on 1111111111111111 https://a.example')).toBeTruthy();
    act(() => applyLiveTenantConfig(tenantWith(false), '2222222222222222'));
    expect(screen.getByText('live off 2222222222222222 https://a.example')).toBeTruthy();
    expect(liveTenantVersion(boot.configVersion)).toBe('2222222222222222');
    act(() => applyLiveTenantConfig(tenantWith(true), '1111111111111111'));
    expect(screen.getByText('live on 1111111111111111 https://a.example')).toBeTruthy();
  });

  it('when the picked image CDN leaves the list, then another listed one is picked; while listed it stays', () => {
    const initial = createTenantContextValue(boot, 0, () => 0);
    expect(withTenantConfig(initial, tenantWith(true, ['https://b.example', 'https://a.example']), 'v', () => 0).imageCdn).toBe('https://a.example');
    expect(withTenantConfig(initial, tenantWith(true, ['https://c.example']), 'v', () => 0).imageCdn).toBe('https://c.example');
    expect(withTenantConfig(initial, tenantWith(true, []), 'v').imageCdn).toBeUndefined();
  });
});
