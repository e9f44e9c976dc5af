// Runs a job every `everyMs` on this instance, never two runs of it at once here. Jobs must be safe
// to run on every instance at the same time (each claims its rows with a conditional UPDATE or SKIP
// LOCKED): there is no leader. A failed run is logged and retried at the next tick. The first run is at
// start, not one interval later: after a deploy or a crash, overdue work (an ended rebate period, an
// expired confirmation) is caught up at once, and every instance starting together races for it.
import type { Logger } from '../logger.ts';

export interface PeriodicJob {
  stop(): Promise<void>;
}

export function startPeriodicJob(name: string, everyMs: number, run: () => Promise<number>, logger: Logger): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then((done) => {
        if (done > 0) logger.info({ job: name, done }, 'job run');
        else logger.debug({ job: name, done }, 'job run');
      })
      .catch((err) => logger.error({ err, job: name }, 'job failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
