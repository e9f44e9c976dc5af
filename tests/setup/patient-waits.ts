// Vitest setup for every test file: waits for a condition use the hang guard instead of the libraries'
// short defaults (Testing Library's findBy*/waitFor give up after 1 s, which a lazy chunk on a loaded
// machine can take; see tests/setup/condition-guard.ts).
import { CONDITION_GUARD_MS } from './condition-guard.ts';

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: CONDITION_GUARD_MS });
}
