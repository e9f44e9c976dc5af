// The forms behind the player's action buttons. Every action asks for the reason the audit keeps.
// Lock/unlock, end sessions and password reset apply on submit; a balance adjustment takes two steps —
// enter, then review and confirm — and the confirmation carries one idempotency key, made when the
// review opens, so a retried or doubled click moves the money once.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustRequest, PlayerPageValue, ResetChannel } from '../../../../../schemas/generated/player-admin.ts';
import { Button } from '../../../../components/button.tsx';
import { formatMinorUnits } from '../../../../lib/format/money.ts';
import { ErrorLine, Muted } from '../../../components/staff-ui.tsx';
import { useAdjustBalance } from '../api/adjust-balance.api.ts';
import { useForceLogout } from '../api/force-logout.api.ts';
import { useSendPasswordReset } from '../api/send-password-reset.api.ts';
import { useSetPlayerStatus } from '../api/set-player-status.api.ts';
import { AMOUNT, newIdempotencyKey, REASON, reasonOk, toMinorUnits } from './player-form-rules.ts';
import { ActionForm, Buttons } from './player-ui.tsx';

export type PlayerAction = 'lock' | 'unlock' | 'logout' | 'reset' | 'adjust';

export interface DoneMessage {
  key: string;
  values?: Record<string, string>;
}

interface ActionProps {
  brandId: string;
  player: PlayerPageValue;
  onCancel: () => void;
  /** The action succeeded; the message (a catalogue key and its values, translated when shown) says what happened. */
  onDone: (message: DoneMessage) => void;
}

export function PlayerActionPanel({ action, ...props }: ActionProps & { action: PlayerAction }) {
  switch (action) {
    case 'lock':
    case 'unlock':
      return <StatusForm {...props} locking={action === 'lock'} />;
    case 'logout':
      return <LogoutForm {...props} />;
    case 'reset':
      return <ResetForm {...props} />;
    case 'adjust':
      return <AdjustForm {...props} />;
  }
}

/** The reason field every action shares, limited as the schema limits it. */
function ReasonField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      <span>{t('players.reason')}</span>
      <input
        type="text"
        name="reason"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        minLength={REASON.min}
        maxLength={REASON.max}
        required
        autoFocus
        data-testid="bo-player-reason"
      />
      <Muted>{t('players.reasonHint', { min: REASON.min, max: REASON.max })}</Muted>
    </label>
  );
}

function Frame({
  title,
  intro,
  onSubmit,
  submit,
  busy,
  ready,
  error,
  onCancel,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: () => void;
  submit: string;
  busy: boolean;
  ready: boolean;
  error: unknown;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit();
  };
  return (
    <ActionForm onSubmit={send} aria-label={title} data-testid="bo-player-action">
      <h2>{title}</h2>
      <Muted>{intro}</Muted>
      {children}
      <ErrorLine error={error} />
      <Buttons>
        <Button type="submit" $size="sm" $variant="primary" disabled={!ready || busy} data-testid="bo-player-action-submit">
          {submit}
        </Button>
        <Button type="button" $size="sm" $variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Buttons>
    </ActionForm>
  );
}

function StatusForm({ brandId, player, onCancel, onDone, locking }: ActionProps & { locking: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const change = useSetPlayerStatus(brandId, player.profile.id);
  const verb = locking ? 'lock' : 'unlock';
  return (
    <Frame
      title={t(`players.${verb}.title`, { account: player.profile.account })}
      intro={t(`players.${verb}.intro`)}
      submit={t(`players.actions.${verb}`)}
      busy={change.isPending}
      ready={reasonOk(reason)}
      error={change.error}
      onCancel={onCancel}
      onSubmit={() =>
        change.mutate({ status: locking ? 'locked' : 'active', reason: reason.trim() }, { onSuccess: () => onDone({ key: `players.${verb}.done` }) })
      }
    >
      <ReasonField value={reason} onValue={setReason} />
    </Frame>
  );
}

function LogoutForm({ brandId, player, onCancel, onDone }: ActionProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const logout = useForceLogout(brandId, player.profile.id);
  return (
    <Frame
      title={t('players.logout.title', { account: player.profile.account })}
      intro={t('players.logout.intro')}
      submit={t('players.actions.logout')}
      busy={logout.isPending}
      ready={reasonOk(reason)}
      error={logout.error}
      onCancel={onCancel}
      onSubmit={() => logout.mutate({ reason: reason.trim() }, { onSuccess: () => onDone({ key: 'players.logout.done' }) })}
    >
      <ReasonField value={reason} onValue={setReason} />
    </Frame>
  );
}

function ResetForm({ brandId, player, onCancel, onDone }: ActionProps) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<ResetChannel>(player.resetChannels[0] ?? 'email');
  const [reason, setReason] = useState('');
  const reset = useSendPasswordReset(brandId, player.profile.id);
  return (
    <Frame
      title={t('players.reset.title', { account: player.profile.account })}
      intro={t('players.reset.intro')}
      submit={t('players.reset.send')}
      busy={reset.isPending}
      ready={reasonOk(reason) && player.resetChannels.includes(channel)}
      error={reset.error}
      onCancel={onCancel}
      onSubmit={() =>
        reset.mutate(
          { channel, reason: reason.trim() },
          { onSuccess: (sent) => onDone({ key: `players.reset.done.${sent.channel}`, values: { to: sent.to } }) },
        )
      }
    >
      <fieldset>
        <legend>{t('players.reset.channel')}</legend>
        {(['email', 'sms'] as const).map((c) => (
          <label key={c}>
            <input
              type="radio"
              name="channel"
              value={c}
              checked={channel === c}
              disabled={!player.resetChannels.includes(c)}
              onChange={() => setChannel(c)}
              data-testid={`bo-player-reset-${c}`}
            />
            {t(`players.reset.by.${c}`)}
          </label>
        ))}
      </fieldset>
      <ReasonField value={reason} onValue={setReason} />
    </Frame>
  );
}

interface AdjustDraft {
  direction: AdjustRequest['direction'];
  amountText: string;
  reason: string;
}

function AdjustForm({ brandId, player, onCancel, onDone }: ActionProps) {
  const { t } = useTranslation();
  const { wallet, profile } = player;
  const money = (minor: number) => formatMinorUnits(minor, wallet);
  const [draft, setDraft] = useState<AdjustDraft>({ direction: 'credit', amountText: '', reason: '' });
  // The review step holds the request, with the key made when it opened.
  const [review, setReview] = useState<AdjustRequest | null>(null);
  const adjust = useAdjustBalance(brandId, profile.id);
  const amount = toMinorUnits(draft.amountText, wallet.minorUnits);
  const amountWrong = draft.amountText.trim() !== '' && amount === null;

  if (review) {
    const after = wallet.balance + (review.direction === 'credit' ? review.amount : -review.amount);
    return (
      <Frame
        title={t('players.adjust.reviewTitle')}
        intro={t('players.adjust.reviewIntro')}
        submit={t('players.adjust.confirm')}
        busy={adjust.isPending}
        ready
        error={adjust.error}
        onCancel={() => setReview(null)}
        onSubmit={() =>
          adjust.mutate(review, {
            onSuccess: (value) => onDone({ key: 'players.adjust.done', values: { balance: money(value.wallet.balance) } }),
          })
        }
      >
        <p data-testid="bo-player-adjust-review">
          {t(`players.adjust.summary.${review.direction}`, { amount: money(review.amount), account: profile.account })}
        </p>
        <p>
          {t('players.adjust.balanceNow', { balance: money(wallet.balance) })} →{' '}
          <strong>{after < 0 ? t('players.adjust.belowZero') : t('players.adjust.balanceAfter', { balance: money(after) })}</strong>
        </p>
        <p>
          {t('players.reason')}: {review.reason}
        </p>
      </Frame>
    );
  }

  return (
    <Frame
      title={t('players.adjust.title', { account: profile.account })}
      intro={t('players.adjust.intro')}
      submit={t('players.adjust.review')}
      busy={false}
      ready={amount !== null && reasonOk(draft.reason)}
      error={null}
      onCancel={onCancel}
      onSubmit={() => {
        adjust.reset();
        setReview({ direction: draft.direction, amount: amount!, reason: draft.reason.trim(), idempotencyKey: newIdempotencyKey() });
      }}
    >
      <fieldset>
        <legend>{t('players.adjust.direction')}</legend>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d}>
            <input
              type="radio"
              name="direction"
              value={d}
              checked={draft.direction === d}
              onChange={() => setDraft({ ...draft, direction: d })}
              data-testid={`bo-player-adjust-${d}`}
            />
            {t(`players.adjust.${d}`)}
          </label>
        ))}
      </fieldset>
      <label>
        <span>{t('players.adjust.amount', { currency: wallet.currency })}</span>
        <input
          type="text"
          inputMode="decimal"
          name="amount"
          value={draft.amountText}
          onChange={(e) => setDraft({ ...draft, amountText: e.target.value })}
          aria-invalid={amountWrong || undefined}
          required
          data-testid="bo-player-adjust-amount"
        />
        <Muted>
          {amountWrong
            ? t('players.adjust.amountWrong', { decimals: wallet.minorUnits, max: money(AMOUNT.max) })
            : t('players.adjust.amountHint', { min: money(AMOUNT.min), max: money(AMOUNT.max) })}
        </Muted>
      </label>
      <ReasonField value={draft.reason} onValue={(reason) => setDraft({ ...draft, reason })} />
    </Frame>
  );
}
