// Applications to the brand's "apply" activities, the waiting ones by default: the player, the activity,
// the comment and images, when it came in, and either the decision (staff with promotions.write) or who
// decided, when and how.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency, StaffApplication } from '../../../../../schemas/generated/promotion-admin.ts';
import { Pager } from '../../../components/pager.tsx';
import type { Flash } from '../../../components/staff-flash.tsx';
import { CardTable, ErrorLine, FilterLinks, Muted, Pill, type PillTone } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useApplications } from '../api/applications.api.ts';
import { ApplicationDecision } from './application-decision.tsx';
import { ApplicationImages } from './application-images.tsx';
import { APPLICATION_STATUSES, type PromotionsView } from './promotion-form-rules.ts';
import { Account, Cell, Comment, Small, Stack, useMoney, type Money } from './promotions-ui.tsx';

const TONES: Record<StaffApplication['status'], PillTone> = { applying: 'warn', issued: 'info', rejected: 'bad', claimed: 'good' };

interface Props {
  brandId: string;
  view: PromotionsView;
  hrefOf: (next: Partial<PromotionsView>) => string;
  go: (next: Partial<PromotionsView>) => void;
  canWrite: boolean;
  onFlash: (flash: Flash | null) => void;
}

export function ApplicationsTab({ brandId, view, hrefOf, go, canWrite, onFlash }: Props) {
  const { t } = useTranslation();
  const list = useApplications(brandId, view.status, view.page);
  const money = useMoney(list.data?.currency);
  const items = list.data?.items ?? [];
  return (
    <Stack>
      <FilterLinks aria-label={t('promotions.applications.statusLabel')}>
        {APPLICATION_STATUSES.map((s) => (
          <Link
            key={s}
            to={hrefOf({ status: s, page: 1 })}
            aria-current={s === view.status ? 'true' : undefined}
            onClick={() => onFlash(null)}
            data-testid={`bo-promo-status-${s}`}
          >
            {t(`promotions.applications.filter.${s}`)}
          </Link>
        ))}
      </FilterLinks>
      <ErrorLine error={list.error} />
      {!list.data ? (
        list.isPending ? (
          <Muted>{t('common.loading')}</Muted>
        ) : null
      ) : items.length === 0 ? (
        <Muted data-testid="bo-promo-applications-empty">{t(`promotions.applications.empty.${view.status}`)}</Muted>
      ) : (
        <CardTable>
          <table data-testid="bo-promo-applications">
            <thead>
              <tr>
                <th scope="col">{t('promotions.col.player')}</th>
                <th scope="col">{t('promotions.col.promotion')}</th>
                <th scope="col">{t('promotions.col.comment')}</th>
                <th scope="col">{t('promotions.col.submitted')}</th>
                <th scope="col">{t('promotions.col.status')}</th>
                <th scope="col">{t('promotions.col.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <ApplicationRow
                  key={`${view.status}-${a.id}`}
                  tenant={brandId}
                  application={a}
                  money={money}
                  currency={list.data?.currency}
                  canWrite={canWrite}
                  onFlash={onFlash}
                />
              ))}
            </tbody>
          </table>
        </CardTable>
      )}
      <Pager
        page={view.page}
        totalPages={list.data?.totalPages ?? 1}
        onPage={(page) => {
          onFlash(null);
          go({ page });
        }}
        label={t('promotions.pages')}
      />
    </Stack>
  );
}

interface RowProps {
  tenant: string;
  application: StaffApplication;
  money: Money;
  currency: Currency | undefined;
  canWrite: boolean;
  onFlash: (flash: Flash) => void;
}

function ApplicationRow({ tenant, application: a, money, currency, canWrite, onFlash }: RowProps) {
  const { t } = useTranslation();
  const time = useStaffTime();
  return (
    <tr data-testid={`bo-promo-application-${a.id}`} data-status={a.status}>
      <Cell label={t('promotions.col.player')}>
        <Account>{a.account}</Account>
        <Small>#{a.id}</Small>
      </Cell>
      <Cell label={t('promotions.col.promotion')}>
        {a.promotionTitle}
        <Small>{a.promotionId}</Small>
      </Cell>
      <Cell label={t('promotions.col.comment')}>
        {a.comment ? <Comment>{a.comment}</Comment> : <Muted>{t('promotions.applications.noComment')}</Muted>}
        <ApplicationImages tenant={tenant} id={a.id} count={a.imageCount} account={a.account} />
      </Cell>
      <Cell label={t('promotions.col.submitted')}>
        <Muted>{time(a.createdAt)}</Muted>
      </Cell>
      <Cell label={t('promotions.col.status')}>
        <Pill $tone={TONES[a.status]} data-testid="bo-promo-application-status">
          {t(`promotions.applications.status.${a.status}`)}
        </Pill>
        {a.amount !== undefined && (a.status === 'issued' || a.status === 'claimed') ? <Small>{money(a.amount)}</Small> : null}
      </Cell>
      <Cell label={t('promotions.col.decision')} wide>
        {a.status === 'applying' && canWrite ? (
          <ApplicationDecision tenant={tenant} application={a} money={money} currency={currency} onDone={onFlash} />
        ) : (
          <Decided application={a} />
        )}
      </Cell>
    </tr>
  );
}

/** Who decided and when, with the rejection's reason; a waiting application seen by a read-only role says it waits. */
function Decided({ application: a }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  if (a.status === 'applying') return <Muted>{t('promotions.applications.waiting')}</Muted>;
  return (
    <div data-testid="bo-promo-decided">
      {a.reason ? <Comment>{t('promotions.applications.reasonWas', { reason: a.reason })}</Comment> : null}
      <Small>
        {a.decidedBy ?? '—'}
        {a.decidedAt ? ` · ${time(a.decidedAt)}` : ''}
      </Small>
    </div>
  );
}
