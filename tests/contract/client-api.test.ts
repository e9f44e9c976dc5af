// One client API convention (issue 13 item 3): every request and every TanStack Query hook lives in
// src/features/<f>/api/<endpoint>.api.ts, one endpoint per file, beside one key factory <f>-keys.ts.
// The first test holds src/ to it; the others plant each kind of breach so the check is seen to bite.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findClientApiViolations, type SourceFile } from './client-api-rules.ts';

const root = join(__dirname, '../..');

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') };
    });
}

const endpoint = (path: string, text: string): SourceFile => ({ path, text });
const GOOD_READ = endpoint(
  'src/features/shop/api/items.api.ts',
  `import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client.ts';
import { shopKeys } from './shop-keys.ts';
// GET /wps/shop/items and, in a comment, '/wps/shop/other' does not count.
export const fetchItems = (signal?: AbortSignal) => apiGet<string[]>('/wps/shop/items', { signal });
export const itemsQueryOptions = () => queryOptions({ queryKey: shopKeys.items(), queryFn: ({ signal }) => fetchItems(signal) });
export const useItems = () => useQuery(itemsQueryOptions());`,
);
const GOOD_KEYS = endpoint('src/features/shop/api/shop-keys.ts', `export const shopKeys = { items: () => ['shop', 'items'] as const };`);

describe('client API convention', () => {
  it('when the client is checked, then every request and query hook is in its endpoint file', () => {
    const files = sourcesUnder('src');
    expect(files.length).toBeGreaterThan(100);
    expect(findClientApiViolations(files)).toEqual([]);
    // Reading and parsing src/ takes a few seconds on a busy machine: time is not what this test checks.
  }, 60_000);

  it('when a feature follows the convention, then nothing is reported', () => {
    expect(findClientApiViolations([GOOD_READ, GOOD_KEYS])).toEqual([]);
  });

  it('when a page builds useQuery or useMutation inline, then the page is named', () => {
    const page = endpoint(
      'src/features/shop/shop-page.tsx',
      `import { useMutation, useQuery } from '@tanstack/react-query';
export function ShopPage() { useQuery({ queryKey: ['x'], queryFn: () => 1 }); useMutation({ mutationFn: async () => 1 }); return null; }`,
    );
    expect(findClientApiViolations([GOOD_READ, GOOD_KEYS, page])).toEqual([
      'src/features/shop/shop-page.tsx: calls useQuery outside an endpoint file; move it into src/features/<f>/api/<endpoint>.api.ts',
      'src/features/shop/shop-page.tsx: calls useMutation outside an endpoint file; move it into src/features/<f>/api/<endpoint>.api.ts',
    ]);
  });

  it('when a component or src/lib calls the api client or useInfiniteQuery, then it is named', () => {
    const helper = endpoint(
      'src/lib/query/use-everything.ts',
      `export const useAll = () => useInfiniteQuery({}); export const load = () => apiPost('/wps/shop/buy', {});`,
    );
    expect(findClientApiViolations([helper])).toEqual([
      'src/lib/query/use-everything.ts: calls useInfiniteQuery outside an endpoint file; move it into src/features/<f>/api/<endpoint>.api.ts',
      'src/lib/query/use-everything.ts: calls apiPost outside an endpoint file; the request belongs in src/features/<f>/api/<endpoint>.api.ts',
    ]);
  });

  it('when an endpoint file calls two API paths, then it is reported', () => {
    const two = endpoint(
      'src/features/shop/api/shop.api.ts',
      "export const a = () => apiGet('/wps/shop/a');\nexport const b = (id: number) => apiPost(`/wps/shop/${id}/b`, {});",
    );
    expect(findClientApiViolations([two])).toEqual([
      'src/features/shop/api/shop.api.ts: calls 2 API paths (/wps/shop/:param/b, /wps/shop/a); one endpoint per file',
    ]);
  });

  it('when two endpoint files call the same method and path, then the second is reported', () => {
    const copy = endpoint('src/features/shop/api/items-again.api.ts', `export const again = () => apiGet('/wps/shop/items');`);
    expect(findClientApiViolations([GOOD_READ, copy])).toEqual([
      'src/features/shop/api/items-again.api.ts: GET /wps/shop/items is already the endpoint of src/features/shop/api/items.api.ts; one file per endpoint',
    ]);
  });

  it('when an endpoint file computes its path, then it is reported', () => {
    const computed = endpoint('src/features/shop/api/buy.api.ts', `const pathOf = (k: string) => k; export const buy = (k: string) => apiPut(pathOf(k), {});`);
    expect(findClientApiViolations([computed])).toEqual([
      "src/features/shop/api/buy.api.ts: apiPut with a computed path; write the endpoint's path out so the file shows which endpoint it is",
    ]);
  });

  it('when a file in an api folder is misnamed, nested deeper or uses .query.ts, then each is reported', () => {
    const files = [
      endpoint('src/features/shop/api/helpers.ts', 'export const x = 1;'),
      endpoint('src/features/shop/api/keys.ts', 'export const k = {};'),
      endpoint('src/features/shop/cart/api/cart.api.ts', "export const c = () => apiGet('/wps/shop/cart');"),
      endpoint('src/features/shop/header/total.query.ts', 'export const t = 1;'),
    ];
    expect(findClientApiViolations(files)).toEqual([
      'src/features/shop/api/helpers.ts: files in src/features/shop/api/ are <endpoint>.api.ts (with its .api.test.ts) or the key factory shop-keys.ts',
      'src/features/shop/api/keys.ts: files in src/features/shop/api/ are <endpoint>.api.ts (with its .api.test.ts) or the key factory shop-keys.ts',
      'src/features/shop/cart/api/cart.api.ts: an endpoint file lives directly in src/features/<f>/api/',
      'src/features/shop/cart/api/cart.api.ts: api folders sit directly under the feature (src/features/<f>/api/), not deeper',
      'src/features/shop/cart/api/cart.api.ts: calls apiGet outside an endpoint file; the request belongs in src/features/<f>/api/<endpoint>.api.ts',
      'src/features/shop/header/total.query.ts: the .query.ts suffix is retired; name the endpoint file <endpoint>.api.ts in src/features/<f>/api/',
    ]);
  });
});
