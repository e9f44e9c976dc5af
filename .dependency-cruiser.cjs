// The house's import boundaries (../shared/ARCHITECTURE.md §2), checked by `npm run check:deps`
// and by `npm test`. Every rule here is proved able to fail by tests/contract/boundaries.test.ts,
// which cruises planted fixtures; a rule added here needs a fixture there.
//
// Run-time cycles between folders are checked by a second pass (.dependency-cruiser-runtime.cjs),
// because folder-level rules in dependency-cruiser see every import, type-only ones included, and a
// type-only import never runs.

/** Unit tests beside the code and everything under tests/ may reach in anywhere. */
const TESTS = '(^tests/|\\.test\\.tsx?$)';

const KYSELY = '^node_modules/kysely/';
const EXPRESS = '^node_modules/(@types/)?express(-serve-static-core)?/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'schemas-import-nothing',
      comment: 'schemas/ is the contract both sides share: it imports nothing outside schemas/ (its unit tests may use the test runner).',
      severity: 'error',
      from: { path: '^schemas/', pathNot: TESTS },
      to: { pathNot: '^schemas/' },
    },
    {
      name: 'schemas-import-nothing',
      comment: 'The unit tests beside the schema rules may use the test runner and Node (to read files), nothing else outside schemas/.',
      severity: 'error',
      from: { path: '^schemas/.+\\.test\\.tsx?$' },
      to: { pathNot: ['^schemas/', '^node_modules/vitest/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'server-never-imports-client',
      comment: 'server/ and src/ meet only in schemas/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'server/ and src/ meet only in schemas/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'client-feature-imports-client-feature',
      comment: 'A client feature never imports another one; src/app composes them, shared code lives in src/lib or src/components.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'back-office-feature-imports-another',
      comment:
        'A back-office feature never imports another one; src/back-office/app composes them, shared code lives in src/back-office/components (or src/lib, src/components).',
      severity: 'error',
      from: { path: '^src/back-office/features/([^/]+)/' },
      to: { path: '^src/back-office/features/', pathNot: '^src/back-office/features/$1/' },
    },
    {
      name: 'back-office-feature-imports-app',
      comment: 'The app composes the features, not the other way round.',
      severity: 'error',
      from: { path: '^src/back-office/(features|components)/' },
      to: { path: '^src/back-office/app/' },
    },
    {
      name: 'back-office-and-portal-apart',
      comment:
        "The back office shares src/components and src/lib with the portal, never the portal's features or app; the portal never imports the back office.",
      severity: 'error',
      from: { path: '^src/back-office/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'portal-imports-back-office',
      comment: 'Staff code never reaches a player download.',
      severity: 'error',
      from: { path: '^src/(?!back-office/)' },
      to: { path: '^src/back-office/' },
    },
    {
      name: 'repository-outside-its-feature',
      comment:
        "A repository is used by its own feature (its folder under server/features, server/providers or server/) and wired by server/app.ts; another feature calls that feature's service.",
      severity: 'error',
      from: {
        path: '^(server/(?:features|providers)/[^/]+|server/(?!features/|providers/)[^/]+)/',
        // A feature's module is its composition root (rule below).
        pathNot: [TESTS, '\\.module\\.ts$'],
      },
      to: { path: '\\.repository\\.ts$', pathNot: '^$1/' },
    },
    {
      name: 'module-wires-another-features-repository',
      comment:
        "A feature's module (its composition root) builds its own repositories and the outside adapters' (server/providers: outboxes), never another feature's: that feature's module hands out a service or a port.",
      severity: 'error',
      from: { path: '^(server/features/[^/]+)/[^/]+\\.module\\.ts$' },
      to: { path: '^server/features/[^/]+/.*\\.repository\\.ts$', pathNot: '^$1/' },
    },
    {
      name: 'repository-outside-composition-root',
      comment:
        'Outside server/ only composition roots wire repositories: the command-line programs in scripts/ (each is the main of its own process, as server/app.ts is of the server) and the tests.',
      severity: 'error',
      from: { pathNot: [TESTS, '^server/', '^scripts/'] },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'kysely-in-service-or-routes',
      comment: 'Services and routes never write SQL: queries (kysely, its sql tag and types) live in repositories.',
      severity: 'error',
      from: { path: '\\.(service|routes)\\.tsx?$' },
      to: { path: KYSELY },
    },
    {
      name: 'kysely-outside-data-layer',
      comment:
        'Every other feature file is held to the same line: kysely belongs to repositories, table types, module wiring, server/db and the shared-state database adapter.',
      severity: 'error',
      from: {
        path: '^server/(features|providers|tenancy|jobs|http)/',
        pathNot: [TESTS, '\\.(repository|table|module)\\.ts$'],
      },
      to: { path: KYSELY },
    },
    {
      name: 'express-in-service',
      comment: 'A service tells the feature story without HTTP: Express (types included) stays in routes and middleware.',
      severity: 'error',
      from: { path: '\\.service\\.tsx?$' },
      to: { path: EXPRESS },
    },
  ],
  options: {
    // Type-only imports count: an Express type in a service is a violation even though it never runs.
    // No tsConfig: imports name their files (.ts/.tsx) and there are no path aliases to resolve.
    tsPreCompilationDeps: true,
    preserveSymlinks: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^test-results/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
