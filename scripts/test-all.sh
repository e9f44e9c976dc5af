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
step_name='' step_started=0 timings='' check_timings=''
end_step() {
  [ -n "$step_name" ] || return 0
  timings+=$(printf '%8s s  load %5s  %s' "$(secs $(($(ms) - step_started)))" "$(cut -d' ' -f1 /proc/loadavg)" "$step_name")$'\n'$check_timings
  check_timings=''
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

# Checks run side by side: each `check` starts at once when fewer than $CHECK_JOBS run (default: cores + 1),
# writes its output to a file of its own, and `checks_done` waits for all, then prints every output in the
# order the checks were given, each under its title with its seconds and exit code. A failed check fails
# the suite like a failed step.
CHECK_JOBS=${CHECK_JOBS:-$(($(nproc) + 1))}
check_dir=$(mktemp -d)
trap 'rm -rf "$check_dir"' EXIT
checks=()
check() {
  local n=${#checks[@]} title=$1
  shift
  while [ "$(jobs -pr | wc -l)" -ge "$CHECK_JOBS" ]; do wait -n; done
  checks+=("$title")
  (
    started=$(ms)
    "$@" >"$check_dir/$n.out" 2>&1
    rc=$?
    echo "$rc $(($(ms) - started)) $*" >"$check_dir/$n.rc"
  ) &
}
checks_done() {
  wait
  local n rc took cmd
  for n in "${!checks[@]}"; do
    read -r rc took cmd <"$check_dir/$n.rc" || rc=1 took=0 cmd='(did not finish)'
    printf '\n--- %s ---\n' "${checks[$n]}"
    cat "$check_dir/$n.out"
    printf '[time] %s s: %s%s\n' "$(secs "$took")" "$cmd" "$([ "$rc" = 0 ] || echo " (FAILED, exit $rc)")"
    check_timings+=$(printf '%8s s  %13s%s' "$(secs "$took")" '' "· ${checks[$n]}")$'\n'
    [ "$rc" = 0 ] || status=1
  done
  checks=()
}

step "machine set-up"
run bash scripts/ensure-system.sh

# The static checks and the build only read the tree (the build writes dist/, which none of the others
# reads), and each is one mostly single-threaded process: side by side they keep both cores busy. Longest
# first, so the short ones fill the gaps at the end.
step "static checks and build, side by side (CHECK_JOBS=$CHECK_JOBS)"
# Type check: each project tsconfig.json references (server, client, client tests, e2e), one process each.
for project in $(node -p "require('./tsconfig.json').references.map((r) => r.path).join(' ')"); do
  check "type check ${project#./}" npx tsc -b "$project"
done
check "dependency boundaries" npm run --silent check:deps
check "format" npx prettier --check .
check "lint" npx eslint .
check "build" npm run build --silent
check "generated types are current" npx tsx scripts/gen-types.ts --check
check "tenant files are valid" npx tsx scripts/validate-tenants.ts
check "generated art is current" npx tsx scripts/gen-art.ts --check
checks_done

step "unit and integration tests"
run npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

step "end-to-end tests (Chromium)"
run npx playwright test -c tests/e2e/playwright.config.ts

end_step
printf '\n=== summary ===\nwall-clock seconds per step, with the load average (1 min) when it ended\n%s%8s s  total\n' "$timings" "$(secs $(($(ms) - suite_started)))"
node scripts/test-summary.mjs || status=1
exit $status
