// The member's latest application to an 'apply' activity, on its page (spec §3: applying, then issued,
// rejected or claimed): its state and what it means, when it was sent, the comment and how many images
// went with it, the approved amount, and the staff's reason when it was rejected.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicationView } from '../../../../schemas/generated/promotions.ts';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useMoney } from '../../../lib/format/use-money.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { media } from '../../../lib/theme/styled-theme.ts';
import { formatDateTime } from '../format-date.ts';

const ICON: Readonly<Record<ApplicationView['status'], IconName>> = {
  applying: 'clock',
  issued: 'gift',
  rejected: 'close',
  claimed: 'shield',
};

export function ApplicationState({ application: a }: { application: ApplicationView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useTenant().settings.timeZone;
  const amount = a.amount !== undefined ? money.format(a.amount) : '';
  return (
    <Panel data-testid="application-state" data-status={a.status} aria-labelledby="application-title">
      <header>
        <h2 id="application-title">{t('promo.apply.yours')}</h2>
        <Chip $status={a.status} data-status={a.status}>
          <Icon name={ICON[a.status]} size={14} />
          {t(`promo.status.${a.status}`)}
        </Chip>
      </header>
      <p className="meaning" data-testid="application-meaning">
        {t(`promo.apply.meaning.${a.status}`, { amount })}
      </p>
      {a.status === 'rejected' && a.reason ? (
        <Reason data-testid="application-reason">
          <strong>{t('promo.apply.reason')}</strong>
          <span>{a.reason}</span>
        </Reason>
      ) : null}
      <Facts>
        <div>
          <dt>{t('promo.apply.sentAt')}</dt>
          <dd>{formatDateTime(a.createdAt, zone)}</dd>
        </div>
        {a.decidedAt ? (
          <div>
            <dt>{t('promo.apply.decidedAt')}</dt>
            <dd>{formatDateTime(a.decidedAt, zone)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('promo.apply.imageCount')}</dt>
          <dd data-testid="application-images">{a.imageCount}</dd>
        </div>
        {amount ? (
          <div>
            <dt>{t('promo.apply.amount')}</dt>
            <dd>{amount}</dd>
          </div>
        ) : null}
        <div className="comment">
          <dt>{t('promo.apply.comment')}</dt>
          <dd data-testid="application-comment">{a.comment ?? t('promo.apply.noComment')}</dd>
        </div>
      </Facts>
    </Panel>
  );
}

const TONE: Readonly<Record<ApplicationView['status'], string>> = {
  applying: 'var(--c-warning)',
  issued: 'var(--c-primary)',
  rejected: 'var(--c-danger)',
  claimed: 'var(--c-success, #1a7f37)',
};

const Panel = styled.section`
  display: grid;
  gap: 12px;
  margin-top: 22px;
  padding: 20px;
  border-radius: calc(var(--radius, 8px) * 1.5);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
  }
  h2 {
    margin: 0;
    font-size: 19px;
    font-weight: 800;
  }
  .meaning {
    margin: 0;
    line-height: 1.5;
  }
`;

const Chip = styled.span<{ $status: ApplicationView['status'] }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 12px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 700;
  color: var(--c-text);
  border: 1px solid color-mix(in srgb, ${(p) => TONE[p.$status]} 60%, transparent);
  background: color-mix(in srgb, ${(p) => TONE[p.$status]} 12%, var(--c-surface));
  svg {
    color: ${(p) => TONE[p.$status]};
  }
`;

const Reason = styled.p`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 10px 12px;
  border-radius: var(--radius, 8px);
  border: 1px solid color-mix(in srgb, var(--c-danger) 45%, transparent);
  background: color-mix(in srgb, var(--c-danger) 8%, var(--c-surface));
  span {
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px 16px;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  .comment {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 12px;
    color: var(--c-text-muted);
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
