import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushConfigEvent } from '../../../schemas/generated/push.ts';
import { MemorySharedState } from '../../shared-state/memory-shared-state.ts';
import { DEFAULT_PUSH_LIMITS, PushHub, sseFrame, type PushSink } from './push-hub.service.ts';

class RecordingSink implements PushSink {
  opened = false;
  ended = false;
  pendingBytes = 0;
  text = '';
  open() {
    this.opened = true;
  }
  write(chunk: string | Buffer) {
    this.text += String(chunk);
  }
  end() {
    this.ended = true;
  }
  get events(): string[] {
    return [...this.text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
  }
}

const config = (version: string): PushConfigEvent => ({ type: 'config', version, config: { id: 'aurora' } as PushConfigEvent['config'] });

describe('PushHub', () => {
  const hubs: PushHub[] = [];
  const hubOf = async (limits = {}) => {
    const hub = new PushHub(new MemorySharedState(), pino({ level: 'silent' }), { ...DEFAULT_PUSH_LIMITS, ...limits });
    await hub.start();
    hubs.push(hub);
    return hub;
  };
  afterEach(async () => {
    for (const hub of hubs.splice(0)) await hub.close();
  });

  it('when an event is encoded, then it is one SSE message with the cursor as id and the JSON on one line', () => {
    expect(sseFrame({ config: '0123456789abcdef' }, { type: 'ready' })).toBe('id: config=0123456789abcdef\nevent: ready\ndata: {"type":"ready"}\n\n');
  });

  it('when a stream opens, then catch-up events come first, each advancing its id, then ready', async () => {
    const hub = await hubOf();
    hub.addCatchUp((_tenant, cursor) => (cursor.config === 'aaaaaaaaaaaaaaaa' ? [] : [config('aaaaaaaaaaaaaaaa')]));
    const sink = new RecordingSink();
    hub.open({ tenantId: 'aurora', address: '1.1.1.1', cursor: {}, sink });
    expect(sink.opened).toBe(true);
    expect(sink.text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(sink.events).toEqual(['config', 'ready']);
    expect(sink.text).toContain('id: config=aaaaaaaaaaaaaaaa\nevent: ready');
  });

  it("when an event targets a member, then only that member's streams of that brand get it", async () => {
    const hub = await hubOf();
    const member = new RecordingSink();
    const anonymous = new RecordingSink();
    const sameIdOtherBrand = new RecordingSink();
    hub.open({ tenantId: 'aurora', memberId: 7, address: '1.1.1.1', cursor: {}, sink: member });
    hub.open({ tenantId: 'aurora', address: '1.1.1.2', cursor: {}, sink: anonymous });
    hub.open({ tenantId: 'borealis', memberId: 7, address: '1.1.1.3', cursor: {}, sink: sameIdOtherBrand });
    expect(hub.deliverLocal('aurora', config('bbbbbbbbbbbbbbbb'), { memberId: 7 })).toBe(1);
    expect(member.events).toEqual(['ready', 'config']);
    expect(anonymous.events).toEqual(['ready']);
    expect(sameIdOtherBrand.events).toEqual(['ready']);
    // Published (through shared state) rather than delivered here: the same rule on every instance.
    await hub.publish('aurora', config('cccccccccccccccc'));
    await expect.poll(() => anonymous.events).toEqual(['ready', 'config']);
    expect(member.events).toEqual(['ready', 'config', 'config']);
  });

  it('when a reader falls behind past the limit, then its stream is closed instead of written to', async () => {
    const hub = await hubOf({ maxPendingBytes: 100 });
    const slow = new RecordingSink();
    const remove = hub.open({ tenantId: 'aurora', address: '1.1.1.1', cursor: {}, sink: slow });
    expect(typeof remove).toBe('function');
    slow.pendingBytes = 101;
    const before = slow.text;
    expect(hub.deliverLocal('aurora', config('dddddddddddddddd'))).toBe(0);
    expect(slow.ended).toBe(true);
    expect(slow.text).toBe(before);
    expect(hub.connections).toBe(0);
  });

  it('when limits are reached, then the refusal says which, before anything is written', async () => {
    const hub = await hubOf({ maxConnections: 2, maxPerAddress: 1 });
    hub.open({ tenantId: 'aurora', address: '1.1.1.1', cursor: {}, sink: new RecordingSink() });
    const refusedSink = new RecordingSink();
    expect(hub.open({ tenantId: 'aurora', address: '1.1.1.1', cursor: {}, sink: refusedSink })).toBe('addressFull');
    expect(refusedSink.opened).toBe(false);
    const second = hub.open({ tenantId: 'aurora', address: '1.1.1.2', cursor: {}, sink: new RecordingSink() });
    expect(hub.open({ tenantId: 'aurora', address: '1.1.1.3', cursor: {}, sink: new RecordingSink() })).toBe('instanceFull');
    (second as () => void)();
    (second as () => void)(); // removing twice counts once
    expect(hub.connections).toBe(1);
    expect(typeof hub.open({ tenantId: 'aurora', address: '1.1.1.3', cursor: {}, sink: new RecordingSink() })).toBe('function');
  });

  it("when a brand goes away or the hub drains, then its streams end; a drained hub refuses new ones as 'closing'", async () => {
    const hub = await hubOf();
    const aurora = new RecordingSink();
    const borealis = new RecordingSink();
    hub.open({ tenantId: 'aurora', address: '1.1.1.1', cursor: {}, sink: aurora });
    hub.open({ tenantId: 'borealis', address: '1.1.1.1', cursor: {}, sink: borealis });
    hub.endTenant('aurora');
    expect([aurora.ended, borealis.ended]).toEqual([true, false]);
    hub.drain();
    expect(borealis.ended).toBe(true);
    expect(hub.connections).toBe(0);
    expect(hub.open({ tenantId: 'borealis', address: '1.1.1.1', cursor: {}, sink: new RecordingSink() })).toBe('closing');
  });
});
