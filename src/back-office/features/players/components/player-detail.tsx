// One player of the chosen brand: who they are, their status and wallet, what staff may do (each
// button only for a role that may), and the lists — ledger, deposits, withdrawals, bets, sign-ins and
// staff notes. A player of another brand is "not found", as the server answers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerPageValue } from '../../../../../schemas/generated/player-admin.ts';
import type { StaffPermission } from '../../../../../schemas/rules/staff-roles.ts';
import { Button } from '../../../../components/button.tsx';
import { ApiError } from '../../../../lib/api/api-client.ts';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import type { StaffPageProps } from '../../../components/staff-page-props.ts';
import { ErrorLine, Muted, PageFrame, Panel } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { usePlayer } from '../api/player.api.ts';
import { PlayerActionPanel, type DoneMessage, type PlayerAction } from './player-actions.tsx';
import { PlayerLists } from './player-lists.tsx';
import { Big, Columns, Facts, PlayerLink, Success } from './player-ui.tsx';
import { StatusPill } from './status-pill.tsx';

/** Free-play (trial) accounts hold demo money: the server refuses to adjust them, so the button is off. */
export const TRIAL_TYPE = 4;

export function PlayerDetail({ staff, brandId, playerId }: StaffPageProps & { playerId: number }) {
  const { t } = useTranslation();
  const player = usePlayer(brandId, playerId);
  const [action, setAction] = useState<PlayerAction | null>(null);
  const [done, setDone] = useState<DoneMessage | null>(null);
  const can = (permission: StaffPermission) => staff.permissions.includes(permission);
  const back = (
    <PlayerLink to="/players" data-testid="bo-players-back">
      ← {t('players.back')}
    </PlayerLink>
  );
  if (player.error instanceof ApiError && player.error.status === 404) return <PageFrame title={t('players.notFound')}>{back}</PageFrame>;
  if (!player.data) return <PageFrame title={t('common.loading')}>{player.error ? <ErrorLine error={player.error} /> : back}</PageFrame>;

  const { profile } = player.data;
  const choose = (next: PlayerAction) => {
    setDone(null);
    setAction((current) => (current === next ? null : next));
  };
  const actions = (
    <>
      {can('players.write') ? (
        <>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            onClick={() => choose(profile.status === 'locked' ? 'unlock' : 'lock')}
            data-testid="bo-player-lock"
          >
            {profile.status === 'locked' ? t('players.actions.unlock') : t('players.actions.lock')}
          </Button>
          <Button type="button" $size="sm" $variant="outline" onClick={() => choose('logout')} data-testid="bo-player-logout">
            {t('players.actions.logout')}
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            onClick={() => choose('reset')}
            disabled={player.data.resetChannels.length === 0}
            title={player.data.resetChannels.length === 0 ? t('players.reset.noChannel') : undefined}
            data-testid="bo-player-reset"
          >
            {t('players.actions.reset')}
          </Button>
        </>
      ) : null}
      {can('players.adjustBalance') ? (
        <Button
          type="button"
          $size="sm"
          $variant="primary"
          onClick={() => choose('adjust')}
          data-testid="bo-player-adjust"
          disabled={profile.type === TRIAL_TYPE}
        >
          {t('players.actions.adjust')}
        </Button>
      ) : null}
    </>
  );

  return (
    <PageFrame title={t('players.playerTitle', { account: profile.account, id: profile.id })} actions={actions}>
      {back}
      {done ? (
        <Success role="status" data-testid="bo-player-done">
          {t(done.key, done.values)}
        </Success>
      ) : null}
      {action ? (
        <Panel>
          <PlayerActionPanel
            action={action}
            brandId={brandId}
            player={player.data}
            onCancel={() => setAction(null)}
            onDone={(message) => {
              setAction(null);
              setDone(message);
            }}
          />
        </Panel>
      ) : null}
      <Columns>
        <ProfilePanel value={player.data} />
        <WalletPanel value={player.data} />
      </Columns>
      <PlayerLists brandId={brandId} player={player.data} canWriteNotes={can('players.write')} />
    </PageFrame>
  );
}

function ProfilePanel({ value }: { value: PlayerPageValue }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const { profile } = value;
  const none = <Muted>—</Muted>;
  return (
    <Panel data-testid="bo-player-profile">
      <h2>{t('players.profile')}</h2>
      <Facts>
        <dt>{t('players.col.status')}</dt>
        <dd>
          <StatusPill status={profile.status} />
        </dd>
        <dt>{t('players.col.id')}</dt>
        <dd>{profile.id}</dd>
        <dt>{t('players.col.account')}</dt>
        <dd>
          {profile.account}
          {profile.type === TRIAL_TYPE ? <Muted> · {t('players.trial')}</Muted> : null}
        </dd>
        <dt>{t('players.col.nickname')}</dt>
        <dd>{profile.nickname}</dd>
        <dt>{t('players.col.payeeName')}</dt>
        <dd>{profile.payeeName ?? none}</dd>
        <dt>{t('players.col.mobile')}</dt>
        <dd>{profile.mobile ? `${profile.mobile.e164} · ${profile.mobile.verified ? t('players.verified') : t('players.unverified')}` : none}</dd>
        <dt>{t('players.col.email')}</dt>
        <dd>{profile.email ?? none}</dd>
        <dt>{t('players.col.upline')}</dt>
        <dd>{profile.uplineId ?? none}</dd>
        <dt>{t('players.col.affiliateCode')}</dt>
        <dd>{profile.affiliateCode ?? none}</dd>
        <dt>{t('players.col.registered')}</dt>
        <dd>
          {time(profile.createdAt)} · {profile.registerMethod}
        </dd>
        <dt>{t('players.col.lastLogin')}</dt>
        <dd>{profile.lastLoginAt ? `${time(profile.lastLoginAt)} · ${t('players.loginCount', { n: profile.loginCount })}` : t('players.never')}</dd>
      </Facts>
    </Panel>
  );
}

function WalletPanel({ value }: { value: PlayerPageValue }) {
  const { t } = useTranslation();
  const { wallet } = value;
  const money = (minor: number) => formatMinorUnits(minor, wallet);
  return (
    <Panel data-testid="bo-player-wallet">
      <h2>{t('players.wallet')}</h2>
      <Big data-testid="bo-player-balance">{money(wallet.balance)}</Big>
      <Facts>
        <dt>{t('players.held')}</dt>
        <dd>{money(wallet.held)}</dd>
        <dt>{t('players.currency')}</dt>
        <dd>{wallet.currency}</dd>
      </Facts>
    </Panel>
  );
}
