import { describe, expect, it } from 'vitest';
import type { ModuleId, WhitelabelNode } from '../../schemas/generated/tenant.ts';
import { enabledModules } from '../../schemas/rules/feature-tree.ts';
import { applyOverrides } from './feature-overrides.service.ts';

const tree: WhitelabelNode[] = [
  { modId: 'PORTAL', enabled: true, childrenNodes: [{ modId: 'GAMES', enabled: true, childrenNodes: [{ modId: 'RNG', enabled: true }, { modId: 'LIVE', enabled: false }] }] },
];
const overrides = (entries: Array<[ModuleId, boolean]>) => new Map(entries);

describe('applyOverrides', () => {
  it('when there are no overrides, then the tree is returned as is', () => {
    expect(applyOverrides(tree, overrides([]))).toBe(tree);
  });

  it('when modules are overridden, then only their enabled flags change and the input is untouched', () => {
    const before = JSON.stringify(tree);
    const out = applyOverrides(tree, overrides([['RNG', false], ['LIVE', true]]));
    expect(out[0].childrenNodes![0].childrenNodes).toEqual([{ modId: 'RNG', enabled: false }, { modId: 'LIVE', enabled: true }]);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('when a parent is overridden off, then its children are off in the effective set', () => {
    expect([...enabledModules(applyOverrides(tree, overrides([['GAMES', false]])))]).toEqual(['PORTAL']);
  });

  it('when an override names a module the file does not list, then nothing is added', () => {
    expect(applyOverrides(tree, overrides([['VIP', true]]))).toEqual(tree);
  });
});
