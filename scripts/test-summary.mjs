// Prints one closing line for the whole suite ("N passed, N failed"), summed over Vitest and
// Playwright's JSON reports, so CI reads one figure whatever runner produced it.
import { readFileSync, existsSync } from 'node:fs';

let passed = 0,
  failed = 0,
  skipped = 0;
const vitest = 'test-results/vitest.json';
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  // A suite whose beforeAll fails reports its tests as skipped, not failed: count the suite itself.
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) + (r.numFailedTests === 0 ? (r.numFailedTestSuites ?? 0) : 0);
  skipped += r.numPendingTests + r.numTodoTests;
} else failed += 1;
const e2e = 'test-results/e2e.json';
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats;
  passed += s.expected;
  failed += s.unexpected;
  skipped += s.skipped;
  passed += s.flaky;
} else failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
