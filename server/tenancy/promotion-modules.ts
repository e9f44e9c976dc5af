// Spec §2: the member centre's referral entry (module REFERRAL) shows only when the brand runs a referral
// promotion. The effective feature tree switches REFERRAL off while the brand's promotions have none, so the
// menu, the public config and the endpoint's module gate all follow one fact (issue 19).
import type { Promotion, WhitelabelNode } from '../../schemas/generated/tenant.ts';

export function withPromotionModules(tree: readonly WhitelabelNode[], promotions: readonly Promotion[] | undefined): WhitelabelNode[] {
  const hasReferral = (promotions ?? []).some((p) => p.type === 'referral' && p.referral !== undefined);
  if (hasReferral) return tree as WhitelabelNode[];
  const off = (nodes: readonly WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => {
      const out: WhitelabelNode = node.modId === 'REFERRAL' && node.enabled ? { ...node, enabled: false } : { ...node };
      if (node.childrenNodes) out.childrenNodes = off(node.childrenNodes);
      return out;
    });
  return off(tree);
}
