// The TypeScript types both sides compile against are generated from the JSON Schemas; this fails
// the build when someone edits a schema without regenerating (or edits a generated file by hand).
import { describe, expect, it } from 'vitest';
import { readFileSync, existsSync } from 'node:fs';
import { generate } from '../../scripts/gen-types.ts';

describe('generated types', () => {
  it('when the schemas are compiled again, then every generated file is identical to the committed one', async () => {
    const generated = await generate();
    expect(generated.size).toBeGreaterThanOrEqual(2);
    const stale = [...generated].filter(([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content).map(([p]) => p);
    expect(stale).toEqual([]);
  });
});
