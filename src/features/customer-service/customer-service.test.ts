import { describe, expect, it } from 'vitest';
import { pickCustomerServiceEntry } from './customer-service.ts';

describe('pickCustomerServiceEntry', () => {
  it('when live chat and VIP exist, then live chat with the lowest position is picked', () => {
    const entry = pickCustomerServiceEntry([
      { csType: 'VIP', csPosition: 1, path: 'vip-path-xxxxxxxx' },
      { csType: 'LIVECHAT', csPosition: 3, path: 'chat-3-xxxxxxxx' },
      { csType: 'LIVECHAT', csPosition: 2, path: 'chat-2-xxxxxxxx' },
    ]);
    expect(entry?.path).toBe('chat-2-xxxxxxxx');
  });
  it('when only VIP exists, then VIP is picked', () => {
    expect(pickCustomerServiceEntry([{ csType: 'VIP', csPosition: 1, path: 'vip-path-xxxxxxxx' }])?.csType).toBe('VIP');
  });
  it('when there is no entry, then there is no customer service', () => {
    expect(pickCustomerServiceEntry([])).toBeUndefined();
    expect(pickCustomerServiceEntry(undefined)).toBeUndefined();
  });
  it('when the member is above VIP rank 4, then the VIP entry is picked even beside live chat; at rank 4 live chat', () => {
    const entries = [
      { csType: 'LIVECHAT' as const, csPosition: 1, path: 'chat-1-xxxxxxxx' },
      { csType: 'VIP' as const, csPosition: 2, path: 'vip-path-xxxxxxxx' },
    ];
    expect(pickCustomerServiceEntry(entries, 5)?.csType).toBe('VIP');
    expect(pickCustomerServiceEntry(entries, 4)?.csType).toBe('LIVECHAT');
    expect(pickCustomerServiceEntry([entries[0]], 6)?.csType).toBe('LIVECHAT');
  });
});
