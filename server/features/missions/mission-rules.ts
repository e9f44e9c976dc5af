// The mission rules (issue 20), pure: which period a moment belongs to, what one event adds to a mission, and
// how progress advances. The consumer and the property test both use them.
import type { Mission } from '../../../schemas/generated/tenant.ts';
import { localDay } from '../../jobs/period-job.ts';

/** What the consumer reads of one domain event. */
export interface MissionEvent {
  type: string;
  occurredAt: Date;
  payload: Record<string, unknown>;
}

export interface MissionState {
  progress: number;
  /** loginStreak: the last local day counted (YYYY-MM-DD). */
  lastDay: string | null;
}

export const SIGNED_IN = 'member.signed_in';

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** 'once', the local day 'YYYY-MM-DD' (daily), or 'W' + the Monday that starts the local week (weekly). */
export function missionPeriod(period: Mission['period'], at: Date, timeZone: string): string {
  if (period === 'once') return 'once';
  const day = localDay(at, timeZone);
  if (period === 'daily') return day;
  const [y, m, d] = day.split('-').map(Number);
  const back = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `W${new Date(Date.UTC(y, m - 1, d - back)).toISOString().slice(0, 10)}`;
}

/**
 * The period before `key` (a key of missionPeriod): the day before, the week before; none for 'once'. A completed,
 * unclaimed mission of that period can still be claimed until `key` ends (the claim's grace window).
 */
export function previousPeriod(key: string): string | null {
  if (key === 'once') return null;
  const weekly = key.startsWith('W');
  const [y, m, d] = (weekly ? key.slice(1) : key).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d - (weekly ? 7 : 1))).toISOString().slice(0, 10);
  return weekly ? `W${day}` : day;
}

/**
 * What `event` adds to `mission` in the brand's currency, or null when it does not count: bet — the settled
 * stake on the category; deposit — the credited amount; rounds — 1 per settled round of the game; loginStreak — 1.
 */
export function contribution(mission: Mission, event: MissionEvent, currency: string): number | null {
  const p = event.payload;
  switch (mission.task) {
    case 'bet':
    case 'rounds': {
      if (event.type !== 'bet.settled' || p.currency !== currency) return null;
      if (mission.category !== undefined && p.gameType !== mission.category) return null;
      if (mission.task === 'rounds') return mission.gameCode === undefined || p.gameCode === mission.gameCode ? 1 : null;
      const bet = Number(p.bet);
      return Number.isSafeInteger(bet) && bet > 0 ? bet : null;
    }
    case 'deposit': {
      if (event.type !== 'deposit.credited' || p.currency !== currency) return null;
      const amount = Number(p.amount);
      return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
    }
    case 'loginStreak':
      return event.type === SIGNED_IN ? 1 : null;
  }
}

/** The state after one counted event (`day`: its local day). A streak grows on the next day, holds on the same day, restarts after a gap. */
export function advance(mission: Mission, state: MissionState, amount: number, day: string): MissionState {
  if (mission.task !== 'loginStreak') return { progress: state.progress + amount, lastDay: state.lastDay };
  if (state.lastDay === null) return { progress: 1, lastDay: day };
  const gap = dayNumber(day) - dayNumber(state.lastDay);
  if (gap <= 0) return state;
  return { progress: gap === 1 ? state.progress + 1 : 1, lastDay: day };
}

export const isComplete = (mission: Mission, state: MissionState): boolean => state.progress >= mission.target;
