// The browser's views of a tenant: the config minus every property whose schema node is marked
// `x-secret: true` (found by walking the schema next to the data, never by property name) and
// minus the root `$schema`. The inlined view (boot payload of index.html) also drops what the first
// paint does not need (`x-inline: false`; still served by /wps/system/permission).
// Built once per config change, never per request.
import type { TenantConfig } from '../../schemas/generated/tenant.ts';
import type { InlineTenantConfig, PublicTenantConfig } from '../../schemas/rules/public-config.ts';
import { tenantSchema, type JsonSchema } from '../tenant-schema.ts';

type Node = JsonSchema;

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf', 'then', 'else'] as const;

const isSecretNode = (n: Node) => n['x-secret'] === true;
const isNotInlined = (n: Node) => isSecretNode(n) || n['x-inline'] === false;

export function createPublicView(schema: JsonSchema = tenantSchema): (config: TenantConfig) => PublicTenantConfig {
  return createView(schema, isSecretNode) as (config: TenantConfig) => PublicTenantConfig;
}

export function createInlineView(schema: JsonSchema = tenantSchema): (config: TenantConfig) => InlineTenantConfig {
  return createView(schema, isNotInlined) as (config: TenantConfig) => InlineTenantConfig;
}

function createView(schema: JsonSchema, hidden: (node: Node) => boolean): (config: TenantConfig) => unknown {
  const patterns = new Map<string, RegExp>();
  const pattern = (source: string) => {
    let re = patterns.get(source);
    if (!re) patterns.set(source, (re = new RegExp(source, 'u')));
    return re;
  };

  const deref = (node: Node, seen = new Set<Node>()): Node => {
    const ref = node.$ref;
    if (typeof ref !== 'string' || seen.has(node)) return node;
    if (!ref.startsWith('#/')) throw new Error(`public view: only local $ref is supported, got ${ref}`);
    seen.add(node);
    let target: unknown = schema;
    for (const part of ref.slice(2).split('/')) target = (target as Node)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    if (!target || typeof target !== 'object') throw new Error(`public view: unresolvable $ref ${ref}`);
    return deref(target as Node, seen);
  };

  /** The node itself plus every node it is made of (after $ref and compositions). */
  const expand = (nodes: readonly Node[]): Node[] => {
    const out: Node[] = [];
    const visit = (node: Node) => {
      if (out.includes(node)) return;
      out.push(node);
      const target = deref(node);
      if (target !== node) visit(target);
      for (const key of COMPOSITIONS) {
        const branch = target[key];
        if (Array.isArray(branch)) branch.forEach((b) => visit(b as Node));
        else if (branch && typeof branch === 'object') visit(branch as Node);
      }
    };
    nodes.forEach(visit);
    return out;
  };

  const isHidden = (nodes: readonly Node[]) => nodes.some(hidden);

  const propertyNodes = (nodes: readonly Node[], key: string): Node[] => {
    const out: Node[] = [];
    for (const node of nodes) {
      const properties = node.properties as Record<string, Node> | undefined;
      if (properties && Object.hasOwn(properties, key)) {
        out.push(properties[key]);
        continue;
      }
      let matched = false;
      for (const [source, sub] of Object.entries((node.patternProperties as Record<string, Node>) ?? {})) {
        if (pattern(source).test(key)) {
          out.push(sub);
          matched = true;
        }
      }
      if (!matched && node.additionalProperties && typeof node.additionalProperties === 'object') out.push(node.additionalProperties as Node);
    }
    return expand(out);
  };

  const strip = (value: unknown, nodes: Node[]): unknown => {
    if (Array.isArray(value)) {
      const items = expand(nodes.flatMap((n) => (n.items && typeof n.items === 'object' && !Array.isArray(n.items) ? [n.items as Node] : [])));
      return value.map((item) => strip(item, items));
    }
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const childNodes = propertyNodes(nodes, key);
      if (isHidden(childNodes)) continue;
      out[key] = strip(child, childNodes);
    }
    return out;
  };

  const root = expand([schema]);
  return (config) => {
    if (isHidden(root)) throw new Error('public view: the whole tenant schema is hidden');
    const view = strip(config, root) as Record<string, unknown>;
    delete view.$schema;
    return view;
  };
}
