// Runs a job every `everyMs` on this instance, never two runs of it at once here. Jobs must be safe
// to run on every instance at the same time (each claims its rows with a conditional UPDATE or SKIP
// LOCKED): there is no leader. A failed run is logged and retried at the next tick. The first run is at
// start, not one interval later: after a deploy or a crash, overdue work (an ended rebate period, an
// expired confirmation) is caught up at once, and every instance starting together races for it.
//
// `idleMaxMs` (event consumers): while runs find nothing, the pause doubles up to that bound, and the first run
// that finds work brings it back to `everyMs`. A quiet portal then asks its database a few times a second in
// all instead of every consumer four times a second (about 6 % of a core on PGlite); under load nothing changes.
import type { Logger } from '../logger.ts';

/** Longest pause of an idle event consumer: the first event after a quiet spell waits at most this long. */
export const CONSUMER_IDLE_MAX_MS = 1_000;

export interface PeriodicJob {
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** Longest pause between runs that found nothing; default `everyMs` (no backing off). */
  idleMaxMs?: number;
}

export function startPeriodicJob(name: string, everyMs: number, run: () => Promise<number>, logger: Logger, options: PeriodicJobOptions = {}): PeriodicJob {
  const idleMaxMs = Math.max(everyMs, options.idleMaxMs ?? everyMs);
  let running: Promise<void> | null = null;
  let stopped = false;
  let pause = everyMs;
  let timer: NodeJS.Timeout | null = null;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    timer = null;
    running = run()
      .then((done) => {
        if (done > 0) logger.info({ job: name, done }, 'job run');
        else logger.debug({ job: name, done }, 'job run');
        pause = done > 0 ? everyMs : Math.min(idleMaxMs, pause * 2);
      })
      .catch((err) => {
        logger.error({ err, job: name }, 'job failed');
        pause = everyMs;
      })
      .finally(() => {
        running = null;
        schedule(pause);
      });
  }
  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
