// The portal's side of the lottery (spec §3 lottery item, §7 lottery endpoints): menus by tag, the VN menu,
// popular and recent lists, opened numbers, a member's bets and tickets, results and verification. The
// games, draws and money are the built-in lottery provider's (a vendor reached through its port); this
// service shapes its answers, resolves names in the request's language and hands the provider the
// member's vendor launch token (the same one a game launch opens), as the portal does for any vendor.
import type { LotteryItem, LobbyValue, StaffCancelValue, StaffDrawsQuery, StaffDrawsValue, VerifyBody } from '../../../schemas/generated/lottery.ts';
import type { LanguageCode, LotteryGame } from '../../../schemas/generated/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActiveSession } from '../../http/session-locals.ts';
import type { TenantContext } from '../../tenancy/tenant-directory.ts';
import { localizedName } from '../../providers/games/catalogue-game.ts';
import { findVendor } from '../../providers/games/vendor-registry.ts';
import type { LotteryProvider } from '../../providers/games/lottery/lottery-provider.service.ts';
import { lotteryGames } from '../../providers/games/lottery/lottery-provider.service.ts';
import { shapeOf } from '../../providers/games/lottery/lottery-schedule.ts';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
const MAX_LINES = 50;
const TOKEN_TTL_MS = 60 * 60_000;

export interface LotteryPorts {
  provider: LotteryProvider;
  /** Opens the member's vendor session (betting feature): the token the provider stakes with. */
  openVendorSession(args: { tenant: TenantContext; session: ActiveSession; vendor: string; gameCode: string }): Promise<string>;
}

const gameTypeOf = (g: LotteryGame) => (findVendor(g.vendor)?.gameType === 'LOTT' ? 'LOTT' : 'ELOTT');

/** Spec §4: electronic-lottery mode when the brand's ELOTT category has a VN-lotto or lottery card, else plain lottery mode. */
export function prizeModeOf(tenant: TenantContext): PrizeMode {
  const elott = tenant.config.games.categories.find((c) => c.id === 'ELOTT');
  return elott?.vendors.some((v) => v.includes('LOTT')) ? 'Elott' : 'Lott';
}

export class LotteryService {
  readonly #tokens = new Map<string, { token: string; until: number }>();

  constructor(private readonly ports: LotteryPorts) {}

  #games(tenant: TenantContext, prizeMode?: PrizeMode) {
    const all = lotteryGames(tenant);
    if (prizeMode === 'Elott') return all.filter((g) => gameTypeOf(g) === 'ELOTT');
    if (prizeMode === 'Lott') return all.filter((g) => gameTypeOf(g) === 'LOTT');
    return all;
  }

  async items(tenant: TenantContext, language: LanguageCode, games: readonly LotteryGame[]): Promise<LotteryItem[]> {
    const provider = this.ports.provider;
    const now = provider.clock.now().getTime();
    const scale = tenant.config.games.stakeScale ?? 1;
    return (await provider.openDraws(tenant, games)).map(({ game, slot, draw, latest }) => {
      const shape = shapeOf(game);
      return {
        gameId: game.gameId,
        gameCode: game.gameCode,
        vendor: game.vendor,
        gameType: gameTypeOf(game),
        kind: game.kind,
        digits: shape.kind === 'fast' ? shape.digits : null,
        region: shape.kind === 'vn' ? shape.region : null,
        gameMenuTag: game.tag,
        remark: localizedName(game.names, language),
        numero: slot.numero,
        remainTime: Math.max(0, Math.round((slot.drawAt.getTime() - now) / 1000)),
        lockTime: game.lockSeconds,
        drawDayOfWeek: (game.kind === 'vn' ? (game.drawDayOfWeek ?? [1, 2, 3, 4, 5, 6, 7]) : [1, 2, 3, 4, 5, 6, 7]).join(','),
        winningTime: latest?.drawAt.toISOString() ?? null,
        openNumber: latest?.openNumber ?? null,
        lastNumero: latest?.numero ?? null,
        seedHash: draw.seedHash,
        unit: game.unit * scale,
        maxBet: game.maxBet * scale,
        betTypes: game.betTypes.map((t) => ({ type: t.type, oddsX100: t.type === 'sum' ? null : (t.oddsX100 ?? null) })),
      };
    });
  }

  /** GET /lgw/games/game_menus: every lottery game, grouped by menu tag in the order first listed. */
  async menus(tenant: TenantContext, language: LanguageCode, prizeMode?: PrizeMode) {
    const items = await this.items(tenant, language, this.#games(tenant, prizeMode));
    const tags = [...new Set(items.map((i) => i.gameMenuTag))];
    return tags.map((tag) => ({ tag, gameMenus: items.filter((i) => i.gameMenuTag === tag) }));
  }

  /** GET /lgw/vn/games/game_menu: the VN regional games. */
  async vnMenu(tenant: TenantContext, language: LanguageCode, accountTypeName = 'VN_LOTTO') {
    return {
      accountTypeName,
      gameMenus: await this.items(
        tenant,
        language,
        lotteryGames(tenant).filter((g) => g.kind === 'vn'),
      ),
    };
  }

  /** GET /lgw/games/popular: the most bet games of the last day, keyed by gameId (a visitor sees them too). */
  async popular(tenant: TenantContext, language: LanguageCode, count: number, prizeMode?: PrizeMode) {
    const counts = await this.ports.provider.slipCounts(tenant, new Date(this.ports.provider.clock.now().getTime() - 86_400_000));
    const games = [...this.#games(tenant, prizeMode)].sort((a, b) => (counts.get(b.gameCode) ?? 0) - (counts.get(a.gameCode) ?? 0)).slice(0, count);
    return Object.fromEntries((await this.items(tenant, language, games)).map((i) => [String(i.gameId), i]));
  }

  /** GET /lgw/vn/games/game_menu/recent: the member's recently bet games (none for a visitor). */
  async recent(tenant: TenantContext, language: LanguageCode, memberId: number | undefined, count: number, prizeMode?: PrizeMode) {
    if (memberId === undefined) return [];
    const codes = await this.ports.provider.recentGames(tenant, String(memberId), count);
    const games = this.#games(tenant, prizeMode);
    return this.items(
      tenant,
      language,
      codes.flatMap((c) => games.filter((g) => g.gameCode === c)),
    );
  }

  /** The opened (drawn) numbers of a game, newest first. */
  async opened(tenant: TenantContext, gameCode: string, count: number) {
    return (await this.ports.provider.results(tenant, gameCode, count)).map((d) => ({
      numero: d.numero,
      openNumber: d.openNumber ?? '',
      winningTime: d.drawAt,
    }));
  }

  results(tenant: TenantContext, gameCode: string, count: number) {
    return this.ports.provider.results(tenant, gameCode, count);
  }

  draw(tenant: TenantContext, gameCode: string, numero: string) {
    return this.ports.provider.draw(tenant, gameCode, numero);
  }

  async bet(
    tenant: TenantContext,
    session: ActiveSession,
    body: { gameCode: string; numero: string; requestId: string; lines: { betType: string; selection: string; amount: number }[] },
  ) {
    if (body.lines.length > MAX_LINES) throw new AppError(400, 'lotteryTooManyLines', { params: { max: MAX_LINES } });
    const game = this.ports.provider.game(tenant, body.gameCode);
    const token = await this.#token(tenant, session, game.vendor, game.gameCode);
    return this.ports.provider.placeBet(tenant, { ...body, playerId: String(session.memberId), token });
  }

  async tickets(tenant: TenantContext, memberId: number, filter: { gameCode?: string; numero?: string }, count: number) {
    const slips = await this.ports.provider.playerSlips(tenant, String(memberId), filter, count);
    return slips.map((s) => ({
      slipId: s.slipId,
      gameCode: s.gameCode,
      numero: s.numero,
      status: s.status as 'accepted' | 'void' | 'settled' | 'cancelled',
      total: s.total,
      payout: s.payout,
      createdAt: s.createdAt.toISOString(),
      lines: s.lines.map((l) => ({ betType: l.betType as never, selection: l.selection, amount: l.amount, oddsX100: l.oddsX100, payout: l.payout })),
    }));
  }

  /** Staff: a page of a game's draws (the brand's first game when none is named), each with its state and figures. */
  async staffDraws(
    tenant: TenantContext,
    language: LanguageCode,
    gameCode: string | undefined,
    page: { count: number; page: number },
    state?: StaffDrawsQuery['state'],
  ): Promise<StaffDrawsValue> {
    const games = lotteryGames(tenant);
    const code = gameCode ?? games[0]?.gameCode;
    const { rows: draws, total } = code
      ? await this.ports.provider.staffDraws(tenant, code, { count: page.count, offset: (page.page - 1) * page.count }, state)
      : { rows: [], total: 0 };
    const minorUnits = tenant.config.currency.minorUnits ?? 2;
    return {
      currency: tenant.config.currency.code,
      minorUnits,
      money: { symbol: tenant.config.currency.symbol, minorUnits },
      total,
      totalPages: Math.ceil(total / page.count),
      games: games.map((g) => ({ gameCode: g.gameCode, name: localizedName(g.names, language) })),
      draws: draws.map((d) => ({
        ...d,
        drawAt: d.drawAt.toISOString(),
        lockAt: d.lockAt.toISOString(),
        drawnAt: d.drawnAt?.toISOString() ?? null,
      })),
    };
  }

  /** Staff: cancels a draw not yet drawn; every live ticket is refunded once (the provider's seamless rollback). */
  async cancelDraw(tenant: TenantContext, gameCode: string, numero: string): Promise<StaffCancelValue> {
    const r = await this.ports.provider.cancelDraw(tenant, gameCode, numero);
    return { gameCode, numero, slips: r.slips };
  }

  verify(body: VerifyBody) {
    const shape = body.kind === 'fast' ? ({ kind: 'fast', digits: body.digits ?? 3 } as const) : ({ kind: 'vn', region: body.region ?? 'north' } as const);
    return this.ports.provider.verify(shape, body.seed, body.gameCode, body.numero);
  }

  /** The lottery lobby payload (spec §3): what the lottery screen opens with. */
  lobby(
    tenant: TenantContext,
    language: LanguageCode,
    q: { gameCode?: string; view?: 'betting' | 'lobby'; backUrl?: string; device?: 'WEB' | 'MOBILE' | 'H5' },
  ): LobbyValue {
    if (q.gameCode) this.ports.provider.game(tenant, q.gameCode);
    return {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: prizeModeOf(tenant),
      lottoGameCode: q.gameCode ?? '',
      lottoView: q.view ?? (q.gameCode ? 'betting' : 'lobby'),
      device: q.device ?? 'WEB',
      backUrl: q.backUrl ?? '/',
      language,
    };
  }

  /** One launch token per member and vendor, reused for an hour (vendor sessions last 12). */
  async #token(tenant: TenantContext, session: ActiveSession, vendor: string, gameCode: string): Promise<string> {
    const key = `${tenant.id}\u001f${session.memberId}\u001f${vendor}`;
    const cached = this.#tokens.get(key);
    if (cached && cached.until > Date.now()) return cached.token;
    const token = await this.ports.openVendorSession({ tenant, session, vendor, gameCode });
    if (this.#tokens.size > 10_000) this.#tokens.clear();
    this.#tokens.set(key, { token, until: Date.now() + TOKEN_TTL_MS });
    return token;
  }
}
