// The lottery screen (spec §2 /lottery, /vnlottery, /elott; §4 lottery list): menu tags, week-day tabs,
// search, hot / favourite / recent lists, each draw's countdown and open number; the chosen game's betting
// panel (bet types, numbers, a slip with its total), my tickets of the draw and the results with a verify link.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { BetBody, LotteryItem } from '../../../schemas/generated/lottery.ts';
import { baoPrizes } from '../../../schemas/rules/lottery-prizes.ts';
import { Button } from '../../components/button.tsx';
import { ApiError } from '../../lib/api/api-client.ts';
import { useMoney } from '../../lib/format/use-money.ts';
import { useSignedIn } from '../../lib/session/session.store.ts';
import { usePlaceBet } from './api/bet.api.ts';
import { useGameMenus } from './api/game-menus.api.ts';
import { usePopular } from './api/popular.api.ts';
import { useRecent } from './api/recent.api.ts';
import { useResults } from './api/results.api.ts';
import { useTickets } from './api/tickets.api.ts';
import {
  countdownText,
  drawsOnDay,
  readFavourites,
  refreshSeconds,
  secondsToLock,
  shownOpenNumber,
  normaliseSelection,
  toggleFavourite,
  TWO_DIGITS,
  verifyPath,
  winningDate,
} from './lottery-view.ts';

const PLACEHOLDER: Partial<Record<string, string>> = { xien2: '07,45', xien3: '07,45,81', xien4: '07,12,45,81' };

export type LotteryScope = 'all' | 'vn' | 'fast';
type ListTab = 'all' | 'hot' | 'fav' | 'recent';

export interface LotteryScreenProps {
  scope: LotteryScope;
  /** The signed-in member's username (favourites are kept per username); absent for a visitor. */
  username?: string;
  gameCode?: string;
  vendor?: string;
  playType?: string;
}

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  padding: 12px 0 24px;
  color: var(--c-text);
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;
const Tab = styled.button<{ $on: boolean }>`
  border: 1px solid var(--c-border);
  background: ${({ $on }) => ($on ? 'var(--c-primary)' : 'var(--c-surface)')};
  color: ${({ $on }) => ($on ? 'var(--c-on-primary)' : 'var(--c-text)')};
  border-radius: 16px;
  padding: 4px 12px;
  font: inherit;
  cursor: pointer;
`;
const Layout = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: 340px minmax(0, 1fr);
  }
`;
const Panel = styled.section`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: 8px;
  padding: 12px;
  min-width: 0;
`;
const Card = styled.div<{ $on: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 8px;
  padding: 8px;
  border-radius: 6px;
  border: 1px solid ${({ $on }) => ($on ? 'var(--c-primary)' : 'var(--c-border)')};
  margin-bottom: 6px;
  cursor: pointer;
`;
const Muted = styled.span`
  color: var(--c-text-muted);
  font-size: 0.85em;
`;
const Balls = styled.span`
  font-family: monospace;
  font-size: 1.1em;
  letter-spacing: 2px;
  font-weight: 700;
  color: var(--c-primary);
`;
// No inline styles anywhere here: the page's CSP allows only nonced style elements.
const Grid = styled.div<{ $cols: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, minmax(0, 1fr));
  gap: 4px;
`;
const Cell = styled.button<{ $on: boolean }>`
  border: 1px solid var(--c-border);
  border-radius: 4px;
  padding: 4px 0;
  font: inherit;
  font-family: monospace;
  background: ${({ $on }) => ($on ? 'var(--c-primary)' : 'var(--c-background)')};
  color: ${({ $on }) => ($on ? 'var(--c-on-primary)' : 'var(--c-text)')};
  cursor: pointer;
`;
const Input = styled.input`
  border: 1px solid var(--c-border);
  background: var(--c-background);
  color: var(--c-text);
  border-radius: 4px;
  padding: 6px 8px;
  font: inherit;
  min-width: 0;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9em;
  td,
  th {
    border-bottom: 1px solid var(--c-border);
    padding: 4px;
    text-align: left;
  }
`;
const Note = styled.p<{ $bad?: boolean }>`
  margin: 6px 0;
  color: ${({ $bad }) => ($bad ? 'var(--c-danger)' : 'var(--c-text)')};
`;
const H = styled.h2`
  font-size: 1.05em;
  margin: 0 0 8px;
`;
const SubH = styled(H)`
  margin-top: 12px;
`;
const Row = styled(Bar)`
  margin-top: 8px;
`;
const Spaced = styled.div`
  margin-top: 8px;
`;
const AmountInput = styled(Input)`
  width: 110px;
`;
const FavButton = styled.button`
  background: none;
  border: 0;
  cursor: pointer;
  color: var(--c-accent);
  font-size: 1.2em;
`;

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function LotteryScreen({ scope, username, gameCode, vendor, playType }: LotteryScreenProps) {
  const { t, i18n } = useTranslation();
  const [refreshMs, setRefreshMs] = useState(30_000);
  const menus = useGameMenus(i18n.language, refreshMs);
  const [list, setList] = useState<ListTab>('all');
  const [tag, setTag] = useState<string | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [favs, setFavs] = useState<number[]>(() => (username ? readFavourites(username) : []));
  const [chosen, setChosen] = useState<string | undefined>(gameCode);
  const popular = usePopular(i18n.language, list === 'hot');
  const recent = useRecent(i18n.language, list === 'recent');
  const now = useNow(1000);

  useEffect(() => setFavs(username ? readFavourites(username) : []), [username]);

  const items = useMemo(() => {
    const all = (menus.data?.menus ?? []).flatMap((m) => m.gameMenus);
    return all.filter((g) => (scope === 'vn' ? g.kind === 'vn' : scope === 'fast' ? g.kind === 'fast' : true)).filter((g) => !vendor || g.vendor === vendor);
  }, [menus.data, scope, vendor]);
  const tags = [...new Set(items.map((i) => i.gameMenuTag))];

  // Refresh at the smallest remaining time among open draws, bounded 7 to 30 s (spec §4).
  useEffect(() => {
    if (items.length) setRefreshMs(refreshSeconds(items) * 1000);
  }, [items]);

  const shown = items
    .filter((g) => !tag || g.gameMenuTag === tag)
    .filter((g) => day === null || drawsOnDay(g.drawDayOfWeek, day))
    .filter((g) => !search.trim() || g.remark.toLowerCase().includes(search.trim().toLowerCase()))
    .filter((g) => {
      if (list === 'fav') return favs.includes(g.gameId);
      if (list === 'hot') return Object.values(popular.data ?? {}).some((p) => p.gameId === g.gameId);
      if (list === 'recent') return (recent.data ?? []).some((r) => r.gameId === g.gameId);
      return true;
    });
  const selected = items.find((g) => g.gameCode === chosen) ?? (items.length === 1 ? items[0] : undefined);
  const timing = menus.data ? { receivedAt: menus.data.receivedAt, rttMs: menus.data.rttMs } : { receivedAt: now, rttMs: 0 };

  return (
    <Wrap>
      <Bar>
        {/* The search field is no tab: it stays outside the tablist (axe aria-required-children). */}
        <TabGroup role="tablist" aria-label={t('lottery.lists')}>
          {(['all', 'hot', 'fav', 'recent'] as const).map((k) => (
            <Tab key={k} role="tab" aria-selected={list === k} $on={list === k} onClick={() => setList(k)}>
              {t(`lottery.list_${k}`)}
            </Tab>
          ))}
        </TabGroup>
        <Input aria-label={t('lottery.search')} placeholder={t('lottery.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </Bar>
      {tags.length > 1 && (
        <Bar aria-label={t('lottery.menus')}>
          <Tab $on={tag === null} onClick={() => setTag(null)}>
            {t('lottery.list_all')}
          </Tab>
          {tags.map((x) => (
            <Tab key={x} $on={tag === x} onClick={() => setTag(x)}>
              {t(`lottery.tag_${x}`, { defaultValue: x })}
            </Tab>
          ))}
        </Bar>
      )}
      {items.some((g) => g.kind === 'vn') && (
        <Bar aria-label={t('lottery.weekdays')}>
          <Tab $on={day === null} onClick={() => setDay(null)}>
            {t('lottery.list_all')}
          </Tab>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <Tab key={d} $on={day === d} onClick={() => setDay(d)}>
              {t(`lottery.day${d}`)}
            </Tab>
          ))}
        </Bar>
      )}
      <Layout>
        <Panel aria-label={t('lottery.games')}>
          {menus.isPending && <Note>{t('lottery.loading')}</Note>}
          {!menus.isPending && shown.length === 0 && <Note>{t('lottery.noGames')}</Note>}
          {shown.map((g) => {
            const left = secondsToLock(g, timing.receivedAt, timing.rttMs, now);
            const fav = favs.includes(g.gameId);
            return (
              <Card key={g.gameCode} $on={selected?.gameCode === g.gameCode} onClick={() => setChosen(g.gameCode)} data-game={g.gameCode}>
                <strong>{g.remark}</strong>
                {username ? (
                  <FavButton
                    type="button"
                    aria-pressed={fav}
                    aria-label={t(fav ? 'lottery.removeFavourite' : 'lottery.addFavourite')}
                    onClick={(e) => {
                      e.stopPropagation();
                      setFavs(toggleFavourite(username, g.gameId));
                    }}
                  >
                    {fav ? '★' : '☆'}
                  </FavButton>
                ) : (
                  <span />
                )}
                <Muted>{t('lottery.drawNo', { numero: g.numero })}</Muted>
                {/* The seconds left differ between the server's render and hydration a moment later; the next tick fixes them. */}
                <Muted data-countdown suppressHydrationWarning>
                  {left > 0 ? t('lottery.closesIn', { time: countdownText(left) }) : t('lottery.locked')}
                </Muted>
                <Muted>{g.lastNumero ? t('lottery.lastResult', { numero: g.lastNumero }) : ''}</Muted>
                <Balls data-open-number>{shownOpenNumber(g.openNumber)}</Balls>
              </Card>
            );
          })}
        </Panel>
        {selected ? (
          <GamePanel key={selected.gameCode} game={selected} lockIn={secondsToLock(selected, timing.receivedAt, timing.rttMs, now)} playType={playType} />
        ) : (
          <Panel>
            <Note>{t('lottery.chooseGame')}</Note>
          </Panel>
        )}
      </Layout>
    </Wrap>
  );
}

interface SlipLine {
  betType: BetBody['lines'][number]['betType'];
  selection: string;
  amount: number;
}

function GamePanel({ game, lockIn, playType }: { game: LotteryItem; lockIn: number; playType?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const signedIn = useSignedIn();
  const [betType, setBetType] = useState<SlipLine['betType']>(() => game.betTypes.find((b) => b.type === playType)?.type ?? game.betTypes[0]?.type ?? '2D');
  const [picks, setPicks] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [position, setPosition] = useState(0);
  const [amount, setAmount] = useState(money.toInput(game.unit));
  const [slip, setSlip] = useState<SlipLine[]>([]);
  const [note, setNote] = useState<{ text: string; bad: boolean } | null>(null);
  const bet = usePlaceBet();
  // My latest slips of this game (not only the open draw's, so a drawn slip stays in view with its payout);
  // tickets and results are asked for again every 3 s while the draw is locked or a slip awaits its result.
  const awaitingDraw = (slips: readonly { status: string }[]) => lockIn === 0 || slips.some((s) => s.status === 'accepted');
  const tickets = useTickets(game.gameCode, undefined, (slips) => (awaitingDraw(slips) ? 3_000 : false));
  const results = useResults(game.gameCode, awaitingDraw(tickets.data ?? []) ? 3_000 : false);
  const digits = game.digits ?? 3;
  const baoPer = baoPrizes(game.region ?? 'north');

  const choices = (): string[] => {
    switch (betType) {
      case 'bigSmall':
        return ['big', 'small'];
      case 'oddEven':
        return ['odd', 'even'];
      case 'sum':
        return Array.from({ length: 9 * digits + 1 }, (_, i) => String(i));
      case 'position':
        return Array.from({ length: 10 }, (_, d) => `${position}:${d}`);
      case '2D':
      case 'lo2':
      case 'de':
        return TWO_DIGITS;
      default:
        return [];
    }
  };
  const gridChoices = choices();
  const label = (sel: string) => (betType === 'position' ? sel.split(':')[1] : ['big', 'small', 'odd', 'even'].includes(sel) ? t(`lottery.pick_${sel}`) : sel);

  const add = () => {
    const minor = money.parse(amount);
    const selections = gridChoices.length ? picks : typed.trim() ? [normaliseSelection(betType, typed)] : [];
    if (minor === null || !Number.isFinite(minor) || minor <= 0 || selections.length === 0) {
      setNote({ text: t('lottery.pickFirst'), bad: true });
      return;
    }
    setSlip((s) => [...s, ...selections.map((selection) => ({ betType, selection, amount: minor }))]);
    setPicks([]);
    setTyped('');
    setNote(null);
  };
  const total = slip.reduce((s, l) => s + l.amount, 0);
  const send = () => {
    bet.mutate(
      { gameCode: game.gameCode, numero: game.numero, requestId: crypto.randomUUID(), lines: slip as BetBody['lines'] },
      {
        onSuccess: (v) => {
          setSlip([]);
          setNote({ text: t('lottery.placed', { total: money.format(v.total), numero: v.numero }), bad: false });
        },
        onError: (err) => setNote({ text: err instanceof ApiError ? err.message : t('lottery.failed'), bad: true }),
      },
    );
  };

  return (
    <Panel aria-label={game.remark}>
      <H>{game.remark}</H>
      <Bar>
        <Muted>{t('lottery.drawNo', { numero: game.numero })}</Muted>
        <strong data-lock-countdown suppressHydrationWarning>
          {lockIn > 0 ? t('lottery.closesIn', { time: countdownText(lockIn) }) : t('lottery.locked')}
        </strong>
      </Bar>
      <Muted title={game.seedHash}>
        {t('lottery.seedHash')}: {game.seedHash.slice(0, 16)}…
      </Muted>
      <Row>
        {game.betTypes.map((b) => (
          <Tab
            key={b.type}
            data-bet-type={b.type}
            $on={betType === b.type}
            onClick={() => {
              setBetType(b.type);
              setPicks([]);
              // Bao lô: a point covers every prize of three digits or more, so its stake is the unit that many times.
              if (b.type === 'bao3' || betType === 'bao3') setAmount(money.toInput(game.unit * (b.type === 'bao3' ? baoPer : 1)));
            }}
          >
            {t(`lottery.type_${b.type}`)}
            {b.oddsX100 ? ` ×${(b.oddsX100 / 100).toFixed(2)}` : ''}
          </Tab>
        ))}
      </Row>
      {betType === 'position' && (
        <Row>
          {Array.from({ length: digits }, (_, p) => (
            <Tab key={p} $on={position === p} onClick={() => setPosition(p)}>
              {t('lottery.position', { n: p + 1 })}
            </Tab>
          ))}
        </Row>
      )}
      <Spaced>
        {gridChoices.length > 0 ? (
          <Grid role="group" aria-label={t('lottery.pickNumbers')} $cols={Math.min(10, gridChoices.length)}>
            {gridChoices.map((c) => (
              <Cell
                key={c}
                type="button"
                aria-pressed={picks.includes(c)}
                $on={picks.includes(c)}
                onClick={() => setPicks((p) => (p.includes(c) ? p.filter((x) => x !== c) : [...p, c]))}
              >
                {label(c)}
              </Cell>
            ))}
          </Grid>
        ) : (
          <Input aria-label={t('lottery.pickNumbers')} placeholder={PLACEHOLDER[betType] ?? '123'} value={typed} onChange={(e) => setTyped(e.target.value)} />
        )}
      </Spaced>
      {betType === 'bao3' && <Muted data-bao-point>{t('lottery.baoPoint', { prizes: baoPer, amount: money.format(game.unit * baoPer) })}</Muted>}
      <Row>
        <label>
          {t('lottery.amount')} ({money.symbol}) <AmountInput inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <Button $variant="outline" $size="sm" type="button" data-action="add-to-slip" onClick={add}>
          {t('lottery.addToSlip')}
        </Button>
      </Row>
      <SubH>{t('lottery.slip')}</SubH>
      {slip.length === 0 ? (
        <Muted>{t('lottery.slipEmpty')}</Muted>
      ) : (
        <Table>
          <tbody>
            {slip.map((l, i) => (
              <tr key={`${l.betType}-${l.selection}-${i}`}>
                <td>{t(`lottery.type_${l.betType}`)}</td>
                <td>{label(l.selection)}</td>
                <td>{money.format(l.amount)}</td>
                <td>
                  <Button $variant="ghost" $size="sm" type="button" onClick={() => setSlip((s) => s.filter((_, j) => j !== i))}>
                    {t('lottery.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Row>
        <strong data-slip-total>
          {t('lottery.total')}: {money.format(total)}
        </strong>
        {signedIn ? (
          <Button type="button" $size="sm" data-action="place-bet" disabled={slip.length === 0 || bet.isPending || lockIn === 0} onClick={send}>
            {t('lottery.placeBet')}
          </Button>
        ) : (
          <Muted>{t('lottery.signInToBet')}</Muted>
        )}
      </Row>
      {note && (
        <Note role="status" $bad={note.bad}>
          {note.text}
        </Note>
      )}
      {signedIn && (
        <>
          <SubH>{t('lottery.myTickets')}</SubH>
          {(tickets.data ?? []).length === 0 ? (
            <Muted>{t('lottery.noTickets')}</Muted>
          ) : (
            <Table data-my-tickets>
              <tbody>
                {(tickets.data ?? []).map((s) => (
                  <tr key={s.slipId} data-slip-numero={s.numero}>
                    <td>
                      <Link to={verifyPath(s.gameCode, s.numero)}>{s.numero}</Link>
                    </td>
                    <td>{s.lines.map((l) => `${t(`lottery.type_${l.betType}`)} ${label(l.selection)}`).join(', ')}</td>
                    <td>{money.format(s.total)}</td>
                    <td data-ticket-status={s.status}>{t(`lottery.status_${s.status}`)}</td>
                    <td>{s.payout !== null ? money.format(s.payout) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
      <SubH>{t('lottery.results')}</SubH>
      {(results.data ?? []).length === 0 ? (
        <Muted>{t('lottery.noResults')}</Muted>
      ) : (
        <Table data-results>
          <thead>
            <tr>
              <th>{t('lottery.date')}</th>
              <th>{t('lottery.numero')}</th>
              <th>{t('lottery.openNumber')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(results.data ?? []).slice(0, 10).map((d) => (
              <tr key={d.numero} data-result-numero={d.numero}>
                <td>{winningDate(d.drawAt)}</td>
                <td>{d.numero}</td>
                <td>
                  <Balls>{shownOpenNumber(d.openNumber)}</Balls>
                </td>
                <td>
                  <Button as={Link} to={verifyPath(game.gameCode, d.numero)} $variant="ghost" $size="sm" data-verify-link>
                    {t('lottery.verify')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

const TabGroup = styled.div`
  display: contents;
`;
