// How long a wait for a condition may run before a test calls it a hang. It is a guard, never a speed
// assertion: on a loaded machine everything may take many times longer than on an idle one, and a test
// must still pass there. Speed is measured by scripts/bench-*.
export const CONDITION_GUARD_MS = 60_000;
