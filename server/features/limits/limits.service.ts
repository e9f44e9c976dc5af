// Deposit, loss and wager limits set by the player (issue 22; MGA Player Protection Directive, UKGC RTS 12).
// A new limit or a decrease applies at once; an increase or a removal waits 24 hours (cooling-off) as a pending
// change the player may cancel, and is applied by the first read or change after it is due (the stake check in
// the database honours a due one by itself). Every change is recorded with its time. Staff only read: nothing
// here lets anyone but the player relax a limit. The cooling-off runs on the Clock (tests move past the 24 hours); the rolling windows are counted in the
// database's time, as stake_limit_check counts them.
// No Express here.
import type { LimitsValue, LimitView, LimitRules } from '../../../schemas/generated/limits.ts';
import type { ResponsibleGamingLimits } from '../../../schemas/generated/tenant.ts';
import { formatMinorUnits } from '../../../schemas/rules/money-format.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { systemClock, type Clock } from '../../jobs/period-job.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { LimitsRepository, type LimitChange, type LimitRow } from './limits.repository.ts';
import type { LimitKind, LimitPeriod } from './limits.table.ts';

export const COOLING_OFF_MS = 24 * 3_600_000;
const ALL_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
/** Lines of the activity statement read (and written out) at a time. */
export const STATEMENT_PAGE = 500;

export function rulesOf(tenant: TenantContext): LimitRules {
  const c: ResponsibleGamingLimits = tenant.config.responsibleGaming?.limits ?? {};
  return {
    periods: [...(c.periods ?? ALL_PERIODS)],
    maximums: { ...(c.maximums ?? {}) },
    defaults: JSON.parse(JSON.stringify(c.defaults ?? {})) as LimitRules['defaults'],
    mandatoryPrompt: c.mandatoryPrompt ?? 'off',
  };
}

export class LimitsService {
  readonly #repo: LimitsRepository;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {
    this.#repo = new LimitsRepository(db);
  }

  async view(tenant: TenantContext, memberId: number): Promise<LimitsValue> {
    const now = this.clock.now();
    await this.#applyDue(tenant.id, memberId, now);
    const rules = rulesOf(tenant);
    const currency = tenant.config.currency.code;
    const [rows, history, net, promptDue] = await Promise.all([
      this.#repo.limits(this.db, tenant.id, memberId),
      this.#repo.history(tenant.id, memberId),
      this.#repo.netDeposits(tenant.id, memberId, currency, ALL_PERIODS),
      this.#promptDue(tenant, memberId, rules),
    ]);
    const limits: LimitView[] = [];
    for (const row of rows)
      limits.push({ ...this.#pendingOf(row), kind: row.kind, period: row.period, amount: row.amount, used: await this.#used(tenant, memberId, row) });
    return {
      rules,
      limits,
      history: history.map(changeView),
      netDeposits: { lifetime: net.lifetime, day: net.since[0]!, week: net.since[1]!, month: net.since[2]! },
      promptDue,
    };
  }

  /** Sets a limit's amount: new or lower at once, higher after the cooling-off. */
  async set(tenant: TenantContext, memberId: number, kind: LimitKind, period: LimitPeriod, amount: number): Promise<LimitsValue> {
    const rules = rulesOf(tenant);
    if (!rules.periods.includes(period)) throw new AppError(400, 'limitPeriodNotOffered');
    if (!Number.isSafeInteger(amount) || amount < 1) throw new AppError(400, 'limitAmountInvalid');
    const max = rules.maximums[kind];
    if (max !== undefined && amount > max) throw new AppError(400, 'limitAboveMaximum', { params: { amount: formatMinorUnits(max, money(tenant)) } });
    const now = this.clock.now();
    await this.#applyDue(tenant.id, memberId, now);
    // Two first settings racing: the loser's insert writes nothing, and it runs again against the winner's row.
    for (let attempt = 1; ; attempt++) {
      const written = await this.#setOnce(tenant, memberId, kind, period, amount, now);
      if (written || attempt === 2) break;
    }
    return this.view(tenant, memberId);
  }

  /** One try of `set` in one transaction; false when its first insert lost a race (nothing written). */
  async #setOnce(tenant: TenantContext, memberId: number, kind: LimitKind, period: LimitPeriod, amount: number, now: Date): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const row = (await this.#repo.limits(trx, tenant.id, memberId, true)).find((r) => r.kind === kind && r.period === period);
      const change = { kind, period, createdAt: now, effectiveAt: now };
      if (!row) {
        if (!(await this.#repo.insert(trx, tenant.id, memberId, kind, period, amount, now))) return false;
        await this.#repo.record(trx, tenant.id, memberId, { ...change, action: 'set', oldAmount: null, newAmount: amount });
        return true;
      }
      if (row.pendingFrom !== null && amount >= row.amount) throw new AppError(409, 'limitChangePending');
      if (amount === row.amount) throw new AppError(409, 'limitUnchanged');
      if (amount < row.amount) {
        // A decrease applies at once, and replaces any increase or removal still waiting.
        await this.#repo.update(trx, tenant.id, memberId, { ...row, amount, pendingAmount: null, pendingFrom: null }, now);
        await this.#repo.record(trx, tenant.id, memberId, { ...change, action: 'decreased', oldAmount: row.amount, newAmount: amount });
        return true;
      }
      const from = new Date(now.getTime() + COOLING_OFF_MS);
      await this.#repo.update(trx, tenant.id, memberId, { ...row, pendingAmount: amount, pendingFrom: from }, now);
      await this.#repo.record(trx, tenant.id, memberId, {
        ...change,
        effectiveAt: from,
        action: 'increaseRequested',
        oldAmount: row.amount,
        newAmount: amount,
      });
      return true;
    });
  }

  /** Asks to remove a limit: it ends after the cooling-off. */
  async remove(tenant: TenantContext, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<LimitsValue> {
    const now = this.clock.now();
    await this.#applyDue(tenant.id, memberId, now);
    await inTransaction(this.db, async (trx) => {
      const row = (await this.#repo.limits(trx, tenant.id, memberId, true)).find((r) => r.kind === kind && r.period === period);
      if (!row) throw new AppError(404, 'limitNotFound');
      if (row.pendingFrom !== null) throw new AppError(409, 'limitChangePending');
      const from = new Date(now.getTime() + COOLING_OFF_MS);
      await this.#repo.update(trx, tenant.id, memberId, { ...row, pendingAmount: null, pendingFrom: from }, now);
      await this.#repo.record(trx, tenant.id, memberId, {
        kind,
        period,
        action: 'removalRequested',
        oldAmount: row.amount,
        newAmount: null,
        effectiveAt: from,
        createdAt: now,
      });
    });
    return this.view(tenant, memberId);
  }

  /** Cancels a waiting increase or removal: the limit stays as it is. */
  async cancelPending(tenant: TenantContext, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<LimitsValue> {
    const now = this.clock.now();
    await this.#applyDue(tenant.id, memberId, now);
    await inTransaction(this.db, async (trx) => {
      const row = (await this.#repo.limits(trx, tenant.id, memberId, true)).find((r) => r.kind === kind && r.period === period);
      if (!row || row.pendingFrom === null) throw new AppError(409, 'limitNoPendingChange');
      await this.#repo.update(trx, tenant.id, memberId, { ...row, pendingAmount: null, pendingFrom: null }, now);
      await this.#repo.record(trx, tenant.id, memberId, {
        kind,
        period,
        action: 'cancelled',
        oldAmount: row.pendingAmount,
        newAmount: row.amount,
        effectiveAt: now,
        createdAt: now,
      });
    });
    return this.view(tenant, memberId);
  }

  /** The player answered the brand's mandatory deposit-limit prompt with "no limit for now". */
  async declinePrompt(tenant: TenantContext, memberId: number): Promise<LimitsValue> {
    const now = this.clock.now();
    if (await this.#promptDue(tenant, memberId, rulesOf(tenant))) {
      await this.#repo.record(this.db, tenant.id, memberId, {
        kind: 'deposit',
        period: 'day',
        action: 'promptDeclined',
        oldAmount: null,
        newAmount: null,
        effectiveAt: now,
        createdAt: now,
      });
    }
    return this.view(tenant, memberId);
  }

  /**
   * Runs `work` (the deposit's insert) in a transaction that holds the member's deposit limits, after checking
   * that `amount` fits every one of them: two deposits racing a limit take turns, and the second one counts the
   * first. A member without a deposit limit pays one probe. 409 depositLimitReached when it does not fit; 409
   * depositLimitPromptRequired while the brand's mandatory deposit-limit question is unanswered.
   */
  async guardDeposit<T>(tenant: TenantContext, memberId: number, amount: number, work: (trx?: Db) => Promise<T>): Promise<T> {
    const now = this.clock.now();
    // The brand's mandatory deposit-limit question (RTS 12B) is enforced here, not only shown: no deposit starts
    // until it is answered. Asked outside the transaction: an answer, once given, stays given.
    const rules = rulesOf(tenant);
    if (await this.#promptDue(tenant, memberId, rules)) throw new AppError(409, 'depositLimitPromptRequired');
    return inTransaction(this.db, async (trx) => {
      const rows = (await this.#repo.limits(trx, tenant.id, memberId, true)).filter((r) => r.kind === 'deposit');
      for (const row of rows) {
        const limit = effectiveAmount(row, now);
        if (limit === null) continue;
        const used = await this.#repo.depositsSince(trx, tenant.id, memberId, row.period);
        if (used + amount > limit) {
          throw new AppError(409, 'depositLimitReached', {
            params: { amount: formatMinorUnits(Math.max(limit - used, 0), money(tenant)), period: row.period },
          });
        }
      }
      return work(trx);
    });
  }

  /**
   * The last 3 months of wallet movements as CSV (RTS 1): time, type, amount, balance after. Yielded a page of
   * lines at a time (the header with the first), so a busy player's statement is streamed, never held whole.
   */
  async *statementCsv(tenant: TenantContext, memberId: number): AsyncGenerator<string> {
    const { code, minorUnits = 2 } = tenant.config.currency;
    const plain = (v: number) => plainAmount(v, minorUnits);
    let chunk = 'time,type,amount,balance,currency\r\n';
    for (let after = 0; ;) {
      const page = await this.#repo.statementPage(tenant.id, memberId, code, after, STATEMENT_PAGE);
      for (const l of page) chunk += [l.at.toISOString(), l.kind, plain(l.amount), plain(l.balanceAfter), code].join(',') + '\r\n';
      yield chunk;
      chunk = '';
      if (page.length < STATEMENT_PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }

  /** The back office's read-only view of a member's limits, pending changes and history. */
  async staffView(tenant: TenantContext, memberId: number): Promise<LimitsValue> {
    return this.view(tenant, memberId);
  }

  /** Applies every pending change whose cooling-off is over, each recorded at the time it became due. */
  async #applyDue(tenantId: string, memberId: number, now: Date): Promise<void> {
    const due = (await this.#repo.limits(this.db, tenantId, memberId)).filter((r) => r.pendingFrom !== null && r.pendingFrom <= now);
    if (due.length === 0) return;
    await inTransaction(this.db, async (trx) => {
      for (const row of await this.#repo.limits(trx, tenantId, memberId, true)) {
        if (row.pendingFrom === null || row.pendingFrom > now) continue;
        const change = { kind: row.kind, period: row.period, oldAmount: row.amount, effectiveAt: row.pendingFrom, createdAt: now };
        if (row.pendingAmount === null) {
          await this.#repo.remove(trx, tenantId, memberId, row.kind, row.period);
          await this.#repo.record(trx, tenantId, memberId, { ...change, action: 'removed', newAmount: null });
        } else {
          await this.#repo.update(trx, tenantId, memberId, { ...row, amount: row.pendingAmount, pendingAmount: null, pendingFrom: null }, now);
          await this.#repo.record(trx, tenantId, memberId, { ...change, action: 'increased', newAmount: row.pendingAmount });
        }
      }
    });
  }

  async #promptDue(tenant: TenantContext, memberId: number, rules: LimitRules): Promise<boolean> {
    if (rules.mandatoryPrompt === 'off') return false;
    if (await this.#repo.promptAnswered(tenant.id, memberId)) return false;
    // "At first deposit" asks only a member who has not deposited yet (brands switching it on later).
    return rules.mandatoryPrompt === 'registration' || !(await this.#repo.hasDeposited(tenant.id, memberId));
  }

  #pendingOf(row: LimitRow): Pick<LimitView, 'pendingAmount' | 'pendingFrom' | 'pendingRemoval'> {
    return {
      pendingAmount: row.pendingAmount,
      pendingFrom: row.pendingFrom?.toISOString() ?? null,
      pendingRemoval: row.pendingFrom !== null && row.pendingAmount === null,
    };
  }

  async #used(tenant: TenantContext, memberId: number, row: LimitRow): Promise<number> {
    if (row.kind === 'deposit') return this.#repo.depositsSince(this.db, tenant.id, memberId, row.period);
    const play = await this.#repo.playSince(tenant.id, memberId, tenant.config.currency.code, row.period);
    return row.kind === 'wager' ? play.staked : Math.max(play.staked - play.returned, 0);
  }
}

function effectiveAmount(row: LimitRow, now: Date): number | null {
  if (row.pendingFrom !== null && row.pendingFrom <= now) return row.pendingAmount;
  return row.amount;
}

/** An amount in major units with a dot and no grouping or symbol (a spreadsheet reads it as a number). */
export function plainAmount(minor: number, minorUnits: number): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(minorUnits + 1, '0');
  return minorUnits === 0 ? sign + digits : `${sign}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

function money(tenant: TenantContext) {
  return { symbol: tenant.config.currency.symbol, minorUnits: tenant.config.currency.minorUnits ?? 2 };
}

function changeView(c: LimitChange): LimitsValue['history'][number] {
  return { ...c, effectiveAt: c.effectiveAt.toISOString(), createdAt: c.createdAt.toISOString() };
}
