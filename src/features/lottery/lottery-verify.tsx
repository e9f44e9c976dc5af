// The public verification of a lottery draw (/lottery/verify, issue 18; the lottery's counterpart of the
// studio's /studio/verify): pick a game and a draw number, or arrive by a result's or a ticket's link. The
// page shows the seed hash published before betting opened, the seed revealed after the draw and the
// published result (all rendered on the server), then recomputes the draw in this browser (Web Crypto,
// draw-recompute.ts) and says whether the seed hashes to the published hash and gives the published result.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DrawValue, LotteryItem } from '../../../schemas/generated/lottery.ts';
import { Button } from '../../components/button.tsx';
import { ApiError } from '../../lib/api/api-client.ts';
import { useDraw } from './api/draw.api.ts';
import { useGameMenus } from './api/game-menus.api.ts';
import { canRecompute, recomputeDraw, sameResult, seedHashOf, shapeOfItem, type DrawShape, type RecomputedResult } from './draw-recompute.ts';
import { winningDate } from './lottery-view.ts';

const NUMERO = /^[0-9]{8}([0-9]{4})?$/;

export interface LotteryVerifyProps {
  gameCode?: string;
  numero?: string;
  /** The reader asked for another draw (the page puts it in the address, so the result can be linked to). */
  onChoose(gameCode: string, numero: string): void;
}

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 12px;
  color: var(--c-text);
`;
const Panel = styled.section`
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  border-radius: 8px;
  padding: 12px;
  min-width: 0;
`;
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  label {
    display: grid;
    gap: 4px;
    font-size: 0.9em;
  }
  select,
  input {
    border: 1px solid var(--c-border);
    background: var(--c-background);
    color: var(--c-text);
    border-radius: 4px;
    padding: 6px 8px;
    font: inherit;
    min-width: 0;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0;
  dt {
    color: var(--c-text-muted);
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;
const Mono = styled.code`
  font-family: monospace;
`;
const H = styled.h2`
  font-size: 1.05em;
  margin: 0 0 8px;
`;
const Table = styled.table`
  border-collapse: collapse;
  font-size: 0.9em;
  td,
  th {
    border-bottom: 1px solid var(--c-border);
    padding: 4px 8px;
    text-align: left;
    vertical-align: top;
  }
`;
const Verdict = styled.p<{ $ok: boolean }>`
  margin: 8px 0 0;
  font-weight: 700;
  color: ${({ $ok }) => ($ok ? 'var(--c-success, var(--c-primary))' : 'var(--c-danger)')};
`;
const Check = styled.li<{ $ok: boolean }>`
  color: ${({ $ok }) => ($ok ? 'var(--c-text)' : 'var(--c-danger)')};
`;
const Muted = styled.p`
  color: var(--c-text-muted);
  margin: 4px 0;
`;

type Check =
  { state: 'idle' } | { state: 'computing' } | { state: 'unavailable' } | { state: 'done'; hashOk: boolean; resultOk: boolean; result: RecomputedResult };

/** Recomputes a drawn draw in the browser (never on the server: the effect runs after hydration). */
function useRecompute(draw: DrawValue | undefined, shape: DrawShape | undefined): Check {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const seed = draw?.seed ?? null;
  useEffect(() => {
    if (!draw || seed === null || !shape) {
      setCheck({ state: 'idle' });
      return;
    }
    if (!canRecompute()) {
      setCheck({ state: 'unavailable' });
      return;
    }
    let live = true;
    setCheck({ state: 'computing' });
    void Promise.all([seedHashOf(seed), recomputeDraw(shape, seed, draw.gameCode, draw.numero)]).then(([hash, result]) => {
      if (live) setCheck({ state: 'done', hashOk: hash === draw.seedHash, resultOk: sameResult(draw.result, result), result });
    });
    return () => {
      live = false;
    };
  }, [draw, seed, shape]);
  return check;
}

function ResultView({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const r = result as RecomputedResult | null;
  if (!r) return null;
  if (r.kind === 'fast') return <Mono data-result-digits>{r.digits}</Mono>;
  return (
    <Table>
      <tbody>
        {r.prizes.map((p) => (
          <tr key={p.name}>
            <th scope="row">{t(`lottery.prize_${p.name}`)}</th>
            <td>
              <Mono>{p.numbers.join('  ')}</Mono>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function LotteryVerify({ gameCode, numero, onChoose }: LotteryVerifyProps) {
  const { t, i18n } = useTranslation();
  const menus = useGameMenus(i18n.language, false);
  const games: LotteryItem[] = (menus.data?.menus ?? []).flatMap((m) => m.gameMenus);
  const asked = gameCode && numero && NUMERO.test(numero) ? { gameCode, numero } : undefined;
  const draw = useDraw(asked?.gameCode, asked?.numero);
  const game = games.find((g) => g.gameCode === asked?.gameCode);
  // The shape from the game list, else from the published result itself (a game no longer listed).
  const published = draw.data?.result as RecomputedResult | null | undefined;
  const shapeKey = game
    ? JSON.stringify(shapeOfItem(game))
    : published
      ? JSON.stringify(published.kind === 'fast' ? { kind: 'fast', digits: published.digits.length } : { kind: 'vn', region: published.region })
      : '';
  const shape = useMemo(() => (shapeKey ? (JSON.parse(shapeKey) as DrawShape) : undefined), [shapeKey]);
  const check = useRecompute(draw.data, shape);
  const [pickGame, setPickGame] = useState(gameCode ?? '');
  const [pickNumero, setPickNumero] = useState(numero ?? '');
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!pickGame && games.length > 0) setPickGame(games[0].gameCode);
  }, [games, pickGame]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = pickNumero.trim();
    if (!pickGame || !NUMERO.test(n)) {
      setFormError(t('lottery.verifyBadNumero'));
      return;
    }
    setFormError(null);
    onChoose(pickGame, n);
  };

  const d = draw.data;
  return (
    <Wrap>
      <Panel>
        <Form data-verify-form onSubmit={submit} aria-label={t('lottery.verifyFind')}>
          <label>
            {t('lottery.verifyGame')}
            <select value={pickGame} onChange={(e) => setPickGame(e.target.value)} data-verify-game>
              {games.map((g) => (
                <option key={g.gameCode} value={g.gameCode}>
                  {g.remark}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('lottery.verifyNumero')}
            <input
              value={pickNumero}
              onChange={(e) => setPickNumero(e.target.value)}
              inputMode="numeric"
              placeholder={game?.lastNumero ?? '202611270042'}
              data-verify-numero
            />
          </label>
          <Button type="submit" $size="sm">
            {t('lottery.verifyShow')}
          </Button>
        </Form>
        {formError && (
          <Verdict $ok={false} data-verify-form-error>
            {formError}
          </Verdict>
        )}
        <Muted>{t('lottery.verifyNumeroHint')}</Muted>
      </Panel>
      {asked && draw.isError && (
        <Panel>
          <Verdict $ok={false} role="alert">
            {draw.error instanceof ApiError ? draw.error.message : t('lottery.verifyNotFound')}
          </Verdict>
        </Panel>
      )}
      {d && (
        <Panel data-verify-draw={`${d.gameCode}:${d.numero}`}>
          <H>{t('lottery.verifyTitle', { numero: d.numero })}</H>
          <Facts>
            <dt>{t('lottery.verifyGame')}</dt>
            <dd>{game?.remark ?? d.gameCode}</dd>
            <dt>{t('lottery.date')}</dt>
            <dd>
              {winningDate(d.drawAt)} {new Date(d.drawAt).toISOString().slice(11, 16)} UTC
            </dd>
            <dt>{t('lottery.verifyStatus')}</dt>
            <dd data-draw-status={d.status}>{t(`lottery.drawStatus_${d.status}`)}</dd>
            <dt>{t('lottery.seedHash')}</dt>
            <dd>
              <Mono data-verify-seed-hash>{d.seedHash}</Mono>
            </dd>
            <dt>{t('lottery.seed')}</dt>
            <dd>{d.seed ? <Mono data-verify-seed>{d.seed}</Mono> : t('lottery.verifySeedHidden')}</dd>
            {d.result ? (
              <>
                <dt>{t('lottery.verifyPublished')}</dt>
                <dd data-verify-published>
                  <ResultView result={d.result} />
                </dd>
              </>
            ) : null}
          </Facts>
        </Panel>
      )}
      {d && d.seed && (
        <Panel aria-live="polite" data-verify-check={check.state}>
          <H>{t('lottery.verifyInBrowser')}</H>
          <Muted>{t('lottery.verifyAlgorithm')}</Muted>
          {check.state === 'idle' || check.state === 'computing' ? <Muted>{t('lottery.verifyComputing')}</Muted> : null}
          {check.state === 'unavailable' && <Verdict $ok={false}>{t('lottery.verifyNoCrypto')}</Verdict>}
          {check.state === 'done' && (
            <>
              <ul>
                <Check $ok={check.hashOk} data-hash-ok={check.hashOk ? 'yes' : 'no'}>
                  {t(check.hashOk ? 'lottery.verifyHashOk' : 'lottery.verifyHashBad')}
                </Check>
                <Check $ok={check.resultOk} data-result-ok={check.resultOk ? 'yes' : 'no'}>
                  {t(check.resultOk ? 'lottery.verifyResultOk' : 'lottery.verifyResultBad')}
                </Check>
              </ul>
              <div data-verify-recomputed>
                <ResultView result={check.result} />
              </div>
              <Verdict $ok={check.hashOk && check.resultOk} data-verified={check.hashOk && check.resultOk ? 'yes' : 'no'}>
                {check.hashOk && check.resultOk ? t('lottery.verified', { number: d.openNumber ?? '' }) : t('lottery.notVerified')}
              </Verdict>
            </>
          )}
        </Panel>
      )}
    </Wrap>
  );
}
