#!/usr/bin/env bash
# The whole test suite, as CI runs it: machine set-up, contract checks, lint and format check, type check,
# build, unit + integration tests (PGlite and PostgreSQL), then e2e in Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
step() { printf '\n=== %s ===\n' "$1"; }
run() { "$@" || status=1; }

step "machine set-up"
bash scripts/ensure-system.sh || status=1

step "generated types are current"
run npx tsx scripts/gen-types.ts --check

step "tenant files are valid and their generated art is current"
run npx tsx scripts/validate-tenants.ts
run npx tsx scripts/gen-art.ts --check

step "lint and format"
run npx eslint .
run npx prettier --check .

step "dependency boundaries"
run npm run --silent check:deps

step "type check (server, client, client tests, e2e: tsconfig.json's references)"
run npx tsc -b tsconfig.json

step "build"
run npm run build --silent

step "unit and integration tests"
run npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

step "end-to-end tests (Chromium)"
run npx playwright test -c tests/e2e/playwright.config.ts

step "summary"
node scripts/test-summary.mjs || status=1
exit $status
