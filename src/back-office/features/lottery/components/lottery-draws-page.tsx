// The back office's lottery draws (issue 18): one game's draws of the chosen brand, newest first, paged by the
// server, amounts in the brand's own money format (symbol, minor units) as elsewhere in the back office, with their
// state (open, locked, drawn, settled, cancelled), result, tickets, stake, payout and refunds. With
// lottery.write a draw not yet drawn can be cancelled: every ticket is refunded once (the server's seamless
// rollback) and the cancellation is audited. Texts render as text, never HTML.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffDrawView } from '../../../../../schemas/generated/lottery.ts';
import { Button } from '../../../../components/button.tsx';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { Pager } from '../../../components/pager.tsx';
import { FlashLine, type Flash } from '../../../components/staff-flash.tsx';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { useStaffTime } from '../../../components/staff-time.ts';
import { CardTable, ErrorLine, Muted, PageFrame, Panel, Pill, TabList, Toolbar, type PillTone } from '../../../components/staff-ui.tsx';
import { useCancelDraw } from '../api/cancel-draw.api.ts';
import { useLotteryDraws, type DrawState } from '../api/lottery-draws.api.ts';

const STATES: readonly (DrawState | '')[] = ['', 'open', 'locked', 'drawn', 'settled', 'cancelled'];
const TONE: Record<DrawState, PillTone> = { open: 'good', locked: 'warn', drawn: 'info', settled: 'neutral', cancelled: 'bad' };

export function LotteryDrawsPage({ staff, brandId }: StaffPageProps) {
  const { t } = useTranslation();
  const [gameCode, setGameCode] = useState('');
  const [state, setState] = useState<DrawState | ''>('');
  const [page, setPage] = useState(1);
  const [flash, setFlash] = useState<Flash | null>(null);
  const list = useLotteryDraws(brandId, gameCode, state, page);
  const canWrite = staff.permissions.includes('lottery.write');
  const brandName = staff.brands.find((b) => b.id === brandId)?.name ?? brandId;
  const games = list.data?.games ?? [];
  const shownGame = gameCode || games[0]?.gameCode || '';
  const money = (minor: number) => formatMinorUnits(minor, list.data?.money ?? {});
  return (
    <PageFrame title={t('lotteryDraws.title', { brand: brandName })}>
      <FlashLine flash={flash} testId="bo-draws-flash" />
      <Toolbar>
        <label>
          {t('lotteryDraws.game')}{' '}
          <select
            value={shownGame}
            onChange={(e) => {
              setGameCode(e.target.value);
              setPage(1);
            }}
            data-testid="bo-draws-game"
          >
            {games.map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.name} ({g.gameCode})
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <TabList role="tablist" aria-label={t('lotteryDraws.filter')}>
        {STATES.map((s) => (
          <button
            key={s || 'all'}
            type="button"
            role="tab"
            aria-selected={s === state}
            onClick={() => {
              setState(s);
              setPage(1);
            }}
            data-testid={`bo-draws-tab-${s || 'all'}`}
          >
            {t(s ? `lotteryDraws.state.${s}` : 'lotteryDraws.all')}
          </button>
        ))}
      </TabList>
      <ErrorLine error={list.error} />
      <Panel>
        {!list.data ? (
          <Muted>{t('common.loading')}</Muted>
        ) : games.length === 0 ? (
          <Muted data-testid="bo-draws-no-games">{t('lotteryDraws.noGames')}</Muted>
        ) : list.data.draws.length === 0 ? (
          <Muted data-testid="bo-draws-empty">{t('lotteryDraws.none')}</Muted>
        ) : (
          <CardTable>
            <table data-testid="bo-draws">
              <thead>
                <tr>
                  <th scope="col">{t('lotteryDraws.col.draw')}</th>
                  <th scope="col">{t('lotteryDraws.col.state')}</th>
                  <th scope="col">{t('lotteryDraws.col.result')}</th>
                  <th scope="col">{t('lotteryDraws.col.tickets')}</th>
                  <th scope="col">{t('lotteryDraws.col.stake')}</th>
                  <th scope="col">{t('lotteryDraws.col.payout')}</th>
                  <th scope="col">{t('lotteryDraws.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.draws.map((d) => (
                  <DrawRow key={d.numero} draw={d} brandId={brandId} canWrite={canWrite} money={money} onFlash={setFlash} />
                ))}
              </tbody>
            </table>
          </CardTable>
        )}
      </Panel>
      <Pager page={page} totalPages={Math.max(1, list.data?.totalPages ?? 1)} onPage={setPage} label={t('lotteryDraws.pages')} />
    </PageFrame>
  );
}

function DrawRow({
  draw: d,
  brandId,
  canWrite,
  money,
  onFlash,
}: {
  draw: StaffDrawView;
  brandId: string;
  canWrite: boolean;
  money: (minor: number) => string;
  onFlash: (f: Flash | null) => void;
}) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const cancel = useCancelDraw(brandId);
  const undrawn = d.state === 'open' || d.state === 'locked';
  const act = () => {
    if (!window.confirm(t('lotteryDraws.confirmCancel', { numero: d.numero, count: d.slips }))) return;
    cancel.mutate(
      { gameCode: d.gameCode, numero: d.numero },
      {
        onSuccess: (v) => onFlash({ text: t('lotteryDraws.cancelled', { numero: v.numero, count: v.slips }), error: false }),
        onError: (err) => onFlash({ text: err.message || t('errors.internal'), error: true }),
      },
    );
  };
  return (
    <tr data-testid={`bo-draw-${d.numero}`}>
      <td data-label={t('lotteryDraws.col.draw')}>
        <Stack>
          <strong>{d.numero}</strong>
          <Muted>{time(d.drawAt)}</Muted>
        </Stack>
      </td>
      <td data-label={t('lotteryDraws.col.state')}>
        <Pill $tone={TONE[d.state]} data-state={d.state}>
          {t(`lotteryDraws.state.${d.state}`)}
        </Pill>
        {d.walletDue > 0 ? <Muted> · {t('lotteryDraws.walletDue', { count: d.walletDue })}</Muted> : null}
      </td>
      <td data-label={t('lotteryDraws.col.result')}>
        <Mono>{d.openNumber ?? '—'}</Mono>
      </td>
      <td data-label={t('lotteryDraws.col.tickets')} data-num="true">
        <Stack>
          <span>{t('lotteryDraws.slips', { count: d.slips })}</span>
          <Muted>{t('lotteryDraws.lines', { count: d.lines })}</Muted>
        </Stack>
      </td>
      <td data-label={t('lotteryDraws.col.stake')} data-num="true">
        <Stack>
          <span>{money(d.stake)}</span>
          {d.refunded > 0 ? <Muted>{t('lotteryDraws.refunded', { amount: money(d.refunded) })}</Muted> : null}
        </Stack>
      </td>
      <td data-label={t('lotteryDraws.col.payout')} data-num="true">
        {money(d.payout)}
      </td>
      <td data-label={t('lotteryDraws.col.action')}>
        {undrawn && canWrite ? (
          <Button type="button" $size="sm" $variant="outline" disabled={cancel.isPending} onClick={act} data-testid="bo-draw-cancel">
            {t('lotteryDraws.cancel')}
          </Button>
        ) : (
          <Muted>—</Muted>
        )}
      </td>
    </tr>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 2px;
`;

const Mono = styled.span`
  font-family: monospace;
  letter-spacing: 1px;
`;
