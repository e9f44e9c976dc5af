// Every property of schemas/tenant.schema.json must be read by some code of the server or the client
// (or the shared rules both apply), or be marked as documentation only. A brand setting nobody reads
// is a promise the portal silently breaks: settings.withdrawalConfirmMinutes (aurora 60, pearl 120)
// was read by nothing while payouts were auto-confirmed after 30 minutes.
//
// A "read" is the property's name appearing as an identifier or a string literal in non-test source
// under server/, src/ or schemas/rules/ (parsed with the TypeScript compiler, so comments and text
// do not count). Generated types, tenant files, scripts and the tenant validator (which checks values
// but does not use them) are not readers. Two annotations answer for a property that is not named:
//   "x-doc-only": true    documented in the file for people or for the spec's shape, used by no code;
//   "x-read-whole": true  an object consumed whole (forwarded unchanged in an API answer, or looked up
//                          by a computed key): its own name must be read, its children need not be.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const READER_DIRS = ['server', 'src', 'schemas/rules'];
/** Checks values, uses none of them. */
const NOT_READERS = new Set(['server/tenancy/tenant-validator.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' || name === 'node_modules' ? [] : sourceFiles(path);
    const rel = relative(root, path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !NOT_READERS.has(rel) ? [path] : [];
  });
}

/** Every identifier and string literal of the reader code. */
export function namesReadByCode(): Set<string> {
  const names = new Set<string>();
  for (const file of READER_DIRS.flatMap((d) => sourceFiles(join(root, d)))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteralLike(node)) names.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}

type SchemaNode = { [key: string]: unknown };

/** JSON pointers of the schema's properties whose name no code reads and that carry no annotation. */
export function unreadProperties(schema: unknown, read: ReadonlySet<string>, pointer = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((child, i) => unreadProperties(child, read, `${pointer}/${i}`));
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as SchemaNode;
  if (node['x-read-whole'] === true) return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(node)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child as SchemaNode)) {
        const docOnly = (property as SchemaNode)?.['x-doc-only'] === true;
        if (!docOnly && !read.has(name)) out.push(`${at}/${name}`);
      }
    }
    out.push(...unreadProperties(child, read, at));
  }
  return out;
}

describe('tenant fields are read', () => {
  const read = namesReadByCode();
  const schema = JSON.parse(readFileSync(join(root, 'schemas/tenant.schema.json'), 'utf8'));

  it('when a property of the tenant schema is not marked x-doc-only, then some server, client or rules code reads it', () => {
    expect(read.size).toBeGreaterThan(1000);
    expect(unreadProperties(schema, read)).toEqual([]);
  });

  it('when a brand setting is named only by tenant files and generated types (the old settings.withdrawalConfirmMinutes), then it is reported', () => {
    const planted = { definitions: { Settings: { properties: { withdrawalConfirmMinutes: { type: 'integer' }, smsCodeMinutes: { type: 'integer' } } } } };
    expect(unreadProperties(planted, read)).toEqual(['/definitions/Settings/properties/withdrawalConfirmMinutes']);
  });

  it('when a property is marked documentation-only, or sits in an object consumed whole, then it needs no reader; the whole object itself does', () => {
    const marked = {
      properties: {
        notes: { type: 'string', 'x-doc-only': true },
        forwardedThing: { type: 'object', 'x-read-whole': true, properties: { neverNamedAnywhere: { type: 'string' } } },
      },
    };
    expect(unreadProperties(marked, read)).toEqual(['/properties/forwardedThing']);
  });

  it('when the annotations are used, then they are booleans set to true (a false or a typo would hide nothing)', () => {
    const bad: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((c, i) => walk(c, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (k.startsWith('x-') && !['x-secret', 'x-inline', 'x-doc-only', 'x-read-whole', 'x-message'].includes(k)) bad.push(`${at}/${k}`);
        if ((k === 'x-doc-only' || k === 'x-read-whole') && v !== true) bad.push(`${at}/${k}`);
        // x-message (what the tenant validator says when a keyword fails) maps keyword names to messages.
        if (k === 'x-message' && (!v || typeof v !== 'object' || Array.isArray(v))) bad.push(`${at}/${k}`);
        walk(v, `${at}/${k}`);
      }
    };
    walk(schema, '');
    expect(bad).toEqual([]);
  });
});
