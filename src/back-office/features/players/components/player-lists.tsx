// The player's lists under the profile, one tab at a time: ledger, deposits, withdrawals, bets, sign-ins
// and notes. Each tab pages on its own; only the open tab is fetched.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerPageValue, PlayerWallet } from '../../../../../schemas/generated/player-admin.ts';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { ErrorLine, Muted, Pill, TableScroll, type PillTone } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { usePlayerBets } from '../api/player-bets.api.ts';
import { usePlayerDeposits } from '../api/player-deposits.api.ts';
import { usePlayerLedger } from '../api/player-ledger.api.ts';
import { usePlayerLogins } from '../api/player-logins.api.ts';
import { usePlayerWithdrawals } from '../api/player-withdrawals.api.ts';
import type { PlayerListName } from '../api/players-keys.ts';
import { Pager } from '../../../components/pager.tsx';
import { PlayerLimits } from './player-limits.tsx';
import { PlayerExclusions } from './player-exclusions.tsx';
import { PlayerNotes } from './player-notes.tsx';
import { TabList } from '../../../components/staff-ui.tsx';
import { Empty, Shrinkable } from './player-ui.tsx';

const TABS: readonly PlayerListName[] = ['ledger', 'deposits', 'withdrawals', 'bets', 'logins', 'notes', 'limits', 'exclusions'];

interface ListProps {
  brandId: string;
  playerId: number;
  wallet: PlayerWallet;
}

export function PlayerLists({ brandId, player, canWriteNotes }: { brandId: string; player: PlayerPageValue; canWriteNotes: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PlayerListName>('ledger');
  const id = useId();
  const props: ListProps = { brandId, playerId: player.profile.id, wallet: player.wallet };
  return (
    <Shrinkable>
      <TabList role="tablist" aria-label={t('players.lists')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(name)}
            data-testid={`bo-player-tab-${name}`}
          >
            {t(`players.tabs.${name}`)}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'ledger' ? <LedgerList {...props} /> : null}
        {tab === 'deposits' ? <DepositList {...props} /> : null}
        {tab === 'withdrawals' ? <WithdrawalList {...props} /> : null}
        {tab === 'bets' ? <BetList {...props} /> : null}
        {tab === 'logins' ? <LoginList {...props} /> : null}
        {tab === 'notes' ? <PlayerNotes brandId={brandId} playerId={player.profile.id} canWrite={canWriteNotes} /> : null}
        {tab === 'limits' ? <PlayerLimits {...props} /> : null}
        {tab === 'exclusions' ? <PlayerExclusions brandId={brandId} playerId={player.profile.id} canWrite={canWriteNotes} /> : null}
      </div>
    </Shrinkable>
  );
}

/** A table with its head, its rows, the empty line and the pager. */
function ListTable({
  head,
  rows,
  count,
  error,
  page,
  totalPages,
  onPage,
}: {
  head: ReactNode;
  rows: ReactNode;
  count: number | undefined;
  error: unknown;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorLine error={error} />
      <TableScroll>
        <table>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
        {count === 0 ? <Empty>{t('players.empty')}</Empty> : null}
      </TableScroll>
      <Pager page={page} totalPages={totalPages} onPage={onPage} label={t('players.listPages')} />
    </>
  );
}

const useMoney = (wallet: PlayerWallet) => (minor: number) => formatMinorUnits(minor, wallet);
const STATUS_TONES: Readonly<Record<string, PillTone>> = {
  approved: 'good',
  received: 'good',
  resolved: 'good',
  pending: 'warn',
  disputed: 'warn',
  rejected: 'bad',
  failed: 'bad',
};
const statusTone = (status: string): PillTone => STATUS_TONES[status] ?? 'neutral';

function LedgerList({ brandId, playerId, wallet }: ListProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const money = useMoney(wallet);
  const [page, setPage] = useState(1);
  const list = usePlayerLedger(brandId, playerId, page);
  return (
    <ListTable
      error={list.error}
      count={list.data?.entries.length}
      page={page}
      totalPages={list.data?.totalPages ?? 1}
      onPage={setPage}
      head={
        <>
          <th>{t('players.col.at')}</th>
          <th>{t('players.col.kind')}</th>
          <th data-num="true">{t('players.col.amount')}</th>
          <th data-num="true">{t('players.col.balanceAfter')}</th>
          <th>{t('players.reason')}</th>
        </>
      }
      rows={list.data?.entries.map((e) => (
        <tr key={e.id}>
          <td>{time(e.createdAt)}</td>
          <td>
            <code>{e.kind}</code>
            {e.phase !== 'single' ? <Muted> · {e.phase}</Muted> : null}
          </td>
          <td data-num="true">{money(e.amount)}</td>
          <td data-num="true">{money(e.balanceAfter)}</td>
          <td>{e.reason ?? ''}</td>
        </tr>
      ))}
    />
  );
}

function DepositList({ brandId, playerId, wallet }: ListProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const money = useMoney(wallet);
  const [page, setPage] = useState(1);
  const list = usePlayerDeposits(brandId, playerId, page);
  return (
    <ListTable
      error={list.error}
      count={list.data?.deposits.length}
      page={page}
      totalPages={list.data?.totalPages ?? 1}
      onPage={setPage}
      head={
        <>
          <th data-num="true">{t('players.col.id')}</th>
          <th>{t('players.col.at')}</th>
          <th>{t('players.col.method')}</th>
          <th data-num="true">{t('players.col.amount')}</th>
          <th>{t('players.col.status')}</th>
          <th>{t('players.col.reviewed')}</th>
          <th>{t('players.col.note')}</th>
        </>
      }
      rows={list.data?.deposits.map((d) => (
        <tr key={d.id}>
          <td data-num="true">{d.id}</td>
          <td>{time(d.createdAt)}</td>
          <td>
            {d.methodId}
            {d.reference ? <Muted> · {d.reference}</Muted> : null}
          </td>
          <td data-num="true">{money(d.amount)}</td>
          <td>
            <Pill $tone={statusTone(d.status)}>{t(`players.deposit.${d.status}`)}</Pill>
          </td>
          <td>{d.reviewedBy ? `${d.reviewedBy}${d.reviewedAt ? ` · ${time(d.reviewedAt)}` : ''}` : ''}</td>
          <td>{d.note ?? ''}</td>
        </tr>
      ))}
    />
  );
}

function WithdrawalList({ brandId, playerId, wallet }: ListProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const money = useMoney(wallet);
  const [page, setPage] = useState(1);
  const list = usePlayerWithdrawals(brandId, playerId, page);
  return (
    <ListTable
      error={list.error}
      count={list.data?.withdrawals.length}
      page={page}
      totalPages={list.data?.totalPages ?? 1}
      onPage={setPage}
      head={
        <>
          <th data-num="true">{t('players.col.id')}</th>
          <th>{t('players.col.at')}</th>
          <th>{t('players.col.bank')}</th>
          <th data-num="true">{t('players.col.amount')}</th>
          <th>{t('players.col.status')}</th>
          <th>{t('players.col.reviewed')}</th>
          <th>{t('players.col.note')}</th>
        </>
      }
      rows={list.data?.withdrawals.map((w) => (
        <tr key={w.id}>
          <td data-num="true">{w.id}</td>
          <td>{time(w.createdAt)}</td>
          <td>
            {w.bankName} · **** {w.cardLast4}
          </td>
          <td data-num="true">
            {money(w.amount)}
            {w.receivedAmount !== null ? <Muted> ({t('players.received', { amount: money(w.receivedAmount) })})</Muted> : null}
          </td>
          <td>
            <Pill $tone={statusTone(w.status)}>{t(`players.withdrawal.${w.status}`)}</Pill>
          </td>
          <td>{w.reviewedBy ? `${w.reviewedBy}${w.reviewedAt ? ` · ${time(w.reviewedAt)}` : ''}` : ''}</td>
          <td>{w.note ?? ''}</td>
        </tr>
      ))}
    />
  );
}

function BetList({ brandId, playerId, wallet }: ListProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const money = useMoney(wallet);
  const [page, setPage] = useState(1);
  const list = usePlayerBets(brandId, playerId, page);
  const totals = list.data?.totals;
  return (
    <>
      {totals ? (
        <p data-testid="bo-player-bet-totals">
          {t('players.betTotals', { rounds: totals.rounds, bet: money(totals.bet), win: money(totals.win), profit: money(totals.profit) })}
        </p>
      ) : null}
      <ListTable
        error={list.error}
        count={list.data?.bets.length}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPage={setPage}
        head={
          <>
            <th>{t('players.col.at')}</th>
            <th>{t('players.col.game')}</th>
            <th>{t('players.col.round')}</th>
            <th data-num="true">{t('players.col.bet')}</th>
            <th data-num="true">{t('players.col.win')}</th>
            <th data-num="true">{t('players.col.profit')}</th>
            <th>{t('players.col.status')}</th>
          </>
        }
        rows={list.data?.bets.map((b) => (
          <tr key={b.id}>
            <td>{time(b.openedAt)}</td>
            <td>
              {b.gameName}
              <Muted>
                {' '}
                · {b.vendorName} · {b.gameType}
              </Muted>
            </td>
            <td>
              <code>{b.roundId}</code>
            </td>
            <td data-num="true">{money(b.bet)}</td>
            <td data-num="true">
              {money(b.win)}
              {b.jackpot > 0 ? <Pill $tone="info"> {t('players.jackpot')}</Pill> : null}
            </td>
            <td data-num="true">{money(b.profit)}</td>
            <td>
              <Pill $tone={b.status === 'closed' ? 'neutral' : 'warn'}>{t(`players.round.${b.status}`)}</Pill>
            </td>
          </tr>
        ))}
      />
    </>
  );
}

function LoginList({ brandId, playerId }: ListProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const [page, setPage] = useState(1);
  const list = usePlayerLogins(brandId, playerId, page);
  return (
    <ListTable
      error={list.error}
      count={list.data?.logins.length}
      page={page}
      totalPages={list.data?.totalPages ?? 1}
      onPage={setPage}
      head={
        <>
          <th>{t('players.col.at')}</th>
          <th>{t('players.col.method')}</th>
          <th>{t('players.col.ip')}</th>
          <th>{t('players.col.device')}</th>
        </>
      }
      rows={list.data?.logins.map((l, i) => (
        <tr key={`${l.at}-${i}`}>
          <td>{time(l.at)}</td>
          <td>{t(`players.loginMethod.${l.method}`, { defaultValue: l.method })}</td>
          <td>
            <code>{l.ip}</code>
          </td>
          <td>{l.device || <Muted>—</Muted>}</td>
        </tr>
      ))}
    />
  );
}
