// Periodic work that must happen exactly once per period and brand across every instance (daily rebate,
// draws, salaries, VIP evaluation): each period is claimed by inserting its (tenant, job, period) row in the
// transaction that does the work, so the work and the claim commit together — a crash rolls both back and
// the period is run again; a second instance waits on the key and then finds it taken. Periods missed while
// the servers were down are caught up, oldest first, within the job's window. Time comes from an injectable
// clock so tests can move it.
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { JobPeriodsRepository } from './job-periods.repository.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface PeriodJob<T> {
  name: string;
  /** The periods of `tenant` that have ended by `now` and are still to be run if missed, oldest first. */
  duePeriods(tenant: T, now: Date): string[];
  /** Whether the period's inputs are complete (e.g. every event before its end consumed); absent: always. Not ready: tried again next run. */
  ready?(tenant: T, periodKey: string): Promise<boolean>;
  /** The period's work, in the claiming transaction `trx`; returns what it did (kept with the period). */
  run(tenant: T, periodKey: string, trx: Db): Promise<Record<string, unknown>>;
}

/** Runs every due period of `job` for each tenant that no instance has run yet; returns how many it ran. */
export async function runDuePeriods<T extends { id: string }>(db: Db, job: PeriodJob<T>, tenants: readonly T[], clock: Clock): Promise<number> {
  const now = clock.now();
  let ran = 0;
  for (const tenant of tenants) {
    const due = job.duePeriods(tenant, now);
    const done = await new JobPeriodsRepository(db).done(tenant.id, job.name, due);
    for (const key of due) {
      if (done.has(key)) continue;
      // Periods run in order: one not ready holds the later ones back.
      if (job.ready && !(await job.ready(tenant, key))) break;
      const didRun = await inTransaction(db, async (trx) => {
        const periods = new JobPeriodsRepository(trx);
        if (!(await periods.claim(tenant.id, job.name, key))) return false;
        await periods.recordOutcome(tenant.id, job.name, key, await job.run(tenant, key, trx));
        return true;
      });
      if (didRun) ran += 1;
    }
  }
  return ran;
}

/** 'YYYY-MM-DD' of `at` in `timeZone` (an IANA name). */
// Building an Intl.DateTimeFormat costs tens of microseconds (it loads the zone's rules); the lottery schedule and
// every period job ask for local days many times a second, so one formatter per (zone, kind) is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) => {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = make()));
  return format;
};

export function localDay(at: Date, timeZone: string): string {
  return formatOf(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(at);
}

/** The local days before `now`'s local day, the `window` most recent, oldest first: the ended daily periods. */
export function endedDays(now: Date, timeZone: string, window: number): string[] {
  const today = localDay(now, timeZone);
  const days: string[] = [];
  for (let back = window; back >= 1; back -= 1) {
    const [y, m, d] = today.split('-').map(Number);
    days.push(new Date(Date.UTC(y, m - 1, d - back)).toISOString().slice(0, 10));
  }
  return days;
}

/** The instant local midnight starts `day` (YYYY-MM-DD) in `timeZone`. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const offsetAt = (instant: number) => {
    const format = formatOf(
      clockFormats,
      timeZone,
      () =>
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
    );
    const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - instant;
  };
  // Twice: the offset at the first guess can differ from the offset at the answer around a DST change.
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}
