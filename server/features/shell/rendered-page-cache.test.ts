import { describe, expect, it } from 'vitest';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { RenderedPageCache, type CachedRender } from './rendered-page-cache.ts';

const tenant = (id: string) => ({ id }) as unknown as TenantContext;
const redirect = (location: string): CachedRender => ({ kind: 'redirect', location });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('RenderedPageCache', () => {
  it('when the same page is asked for twice, then it is rendered once', async () => {
    const cache = new RenderedPageCache();
    const aurora = tenant('aurora');
    let renders = 0;
    const produce = async () => redirect(`/r${++renders}`);
    expect(await cache.get('k', aurora, 'v1', produce)).toEqual(redirect('/r1'));
    expect(await cache.get('k', aurora, 'v1', produce)).toEqual(redirect('/r1'));
    expect(renders).toBe(1);
  });

  it('when requests arrive while the page renders, then they share that one render', async () => {
    const cache = new RenderedPageCache();
    const aurora = tenant('aurora');
    const gate = deferred<CachedRender>();
    let renders = 0;
    const produce = () => {
      renders++;
      return gate.promise;
    };
    const all = Promise.all([cache.get('k', aurora, 'v1', produce), cache.get('k', aurora, 'v1', produce), cache.get('k', aurora, 'v1', produce)]);
    gate.resolve(redirect('/once'));
    expect(await all).toEqual([redirect('/once'), redirect('/once'), redirect('/once')]);
    expect(renders).toBe(1);
  });

  it("when the brand's config, the template or the renderer changes, then the page is rendered again at once", async () => {
    const cache = new RenderedPageCache();
    let renders = 0;
    const produce = async () => redirect(`/r${++renders}`);
    await cache.get('k', tenant('aurora'), 'v1', produce);
    expect(await cache.get('k', tenant('aurora'), 'v1', produce)).toEqual(redirect('/r2')); // a new config is a new context
    const current = tenant('aurora');
    await cache.get('k', current, 'v1', produce);
    expect(await cache.get('k', current, 'v2', produce)).toEqual(redirect('/r4'));
  });

  it('when a page is older than its time to live, then it is served once more while a fresh render replaces it', async () => {
    let now = 0;
    const cache = new RenderedPageCache({ ttlMs: 1000, now: () => now });
    const aurora = tenant('aurora');
    const fresh = deferred<CachedRender>();
    let renders = 0;
    const produce = () => (++renders === 1 ? Promise.resolve(redirect('/old')) : fresh.promise);
    await cache.get('k', aurora, 'v1', produce);
    now = 5000;
    expect(await cache.get('k', aurora, 'v1', produce)).toEqual(redirect('/old'));
    expect(renders).toBe(2);
    fresh.resolve(redirect('/new'));
    await fresh.promise;
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('k', aurora, 'v1', produce)).toEqual(redirect('/new'));
    expect(renders).toBe(2);
  });

  it('when more pages than the bound are kept, then the least recently used one goes', async () => {
    const cache = new RenderedPageCache({ maxEntries: 2 });
    const aurora = tenant('aurora');
    let renders = 0;
    const produce = async () => redirect(`/r${++renders}`);
    await cache.get('a', aurora, 'v1', produce);
    await cache.get('b', aurora, 'v1', produce);
    await cache.get('a', aurora, 'v1', produce); // a is now the most recent
    await cache.get('c', aurora, 'v1', produce);
    expect(cache.size).toBe(2);
    await cache.get('a', aurora, 'v1', produce);
    expect(renders).toBe(3);
    await cache.get('b', aurora, 'v1', produce);
    expect(renders).toBe(4);
  });

  it('when a render fails, then nothing is kept and the next request renders again', async () => {
    const cache = new RenderedPageCache();
    const aurora = tenant('aurora');
    await expect(cache.get('k', aurora, 'v1', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', aurora, 'v1', async () => redirect('/ok'))).toEqual(redirect('/ok'));
  });

  it('when a brand is no longer served, then its pages are dropped', async () => {
    const cache = new RenderedPageCache();
    const aurora = tenant('aurora');
    const lotus = tenant('lotus');
    await cache.get('a', aurora, 'v1', async () => redirect('/a'));
    await cache.get('l', lotus, 'v1', async () => redirect('/l'));
    cache.retain((t) => t === lotus);
    expect(cache.size).toBe(1);
  });
});
