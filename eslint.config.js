// ESLint flat config: typescript-eslint's recommended rules everywhere, React's hook rules in the client,
// and each side's globals (browser in src/, Node in server/, scripts/ and tests/). In TypeScript files
// typescript-eslint leaves undefined names to the type checker, where tsconfig.server.json has no DOM and
// tsconfig.client.json no Node; the globals decide for the plain .js/.mjs files.
// Not type-aware: with type information the whole lint takes about 110 s of CPU instead of 22 s (notes).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'data/',
    'test-results/',
    'playwright-report/',
    '.tmp-shots/',
    'public/',
    // Written by scripts (gen-types) or copies of a build's output: not code anyone edits.
    'schemas/generated/',
    'tests/integration/fixtures/dist/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // A disable comment for a rule that no longer fires is itself an error, so the few that remain stay true.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_` marks what must be there but is not read: Express's four-argument error handler, a destructured
      // field dropped from a copy ({ secret: _secret, ...rest }). tsc's noUnusedParameters follows the same rule.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `declare global { namespace Express { interface Locals … } }` is how Express's types are augmented; the
      // rule still refuses run-time namespaces.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // `interface DefaultTheme extends AppTheme {}` is how styled-components' theme type is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not a warning: a missing dependency is a stale closure (a bug the user sees), the code has
      // none today, and warnings nobody has to fix pile up. A deliberate omission is written out (a ref).
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', 'schemas/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests read JSON bodies and log lines and then assert on them with toEqual: typing each body would copy
    // the schemas into the tests, and a wrong shape fails the assertion anyway. Production code gets no `any`.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tool configs that must be CommonJS (dependency-cruiser reads .cjs): require and module are theirs.
    files: ['*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The studio's game client is plain browser JavaScript served as is (no bundler, no modules).
    files: ['server/providers/games/originals/studio-client/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
