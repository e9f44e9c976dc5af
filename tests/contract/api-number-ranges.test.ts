// Every integer or number in schemas/api must say which values it can take: a value the database
// column cannot hold (a bigint overflow from nodeId 1e21) must be refused by validation with the
// translated `validation` envelope, never reach SQL and come back as a 500. An enum or const bounds
// a number too. Ids and money are bigint in the database but numbers in JavaScript, so their limit
// is 2^53 − 1; int4 columns get 2^31 − 1; counts and page numbers get business limits.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../schemas/api/', import.meta.url);

type Node = Record<string, unknown>;

/** JSON pointers of numeric schema nodes that lack a lower or an upper bound. */
export function unboundedNumbers(schema: unknown, pointer = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, i) => unboundedNumbers(item, `${pointer}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Node;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const numeric = types.includes('integer') || types.includes('number');
  const bounded = 'enum' in node || 'const' in node || (('minimum' in node || 'exclusiveMinimum' in node) && ('maximum' in node || 'exclusiveMaximum' in node));
  const here = numeric && !bounded ? [pointer || '/'] : [];
  return [...here, ...Object.entries(node).flatMap(([key, child]) => unboundedNumbers(child, `${pointer}/${key}`))];
}

describe('numeric ranges of the API schemas', () => {
  it('when a schema of schemas/api has an integer or number, then it has both a minimum and a maximum (or an enum)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(5);
    const missing = files.flatMap((f) => unboundedNumbers(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))).map((p) => `${f}#${p}`));
    expect(missing).toEqual([]);
  });

  it('when the walker meets an unbounded integer anywhere (nested, in items, in a list of types), then it names it', () => {
    const schema = {
      definitions: {
        A: { type: 'object', properties: { ok: { type: 'integer', minimum: 0, maximum: 3 }, bad: { type: 'integer', minimum: 1 } } },
        B: { type: 'array', items: { type: ['number', 'null'] } },
        C: { type: 'integer', enum: [0, 1] },
      },
    };
    expect(unboundedNumbers(schema)).toEqual(['/definitions/A/properties/bad', '/definitions/B/items']);
  });
});
