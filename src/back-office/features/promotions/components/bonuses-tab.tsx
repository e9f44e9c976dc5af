// The brand's bonuses, active ones by default, filtered by state and player: the amount, the wagering
// requirement with a progress bar, the state and its dates, and — for active ones, to staff with
// promotions.write — the cancellation (a two-step dialog).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffBonus } from '../../../../../schemas/generated/promotion-admin.ts';
import { Button } from '../../../../components/button.tsx';
import { Pager } from '../../../components/pager.tsx';
import type { Flash } from '../../../components/staff-flash.tsx';
import { CardTable, ErrorLine, FilterLinks, Muted, Pill, type PillTone } from '../../../components/staff-ui.tsx';
import { useStaffTime } from '../../../components/staff-time.ts';
import { useBonuses } from '../api/bonuses.api.ts';
import { CancelBonusDialog } from './cancel-bonus-dialog.tsx';
import { ACCOUNT_MAX, BONUS_STATES, wageringLeft, wageringPercent, type PromotionsView } from './promotion-form-rules.ts';
import { Account, Cell, DateLine, FilterForm, Small, Stack, Strong, useMoney, WageringBar, type Money } from './promotions-ui.tsx';

const TONES: Record<StaffBonus['state'], PillTone> = { active: 'info', cleared: 'good', forfeited: 'neutral', expired: 'neutral', cancelled: 'bad' };

interface Props {
  brandId: string;
  view: PromotionsView;
  hrefOf: (next: Partial<PromotionsView>) => string;
  go: (next: Partial<PromotionsView>) => void;
  canWrite: boolean;
  onFlash: (flash: Flash | null) => void;
}

export function BonusesTab({ brandId, view, hrefOf, go, canWrite, onFlash }: Props) {
  const { t } = useTranslation();
  const list = useBonuses(brandId, view.state, view.account, view.page);
  const money = useMoney(list.data?.currency);
  const [cancelling, setCancelling] = useState<StaffBonus | null>(null);
  const items = list.data?.items ?? [];
  return (
    <Stack>
      <FilterLinks aria-label={t('promotions.bonuses.stateLabel')}>
        {BONUS_STATES.map((s) => (
          <Link
            key={s}
            to={hrefOf({ state: s, page: 1 })}
            aria-current={s === view.state ? 'true' : undefined}
            onClick={() => onFlash(null)}
            data-testid={`bo-promo-state-${s}`}
          >
            {t(`promotions.bonuses.filter.${s}`)}
          </Link>
        ))}
      </FilterLinks>
      <AccountFilter key={view.account} view={view} go={go} />
      <ErrorLine error={list.error} />
      {!list.data ? (
        list.isPending ? (
          <Muted>{t('common.loading')}</Muted>
        ) : null
      ) : items.length === 0 ? (
        <Muted data-testid="bo-promo-bonuses-empty">{t('promotions.bonuses.none')}</Muted>
      ) : (
        <CardTable>
          <table data-testid="bo-promo-bonuses">
            <thead>
              <tr>
                <th scope="col">{t('promotions.col.player')}</th>
                <th scope="col">{t('promotions.col.promotion')}</th>
                <th scope="col" data-num="true">
                  {t('promotions.col.bonus')}
                </th>
                <th scope="col">{t('promotions.col.wagering')}</th>
                <th scope="col">{t('promotions.col.state')}</th>
                <th scope="col">{t('promotions.col.dates')}</th>
                {canWrite ? <th scope="col">{t('promotions.col.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((b) => (
                <BonusRow key={b.id} bonus={b} money={money} canWrite={canWrite} onCancel={() => setCancelling(b)} />
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
      {cancelling ? (
        <CancelBonusDialog
          tenant={brandId}
          bonus={cancelling}
          money={money}
          onClose={() => setCancelling(null)}
          onDone={(flash) => {
            setCancelling(null);
            onFlash(flash);
          }}
        />
      ) : null}
    </Stack>
  );
}

function AccountFilter({ view, go }: { view: PromotionsView; go: Props['go'] }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState(view.account);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ account: account.trim(), page: 1 });
  };
  return (
    <FilterForm role="search" aria-label={t('promotions.bonuses.filterLabel')} onSubmit={submit}>
      <label>
        <span>{t('promotions.filter.account')}</span>
        <input
          type="search"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          maxLength={ACCOUNT_MAX}
          autoComplete="off"
          data-testid="bo-promo-bonuses-account"
        />
      </label>
      <Button type="submit" $size="sm" $variant="primary" data-testid="bo-promo-bonuses-filter">
        {t('promotions.filter.apply')}
      </Button>
      {view.account ? (
        <Button type="button" $size="sm" $variant="ghost" onClick={() => go({ account: '', page: 1 })}>
          {t('promotions.filter.clear')}
        </Button>
      ) : null}
    </FilterForm>
  );
}

function BonusRow({ bonus: b, money, canWrite, onCancel }: { bonus: StaffBonus; money: Money; canWrite: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const percent = wageringPercent(b.wageringDone, b.wageringRequired);
  return (
    <tr data-testid={`bo-promo-bonus-${b.id}`} data-state={b.state}>
      <Cell label={t('promotions.col.player')}>
        <Account>{b.account}</Account>
        <Small>#{b.id}</Small>
      </Cell>
      <Cell label={t('promotions.col.promotion')}>{b.promotionTitle}</Cell>
      <Cell label={t('promotions.col.bonus')} num>
        <Strong>{money(b.amount)}</Strong>
        {b.forfeitedAmount !== undefined ? <Small>{t('promotions.bonuses.takenBack', { amount: money(b.forfeitedAmount) })}</Small> : null}
      </Cell>
      <Cell label={t('promotions.col.wagering')}>
        <WageringBar percent={percent} label={t('promotions.bonuses.progressLabel', { account: b.account })}>
          {t('promotions.bonuses.progress', { done: money(b.wageringDone), required: money(b.wageringRequired), percent })}
        </WageringBar>
      </Cell>
      <Cell label={t('promotions.col.state')}>
        <Pill $tone={TONES[b.state]} data-testid="bo-promo-bonus-state">
          {t(`promotions.bonuses.state.${b.state}`)}
        </Pill>
      </Cell>
      <Cell label={t('promotions.col.dates')}>
        <DateLine>{t('promotions.bonuses.grantedAt', { at: time(b.grantedAt) })}</DateLine>
        {b.closedAt ? (
          <DateLine>{t('promotions.bonuses.closedAt', { at: time(b.closedAt) })}</DateLine>
        ) : b.expiresAt ? (
          <DateLine>{t('promotions.bonuses.expiresAt', { at: time(b.expiresAt) })}</DateLine>
        ) : null}
        {b.state === 'active' && b.wageringRequired > b.wageringDone ? (
          <Small>{t('promotions.bonuses.left', { amount: money(wageringLeft(b.wageringDone, b.wageringRequired)) })}</Small>
        ) : null}
      </Cell>
      {canWrite ? (
        <Cell label={t('promotions.col.actions')}>
          {b.state === 'active' ? (
            <Button type="button" $size="sm" $variant="outline" onClick={onCancel} data-testid="bo-promo-bonus-cancel">
              {t('promotions.bonuses.cancel')}
            </Button>
          ) : (
            <Muted>—</Muted>
          )}
        </Cell>
      ) : null}
    </tr>
  );
}
