// Member centre "bonusDetails" (spec §2, issue 19): every bonus of the member, newest first — the
// promotion, the amount, the wagering requirement and how much of it is played (settled bets only, weighted
// by game category), the state, when it was granted and when it expires or ended — a page at a time. An
// active bonus can be given up (after a dialog saying what is lost); while one is active a banner says
// that withdrawals wait and how much turnover remains.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BonusView } from '../../../schemas/generated/promotions.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/cashier/cashier-parts.tsx';
import { errorMessage } from '../../components/form/error-message.ts';
import { Notice } from '../../components/form/form-parts.tsx';
import { Icon } from '../../components/icon.tsx';
import { Modal } from '../../components/modal.tsx';
import { RecordsPager, RecordsPanel } from '../../components/records/records-controls.tsx';
import { useMoney } from '../../lib/format/use-money.ts';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { media } from '../../lib/theme/styled-theme.ts';
import { useBonuses } from './api/bonus-list.api.ts';
import { useForfeitBonus } from './api/bonus-forfeit.api.ts';
import { wageringProgress } from './bonus-view.ts';
import { formatDateTime } from './format-date.ts';

export default function BonusDetailsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useBonuses(pageNo, i18n.language);
  const [asked, setAsked] = useState<BonusView | null>(null);
  const [done, setDone] = useState<BonusView | null>(null);
  const data = bonuses.data;
  return (
    <div data-testid="bonus-details">
      <PageTitle>{t('centre.member.bonusDetails')}</PageTitle>
      {data?.hold.active ? (
        <Hold role="status" data-testid="bonus-hold">
          <Icon name="lock" size={22} />
          <span>
            <strong>{t('bonus.holdTitle')}</strong>
            {t('bonus.holdText', { remaining: money.format(data.hold.remainingTurnover) })}
          </span>
        </Hold>
      ) : null}
      {done ? (
        <Notice role="status" data-testid="bonus-forfeited">
          {t('bonus.forfeitDone', { title: done.title, amount: money.format(done.forfeitedAmount ?? done.amount) })}
        </Notice>
      ) : null}
      <RecordsPanel query={bonuses} isEmpty={!data?.list.length}>
        {() => (
          <List>
            {data?.list.map((b) => (
              <BonusRow key={b.id} bonus={b} onForfeit={() => setAsked(b)} />
            ))}
          </List>
        )}
      </RecordsPanel>
      <RecordsPager pageNo={pageNo} totalPages={data?.totalPages ?? 0} go={setPageNo} testId="bonus-pager" />
      {asked ? (
        <ForfeitDialog
          bonus={asked}
          onClose={() => setAsked(null)}
          onDone={(b) => {
            setAsked(null);
            setDone(b);
          }}
        />
      ) : null}
    </div>
  );
}

function BonusRow({ bonus: b, onForfeit }: { bonus: BonusView; onForfeit: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const progress = wageringProgress(b.wageringDone, b.wageringRequired);
  const progressId = `bonus-${b.id}-progress`;
  return (
    <Row data-testid={`bonus-row-${b.id}`} data-state={b.state}>
      <header>
        <h4>{b.title}</h4>
        <StateChip $state={b.state} data-state={b.state}>
          {t(`bonus.state.${b.state}`)}
        </StateChip>
      </header>
      <Figures>
        <div>
          <dt>{t('bonus.amount')}</dt>
          <dd>{money.format(b.amount)}</dd>
        </div>
        <div>
          <dt>{t('bonus.requirement')}</dt>
          <dd>{money.format(b.wageringRequired)}</dd>
        </div>
        <div>
          <dt>{t('bonus.granted')}</dt>
          <dd>{formatDateTime(b.grantedAt, zone)}</dd>
        </div>
        {b.state === 'active' && b.expiresAt ? (
          <div>
            <dt>{t('bonus.expires')}</dt>
            <dd>{formatDateTime(b.expiresAt, zone)}</dd>
          </div>
        ) : b.closedAt ? (
          <div>
            <dt>{t('bonus.closed')}</dt>
            <dd>{formatDateTime(b.closedAt, zone)}</dd>
          </div>
        ) : null}
        {b.state === 'forfeited' && b.forfeitedAmount !== undefined ? (
          <div>
            <dt>{t('bonus.forfeitedAmount')}</dt>
            <dd>{money.format(b.forfeitedAmount)}</dd>
          </div>
        ) : null}
      </Figures>
      {b.wageringRequired > 0 ? (
        <Progress>
          <label htmlFor={progressId}>
            <span>{t('bonus.progress')}</span>
            <span data-testid="bonus-progress-text">
              {t('bonus.progressValue', { done: money.format(b.wageringDone), required: money.format(b.wageringRequired), percent: progress.percent })}
            </span>
          </label>
          <progress id={progressId} max={100} value={progress.percent} data-state={b.state}>
            {progress.percent}%
          </progress>
        </Progress>
      ) : null}
      {b.state === 'active' ? (
        <Foot>
          {progress.remaining > 0 ? <span>{t('bonus.remaining', { amount: money.format(progress.remaining) })}</span> : <span />}
          <Button type="button" $variant="outline" $size="sm" onClick={onForfeit} data-testid="bonus-forfeit">
            {t('bonus.forfeit')}
          </Button>
        </Foot>
      ) : null}
    </Row>
  );
}

function ForfeitDialog({ bonus: b, onClose, onDone }: { bonus: BonusView; onClose: () => void; onDone: (b: BonusView) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const forfeit = useForfeitBonus();
  const submit = () => forfeit.mutate(b.id, { onSuccess: onDone });
  return (
    <Modal
      open
      title={t('bonus.forfeitTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={480}
      footer={
        <DialogActions>
          <Button type="button" $variant="outline" onClick={onClose} disabled={forfeit.isPending}>
            {t('bonus.keep')}
          </Button>
          <DangerButton
            type="button"
            onClick={submit}
            disabled={forfeit.isPending}
            aria-busy={forfeit.isPending || undefined}
            data-testid="bonus-forfeit-confirm"
          >
            {t('bonus.forfeitConfirm')}
          </DangerButton>
        </DialogActions>
      }
    >
      <Explain data-testid="bonus-forfeit-dialog">
        <p>
          <strong>{b.title}</strong> · {money.format(b.amount)}
        </p>
        <ul>
          <li>{t('bonus.forfeitLoseMoney', { amount: money.format(b.amount) })}</li>
          <li>{t('bonus.forfeitLoseProgress', { done: money.format(b.wageringDone), required: money.format(b.wageringRequired) })}</li>
          <li>{t('bonus.forfeitWithdraw')}</li>
        </ul>
        <p className="final">{t('bonus.forfeitFinal')}</p>
        {forfeit.isError ? <Notice role="alert">{errorMessage(t, forfeit.error)}</Notice> : null}
      </Explain>
    </Modal>
  );
}

const Hold = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 14px;
  padding: 12px 14px;
  border-radius: var(--radius, 8px);
  border: 1px solid color-mix(in srgb, var(--c-warning) 55%, transparent);
  background: color-mix(in srgb, var(--c-warning) 12%, var(--c-surface));
  font-size: 14px;
  line-height: 1.5;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: var(--c-warning);
  }
  strong {
    display: block;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: 12px;
  padding: 14px;
  border-radius: var(--radius, 8px);
  border: 1px solid var(--c-border);
  background: var(--c-background);
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 10px;
  }
  h4 {
    margin: 0;
    font-size: 15px;
    line-height: 1.35;
  }
`;

const TONE: Readonly<Record<BonusView['state'], string>> = {
  active: 'var(--c-primary)',
  cleared: 'var(--c-success, #1a7f37)',
  forfeited: 'var(--c-danger)',
  expired: 'var(--c-text-muted)',
  cancelled: 'var(--c-danger)',
};

const StateChip = styled.span<{ $state: BonusView['state'] }>`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  color: var(--c-text);
  border: 1px solid color-mix(in srgb, ${(p) => TONE[p.$state]} 60%, transparent);
  background: color-mix(in srgb, ${(p) => TONE[p.$state]} 12%, var(--c-surface));
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: ${(p) => TONE[p.$state]};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 16px;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dt {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Progress = styled.div`
  label {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    margin-bottom: 6px;
    font-size: 13px;
    color: var(--c-text-muted);
  }
  label span:last-child {
    color: var(--c-text);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  progress {
    display: block;
    width: 100%;
    height: 10px;
    border: 0;
    border-radius: 999px;
    overflow: hidden;
    appearance: none;
    background: var(--c-surface-alt);
    color: var(--c-primary);
  }
  progress::-webkit-progress-bar {
    background: var(--c-surface-alt);
    border-radius: 999px;
  }
  progress::-webkit-progress-value {
    background: linear-gradient(90deg, var(--c-primary), var(--c-accent));
    border-radius: 999px;
  }
  progress::-moz-progress-bar {
    background: linear-gradient(90deg, var(--c-primary), var(--c-accent));
    border-radius: 999px;
  }
  progress[data-state='cleared']::-webkit-progress-value {
    background: var(--c-success, #1a7f37);
  }
  progress[data-state='cleared']::-moz-progress-bar {
    background: var(--c-success, #1a7f37);
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  font-size: 13px;
  color: var(--c-text-muted);
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;

// The surface colour on the danger colour reads in both themes (dark themes have a light danger colour).
const DangerButton = styled(Button)`
  color: var(--c-surface);
  background: var(--c-danger);
  border-color: color-mix(in srgb, var(--c-danger) 70%, black);
  box-shadow: none;
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
`;

const Explain = styled.div`
  font-size: 14px;
  line-height: 1.55;
  p {
    margin: 0 0 10px;
  }
  ul {
    display: grid;
    gap: 6px;
    margin: 0 0 12px;
    padding-inline-start: 20px;
    list-style: disc;
  }
  .final {
    font-weight: 700;
  }
`;
