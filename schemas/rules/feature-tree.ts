// The one rule of the whitelabel feature tree, shared by server and client:
// a module is on only when it is present, enabled, and every ancestor is enabled (fail closed).
import type { ModuleId, WhitelabelNode } from '../generated/tenant.ts';

export function enabledModules(tree: readonly WhitelabelNode[]): ReadonlySet<ModuleId> {
  const on = new Set<ModuleId>();
  const walk = (nodes: readonly WhitelabelNode[]) => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      on.add(node.modId);
      if (node.childrenNodes) walk(node.childrenNodes);
    }
  };
  walk(tree);
  return on;
}

export function isModuleEnabled(tree: readonly WhitelabelNode[], id: ModuleId): boolean {
  return enabledModules(tree).has(id);
}

/** Every modId with the JSON pointer of its node, for duplicate checks at load time. */
export function moduleOccurrences(tree: readonly WhitelabelNode[], base = '/whitelabel'): Array<{ modId: ModuleId; pointer: string }> {
  const out: Array<{ modId: ModuleId; pointer: string }> = [];
  tree.forEach((node, i) => {
    const pointer = `${base}/${i}`;
    out.push({ modId: node.modId, pointer });
    if (node.childrenNodes) out.push(...moduleOccurrences(node.childrenNodes, `${pointer}/childrenNodes`));
  });
  return out;
}
