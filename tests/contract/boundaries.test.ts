// The import boundaries of .dependency-cruiser.cjs and .dependency-cruiser-runtime.cjs (npm run
// check:deps): the real tree has no violation, and every rule can fail. Each rule is proved by a
// small tree of planted files, written to a temporary folder shaped like the repository (with its
// node_modules linked in, so npm imports resolve as they do here), that breaks that rule.
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const moduleRules = require(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
const runtimeRules = require(join(ROOT, '.dependency-cruiser-runtime.cjs')) as IConfiguration;
const SOURCES = ['server', 'src', 'schemas', 'scripts', 'tests', 'vite.config.ts'];

interface Violation {
  rule: string;
  from: string;
  to: string;
}

async function check(config: IConfiguration, baseDir: string, sources: string[]): Promise<Violation[]> {
  const { output } = await cruise(sources, { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } });
  const result = output as ICruiseResult;
  return (result.summary.violations ?? []).map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const checkAll = async (baseDir: string, sources: string[]) => [
  ...(await check(moduleRules, baseDir, sources)),
  ...(await check(runtimeRules, baseDir, sources)),
];

// A planted violation per rule, and what the rule must say about it.
const PLANTED: Record<string, string> = {
  // schemas-import-nothing
  'schemas/rules/leaky.ts': "import { ENV } from '../../server/env.ts';\nexport const leaky = ENV;\n",
  'schemas/rules/leaky.test.ts':
    "import { expect } from 'vitest';\nimport { readFileSync } from 'node:fs';\nimport { X } from '../../src/lib/x.ts';\nexpect(readFileSync && X).toBeTruthy();\n",
  // server-never-imports-client, kysely-in-service-or-routes, express-in-service, repository-outside-its-feature
  'server/features/alpha/alpha.service.ts': [
    "import { sql } from 'kysely';",
    "import type { Request } from 'express';",
    "import { X } from '../../../src/lib/x.ts';",
    "import { BetaRepository } from '../beta/beta.repository.ts';",
    'export const alpha = (r: Request) => [sql, X, BetaRepository, r];',
    '',
  ].join('\n'),
  // module-wires-another-features-repository (a provider's repository is fine in a module)
  'server/features/alpha/alpha.module.ts':
    "import { BetaRepository } from '../beta/beta.repository.ts';\nimport { OutboxRepository } from '../../providers/outbox/outbox.repository.ts';\nexport const wire = [BetaRepository, OutboxRepository];\n",
  'server/providers/outbox/outbox.repository.ts': "import { sql } from 'kysely';\nexport class OutboxRepository { q = sql`select 1`; }\n",
  'server/features/alpha/alpha.routes.ts': "import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;\n",
  // kysely-outside-data-layer
  'server/features/alpha/alpha-audit.ts': "import { sql } from 'kysely';\nexport const audit = sql`select 1`;\n",
  'server/features/beta/beta.repository.ts': "import { sql } from 'kysely';\nexport class BetaRepository { q = sql`select 1`; }\n",
  'server/env.ts': 'export const ENV = 1;\n',
  // client-never-imports-server, repository-outside-composition-root
  'src/lib/x.ts': "import { BetaRepository } from '../../server/features/beta/beta.repository.ts';\nexport const X = BetaRepository;\n",
  // client-feature-imports-client-feature
  'src/features/one/one.ts': "import { two } from '../two/two.ts';\nexport const one = two;\n",
  'src/features/two/two.ts': 'export const two = 2;\n',
  // runtime-folder-cycle: tenancy ↔ features/gamma at run time
  'server/tenancy/pick.ts': "import { gamma } from '../features/gamma/gamma.ts';\nexport const pick = () => gamma;\n",
  'server/features/gamma/gamma.ts': "import { tenantOf } from '../../tenancy/tenant-of.ts';\nexport const gamma = tenantOf;\n",
  'server/tenancy/tenant-of.ts': 'export const tenantOf = (x: string) => x;\n',
  // not a violation: http ↔ jobs only through a type-only import, which never runs
  'server/http/clock.ts': "import type { Job } from '../jobs/job.ts';\nexport const clock = (job: Job) => job.name;\n",
  'server/jobs/job.ts': "import { clock } from '../http/clock.ts';\nexport interface Job { name: string }\nexport const tick = clock;\n",
};

describe('import boundaries (dependency-cruiser)', () => {
  let planted: string;

  beforeAll(() => {
    planted = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const [path, text] of Object.entries(PLANTED)) {
      mkdirSync(dirname(join(planted, path)), { recursive: true });
      writeFileSync(join(planted, path), text);
    }
    symlinkSync(join(ROOT, 'node_modules'), join(planted, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('when the real tree is checked, then no rule is broken', async () => {
    expect(await checkAll(ROOT, SOURCES)).toEqual([]);
  }, 600_000);

  describe('when a rule is broken on purpose, then the check names it', () => {
    let found: Violation[];
    beforeAll(async () => {
      found = await checkAll(planted, ['server', 'src', 'schemas']);
    }, 600_000);
    const broke = (rule: string, from: string, to: RegExp) =>
      expect(
        found.filter((v) => v.rule === rule && v.from === from && to.test(v.to)),
        `${rule}: ${from} → ${to}`,
      ).toHaveLength(1);

    it('schemas importing outside schemas/ (a test file may use vitest and node, nothing else)', () => {
      broke('schemas-import-nothing', 'schemas/rules/leaky.ts', /^server\/env\.ts$/);
      broke('schemas-import-nothing', 'schemas/rules/leaky.test.ts', /^src\/lib\/x\.ts$/);
      expect(found.filter((v) => v.from === 'schemas/rules/leaky.test.ts' && !v.to.startsWith('src/'))).toEqual([]);
    });
    it('server and client importing each other', () => {
      broke('server-never-imports-client', 'server/features/alpha/alpha.service.ts', /^src\/lib\/x\.ts$/);
      broke('client-never-imports-server', 'src/lib/x.ts', /beta\.repository\.ts$/);
    });
    it('one client feature importing another', () => {
      broke('client-feature-imports-client-feature', 'src/features/one/one.ts', /^src\/features\/two\/two\.ts$/);
    });
    it('a repository imported by another feature or outside the composition roots', () => {
      broke('repository-outside-its-feature', 'server/features/alpha/alpha.service.ts', /beta\.repository\.ts$/);
      broke('repository-outside-composition-root', 'src/lib/x.ts', /beta\.repository\.ts$/);
      broke('module-wires-another-features-repository', 'server/features/alpha/alpha.module.ts', /beta\.repository\.ts$/);
      expect(found.filter((v) => v.from === 'server/features/alpha/alpha.module.ts' && v.to.includes('outbox'))).toEqual([]);
    });
    it('kysely in a service, a routes file or any other non-repository feature file; Express in a service', () => {
      broke('kysely-in-service-or-routes', 'server/features/alpha/alpha.service.ts', /node_modules\/kysely\//);
      broke('kysely-in-service-or-routes', 'server/features/alpha/alpha.routes.ts', /node_modules\/kysely\//);
      broke('kysely-outside-data-layer', 'server/features/alpha/alpha-audit.ts', /node_modules\/kysely\//);
      broke('express-in-service', 'server/features/alpha/alpha.service.ts', /node_modules\/(@types\/)?express/);
      expect(found.filter((v) => v.from === 'server/features/beta/beta.repository.ts')).toEqual([]);
    });
    it('folders importing each other at run time, but not through a type-only import', () => {
      const cycles = found.filter((v) => v.rule === 'runtime-folder-cycle');
      expect(cycles.map((v) => v.from).sort()).toEqual(['server/features/gamma', 'server/tenancy']);
    });
  });
});
