// Balances and points credited by event consumers arrive a moment after the action that earned them: a test reads
// such a value once it holds still across a read 1.5 s later, longer than a consumer's longest idle pause (1 s,
// CONSUMER_IDLE_MAX_MS), so a consumer run that found nothing more came between (CI once failed on a read taken
// while the last spins' points were still arriving).
import { expect } from '@playwright/test';

export async function readOnceStill(read: () => Promise<number>): Promise<number> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const now = await read();
        const still = now === previous;
        previous = now;
        return still;
      },
      { intervals: [1_500], timeout: 60_000 },
    )
    .toBe(true);
  return previous;
}
