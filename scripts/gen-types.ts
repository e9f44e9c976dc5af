// Generates TypeScript types from every JSON Schema in schemas/ (tenant + api/*).
// `--check` exits non-zero when a generated file differs from what is committed (CI drift guard).
import { compile } from 'json-schema-to-typescript';
import { readFileSync, writeFileSync, readdirSync, existsSync, mkdirSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const outDir = join(schemasDir, 'generated');

function schemaFiles(): string[] {
  const files = [join(schemasDir, 'tenant.schema.json')];
  const apiDir = join(schemasDir, 'api');
  if (existsSync(apiDir)) {
    for (const f of readdirSync(apiDir).sort()) if (f.endsWith('.schema.json')) files.push(join(apiDir, f));
  }
  return files;
}

/** Our own annotations (x-secret, x-inline) do not shape types; beside a $ref they would make the
 * generator emit a copy of the referenced type (RegisterRules1), so they are dropped first. */
function withoutAnnotations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutAnnotations);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => !k.startsWith('x-'))
      .map(([k, v]) => [k, withoutAnnotations(v)]),
  );
}

export async function generate(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of schemaFiles()) {
    const schema = withoutAnnotations(JSON.parse(readFileSync(file, 'utf8'))) as { title?: string };
    const ts = await compile(schema, schema.title ?? basename(file), {
      bannerComment: `/* Generated from ${file.slice(root.length + 1)} by scripts/gen-types.ts. Do not edit. */`,
      additionalProperties: false,
      unreachableDefinitions: true,
      cwd: dirname(file),
      style: { singleQuote: true, printWidth: 110 },
    });
    out.set(join(outDir, basename(file).replace('.schema.json', '.ts')), ts);
  }
  return out;
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generate();
  let drift = 0;
  mkdirSync(outDir, { recursive: true });
  for (const [path, content] of generated) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === content) continue;
    if (check) {
      drift++;
      console.error(`drift: ${path.slice(root.length + 1)} is out of date; run npm run gen-types`);
    } else {
      writeFileSync(path, content);
      console.log(`wrote ${path.slice(root.length + 1)}`);
    }
  }
  if (drift) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
