#!/usr/bin/env bash
# The whole test suite, as CI runs it: machine set-up, contract checks, lint and format check, type check,
# build, unit + integration tests (PGlite and PostgreSQL), then e2e in Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
# Wall-clock timing: every command and every step prints its seconds; the summary lists the steps.
ms() { echo $(($(date +%s%N) / 1000000)); }
secs() { printf '%d.%d' $(($1 / 1000)) $(($1 % 1000 / 100)); }
suite_started=$(ms)
step_name='' step_started=0 timings=''
end_step() {
  [ -n "$step_name" ] || return 0
  timings+=$(printf '%8s s  load %5s  %s' "$(secs $(($(ms) - step_started)))" "$(cut -d' ' -f1 /proc/loadavg)" "$step_name")$'\n'
}
step() {
  end_step
  step_name=$1 step_started=$(ms)
  printf '\n=== %s ===\n' "$1"
}
run() {
  local started
  started=$(ms)
  "$@" || status=1
  printf '[time] %s s: %s\n' "$(secs $(($(ms) - started)))" "$*"
}

step "machine set-up"
run bash scripts/ensure-system.sh

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

end_step
printf '\n=== summary ===\nwall-clock seconds per step, with the load average (1 min) when it ended\n%s%8s s  total\n' "$timings" "$(secs $(($(ms) - suite_started)))"
node scripts/test-summary.mjs || status=1
exit $status
