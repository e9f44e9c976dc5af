/* Generated from schemas/api/test-clock.schema.json by scripts/gen-types.ts. Do not edit. */

/**
 * The shiftable clock of a server started with TEST_CLOCK=1 (end-to-end tests only; never in production): GET/PUT /wps/dev/clock.
 */
export interface TestClockApi {}
/**
 * body of PUT /wps/dev/clock: how far the server's business clock runs from the real time, in milliseconds (± 400 days).
 *
 * This interface was referenced by `TestClockApi`'s JSON-Schema
 * via the `definition` "TestClockBody".
 */
export interface TestClockBody {
  offsetMs: number;
}
/**
 * value of GET and PUT /wps/dev/clock: the business clock's time and its offset from the real time.
 *
 * This interface was referenced by `TestClockApi`'s JSON-Schema
 * via the `definition` "TestClockValue".
 */
export interface TestClockValue {
  now: string;
  offsetMs: number;
}
